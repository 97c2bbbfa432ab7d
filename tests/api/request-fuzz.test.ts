import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

/*
 * Fuzz of the request line and headers, over raw TCP so nothing normalises them on the way: after every odd
 * request the server must still answer a normal one (one bad request line used to kill the preview server).
 */
let t: TestServer;
let port: number;
beforeAll(async () => {
  t = await startTestServer();
  port = Number(new URL(t.base).port);
});
afterAll(async () => {
  await t.stop();
});

/** Sends raw bytes and returns what came back before the server closed or 1 s passed. */
function rawRequest(bytes: string | Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = () => {
      socket.destroy();
      resolve(Buffer.concat(chunks).toString('latin1'));
    };
    socket.setTimeout(1000, done);
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      // One complete answer is enough: stop at the end of a declared body.
      const text = Buffer.concat(chunks).toString('latin1');
      const head = text.indexOf('\r\n\r\n');
      const length = /content-length: *(\d+)/i.exec(text.slice(0, head));
      if (head >= 0 && length && text.length - head - 4 >= Number(length[1])) done();
    });
    socket.on('end', done);
    socket.on('error', done);
    socket.write(bytes);
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);

async function stillServes(): Promise<void> {
  const res = await fetch(`${t.base}/`);
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('Home page');
}

const ODD_TARGETS = [
  '//[',
  'http://[',
  'http://[/',
  'http://localhost:99999/',
  'http://a:b/',
  'https://[::1',
  '//[/api/leads',
  '/api/leads/../../[',
  '*',
  '%',
  '/%',
  '/%zz',
  '/%00',
  '/..',
  '/../../../../etc/passwd',
  '/%2e%2e%2f%2e%2e%2fetc/passwd',
  '//evil.example/x',
  'http://evil.example/../../x',
  '/' + 'a'.repeat(20_000),
  '/?' + '&'.repeat(5_000),
  '/\u00ff\u00fe',
  'mailto:x',
  'javascript:alert(1)',
  '/api/watchlist?phone_number=%',
  '/cars/%E0%A4%A/view.json',
  '/admin/%',
];

describe('request-line fuzz: every request ends in an answer, never a crash', () => {
  it.each(ODD_TARGETS)('GET %s', async (target) => {
    const answer = await rawRequest(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    const status = statusOf(answer);
    expect(status, `answer to ${JSON.stringify(target)}: ${answer.slice(0, 80)}`).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);
    await stillServes();
  });

  it('an unparseable API target answers 400 JSON; a static one a 400 page', async () => {
    const api = await rawRequest('GET http://[/api/leads HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(statusOf(api)).toBe(400);
    expect(api).toMatch(/content-type: application\/json/i);
    expect(api).toContain('"error"');
    const page = await rawRequest('GET http://[/cars/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(statusOf(page)).toBe(400);
    expect(page).toMatch(/content-type: text\/html/i);
    expect(page).toContain('Bad request');
    await stillServes();
  });

  it('"//host/path" is a path on this site, not another host', async () => {
    const answer = await rawRequest('GET //evil.example/robots.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(statusOf(answer)).toBe(404);
  });
});

describe('header fuzz', () => {
  const cases: [string, string][] = [
    ['huge header', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(100_000)}\r\n\r\n`],
    ['many headers', `GET / HTTP/1.1\r\nHost: x\r\n${Array.from({ length: 3000 }, (_, i) => `X-H${i}: v`).join('\r\n')}\r\n\r\n`],
    ['header without colon', 'GET / HTTP/1.1\r\nHost: x\r\nNoColonHere\r\n\r\n'],
    ['control characters in a value', 'GET / HTTP/1.1\r\nHost: x\r\nX-Ctl: a\u0001b\u0000c\r\n\r\n'],
    ['bare LF line endings', 'GET / HTTP/1.1\nHost: x\n\n'],
    ['garbage request line', '\u0000\u0001\u0002 nonsense\r\n\r\n'],
    ['unknown HTTP version', 'GET / HTTP/9.9\r\nHost: x\r\n\r\n'],
    ['odd method', 'BREW / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['negative content-length', 'POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: -5\r\n\r\n'],
    ['two content-lengths', 'POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 7\r\n\r\n{}'],
    ['bad chunked body', 'POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n'],
    [
      'content-length longer than the body, then close',
      'POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
    ],
    [
      'odd accept-encoding and idempotency key',
      'GET / HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip;q=x, *, \u00ff\r\nIdempotency-Key: \u00ff\r\nConnection: close\r\n\r\n',
    ],
    ['odd authorization', 'GET /api/watchlist?phone_number=1 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \u00ff\u00fe\r\nConnection: close\r\n\r\n'],
    ['upgrade request', 'GET / HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n'],
  ];
  it.each(cases)('%s: answered or closed, and the server still serves', async (_name, bytes) => {
    const answer = await rawRequest(Buffer.from(bytes, 'latin1'));
    if (answer) expect(statusOf(answer)).toBeLessThan(500);
    await stillServes();
  });
});

describe('the preview sends the headers the CDN would', () => {
  it('CSP frame-ancestors, nosniff and the rest of _headers on pages, 404s and assets', async () => {
    for (const p of ['/', '/no-such-page', '/_astro/app.abc123.js']) {
      const res = await fetch(t.base + p);
      expect(res.headers.get('content-security-policy'), p).toBe("frame-ancestors 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      await res.arrayBuffer();
    }
  });

  it("a built site's own _headers file is what the preview applies, and is not itself served", async () => {
    writeFileSync(path.join(t.dir, 'site', '_headers'), "/*\n  Content-Security-Policy: frame-ancestors 'none'\n  X-Frame-Test: yes\n/cars/*\n  X-Car: 1\n");
    const home = await fetch(`${t.base}/`);
    expect(home.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(home.headers.get('x-frame-test')).toBe('yes');
    expect(home.headers.get('x-car')).toBeNull();
    const car = await fetch(`${t.base}/cars/2021-toyota-corolla/`);
    expect(car.headers.get('x-car')).toBe('1');
    expect((await fetch(`${t.base}/_headers`)).status).toBe(404);
  });
});
