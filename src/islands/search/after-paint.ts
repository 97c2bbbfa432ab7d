import { useState } from 'react';

/*
 * Interaction to Next Paint on a slowed phone (see docs/decisions.md, Search paints the shopper's input first): a
 * filter click, a sort or page change and a keystroke paint the shopper's own input first (the ticked box, the chosen
 * order) and only then run the search and render its results, so the frame that answers the input never waits for them.
 */

/**
 * Runs `fn` once, right after the browser paints the next frame: requestAnimationFrame fires just before that
 * paint and a task queued from it runs after. A hidden tab paints no frames, so a timer stands in.
 */
export function afterPaint(fn: () => void): void {
  let done = false;
  const run = () => {
    if (!done) {
      done = true;
      fn();
    }
  };
  const fallback = setTimeout(run, 100);
  if (typeof requestAnimationFrame !== 'function') {
    clearTimeout(fallback);
    run();
    return;
  }
  requestAnimationFrame(() =>
    setTimeout(() => {
      clearTimeout(fallback);
      run();
    }, 0),
  );
}

/**
 * What a control shows between the shopper's input and the search state that follows it. `source` is the
 * widget's state as InstantSearch last rendered it; the pending value stands until that state changes, so a
 * later clear-all or back button is never hidden behind an old pending choice.
 */
export function usePending<T>(source: unknown): [T | undefined, (value: T) => void] {
  const [pending, setPending] = useState<{ value: T; source: unknown } | null>(null);
  // Dropped, not just hidden, once the state moves on: a page number or a sort can come back to the value it
  // had at the input (page 2, then a filter back to page 1), and an old pending choice must not come back with it.
  if (pending !== null && pending.source !== source) setPending(null);
  const shown = pending !== null && pending.source === source ? pending.value : undefined;
  return [shown, (value: T) => setPending({ value, source })];
}
