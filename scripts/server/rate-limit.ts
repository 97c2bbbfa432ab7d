/*
 * Token buckets, one per key (a client's address, or one shared key for a global limit). A bucket holds up to
 * `capacity` tokens and refills at `capacity` per `perMs`: a burst of `capacity` requests passes, then one every
 * perMs / capacity. A request takes one token; with none left it is refused with the seconds until the next one.
 * The clock is injected so tests need not wait.
 */

export type BucketSpec = { capacity: number; perMs: number };
export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Past this many keys the full (idle) buckets are dropped, then the oldest: an address flood cannot grow memory. */
const MAX_KEYS = 10_000;

export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  readonly spec: BucketSpec;
  private readonly now: () => number;
  private readonly maxKeys: number;

  constructor(spec: BucketSpec, now: () => number = Date.now, maxKeys = MAX_KEYS) {
    this.spec = spec;
    this.now = now;
    this.maxKeys = maxKeys;
    if (!(spec.capacity >= 1) || !(spec.perMs > 0))
      throw new Error(`A rate limit needs a capacity of at least 1 and a positive period (got ${JSON.stringify(spec)}).`);
  }

  private level(key: string, now: number): number {
    const b = this.buckets.get(key);
    if (!b) return this.spec.capacity;
    return Math.min(this.spec.capacity, b.tokens + ((now - b.at) * this.spec.capacity) / this.spec.perMs);
  }

  private refusal(tokens: number): Verdict {
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(((1 - tokens) * this.spec.perMs) / this.spec.capacity / 1000)) };
  }

  /** Whether a request would pass now, without taking a token. */
  peek(key: string): Verdict {
    const tokens = this.level(key, this.now());
    return tokens >= 1 ? { ok: true } : this.refusal(tokens);
  }

  /** Takes a token for this key, or says how long to wait. */
  take(key: string): Verdict {
    const now = this.now();
    const tokens = this.level(key, now);
    if (tokens < 1) return this.refusal(tokens);
    this.buckets.delete(key);
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    if (this.buckets.size > this.maxKeys) this.prune(now);
    return { ok: true };
  }

  private prune(now: number): void {
    for (const key of this.buckets.keys()) if (this.level(key, now) >= this.spec.capacity) this.buckets.delete(key);
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= this.maxKeys) break;
      this.buckets.delete(key);
    }
  }

  /** Keys tracked now (tests). */
  get size(): number {
    return this.buckets.size;
  }
}
