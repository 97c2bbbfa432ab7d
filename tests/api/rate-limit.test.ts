import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../scripts/server/rate-limit';
import { API_LIMITS, apiLimiters } from '../../scripts/server/api-limits';

/* The token bucket behind the reference API's limits, on an injected clock. */
describe('RateLimiter', () => {
  it('lets a burst of `capacity` pass, then refuses with the seconds until the next token', () => {
    let now = 0;
    const limiter = new RateLimiter({ capacity: 3, perMs: 60_000 }, () => now);
    expect([1, 2, 3].map(() => limiter.take('a').ok)).toEqual([true, true, true]);
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 20 });
    now = 5_000;
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 15 });
    now = 20_000;
    expect(limiter.take('a')).toEqual({ ok: true });
    expect(limiter.take('a').ok).toBe(false);
  });

  it('keeps one bucket per key, and refills to capacity, never beyond', () => {
    let now = 0;
    const limiter = new RateLimiter({ capacity: 2, perMs: 1_000 }, () => now);
    limiter.take('a');
    limiter.take('a');
    expect(limiter.take('a').ok).toBe(false);
    expect(limiter.take('b').ok).toBe(true);
    now = 1_000_000;
    expect([1, 2, 3].map(() => limiter.take('a').ok)).toEqual([true, true, false]);
  });

  it('peek does not take a token; a refused take takes none either', () => {
    let now = 0;
    const limiter = new RateLimiter({ capacity: 1, perMs: 10_000 }, () => now);
    expect(limiter.peek('a').ok).toBe(true);
    expect(limiter.take('a').ok).toBe(true);
    for (let i = 0; i < 5; i++) expect(limiter.take('a').ok).toBe(false);
    expect(limiter.peek('a')).toEqual({ ok: false, retryAfterSeconds: 10 });
    now = 10_000;
    expect(limiter.take('a').ok).toBe(true);
  });

  it('forgets idle buckets once past its key cap, so a flood of addresses cannot grow memory', () => {
    let now = 0;
    const limiter = new RateLimiter({ capacity: 5, perMs: 1_000 }, () => now, 100);
    for (let i = 0; i < 1_000; i++) limiter.take(`10.0.${i >> 8}.${i & 255}`);
    expect(limiter.size).toBeLessThanOrEqual(101);
    now = 10_000;
    limiter.take('late');
    expect(limiter.size).toBeLessThanOrEqual(101);
  });

  it('refuses a nonsense limit', () => {
    expect(() => new RateLimiter({ capacity: 0, perMs: 1 })).toThrow(/capacity/);
    expect(() => new RateLimiter({ capacity: 1, perMs: 0 })).toThrow(/period/);
  });

  it('apiLimiters: the documented defaults, any of them overridable', () => {
    const limits = apiLimiters({ codeRequests: { capacity: 2, perMs: 1 } });
    expect(limits.codeRequests.spec).toEqual({ capacity: 2, perMs: 1 });
    expect(limits.codeGuessesPerClient.spec).toEqual(API_LIMITS.codeGuessesPerClient);
  });
});
