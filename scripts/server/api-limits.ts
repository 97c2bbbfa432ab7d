import type { IncomingMessage } from 'node:http';
import { HttpError } from './http';
import { RateLimiter, type BucketSpec } from './rate-limit';

const MINUTE = 60_000;

/**
 * The reference API's request limits (docs/api.md, "Rate limits"). Sign-in codes are also limited per phone
 * (scripts/server/watchlist.ts: 5 wrong guesses in 15 minutes); these add limits per client address and for the
 * whole server, so spreading guesses over many phones, or code requests (each one an SMS on a real API) over many
 * numbers, is refused too. A shopper signs in a handful of times; a dealer's whole site far fewer than the global
 * figures in an hour.
 */
export const API_LIMITS = {
  /** POST /api/sign-in/request from one address: 30, then one every 2 minutes. */
  codeRequestsPerClient: { capacity: 30, perMs: 60 * MINUTE },
  /** POST /api/sign-in/request, all addresses: 300 an hour. */
  codeRequests: { capacity: 300, perMs: 60 * MINUTE },
  /** POST /api/sign-in/verify (each a guess) from one address: 60, then one every 15 seconds. */
  codeGuessesPerClient: { capacity: 60, perMs: 15 * MINUTE },
  /** Wrong codes at POST /api/sign-in/verify, all addresses: 600 in 15 minutes; a right code always goes through. */
  codeGuesses: { capacity: 600, perMs: 15 * MINUTE },
  /** /admin with a wrong token from one address: 10, then one every 90 seconds; meanwhile the right one waits too. */
  adminFailuresPerClient: { capacity: 10, perMs: 15 * MINUTE },
  /** /admin with a wrong token, all addresses: 200 in 15 minutes (2,000 from 200 addresses are refused); the right token is never refused by it. */
  adminFailures: { capacity: 200, perMs: 15 * MINUTE },
  /** Anything that stores (a lead, a phone reveal, a saved value, a watchlist change) from one address: 120 a minute. */
  storesPerClient: { capacity: 120, perMs: MINUTE },
  /** The same, all addresses: 1,200 a minute (a flood that stored 587 leads a second is refused within two seconds). */
  stores: { capacity: 1200, perMs: MINUTE },
  /** Any /admin request from one address: 600 a minute (scripts polling the leads are fine). */
  adminPerClient: { capacity: 600, perMs: MINUTE },
} satisfies Record<string, BucketSpec>;

export type ApiLimitSpecs = { [K in keyof typeof API_LIMITS]: BucketSpec };
export type ApiLimiters = { [K in keyof typeof API_LIMITS]: RateLimiter };

/** One limiter per limit; `specs` overrides some (tests), `now` is the clock. */
export function apiLimiters(specs: Partial<ApiLimitSpecs> = {}, now: () => number = Date.now): ApiLimiters {
  const all = { ...API_LIMITS, ...specs };
  return Object.fromEntries(Object.entries(all).map(([name, spec]) => [name, new RateLimiter(spec, now)])) as ApiLimiters;
}

/** The key of a whole-server limit. */
export const EVERYONE = '*';

/**
 * The client's address as the socket sees it. X-Forwarded-For is not read: anyone can send it, and the preview is
 * reached directly, not through a proxy.
 */
export function clientOf(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
}

/** Takes a token from each limiter in turn; the first that has none refuses the request with 429 and Retry-After. */
export function within(checks: [RateLimiter, string][], what: string): void {
  for (const [limiter, key] of checks) {
    const verdict = limiter.take(key);
    if (!verdict.ok) throw tooMany(verdict.retryAfterSeconds, what);
  }
}

export function tooMany(seconds: number, what: string): HttpError {
  const wait = seconds < 120 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return new HttpError(
    429,
    `Too many ${what}. Please try again in ${wait}.`,
    { success: false, retry_after_seconds: seconds },
    { 'retry-after': String(seconds) },
  );
}

const PERIOD_MS = { s: 1000, m: MINUTE, h: 60 * MINUTE } as const;

/**
 * Limits set for one server (`PREVIEW_RATE_LIMITS`, docs/security.md): `name=capacity/period` pairs separated by
 * commas, the period a number of seconds, minutes or hours (`storesPerClient=240/1m,stores=5000/1m`). An unknown
 * name or a malformed pair throws naming it, so a typo never leaves a limit silently at its default.
 */
export function parseRateLimits(text: string | undefined): Partial<ApiLimitSpecs> {
  const out: Partial<ApiLimitSpecs> = {};
  for (const pair of (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^([A-Za-z]+)\s*=\s*(\d+)\s*\/\s*(\d+)\s*([smh])$/.exec(pair);
    if (!m) throw new Error(`PREVIEW_RATE_LIMITS: "${pair}" is not name=capacity/period (e.g. storesPerClient=240/1m).`);
    const [, name, capacity, count, unit] = m as unknown as [string, string, string, string, keyof typeof PERIOD_MS];
    if (!(name in API_LIMITS)) throw new Error(`PREVIEW_RATE_LIMITS: no limit is called "${name}"; the limits are ${Object.keys(API_LIMITS).join(', ')}.`);
    const spec = { capacity: Number(capacity), perMs: Number(count) * PERIOD_MS[unit] };
    if (!(spec.capacity >= 1 && spec.perMs > 0)) throw new Error(`PREVIEW_RATE_LIMITS: "${pair}" needs a capacity and a period of at least 1.`);
    out[name as keyof ApiLimitSpecs] = spec;
  }
  return out;
}
