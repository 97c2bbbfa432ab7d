import { useEffect, useState } from 'react';

export type SlotsState = { status: 'idle' | 'loading' | 'ready' | 'error'; times: string[] };

/** GET {api}/api/test-drive/slots?date=&location_id= (reference API: scripts/server/test-drive-slots.ts). */
export function testDriveSlotsUrl(apiBaseUrl: string, date: string, locationId: string): string {
  const q = new URLSearchParams({ date, ...(locationId ? { location_id: locationId } : {}) });
  return `${apiBaseUrl.replace(/\/+$/, '')}/api/test-drive/slots?${q.toString()}`;
}

/** The free times of one day; idle without a day, an error state when the API cannot answer. */
export function useTestDriveSlots(apiBaseUrl: string, date: string, locationId: string): SlotsState {
  const [state, setState] = useState<SlotsState>({ status: 'idle', times: [] });
  useEffect(() => {
    if (!date) { setState({ status: 'idle', times: [] }); return; }
    let live = true;
    setState({ status: 'loading', times: [] });
    fetch(testDriveSlotsUrl(apiBaseUrl, date, locationId))
      .then(async (r) => {
        const body = r.ok ? (await r.json()) as { slots?: unknown } : null;
        const times = Array.isArray(body?.slots) ? body.slots.filter((t): t is string => typeof t === 'string') : null;
        if (live) setState(times ? { status: 'ready', times } : { status: 'error', times: [] });
      })
      .catch(() => { if (live) setState({ status: 'error', times: [] }); });
    return () => { live = false; };
  }, [apiBaseUrl, date, locationId]);
  return state;
}
