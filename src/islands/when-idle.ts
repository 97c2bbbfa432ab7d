/** Runs `fn` once the browser is idle, or after `timeout` ms if it never is. Safari has no requestIdleCallback: a short delay stands in. */
export function whenIdle(fn: () => void, timeout: number): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(fn, { timeout });
  else setTimeout(fn, 200);
}
