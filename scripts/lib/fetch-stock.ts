import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { dealerConfigSchema } from '../../src/domain/schemas';
import { rootCause } from '../../src/search/meilisearch-sync';

/**
 * Stock snapshots fetched over HTTP (`--stock https://…` or the dealer's `stock_url` setting). A night's fetch
 * may be slow, fail, or return half a file; none of that may reach a published site, so every failure is an
 * error the build stops on before anything is rendered, and what was fetched is kept for reproducing the build.
 */

/** Why a fetch failed: `refused` is the feed's fault (bad body, 4xx, no token): rerunning will not help; `unavailable` may pass on a rerun. */
export class StockFetchError extends Error {
  constructor(message: string, readonly kind: 'refused' | 'unavailable') {
    super(message);
    this.name = 'StockFetchError';
  }

  /** build.ts exit codes: 2 = the dealer's data was refused, 3 = could not build (build:all retries those once). */
  get exitCode(): 2 | 3 {
    return this.kind === 'refused' ? 2 : 3;
  }
}

export interface FetchStockOptions {
  url: string;
  /** Sent as `Authorization: Bearer <token>`; never logged, never written. */
  token?: string;
  /** Per attempt, headers and body together. */
  timeoutMs?: number;
  attempts?: number;
  /** Wait before the 2nd attempt; doubled before each later one. */
  backoffMs?: number;
  log?: (line: string) => void;
}

export interface FetchedStock { body: Buffer; attempts: number; seconds: number }

export const FETCH_DEFAULTS = { timeoutMs: 120_000, attempts: 3, backoffMs: 2_000 } as const;

/** Statuses worth asking again: the server is busy or broken now, not saying the request is wrong. */
const RETRY_STATUS = new Set([408, 425, 429, 500, 502, 503, 504]);

/** The URL as messages may show it: user info and query string can carry credentials, so both are left out. */
export function displayUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}${u.search ? '?…' : ''}`;
  } catch {
    return '(invalid URL)';
  }
}

export function isUrl(text: string | undefined): text is string {
  return !!text && /^https?:\/\//i.test(text);
}

function reason(e: unknown, timeoutMs: number): string {
  if ((e as { name?: string })?.name === 'TimeoutError') return `no complete answer within ${timeoutMs / 1000} s`;
  return rootCause(e);
}

/** A snapshot must at least be JSON shaped like a stock file; a body cut short by the feed is refused here. */
export function checkStockBody(body: Buffer, where: string): void {
  const text = body.toString('utf8').replace(/^\uFEFF/, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new StockFetchError(`the stock from ${where} is not valid JSON (${body.length} bytes received, truncated or not a stock file): ${(e as Error).message}`, 'refused');
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { cars?: unknown } | null)?.cars;
  if (!Array.isArray(list)) throw new StockFetchError(`the stock from ${where} is JSON but neither an array of cars nor an object with a "cars" array`, 'refused');
}

/** GET with a timeout per attempt and retries with exponential backoff for timeouts, network errors and 5xx/429. */
export async function fetchStock(opts: FetchStockOptions): Promise<FetchedStock> {
  const { timeoutMs, attempts, backoffMs } = { ...FETCH_DEFAULTS, ...opts };
  const log = opts.log ?? (() => {});
  const where = displayUrl(opts.url);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  const started = performance.now();
  for (let attempt = 1; ; attempt++) {
    let failure: string;
    try {
      const res = await fetch(opts.url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      if (res.ok) {
        const body = Buffer.from(await res.arrayBuffer());
        checkStockBody(body, where);
        return { body, attempts: attempt, seconds: (performance.now() - started) / 1000 };
      }
      await res.body?.cancel().catch(() => {});
      if (!RETRY_STATUS.has(res.status)) {
        const hint = res.status === 401 || res.status === 403 ? ': the feed rejected the credentials (check the token in the variable named by stock_token_env)' : '';
        throw new StockFetchError(`the stock feed ${where} answered HTTP ${res.status}${hint}`, 'refused');
      }
      failure = `HTTP ${res.status}`;
    } catch (e) {
      if (e instanceof StockFetchError) throw e;
      failure = reason(e, timeoutMs);
    }
    if (attempt >= attempts) throw new StockFetchError(`could not fetch the stock from ${where} after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${failure}`, 'unavailable');
    const wait = backoffMs * 2 ** (attempt - 1);
    log(`stock fetch attempt ${attempt}/${attempts} failed (${failure}); trying again in ${(wait / 1000).toFixed(1)} s`);
    await sleep(wait);
  }
}

/** Same rule as loadDealer: a bare name is a folder under dealers/, anything with a slash is a path. */
function dealerDirOf(dealer: string, dealersDir: string): string {
  return path.isAbsolute(dealer) || dealer.includes('/') ? path.resolve(dealer) : path.join(dealersDir, dealer);
}

/** The two stock settings, read before validation: a missing or broken dealer.json is reported by loadDealer instead. */
export function stockSettings(dir: string): { stock_url: string | null; stock_token_env: string | null } {
  const none = { stock_url: null, stock_token_env: null };
  try {
    const raw = JSON.parse(readFileSync(path.join(dir, 'dealer.json'), 'utf8').replace(/^\uFEFF/, '')) as Record<string, unknown>;
    // Field by field: the whole schema is strict, and every other setting is loadDealer's to check.
    const url = dealerConfigSchema.shape.stock_url.safeParse(raw.stock_url);
    const tokenEnv = dealerConfigSchema.shape.stock_token_env.safeParse(raw.stock_token_env);
    return url.success && tokenEnv.success ? { stock_url: url.data, stock_token_env: tokenEnv.data } : none;
  } catch {
    return none;
  }
}

/** Snapshots kept per dealer; older ones are removed after each fetch. */
export const KEEP_FETCHED = 10;
export const FETCHED_DIR = '.fetched';

export interface ResolveStockOptions {
  dealersDir: string;
  log?: (line: string) => void;
  env?: NodeJS.ProcessEnv;
  fetch?: Omit<FetchStockOptions, 'url' | 'token' | 'log'>;
  /** Time in the snapshot's file name (tests pin it). */
  now?: () => Date;
}

/**
 * Where a build's (or a sync's) stock comes from: a file given with --stock; a URL given with --stock, else the
 * dealer's stock_url, fetched and saved as dealers/<slug>/.fetched/stock-<UTC time>.json, which is then the
 * snapshot the build reads; else undefined (dealers/<slug>/stock.json). The bearer token is read from the
 * environment variable the dealer's stock_token_env names, and goes nowhere but the request header.
 */
export async function resolveStock(dealer: string, stockArg: string | undefined, opts: ResolveStockOptions): Promise<string | undefined> {
  if (stockArg && !isUrl(stockArg)) return stockArg;
  const dir = dealerDirOf(dealer, opts.dealersDir);
  const settings = stockSettings(dir);
  const url = stockArg ?? settings.stock_url;
  if (!url) return undefined;
  const log = opts.log ?? (() => {});
  let token: string | undefined;
  if (settings.stock_token_env) {
    token = (opts.env ?? process.env)[settings.stock_token_env];
    if (!token) throw new StockFetchError(`stock_token_env names the environment variable ${settings.stock_token_env}, which is not set: set it to the feed's bearer token`, 'refused');
  }
  log(`fetching stock from ${displayUrl(url)}${token ? ' (bearer token from $' + settings.stock_token_env + ')' : ''}…`);
  const got = await fetchStock({ ...opts.fetch, url, token, log });
  const keep = path.join(dir, FETCHED_DIR);
  mkdirSync(keep, { recursive: true });
  const file = path.join(keep, `stock-${(opts.now?.() ?? new Date()).toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, got.body);
  pruneFetched(keep, KEEP_FETCHED);
  log(`fetched ${(got.body.length / 1024).toFixed(0)} KB in ${got.seconds.toFixed(1)} s${got.attempts > 1 ? ` (attempt ${got.attempts})` : ''}, kept as ${path.relative(process.cwd(), file) || file}`);
  return file;
}

/** Oldest first by name (the names are UTC times), so the newest `keep` snapshots stay. */
function pruneFetched(dir: string, keep: number): void {
  if (!existsSync(dir)) return;
  const files = readdirSync(dir).filter((f) => /^stock-.*\.json$/.test(f)).sort();
  for (const f of files.slice(0, Math.max(0, files.length - keep))) rmSync(path.join(dir, f), { force: true });
}
