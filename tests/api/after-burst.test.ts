import { describe, expect, it } from 'vitest';
import { afterBurst, BURST_SETTINGS, collectGarbage } from '../../scripts/server/after-burst';

/*
 * The collection the server asks for once a burst of requests is over (scripts/server/after-burst.ts): once per
 * burst, only after one, and only when the traffic has fallen to a fraction of the burst's peak.
 */
const settings = { windowMs: 1000, burstRequests: 100, calmDivisor: 10 };

function watcher() {
  let collections = 0;
  const w = afterBurst(settings, () => collections++);
  const window = (requests: number) => {
    for (let i = 0; i < requests; i++) w.seen();
    w.tick();
    return collections;
  };
  return window;
}

describe('a collection after a burst of requests', () => {
  it('runs once when a burst gives way to calm, not while it lasts, and again after the next burst', () => {
    const window = watcher();
    expect(window(20)).toBe(0);
    expect(window(500)).toBe(0);
    expect(window(300)).toBe(0);
    expect(window(80)).toBe(0); // under the burst threshold but above a tenth of its peak: not over yet
    expect(window(40)).toBe(1);
    expect(window(10)).toBe(1);
    expect(window(0)).toBe(1);
    expect(window(200)).toBe(1);
    expect(window(10)).toBe(2);
  });

  it("counts a large export's rows as requests: after the export and a calm window, one collection", () => {
    let collections = 0;
    const w = afterBurst(settings, () => collections++);
    w.seen(3);
    w.seen(14_000);
    w.tick();
    expect(collections).toBe(0);
    w.seen(5);
    w.tick();
    expect(collections).toBe(1);
    // A small export is ordinary traffic.
    w.seen(50);
    w.tick();
    w.tick();
    expect(collections).toBe(1);
  });

  it('never runs for steady traffic under the burst threshold, however long', () => {
    const window = watcher();
    for (let i = 0; i < 1000; i++) expect(window(i % 2 ? 99 : 1)).toBe(0);
  });

  it('the defaults: a burst is far above a dealer site’s traffic, and ends well below it', () => {
    expect(BURST_SETTINGS.burstRequests / (BURST_SETTINGS.windowMs / 1000)).toBeGreaterThanOrEqual(100);
    expect(BURST_SETTINGS.calmDivisor).toBeGreaterThan(1);
  });

  it('asks V8 for the collection when the process has gc (--expose-gc), and does nothing without it', () => {
    const g = globalThis as { gc?: unknown };
    const had = g.gc;
    try {
      const calls: unknown[] = [];
      g.gc = (options: unknown) => calls.push(options);
      expect(collectGarbage()).toBe(true);
      expect(calls).toEqual([{ type: 'major', execution: 'sync', flavor: 'last-resort' }]);
      g.gc = undefined;
      expect(collectGarbage()).toBe(false);
    } finally {
      g.gc = had;
    }
  });
});
