import { useEffect, useState } from 'react';

/**
 * False during server rendering and hydration, true after. Islands that read localStorage stores render the
 * server value first so hydration matches, then switch to the stored value.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
