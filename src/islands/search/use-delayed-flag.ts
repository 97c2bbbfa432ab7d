import { useEffect, useState } from 'react';

/**
 * True once `on` has stayed true for `ms`. Most searches answer within a frame or two; dimming the results
 * for those would only repaint the grid twice for nothing (and flicker), so 'searching' shows only when slow.
 */
export function useDelayedFlag(on: boolean, ms: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!on) {
      setLate(false);
      return;
    }
    const timer = setTimeout(() => setLate(true), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  return on && late;
}
