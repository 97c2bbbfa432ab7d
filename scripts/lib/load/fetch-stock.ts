import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { dealerConfigSchema, STOCK_MAX_BYTES_DEFAULT } from '../../../src/domain/schemas';
import { feedMaxBytesSchema, feedTimeoutSchema } from '../../../src/domain/schemas/settings/feed';
import { rootCause } from '../../../src/search/meilisearch-sync';
import { folderStockSettings } from './folder-stock';
import { readStockRecords, StockFormatError, type StockFormat, type StockReadOptions } from './stock-records';

/**
 * Stock snapshots fetched over HTTP (`--stock https://…` or the dealer's `stock_url` setting). A night's fetch
 * may be slow, fail, or return half a file; none of that may reach a published site, so every failure is an
 * error the build stops on before anything is rendered, and what was fetched is kept for reproducing the build.
 * A feed may also answer without end, or with a small gzip that unpacks to gigabytes: the body is streamed to
 * disk and counted as it arrives, as sent and once decompressed, and stopped at feed.max_bytes. A feed may also
 * answer nothing, or a byte now and then: an attempt with nothing received for 30 s is given up, and the whole
 * fetch, every attempt and wait between them, ends by feed.timeout_s (exit 3 naming the limit).
 */

/** Why a fetch failed: `refused` is the feed's fault (bad body, 4xx, no token): rerunning will not help; `unavailable` may pass on a rerun. */
export class StockFetchError extends Error {
  readonly kind: 'refused' | 'unavailable';
  constructor(message: string, kind: 'refused' | 'unavailable') {
    super(message);
    this.kind = kind;
    this.name = 'StockFetchError';
  }

  /** build.ts exit codes: 2 = the dealer's data was refused, 3 = could not build (build:all retries those once). */
  get exitCode(): 2 | 3 {
    return this.kind === 'refused' ? 2 : 3;
  }
}

export interface FetchStockOptions {
  url: string;
  /** Where the body is written (through `<file>.part`, renamed once whole and checked). */
  file: string;
  /** Sent as `Authorization: Bearer <token>`; never logged, never written, not sent on to another origin by a redirect. */
  token?: string;
  /** Per attempt, headers and body together. */
  timeoutMs?: number;
  /** An attempt with nothing received for this long (no headers, no byte of the body) is given up. */
  idleMs?: number;
  /** Every attempt and every wait between them together (feed.timeout_s): past it the fetch is given up, not retried. */
  deadlineMs?: number;
  attempts?: number;
  /** Wait before the 2nd attempt; doubled before each later one. */
  backoffMs?: number;
  /** feed.format and feed.records: how the body is read when it is checked. */
  feed?: Pick<StockReadOptions, 'format' | 'records'>;
  /** Largest body, as sent and once decompressed (feed.max_bytes). */
  maxBytes?: number;
  log?: (line: string) => void;
}

export interface FetchedStock {
  file: string;
  bytes: number;
  attempts: number;
  seconds: number;
}

export const FETCH_DEFAULTS = {
  timeoutMs: 120_000,
  idleMs: 30_000,
  /** feed.timeout_s's default. */
  deadlineMs: 180_000,
  attempts: 3,
  backoffMs: 2_000,
  maxBytes: STOCK_MAX_BYTES_DEFAULT,
} as const;

/** Statuses worth asking again: the server is busy or broken now, not saying the request is wrong. */
const RETRY_STATUS = new Set([408, 425, 429, 500, 502, 503, 504]);
const REDIRECT_STATUS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;

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

/** 209715200 as "200 MB" (binary megabytes, as the default is written). */
export function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${+(n / 1024 / 1024).toFixed(1)} MB` : n >= 1024 ? `${+(n / 1024).toFixed(1)} KB` : `${n} bytes`;
}

/** Aborts its signal once nothing has been seen for `ms`; each sign of life (`seen`) starts the wait again. */
class IdleWatch {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private readonly ms: number;
  constructor(ms: number) {
    this.ms = ms;
    this.seen();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  readonly seen = (): void => {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.controller.abort(new Error(`nothing received for ${this.ms / 1000} s`)), this.ms);
  };

  stop(): void {
    clearTimeout(this.timer);
  }
}

const seconds = (ms: number) => `${+(ms / 1000).toFixed(1)} s`;

function reason(e: unknown, timeoutMs: number, signal: AbortSignal, idle: IdleWatch): string {
  if (idle.signal.aborted) return (idle.signal.reason as Error).message;
  if ((e as { name?: string })?.name === 'TimeoutError' || (signal.aborted && (signal.reason as { name?: string })?.name === 'TimeoutError'))
    return `no complete answer within ${timeoutMs / 1000} s`;
  return rootCause(e);
}

/**
 * A snapshot must be a stock file the build can read (stock-records.ts: JSON, CSV/TSV or XML, with its record list
 * where feed.records says or where the one list is), every record whole; a body cut short by the feed, an HTML
 * error page or a ZIP is refused here, before it replaces anything. Returns the format, which names the kept file.
 */
export function checkStockBody(body: Buffer, where: string, feed: Pick<StockReadOptions, 'format' | 'records'> = {}): StockFormat {
  const shown = `the stock from ${where}`;
  try {
    const read = readStockRecords(body, { ...feed, where: shown });
    // Each JSON record parsed once (one at a time), so a record cut or broken inside the list is caught here too.
    if (read.format === 'json') for (const _ of read.records);
    return read.format;
  } catch (e) {
    if (!(e instanceof StockFormatError)) throw e;
    if (e.problem === 'invalid' && e.format)
      throw new StockFetchError(
        `${shown} is not valid ${e.format.toUpperCase()} (${body.length} bytes received, truncated or not a stock file): ${e.detail}`,
        'refused',
      );
    throw new StockFetchError(e.message, 'refused');
  }
}

/** The kept snapshot's name says its format: stock-<time>.csv for a CSV body. */
const withFormat = (file: string, format: StockFormat) => file.replace(/\.json$/, `.${format}`);

function tooLarge(where: string, maxBytes: number, what: string): StockFetchError {
  return new StockFetchError(
    `the stock from ${where} ${what}, more than the limit of ${formatBytes(maxBytes)} (feed.max_bytes ${maxBytes}); refused, not retried. If the feed really is this large, raise feed.max_bytes in dealer.json or pass --stock-max-bytes <bytes> to this build`,
    'refused',
  );
}

/** Passes bytes on while counting them; past `max` it fails the stream, so nothing more is read or written. */
class ByteCap extends Transform {
  bytes = 0;
  private readonly max: number;
  private readonly over: (bytes: number) => Error;
  private readonly seen: () => void;
  constructor(max: number, over: (bytes: number) => Error, seen: () => void = () => {}) {
    super();
    this.max = max;
    this.over = over;
    this.seen = seen;
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.seen();
    this.bytes += chunk.length;
    if (this.bytes > this.max) done(this.over(this.bytes));
    else done(null, chunk);
  }
}

const DECODERS: Record<string, (() => Transform) | null> = {
  '': null,
  identity: null,
  gzip: createGunzip,
  'x-gzip': createGunzip,
  br: createBrotliDecompress,
  deflate: createInflate,
};

function get(url: URL, headers: Record<string, string>, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, { headers, signal }, resolve);
    req.on('error', reject);
    req.end();
  });
}

/**
 * One GET, following up to 5 redirects to http(s) addresses only: a feed (or whoever answers for it) pointing the
 * build at file:, ftp: or data: is refused. The bearer token goes only to the origin it was given for.
 */
async function getFollowing(start: string, headers: Record<string, string>, signal: AbortSignal, where: string, seen: () => void): Promise<IncomingMessage> {
  let url = new URL(start);
  const origin = url.origin;
  for (let hop = 0; ; hop++) {
    const sent = url.origin === origin ? headers : Object.fromEntries(Object.entries(headers).filter(([k]) => k !== 'Authorization'));
    const res = await get(url, sent, signal);
    seen();
    if (!REDIRECT_STATUS.has(res.statusCode ?? 0)) return res;
    res.resume();
    const location = res.headers.location;
    let next: URL;
    try {
      next = new URL(location ?? '', url);
    } catch {
      throw new StockFetchError(`the stock feed ${where} answered HTTP ${res.statusCode} with an unreadable Location header`, 'refused');
    }
    if (!location) throw new StockFetchError(`the stock feed ${where} answered HTTP ${res.statusCode} without a Location header`, 'refused');
    if (next.protocol !== 'http:' && next.protocol !== 'https:') {
      throw new StockFetchError(
        `the stock feed ${where} redirected to a ${next.protocol} address; only http(s) addresses are fetched, so it was refused`,
        'refused',
      );
    }
    if (hop + 1 > MAX_REDIRECTS) throw new StockFetchError(`the stock feed ${where} redirected more than ${MAX_REDIRECTS} times`, 'refused');
    url = next;
  }
}

/** The body streamed to `part`, counted as sent and once decoded; past maxBytes the stream stops and the fetch is refused. */
async function saveBody(res: IncomingMessage, part: string, maxBytes: number, where: string, signal: AbortSignal, seen: () => void): Promise<number> {
  const announced = Number(res.headers['content-length']);
  if (Number.isFinite(announced) && announced > maxBytes) {
    res.destroy();
    throw tooLarge(where, maxBytes, `announces ${announced} bytes (Content-Length)`);
  }
  const encoding = encodingOf(res.headers);
  if (!(encoding in DECODERS)) {
    res.destroy();
    throw new StockFetchError(
      `the stock from ${where} is sent with Content-Encoding "${encoding}", which the build cannot read (gzip, br, deflate or none)`,
      'refused',
    );
  }
  const decoder = DECODERS[encoding]?.() ?? null;
  const sent = new ByteCap(maxBytes, (n) => tooLarge(where, maxBytes, `is larger as sent (stopped after ${n} bytes)`), seen);
  const decoded = new ByteCap(maxBytes, (n) => tooLarge(where, maxBytes, `is larger once decompressed (${encoding}; stopped after ${n} bytes)`));
  const out = createWriteStream(part);
  try {
    await (decoder ? pipeline(res, sent, decoder, decoded, out, { signal }) : pipeline(res, sent, decoded, out, { signal }));
  } catch (e) {
    if (e instanceof StockFetchError) throw e;
    // A body the decompressor cannot read was sent that way: asking again gets the same bytes.
    if (typeof (e as { code?: unknown }).code === 'string' && (e as { code: string }).code.startsWith('Z_')) {
      throw new StockFetchError(`the stock from ${where} could not be decompressed (${encoding}): ${(e as Error).message}`, 'refused');
    }
    throw e;
  }
  return decoded.bytes;
}

function encodingOf(headers: IncomingHttpHeaders): string {
  return String(headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
}

/**
 * GET with a timeout per attempt and retries with exponential backoff for timeouts, network errors and 5xx/429; an
 * attempt silent for idleMs is given up, and so is the whole fetch at deadlineMs (feed.timeout_s), wherever it is.
 */
export async function fetchStock(opts: FetchStockOptions): Promise<FetchedStock> {
  const { timeoutMs, idleMs, deadlineMs, attempts, backoffMs } = { ...FETCH_DEFAULTS, ...opts };
  const maxBytes = opts.maxBytes ?? FETCH_DEFAULTS.maxBytes;
  const log = opts.log ?? (() => {});
  const where = displayUrl(opts.url);
  // Any format the build reads (stock-records.ts); JSON first, as most feeds offer it.
  const headers: Record<string, string> = {
    Accept: 'application/json, text/csv;q=0.9, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
    'Accept-Encoding': 'gzip, deflate, br',
  };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  const part = `${opts.file}.part`;
  const started = performance.now();
  const deadline = AbortSignal.timeout(deadlineMs);
  const givenUp = (attempt: number, last: string) =>
    new StockFetchError(
      `could not fetch the stock from ${where} within ${seconds(deadlineMs)} in all (feed.timeout_s), ${attempt} attempt${attempt === 1 ? '' : 's'}; ${last}; given up`,
      'unavailable',
    );
  for (let attempt = 1; ; attempt++) {
    let failure: string;
    const idle = new IdleWatch(idleMs);
    const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), deadline, idle.signal]);
    try {
      const res = await getFollowing(opts.url, headers, signal, where, idle.seen);
      const status = res.statusCode ?? 0;
      if (status >= 200 && status < 300) {
        const bytes = await saveBody(res, part, maxBytes, where, signal, idle.seen);
        const file = withFormat(opts.file, checkStockBody(readFileSync(part), where, opts.feed));
        renameSync(part, file);
        return { file, bytes, attempts: attempt, seconds: (performance.now() - started) / 1000 };
      }
      res.resume();
      if (!RETRY_STATUS.has(status)) {
        const hint = status === 401 || status === 403 ? ': the feed rejected the credentials (check the token in the variable named by stock_token_env)' : '';
        throw new StockFetchError(`the stock feed ${where} answered HTTP ${status}${hint}`, 'refused');
      }
      failure = `HTTP ${status}`;
    } catch (e) {
      rmSync(part, { force: true });
      if (e instanceof StockFetchError) throw e;
      if (deadline.aborted) throw givenUp(attempt, `attempt ${attempt} was still waiting for the answer`);
      failure = reason(e, timeoutMs, signal, idle);
    } finally {
      idle.stop();
    }
    if (attempt >= attempts)
      throw new StockFetchError(`could not fetch the stock from ${where} after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${failure}`, 'unavailable');
    const wait = backoffMs * 2 ** (attempt - 1);
    // A next attempt that would start past the deadline is not waited for.
    if (performance.now() - started + wait >= deadlineMs) throw givenUp(attempt, `the last failed (${failure}), and no time is left to try again`);
    log(`stock fetch attempt ${attempt}/${attempts} failed (${failure}); trying again in ${(wait / 1000).toFixed(1)} s`);
    await sleep(wait);
  }
}

/** Same rule as loadDealer: a bare name is a folder under dealers/, anything with a slash is a path. */
function dealerDirOf(dealer: string, dealersDir: string): string {
  return path.isAbsolute(dealer) || dealer.includes('/') ? path.resolve(dealer) : path.join(dealersDir, dealer);
}

/** The stock settings, read before validation: a missing or broken dealer.json is reported by loadDealer instead. */
export function stockSettings(dir: string): { stock_url: string | null; stock_token_env: string | null; max_bytes: number; timeout_s: number } {
  const none = { stock_url: null, stock_token_env: null, max_bytes: STOCK_MAX_BYTES_DEFAULT, timeout_s: FETCH_DEFAULTS.deadlineMs / 1000 };
  try {
    const raw = JSON.parse(readFileSync(path.join(dir, 'dealer.json'), 'utf8').replace(/^\uFEFF/, '')) as Record<string, unknown>;
    // Field by field: the whole schema is strict, and every other setting is loadDealer's to check.
    const { shape } = dealerConfigSchema;
    const url = shape.stock_url.safeParse(raw.stock_url);
    const tokenEnv = shape.stock_token_env.safeParse(raw.stock_token_env);
    const feed = raw.feed && typeof raw.feed === 'object' ? (raw.feed as Record<string, unknown>) : {};
    const maxBytes = feedMaxBytesSchema.safeParse(feed.max_bytes);
    const timeout = feedTimeoutSchema.safeParse(feed.timeout_s);
    if (!maxBytes.success || !timeout.success) return none; // loadDealer refuses the file, naming the field
    return url.success && tokenEnv.success ? { stock_url: url.data, stock_token_env: tokenEnv.data, max_bytes: maxBytes.data, timeout_s: timeout.data } : none;
  } catch {
    return none;
  }
}

/** --stock-max-bytes as given on the command line: a whole number of bytes, at least 1024 (as the setting). */
export function parseMaxBytes(text: string | undefined): number | undefined | Error {
  if (text === undefined) return undefined;
  const n = Number(text);
  return Number.isInteger(n) && n >= 1024
    ? n
    : new Error(`--stock-max-bytes must be a whole number of bytes, at least 1024 (e.g. 524288000 for 500 MB), not ${JSON.stringify(text)}`);
}

/** Snapshots kept per dealer; older ones are removed after each fetch. */
export const KEEP_FETCHED = 10;
export const FETCHED_DIR = '.fetched';

export interface ResolveStockOptions {
  dealersDir: string;
  log?: (line: string) => void;
  env?: NodeJS.ProcessEnv;
  fetch?: Omit<FetchStockOptions, 'url' | 'file' | 'token' | 'log'>;
  /** --stock-max-bytes: overrides the dealer's feed.max_bytes for this run. */
  maxBytes?: number;
  /** Time in the snapshot's file name (tests pin it). */
  now?: () => Date;
}

/**
 * Where a build's (or a sync's) stock comes from: a file given with --stock; a URL given with --stock, else the
 * dealer's stock_url, fetched and saved as dealers/<slug>/.fetched/stock-<UTC time>.json (.csv, .tsv or .xml by
 * its content), which is then the snapshot the build reads; else undefined (the folder's stock file). The bearer token is read from the
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
    if (!token)
      throw new StockFetchError(
        `stock_token_env names the environment variable ${settings.stock_token_env}, which is not set: set it to the feed's bearer token`,
        'refused',
      );
  }
  const maxBytes = opts.maxBytes ?? settings.max_bytes;
  log(
    `fetching stock from ${displayUrl(url)}${token ? ' (bearer token from $' + settings.stock_token_env + ')' : ''}, at most ${formatBytes(maxBytes)} within ${settings.timeout_s} s…`,
  );
  const keep = path.join(dir, FETCHED_DIR);
  mkdirSync(keep, { recursive: true });
  const file = path.join(keep, `stock-${(opts.now?.() ?? new Date()).toISOString().replace(/[:.]/g, '-')}.json`);
  const feed = folderStockSettings(dir);
  const got = await fetchStock({ maxBytes, deadlineMs: settings.timeout_s * 1000, ...opts.fetch, url, file, token, log, feed });
  pruneFetched(keep, KEEP_FETCHED);
  log(
    `fetched ${(got.bytes / 1024).toFixed(0)} KB in ${got.seconds.toFixed(1)} s${got.attempts > 1 ? ` (attempt ${got.attempts})` : ''}, kept as ${path.relative(process.cwd(), got.file) || got.file}`,
  );
  return got.file;
}

/** Oldest first by name (the names are UTC times), so the newest `keep` snapshots stay. */
function pruneFetched(dir: string, keep: number): void {
  if (!existsSync(dir)) return;
  const files = readdirSync(dir)
    .filter((f) => /^stock-.*\.(json|csv|tsv|xml)$/.test(f))
    .sort();
  for (const f of files.slice(0, Math.max(0, files.length - keep))) rmSync(path.join(dir, f), { force: true });
}
