import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { BUSY_RETRY_AFTER_SECONDS, CONCURRENCY_LIMITS } from '../../scripts/server/concurrency';
import { sql } from '../../scripts/server/db';
import { postJson, startTestServer, validEnquiry, type TestServer } from './helpers';

/*
 * What a flood can hold open at once (scripts/server/concurrency.ts), and the statements the hot paths reuse
 * (scripts/server/db.ts, sql). Clients send from their own loopback addresses (Linux answers any 127.x.y.z), as the
 * limits key on the socket's address.
 */
let t: TestServer | null = null;
const held: net.Socket[] = [];
afterEach(async () => {
  for (const s of held.splice(0)) s.destroy();
  await t?.stop();
  t = null;
});

const port = () => Number(new URL(t!.base).port);

/** A lead post whose body never comes: the request stays in progress until its connection closes. */
function holdRequest(from: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const s = net.connect({ host: '127.0.0.1', port: port(), localAddress: from }, () => {
      s.write(`POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nIdempotency-Key: ${randomUUID()}\r\n\r\n{`);
      held.push(s);
      resolve(s);
    });
    s.on('error', reject);
  });
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** One request on a fresh connection from `from`. */
function get(from: string, pathname: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: port(), path: pathname, localAddress: from, agent: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('requests in progress at once', () => {
  it('past the per-address cap: 503 with Retry-After and the connection closed; a shopper from another address still gets through', async () => {
    t = await startTestServer({ concurrency: { perClient: 3, total: 10 } });
    for (let i = 0; i < 3; i++) await holdRequest('127.0.0.2');
    await until(() => t!.preview.requestsInProgress() === 3);

    const refused = await get('127.0.0.2', '/api/delivery-estimate');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(refused.headers.connection).toBe('close');
    expect(JSON.parse(refused.body)).toMatchObject({ retry_after_seconds: BUSY_RETRY_AFTER_SECONDS });
    const page = await get('127.0.0.2', '/');
    expect(page.status).toBe(503);
    expect(page.headers['content-type']).toMatch(/text\/html/);

    const shopper = await get('127.0.0.3', '/');
    expect(shopper.status).toBe(200);
    expect(shopper.body).toContain('Home page');
    // The refused ones were never counted, and the shopper's is released once answered: the three held are left.
    await until(() => t!.preview.requestsInProgress() === 3);
    await new Promise((r) => setTimeout(r, 50));
    expect(t.preview.requestsInProgress()).toBe(3);
  });

  it('past the whole-server cap everyone waits; once the held requests end, their places are free again', async () => {
    t = await startTestServer({ concurrency: { perClient: 3, total: 5 } });
    for (let i = 0; i < 3; i++) await holdRequest('127.0.0.2');
    for (let i = 0; i < 2; i++) await holdRequest('127.0.0.4');
    await until(() => t!.preview.requestsInProgress() === 5);
    const refused = await get('127.0.0.3', '/');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));

    for (const s of held.splice(0)) s.destroy();
    await until(() => t!.preview.requestsInProgress() === 0);
    expect((await get('127.0.0.3', '/')).status).toBe(200);
    expect((await get('127.0.0.2', '/')).status).toBe(200);
    // Many answered requests in a row from one address leave nothing counted behind.
    for (let i = 0; i < 20; i++) expect((await get('127.0.0.2', '/robots.txt')).status).toBe(200);
    await until(() => t!.preview.requestsInProgress() === 0);
    const lead = await postJson(t.base, '/api/leads', { userData: validEnquiry, isLastStep: true }, { 'idempotency-key': randomUUID() });
    expect(lead.status).toBe(201);
  });

  it('a request whose body never arrives is closed after the request timeout, and its place freed', async () => {
    t = await startTestServer({ concurrency: { perClient: 1, headersTimeoutMs: 200, requestTimeoutMs: 400 } });
    const s = await holdRequest('127.0.0.2');
    const closed = new Promise<string>((r) => {
      let answer = '';
      s.on('data', (c: Buffer) => (answer += c.toString()));
      s.on('close', () => r(answer));
    });
    await until(() => t!.preview.requestsInProgress() === 1);
    expect((await get('127.0.0.2', '/')).status).toBe(503);
    const started = Date.now();
    expect(await closed).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(3000);
    await until(() => t!.preview.requestsInProgress() === 0);
    expect((await get('127.0.0.2', '/')).status).toBe(200);
  });

  it('the defaults: a bounded number of connections and requests, and timeouts shorter than Node’s', async () => {
    t = await startTestServer();
    const { server } = t.preview;
    expect(server.maxConnections).toBe(CONCURRENCY_LIMITS.connections);
    expect(server.headersTimeout).toBe(CONCURRENCY_LIMITS.headersTimeoutMs);
    expect(server.requestTimeout).toBe(CONCURRENCY_LIMITS.requestTimeoutMs);
    expect(CONCURRENCY_LIMITS.headersTimeoutMs).toBeLessThan(60_000);
    expect(CONCURRENCY_LIMITS.perClient).toBeGreaterThanOrEqual(6); // a browser's connections to one host
    expect(CONCURRENCY_LIMITS.perClient).toBeLessThan(CONCURRENCY_LIMITS.total);
  });
});

describe('statements compiled once per database', () => {
  it('sql() gives the same statement for the same text on one database, and its own on another', async () => {
    t = await startTestServer();
    const { db } = t.preview;
    const a = sql(db, 'SELECT COUNT(*) AS n FROM leads');
    expect(sql(db, 'SELECT COUNT(*) AS n FROM leads')).toBe(a);
    expect(sql(db, 'SELECT COUNT(*) AS n FROM views')).not.toBe(a);
    const other = await startTestServer();
    try {
      expect(sql(other.preview.db, 'SELECT COUNT(*) AS n FROM leads')).not.toBe(a);
    } finally {
      await other.stop();
    }
  });

  it('leads, sign-in guesses, code requests, car views and events compile no statement after their first request', async () => {
    t = await startTestServer();
    const { db } = t.preview;
    const prepare = db.prepare.bind(db);
    let compiled = 0;
    db.prepare = (text: string) => {
      compiled++;
      return prepare(text);
    };
    const round = async (i: number) => {
      const lead = await postJson(
        t!.base,
        '/api/leads',
        { userData: { ...validEnquiry, name: `Shopper ${i}` }, isLastStep: true },
        { 'idempotency-key': randomUUID() },
      );
      expect(lead.status).toBe(201);
      expect((await postJson(t!.base, '/api/sign-in/request', { phone_number: `041234567${i}` })).status).toBe(200);
      expect((await postJson(t!.base, '/api/sign-in/verify', { phone_number: `041234567${i}`, code: '000000' })).status).toBeLessThan(500);
      expect((await fetch(`${t!.base}/cars/2021-toyota-corolla/view.json`)).status).toBe(200);
      expect((await postJson(t!.base, '/api/phone-reveal', { car_id: '101' })).status).toBeLessThan(500);
    };
    await round(0);
    const afterFirst = compiled;
    for (let i = 1; i < 6; i++) await round(i);
    expect(compiled).toBe(afterFirst);
  });
});
