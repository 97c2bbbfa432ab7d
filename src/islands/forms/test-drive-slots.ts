import { useEffect, useState } from 'react';
import { createApiClient } from '../../api/client';

export type SlotsState = { status: 'idle' | 'loading' | 'ready' | 'error'; times: string[] };

/**
 * The free times of one day, from GET {api}/api/test-drive/slots?date=&location_id= through the API client
 * (reference API: scripts/server/test-drive-slots.ts); idle without a day, an error state when the API cannot answer.
 */
export function useTestDriveSlots(apiBaseUrl: string, date: string, locationId: string): SlotsState {
  const [state, setState] = useState<SlotsState>({ status: 'idle', times: [] });
  useEffect(() => {
    if (!date) {
      setState({ status: 'idle', times: [] });
      return;
    }
    let live = true;
    setState({ status: 'loading', times: [] });
    void createApiClient({ baseUrl: apiBaseUrl })
      .testDriveSlots(date, locationId)
      .then((times) => {
        if (live) setState(times ? { status: 'ready', times } : { status: 'error', times: [] });
      });
    return () => {
      live = false;
    };
  }, [apiBaseUrl, date, locationId]);
  return state;
}
