import { useEffect, useState } from 'react';

/**
 * How many result cards to render now. New results (a filter click, a page change) first render only the
 * `first` cards a screen can show, and the rest right after that frame is painted: the shopper sees the new
 * results without waiting for React to build and the browser to style 20-odd cards below the fold.
 * The first real results render whole: they replace a static page that already showed every card.
 * `key` is the results object (a new one per answered search); null while there are none.
 */
export function useRenderInSteps(key: object | null, first: number): number {
  const [whole, setWhole] = useState<object | null | undefined>(undefined);
  useEffect(() => {
    if (key === null || key === whole) return;
    if (whole === undefined) {
      setWhole(key);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setWhole(key), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [key, whole]);
  const stepping = key !== null && whole !== undefined && key !== whole;
  return stepping ? first : Number.POSITIVE_INFINITY;
}
