import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { displayUrl, fetchStock, StockFetchError } from '../../scripts/lib/fetch-stock';
import { findSecretSettings } from '../../scripts/lib/secret-guard';
import { NOW, ROOT, TINY, scratchDealer } from './helpers';

const TOKEN = 'feed-token-5f1c9a7e3b2d';
const stockBody = readFileSync(path.join(TINY, 'stock.json'), 'utf8');

/** A local feed whose next answers the test scripts; every request is recorded. */
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let server: Server;
let base = '';
let script: Handler[] = [];
let fallback: Handler = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(stockBody);
const requests: { url: string; auth?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', auth: req.headers.authorization });
    (script.shift() ?? fallback)(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }));
beforeEach(() => {
  script = [];
  requests.length = 0;
  fallback = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(stockBody);
});

const ok: Handler = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(stockBody);
const status = (code: number): Handler => (_req, res) => res.writeHead(code).end(`error ${code}`);
const slowHeaders = (ms: number): Handler => (_req, res) => { setTimeout(() => { if (!res.destroyed) res.writeHead(200).end(stockBody); }, ms); };
const slowBody = (ms: number): Handler => (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write(stockBody.slice(0, 100));
  setTimeout(() => { if (!res.destroyed) res.end(stockBody.slice(100)); }, ms);
};
/** Chunked answer that ends cleanly in the middle of the JSON: what a feed cut off mid-write sends. */
const truncated: Handler = (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(stockBody.slice(0, Math.floor(stockBody.length / 2)));
};

/** A fresh file for each fetch's body. */
const out = () => path.join(mkdtempSync(path.join(tmpdir(), 'fetch-stock-')), 'stock.json');

async function rejection(p: Promise<unknown>): Promise<StockFetchError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(StockFetchError);
    return e as StockFetchError;
  }
  throw new Error('expected the fetch to fail');
}

describe('fetchStock against a local HTTP feed', () => {
  const fast = { timeoutMs: 400, attempts: 3, backoffMs: 20 };

  it('sends the token as Authorization: Bearer and returns the body', async () => {
    const got = await fetchStock({ file: out(), url: `${base}/stock.json`, token: TOKEN, ...fast });
    expect(readFileSync(got.file, 'utf8')).toBe(stockBody);
    expect(got.attempts).toBe(1);
    expect(requests).toEqual([{ url: '/stock.json', auth: `Bearer ${TOKEN}` }]);
  });

  it('retries a 500 with backoff and succeeds on the next attempt', async () => {
    script = [status(500), status(503), ok];
    const lines: string[] = [];
    const got = await fetchStock({ file: out(), url: `${base}/s`, ...fast, log: (l) => lines.push(l) });
    expect(got.attempts).toBe(3);
    expect(requests).toHaveLength(3);
    expect(lines).toEqual([
      'stock fetch attempt 1/3 failed (HTTP 500); trying again in 0.0 s',
      'stock fetch attempt 2/3 failed (HTTP 503); trying again in 0.0 s',
    ]);
  });

  it('gives up after the last attempt as "unavailable" (exit code 3)', async () => {
    fallback = status(500);
    const e = await rejection(fetchStock({ file: out(), url: `${base}/s`, ...fast }));
    expect(e.kind).toBe('unavailable');
    expect(e.exitCode).toBe(3);
    expect(e.message).toBe(`could not fetch the stock from ${base}/s after 3 attempts: HTTP 500`);
    expect(requests).toHaveLength(3);
  });

  it('times out a feed that never answers, and one whose body stalls', async () => {
    fallback = slowHeaders(3000);
    const e = await rejection(fetchStock({ file: out(), url: `${base}/s`, timeoutMs: 300, attempts: 2, backoffMs: 10 }));
    expect(e.message).toBe(`could not fetch the stock from ${base}/s after 2 attempts: no complete answer within 0.3 s`);
    expect(requests).toHaveLength(2);
    requests.length = 0;
    fallback = slowBody(3000);
    const body = await rejection(fetchStock({ file: out(), url: `${base}/s`, timeoutMs: 300, attempts: 1, backoffMs: 10 }));
    expect(body.message).toContain('no complete answer within 0.3 s');
  });

  it('a slow answer that arrives on a later attempt is used', async () => {
    script = [slowHeaders(2000), ok];
    const got = await fetchStock({ file: out(), url: `${base}/s`, ...fast });
    expect(got.attempts).toBe(2);
  });

  it('refuses a truncated body without retrying (the feed sent it, a retry would too)', async () => {
    fallback = truncated;
    const e = await rejection(fetchStock({ file: out(), url: `${base}/s`, ...fast }));
    expect(e.kind).toBe('refused');
    expect(e.exitCode).toBe(2);
    expect(e.message).toMatch(/^the stock from http:\/\/127\.0\.0\.1:\d+\/s is not valid JSON \(\d+ bytes received, truncated or not a stock file\)/);
    expect(requests).toHaveLength(1);
  });

  it('refuses JSON that is not a stock file, and a 401 without retrying; messages show no token or query string', async () => {
    script = [(_req, res) => res.writeHead(200).end('{"vehicles": []}')];
    expect((await rejection(fetchStock({ file: out(), url: `${base}/s`, ...fast }))).message).toContain('neither an array of cars nor an object with a "cars" array');
    requests.length = 0;
    fallback = status(401);
    const e = await rejection(fetchStock({ file: out(), url: `${base}/s?key=query-secret-123`, token: TOKEN, ...fast }));
    expect(e.kind).toBe('refused');
    expect(requests).toHaveLength(1);
    expect(e.message).toBe(`the stock feed ${base}/s?… answered HTTP 401: the feed rejected the credentials (check the token in the variable named by stock_token_env)`);
    expect(e.message).not.toContain(TOKEN);
  });

  it('accepts a body with a byte-order mark (a bare array too)', async () => {
    script = [(_req, res) => res.writeHead(200).end(`\uFEFF${JSON.stringify(JSON.parse(stockBody).cars)}`)];
    expect((await fetchStock({ file: out(), url: `${base}/s`, ...fast })).attempts).toBe(1);
  });

  it('displayUrl leaves out user info and the query string', () => {
    expect(displayUrl('https://user:pw@feed.example.com/x/stock.json?token=abc')).toBe('https://feed.example.com/x/stock.json?…');
    expect(displayUrl('not a url')).toBe('(invalid URL)');
  });
});

describe('stock_token_env in dealer.json', () => {
  it('names a variable, which the secret guard accepts; a token written there is still refused', () => {
    expect(findSecretSettings({ stock_token_env: 'ACME_FEED_TOKEN' }, 'dealer.json')).toEqual([]);
    expect(findSecretSettings({ stock_token_env: 'sk_live_4f9a0c' }, 'dealer.json')).toHaveLength(1);
    expect(findSecretSettings({ feed_token: 'ACME_FEED_TOKEN' }, 'dealer.json')).toHaveLength(1);
  });
});

/** build.ts as its own process, without blocking this process's event loop (the feed runs here). */
function build(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/build.ts'), ...args], { cwd: ROOT, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr, output: stdout + stderr }));
  });
}

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)).sort();
}

function treeHash(dir: string): string {
  const h = createHash('sha256');
  for (const f of files(dir)) h.update(path.relative(dir, f)).update(readFileSync(f));
  return h.digest('hex');
}

describe('npm run build with stock from a URL', () => {
  it('fetches stock_url with the bearer token from stock_token_env, keeps the snapshot, and no token reaches dist', async () => {
    const { root, dir } = scratchDealer();
    const cfgFile = path.join(dir, 'dealer.json');
    const cfg = JSON.parse(readFileSync(cfgFile, 'utf8'));
    writeFileSync(cfgFile, JSON.stringify({ ...cfg, stock_url: `${base}/feeds/tiny.json`, stock_token_env: 'TINY_FEED_TOKEN' }));
    writeFileSync(path.join(dir, 'stock.json'), '{"cars": []}');
    const out = path.join(root, 'out');
    const r = await build(['--dealer', dir, '--out', out, '--now', NOW], { TINY_FEED_TOKEN: TOKEN });
    expect(r.code, r.output).toBe(0);
    expect(r.stdout).toMatch(/ok: 2 cars/);
    expect(requests).toEqual([{ url: '/feeds/tiny.json', auth: `Bearer ${TOKEN}` }]);
    expect(r.stdout).toContain(`fetching stock from ${base}/feeds/tiny.json (bearer token from $TINY_FEED_TOKEN)`);
    // The snapshot the pages came from is kept beside the dealer's files.
    const kept = readdirSync(path.join(dir, '.fetched'));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^stock-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.json$/);
    expect(readFileSync(path.join(dir, '.fetched', kept[0]!), 'utf8')).toBe(stockBody);
    const leaked = files(out).filter((f) => readFileSync(f).includes(TOKEN));
    expect(leaked).toEqual([]);
    expect(r.output).not.toContain(TOKEN);
  }, 120_000);

  it('a truncated feed (--stock URL) is refused with exit 2 and leaves the published site byte-identical', async () => {
    const { root, dir } = scratchDealer();
    const out = path.join(root, 'out');
    expect((await build(['--dealer', dir, '--out', out, '--now', NOW])).code).toBe(0);
    const before = treeHash(out);
    fallback = truncated;
    const r = await build(['--dealer', dir, '--out', out, '--now', NOW, '--stock', `${base}/cut.json`, '--json']);
    expect(r.code, r.output).toBe(2);
    expect(r.stderr).toContain('build failed; the published site was left untouched');
    expect(r.stderr).toMatch(/the stock from http:\/\/127\.0\.0\.1:\d+\/cut\.json is not valid JSON/);
    const json = JSON.parse(r.stdout.split('\n').find((l) => l.startsWith('{'))!);
    expect(json).toMatchObject({ ok: false, refused: true });
    expect(treeHash(out)).toBe(before);
  }, 120_000);

  it('a stock_token_env naming an unset variable is refused before any request', async () => {
    const { root, dir } = scratchDealer();
    const cfgFile = path.join(dir, 'dealer.json');
    writeFileSync(cfgFile, JSON.stringify({ ...JSON.parse(readFileSync(cfgFile, 'utf8')), stock_url: `${base}/x.json`, stock_token_env: 'NOT_SET_FEED_TOKEN' }));
    const r = await build(['--dealer', dir, '--out', path.join(root, 'out'), '--now', NOW], { NOT_SET_FEED_TOKEN: '' });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('stock_token_env names the environment variable NOT_SET_FEED_TOKEN, which is not set');
    expect(requests).toEqual([]);
  }, 60_000);
});
