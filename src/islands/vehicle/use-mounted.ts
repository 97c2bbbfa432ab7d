import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False during server rendering and hydration, true after. Islands that read localStorage stores render the
 * server value first so hydration matches, then switch to the stored value. A component created on the client
 * after hydration (a search result card) is true from its first render, so it is not rendered twice.
 */
export function useMounted(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
