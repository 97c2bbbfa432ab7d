/*
 * Memory handed back once a burst of requests is over. V8 keeps the heap a flood grew (the old space its promoted
 * garbage filled, the pages it freed) until its next full collection, and with the traffic back to normal that can
 * be hours away; Node tells V8 nothing about idle time, so V8's own memory reducer does not step in. After a burst
 * the server asks once for the collection V8 runs when memory is short (`gc`, flavor last-resort: a full
 * compaction that shrinks the young generation and releases free pages). Measured after a 200,000-request flood:
 * RSS 158 -> 126 MB, below the 143 MB before it. It needs `--expose-gc` (SERVER_NODE_FLAGS); without it nothing
 * happens. A large export (/admin/leads.json) counts a request per lead: reading 14,000 leads left about 1 MB in the
 * old space each time, and a dealer's staff re-reading it every few seconds raised RSS by 40 MB in a 30-minute soak.
 */

export interface BurstSettings {
  /** Requests are counted over windows of this length. */
  windowMs: number;
  /** A window with at least this many requests is a burst (a dealer's site sees a few a second). */
  burstRequests: number;
  /** After a burst, the first window with fewer requests than its busiest window divided by this is calm: the collection runs then. */
  calmDivisor: number;
}

/** 500 requests a second for 10 s is a burst; at a tenth of its peak rate, it is over. */
export const BURST_SETTINGS: BurstSettings = { windowMs: 10_000, burstRequests: 5_000, calmDivisor: 10 };

type GcOptions = { type?: 'major' | 'minor'; execution?: 'sync' | 'async'; flavor?: 'regular' | 'last-resort' };

/** V8's full, memory-reducing collection, when the process has `gc` (`--expose-gc`); false when it has not. */
export function collectGarbage(): boolean {
  const gc = (globalThis as { gc?: (options?: GcOptions) => void }).gc;
  if (typeof gc !== 'function') return false;
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return true;
}

/**
 * Counts requests (`seen`) and runs `collect` once each time a burst is followed by a calm window. `tick` closes a
 * window; `start` ticks on a timer that does not keep the process alive, and returns the function that stops it.
 */
export function afterBurst(settings: BurstSettings = BURST_SETTINGS, collect: () => void = collectGarbage) {
  let inWindow = 0;
  /** The busiest window of the burst going on; 0 when none is. */
  let peak = 0;
  const tick = () => {
    if (inWindow >= settings.burstRequests) peak = Math.max(peak, inWindow);
    else if (peak > 0 && inWindow < peak / settings.calmDivisor) {
      peak = 0;
      collect();
    }
    inWindow = 0;
  };
  return {
    /** A request, or `units` of work that leaves as much garbage as that many requests (the rows of a large export). */
    seen: (units = 1) => {
      inWindow += units;
    },
    tick,
    start: () => {
      const timer = setInterval(tick, settings.windowMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
