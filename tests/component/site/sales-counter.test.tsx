// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSalesCounter } from '../../../src/islands/site/sales-counter';

// since 2026-11-20 (Brisbane midnight = 2026-11-19T14:00Z); at 2026-11-21T00:00Z 34 h have passed:
// 34 * 3600 / 450 = 272 units, so base 1000 reads 1,272.
const START = new Date('2026-11-21T00:00:00Z');

let el: HTMLElement;
let stop: () => void = () => {};
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
  el = document.createElement('strong');
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});
const value = () => el.textContent;
/** The page shows the build-time number; the script starts from it. */
function render(counter: { base: number; since: string; initial: number }) {
  el.textContent = counter.initial.toLocaleString('en-AU');
  stop = startSalesCounter(el, counter);
}
const act = (f: () => void) => f();

describe('sales counter', () => {
  it('counts up from the build-time value on screen to the live value in 2 seconds, never dropping below it', () => {
    // Built 10 units ago: the page shows 1,262; the live value is 1,272.
    const seen: number[] = [];
    render({ base: 1000, since: '2026-11-20', initial: 1262 });
    const read = () => seen.push(Number(value()!.replace(/,/g, '')));
    read();
    for (let i = 0; i < 21; i += 1) {
      act(() => {
        vi.advanceTimersByTime(100);
      });
      read();
    }
    expect(Math.min(...seen)).toBe(1262);
    expect(seen.every((v, i) => v >= (seen[i - 1] ?? v))).toBe(true);
    expect(seen.some((v) => v > 1262 && v < 1272)).toBe(true); // it counts, not jumps
    expect(value()).toBe('1,272');
  });

  it('refreshes every 150 s and adds one unit per 450 s', () => {
    render({ base: 1000, since: '2026-11-20', initial: 1272 });
    act(() => {
      vi.advanceTimersByTime(2100);
    });
    expect(value()).toBe('1,272');
    act(() => {
      vi.advanceTimersByTime(150_000 + 2100);
    });
    expect(value()).toBe('1,272'); // 152 s later: not yet a new unit
    act(() => {
      vi.advanceTimersByTime(300_000);
    });
    expect(value()).toBe('1,273'); // 452+ s later: one more sale
  });

  it('does not refresh before 150 s', () => {
    render({ base: 0, since: '2026-11-21', initial: 0 });
    act(() => {
      vi.advanceTimersByTime(2100);
    });
    const before = value();
    vi.setSystemTime(new Date(START.getTime() + 10 * 450_000)); // the clock jumps ahead 10 units
    act(() => {
      vi.advanceTimersByTime(140_000);
    });
    expect(value()).toBe(before);
    act(() => {
      vi.advanceTimersByTime(10_000 + 2100);
    });
    expect(Number(value())).toBeGreaterThan(Number(before));
  });

  it('writes the number only when it changes: three more sales are three writes, not one a frame', () => {
    render({ base: 1000, since: '2026-11-20', initial: 1269 });
    const writes: string[] = [];
    // Each write replaces the text node: the added node holds the number written then.
    new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach((n) => writes.push(n.textContent ?? '')))).observe(el, { childList: true });
    act(() => {
      vi.advanceTimersByTime(2100);
    });
    return Promise.resolve().then(() => {
      expect(value()).toBe('1,272');
      expect(writes).toEqual(['1,270', '1,271', '1,272']);
    });
  });

  it('shows the new number at once, without counting, to a shopper who asks for reduced motion', () => {
    const media = vi.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList);
    vi.stubGlobal('matchMedia', media);
    try {
      render({ base: 1000, since: '2026-11-20', initial: 1262 });
      expect(value()).toBe('1,272');
      expect(media).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
