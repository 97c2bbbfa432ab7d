import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { displayUrl, fetchStock, StockFetchError } from '../../scripts/lib/load/fetch-stock';
import { findSecretSettings } from '../../scripts/lib/shared/secret-guard';
import { NOW, ROOT, TINY, scratchDealer } from './helpers';
import { TS_IMPORT } from '../../scripts/lib/shared/ts-import';

const TOKEN = 'feed-token-5f1c9a7e3b2d';
const stockBody = readFileSync(path.join(TINY, 'stock.json'), 'utf8');

/** A local feed whose next answers the test scripts; every request is recorded. */
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let server: Server;
let base = '';
let script: Handler[] = [];
let fallback: Handler = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(stockBody);
const requests: { url: string; auth?: string; host?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', auth: req.headers.authorization, ...(req.headers.host?.startsWith('localhost') ? { host: 'localhost' } : {}) });
    (script.shift() ?? fallback)(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
beforeEach(() => {
  script = [];
  requests.length = 0;
  fallback = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(stockBody);
});

const ok: Handler = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(stockBody);
const status =
  (code: number): Handler =>
  (_req, res) =>
    res.writeHead(code).end(`error ${code}`);
const slowHeaders =
  (ms: number): Handler =>
  (_req, res) => {
    setTimeout(() => {
      if (!res.destroyed) res.writeHead(200).end(stockBody);
    }, ms);
  };
const slowBody =
  (ms: number): Handler =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write(stockBody.slice(0, 100));
    setTimeout(() => {
      if (!res.destroyed) res.end(stockBody.slice(100));
    }, ms);
  };
/** The body a byte every `ms`, for `bytes` bytes (Infinity: without end): a feed alive but crawling. */
const trickle =
  (ms: number, bytes = Infinity): Handler =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    const body = bytes === Infinity ? null : Buffer.from(stockBody);
    let sent = 0;
    const step = Math.max(1, Math.ceil((body?.length ?? 1) / bytes));
    const timer = setInterval(() => {
      if (res.destroyed) return clearInterval(timer);
      if (!body) return void res.write(' ');
      res.write(body.subarray(sent, sent + step));
      sent += step;
      if (sent >= body.length) {
        clearInterval(timer);
        res.end();
      }
    }, ms);
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

  it('an attempt with nothing received for idleMs is given up (no headers, or a body that stops), and retried', async () => {
    fallback = slowHeaders(5000);
    const t0 = performance.now();
    const e = await rejection(fetchStock({ file: out(), url: `${base}/s`, timeoutMs: 20_000, idleMs: 300, attempts: 2, backoffMs: 10 }));
    expect(e.exitCode).toBe(3);
    expect(e.message).toBe(`could not fetch the stock from ${base}/s after 2 attempts: nothing received for 0.3 s`);
    expect(requests).toHaveLength(2);
    fallback = slowBody(5000);
    const body = await rejection(fetchStock({ file: out(), url: `${base}/s`, timeoutMs: 20_000, idleMs: 300, attempts: 1 }));
    expect(body.message).toBe(`could not fetch the stock from ${base}/s after 1 attempt: nothing received for 0.3 s`);
    expect(performance.now() - t0).toBeLessThan(3_000);
  });

  it('a feed that keeps sending a little is not idle, and is read whole', async () => {
    script = [trickle(50, 20)]; // 20 pieces 50 ms apart: a second in all, never 300 ms silent
    const got = await fetchStock({ file: out(), url: `${base}/s`, timeoutMs: 20_000, idleMs: 300, attempts: 1 });
    expect(readFileSync(got.file, 'utf8')).toBe(stockBody);
  });

  it('the whole fetch ends at deadlineMs (feed.timeout_s) however the feed crawls: exit 3 naming the limit', async () => {
    fallback = trickle(50); // a byte every 50 ms without end: never idle, never done
    const t0 = performance.now();
    const e = await rejection(fetchStock({ file: out(), url: `${base}/s`, timeoutMs: 20_000, idleMs: 300, deadlineMs: 1000, attempts: 3, backoffMs: 10 }));
    expect(performance.now() - t0).toBeLessThan(2_000);
    expect(e.kind).toBe('unavailable');
    expect(e.exitCode).toBe(3);
    expect(e.message).toBe(
      `could not fetch the stock from ${base}/s within 1 s in all (feed.timeout_s), 1 attempt; attempt 1 was still waiting for the answer; given up`,
    );
    expect(requests).toHaveLength(1);
  });

  it('the waits between attempts count: no attempt is waited for that would start past the deadline', async () => {
    fallback = status(503);
    const lines: string[] = [];
    const t0 = performance.now();
    const e = await rejection(fetchStock({ file: out(), url: `${base}/s`, deadlineMs: 1000, attempts: 5, backoffMs: 400, log: (l) => lines.push(l) }));
    // Attempt 1, 0.4 s, attempt 2; the next wait (0.8 s) would end past 1 s: given up at once, not after it.
    expect(performance.now() - t0).toBeLessThan(900);
    expect(e.exitCode).toBe(3);
    expect(e.message).toBe(
      `could not fetch the stock from ${base}/s within 1 s in all (feed.timeout_s), 2 attempts; the last failed (HTTP 503), and no time is left to try again; given up`,
    );
    expect(lines).toEqual(['stock fetch attempt 1/5 failed (HTTP 503); trying again in 0.4 s']);
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
    script = [(_req, res) => res.writeHead(200).end('{"status": "ok"}')];
    expect((await rejection(fetchStock({ file: out(), url: `${base}/s`, ...fast }))).message).toBe(
      `the stock from ${base}/s: no list of records: the JSON holds no array of objects (its keys: status); accepted: JSON (an array of records, or an object holding one), CSV or TSV with a header row, or XML with repeating record elements`,
    );
    requests.length = 0;
    fallback = status(401);
    const e = await rejection(fetchStock({ file: out(), url: `${base}/s?key=query-secret-123`, token: TOKEN, ...fast }));
    expect(e.kind).toBe('refused');
    expect(requests).toHaveLength(1);
    expect(e.message).toBe(
      `the stock feed ${base}/s?… answered HTTP 401: the feed rejected the credentials (check the token in the variable named by stock_token_env)`,
    );
    expect(e.message).not.toContain(TOKEN);
  });

  it('accepts a body with a byte-order mark (a bare array too)', async () => {
    script = [(_req, res) => res.writeHead(200).end(`\uFEFF${JSON.stringify(JSON.parse(stockBody).cars)}`)];
    expect((await fetchStock({ file: out(), url: `${base}/s`, ...fast })).attempts).toBe(1);
  });

  it('accepts a CSV or XML body, or a list under another key, and keeps it named by its format; refuses an HTML page or a ZIP saying what it found', async () => {
    script = [(_req, res) => res.writeHead(200).end('Make;Model\nKia;Rio\n')];
    const csv = await fetchStock({ file: out(), url: `${base}/s`, ...fast });
    expect(csv.file).toMatch(/stock\.csv$/);
    expect(readFileSync(csv.file, 'utf8')).toBe('Make;Model\nKia;Rio\n');
    script = [(_req, res) => res.writeHead(200).end('<Stock><Car><Make>Kia</Make></Car><Car><Make>Mazda</Make></Car></Stock>')];
    expect((await fetchStock({ file: out(), url: `${base}/s`, ...fast })).file).toMatch(/stock\.xml$/);
    script = [(_req, res) => res.writeHead(200).end('{"data": {"vehicles": [{"make": "Kia"}]}}')];
    expect((await fetchStock({ file: out(), url: `${base}/s`, ...fast })).file).toMatch(/stock\.json$/);
    requests.length = 0;
    script = [(_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!DOCTYPE html><html><body>Sign in</body></html>')];
    const html = await rejection(fetchStock({ file: out(), url: `${base}/s`, ...fast }));
    expect(html.kind).toBe('refused');
    expect(html.message).toMatch(
      /^the stock from http:\/\/127\.0\.0\.1:\d+\/s: not a stock file: found an HTML page \(starts with "<!DOCTYPE html"\); accepted: JSON/,
    );
    expect(requests).toHaveLength(1);
    script = [(_req, res) => res.writeHead(200).end(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]))];
    expect((await rejection(fetchStock({ file: out(), url: `${base}/s`, ...fast }))).message).toContain('not a stock file: found a ZIP archive');
  });

  it('displayUrl leaves out user info and the query string', () => {
    expect(displayUrl('https://user:pw@feed.example.com/x/stock.json?token=abc')).toBe('https://feed.example.com/x/stock.json?…');
    expect(displayUrl('not a url')).toBe('(invalid URL)');
  });
});

/** An answer that never ends: 64 KB chunks for as long as the client reads. */
const endless: Handler = (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  res.write('{"cars": [');
  const pump = () => {
    while (!res.destroyed && res.write(chunk)) {
      /* the next chunk, until the buffer is full */
    }
    if (!res.destroyed) res.once('drain', pump);
  };
  pump();
};
const gzipped =
  (body: Buffer | string): Handler =>
  (_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(gzipSync(body));
const redirect =
  (location: string, code = 302): Handler =>
  (_req, res) =>
    res.writeHead(code, { location }).end();
const MB = 1024 * 1024;

describe('fetchStock is bounded: feed.max_bytes as sent and once decompressed, http(s) redirects only', () => {
  const fast = { timeoutMs: 20_000, attempts: 3, backoffMs: 20 };

  it('an endless body stops at the cap, quickly, as refused data (exit 2), not retried, with nothing left on disk', async () => {
    fallback = endless;
    const file = out();
    const t0 = performance.now();
    const e = await rejection(fetchStock({ file, url: `${base}/endless.json?key=s3cret`, ...fast, maxBytes: 2 * MB }));
    expect(performance.now() - t0).toBeLessThan(5_000);
    expect(e.kind).toBe('refused');
    expect(e.exitCode).toBe(2);
    expect(e.message).toMatch(
      new RegExp(
        `^the stock from ${base.replace(/\./g, '\\.')}/endless\\.json\\?… is larger as sent \\(stopped after \\d+ bytes\\), more than the limit of 2 MB \\(feed\\.max_bytes 2097152\\); refused, not retried\\. If the feed really is this large, raise feed\\.max_bytes in dealer\\.json or pass --stock-max-bytes <bytes> to this build$`,
      ),
    );
    expect(e.message).not.toContain('s3cret');
    expect(requests).toHaveLength(1);
    expect(existsSync(file) || existsSync(`${file}.part`)).toBe(false);
  });

  it('a body announced larger than the cap (Content-Length) is refused before it is read', async () => {
    script = [
      (_req, res) => {
        res.writeHead(200, { 'content-length': String(5 * MB) });
        res.write('{"cars": [');
      },
    ];
    const e = await rejection(fetchStock({ file: out(), url: `${base}/big.json`, ...fast, maxBytes: MB }));
    expect(e.message).toContain('announces 5242880 bytes (Content-Length), more than the limit of 1 MB (feed.max_bytes 1048576)');
    expect(requests).toHaveLength(1);
  });

  it('a gzip bomb (50 KB sent, 64 MB unpacked) stops at the decompressed cap', async () => {
    const bomb = gzipSync(Buffer.alloc(64 * MB, 0x20));
    expect(bomb.length).toBeLessThan(MB);
    script = [(_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end(bomb)];
    const e = await rejection(fetchStock({ file: out(), url: `${base}/bomb.json`, ...fast, maxBytes: 4 * MB }));
    expect(e.kind).toBe('refused');
    expect(e.message).toMatch(/is larger once decompressed \(gzip; stopped after \d+ bytes\), more than the limit of 4 MB/);
    expect(requests).toHaveLength(1);
  });

  it('a compressed body larger than the cap as sent is refused too', async () => {
    script = [gzipped(randomBytes(3 * MB))];
    const e = await rejection(fetchStock({ file: out(), url: `${base}/noise.json`, ...fast, maxBytes: MB }));
    expect(e.message).toMatch(/is larger as sent \(stopped after \d+ bytes\), more than the limit of 1 MB/);
  });

  it('a valid stock file over the cap is refused once, not retried as if the feed were down', async () => {
    const cars = JSON.parse(stockBody).cars as unknown[];
    const big = JSON.stringify({ cars: Array.from({ length: 8000 }, () => cars[0]) });
    expect(big.length).toBeGreaterThan(2 * MB);
    fallback = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(big);
    const e = await rejection(fetchStock({ file: out(), url: `${base}/valid-but-big.json`, ...fast, maxBytes: 2 * MB }));
    expect(e.exitCode).toBe(2);
    expect(requests).toHaveLength(1);
  });

  it('a gzip-encoded stock file within the cap is read and kept decompressed', async () => {
    script = [gzipped(stockBody)];
    const got = await fetchStock({ file: out(), url: `${base}/gz.json`, ...fast, maxBytes: MB });
    expect(readFileSync(got.file, 'utf8')).toBe(stockBody);
    expect(got.bytes).toBe(Buffer.byteLength(stockBody));
  });

  it.each([
    ['file:///etc/passwd', 'file:'],
    ['ftp://feeds.example.com/stock.json', 'ftp:'],
    ['data:application/json,{"cars":[]}', 'data:'],
  ])('a redirect to %s is refused (exit 2), not followed', async (location, scheme) => {
    script = [redirect(location)];
    const e = await rejection(fetchStock({ file: out(), url: `${base}/moved.json`, ...fast }));
    expect(e.exitCode).toBe(2);
    expect(e.message).toBe(`the stock feed ${base}/moved.json redirected to a ${scheme} address; only http(s) addresses are fetched, so it was refused`);
    expect(requests).toHaveLength(1);
  });

  it('http(s) redirects are followed; the bearer token is not sent on to another origin', async () => {
    script = [redirect('/feeds/v2.json', 301), redirect(base.replace('127.0.0.1', 'localhost') + '/cdn/stock.json', 307), ok];
    const got = await fetchStock({ file: out(), url: `${base}/feeds/v1.json`, token: TOKEN, ...fast });
    expect(readFileSync(got.file, 'utf8')).toBe(stockBody);
    expect(requests).toEqual([
      { url: '/feeds/v1.json', auth: `Bearer ${TOKEN}` },
      { url: '/feeds/v2.json', auth: `Bearer ${TOKEN}` },
      { url: '/cdn/stock.json', auth: undefined, host: 'localhost' },
    ]);
  });

  it('memory stays bounded: a process streaming 300 MB of endless body peaks far below it', async () => {
    fallback = endless;
    const script = path.join(mkdtempSync(path.join(tmpdir(), 'fetch-stock-mem-')), 'probe.mts');
    writeFileSync(
      script,
      [
        `import { fetchStock } from ${JSON.stringify(path.join(ROOT, 'scripts/lib/load/fetch-stock.ts'))};`,
        `const file = ${JSON.stringify(path.join(path.dirname(script), 'stock.json'))};`,
        `const e = await fetchStock({ file, url: ${JSON.stringify(`${base}/endless.json`)}, timeoutMs: 60_000, attempts: 1, maxBytes: 300 * 1024 * 1024 }).catch((err) => err);`,
        `console.log(JSON.stringify({ kind: e.kind, maxRssMb: process.resourceUsage().maxRSS / 1024 }));`,
      ].join('\n'),
    );
    const r = await run(process.execPath, [...TS_IMPORT, script]);
    const report = JSON.parse(r.stdout.trim().split('\n').pop()!);
    expect(report.kind, r.stderr).toBe('refused');
    // Node running a script alone is about 100 MB; holding the body would add the whole 300 MB.
    expect(report.maxRssMb).toBeLessThan(250);
  }, 120_000);
});

describe('stock_token_env in dealer.json', () => {
  it('names a variable, which the secret guard accepts; a token written there is still refused', () => {
    expect(findSecretSettings({ stock_token_env: 'ACME_FEED_TOKEN' }, 'dealer.json')).toEqual([]);
    expect(findSecretSettings({ stock_token_env: 'sk_live_4f9a0c' }, 'dealer.json')).toHaveLength(1);
    expect(findSecretSettings({ feed_token: 'ACME_FEED_TOKEN' }, 'dealer.json')).toHaveLength(1);
  });
});

/** A process of its own, without blocking this process's event loop (the feed runs here). */
function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr, output: stdout + stderr }));
  });
}

/** build.ts as its own process. */
const build = (args: string[], env: Record<string, string> = {}) => run(process.execPath, [...TS_IMPORT, path.join(ROOT, 'scripts/build.ts'), ...args], env);

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
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

  it('an endless feed stops at --stock-max-bytes (or feed.max_bytes) with exit 2, one request, the site untouched', async () => {
    const { root, dir } = scratchDealer();
    fallback = endless;
    const t0 = performance.now();
    const r = await build(['--dealer', dir, '--out', path.join(root, 'out'), '--now', NOW, '--stock', `${base}/endless.json`, '--stock-max-bytes', String(MB)]);
    expect(r.code, r.output).toBe(2);
    expect(r.stderr).toMatch(
      /the stock from http:\/\/127\.0\.0\.1:\d+\/endless\.json is larger as sent .* more than the limit of 1 MB \(feed\.max_bytes 1048576\); refused, not retried\. If the feed really is this large, raise feed\.max_bytes/,
    );
    expect(r.stderr).toContain("exit code 2: the dealer's data was refused");
    expect(requests).toHaveLength(1);
    expect(existsSync(path.join(root, 'out'))).toBe(false);
    // The dealer's own setting is read the same way.
    requests.length = 0;
    const cfgFile = path.join(dir, 'dealer.json');
    writeFileSync(cfgFile, JSON.stringify({ ...JSON.parse(readFileSync(cfgFile, 'utf8')), stock_url: `${base}/endless.json`, feed: { max_bytes: 2 * MB } }));
    const fromSetting = await build(['--dealer', dir, '--out', path.join(root, 'out'), '--now', NOW]);
    expect(fromSetting.code, fromSetting.output).toBe(2);
    expect(fromSetting.stdout).toContain('at most 2 MB');
    expect(fromSetting.stderr).toContain('more than the limit of 2 MB (feed.max_bytes 2097152)');
    expect(requests).toHaveLength(1);
    expect(performance.now() - t0).toBeLessThan(90_000);
  }, 120_000);

  it('a feed that never answers is given up at feed.timeout_s with exit 3, the message naming the limit', async () => {
    const { root, dir } = scratchDealer();
    const cfgFile = path.join(dir, 'dealer.json');
    writeFileSync(cfgFile, JSON.stringify({ ...JSON.parse(readFileSync(cfgFile, 'utf8')), stock_url: `${base}/stalled.json`, feed: { timeout_s: 5 } }));
    fallback = () => {}; // headers never come
    const t0 = performance.now();
    const r = await build(['--dealer', dir, '--out', path.join(root, 'out'), '--now', NOW]);
    expect(r.code, r.output).toBe(3);
    expect(r.stdout).toContain('at most 200 MB within 5 s');
    expect(r.stderr).toContain(`could not fetch the stock from ${base}/stalled.json within 5 s in all (feed.timeout_s), 1 attempt;`);
    expect(performance.now() - t0).toBeLessThan(20_000);
    expect(existsSync(path.join(root, 'out'))).toBe(false);
  }, 60_000);

  it('--stock-max-bytes that is not a number of bytes is a usage error', async () => {
    const r = await build(['--dealer', 'demo-motors', '--stock-max-bytes', '200MB']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--stock-max-bytes must be a whole number of bytes, at least 1024');
    expect(requests).toEqual([]);
  }, 60_000);

  it('a stock_token_env naming an unset variable is refused before any request', async () => {
    const { root, dir } = scratchDealer();
    const cfgFile = path.join(dir, 'dealer.json');
    writeFileSync(
      cfgFile,
      JSON.stringify({ ...JSON.parse(readFileSync(cfgFile, 'utf8')), stock_url: `${base}/x.json`, stock_token_env: 'NOT_SET_FEED_TOKEN' }),
    );
    const r = await build(['--dealer', dir, '--out', path.join(root, 'out'), '--now', NOW], { NOT_SET_FEED_TOKEN: '' });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('stock_token_env names the environment variable NOT_SET_FEED_TOKEN, which is not set');
    expect(requests).toEqual([]);
  }, 60_000);
});
