import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_LIMITS, parseRateLimits } from '../../scripts/server/api-limits';
import { DatabaseSync } from 'node:sqlite';
import { dbFile } from '../../scripts/server/db';
import { postJson, startTestServer, validEnquiry, type TestServer } from './helpers';

/*
 * The reference API's limits per client and for the whole server (docs/api.md, "Rate limits"), on top of the
 * per-phone lock-out: spreading guesses over many phones, or asking for hundreds of codes, is refused with 429.
 */
const phone = (i: number) => `04${String(10_000_000 + i).slice(-8)}`;

describe('limits set for one server (PREVIEW_RATE_LIMITS)', () => {
  it('reads name=capacity/period pairs, in seconds, minutes or hours; nothing set keeps every default', () => {
    expect(parseRateLimits('storesPerClient=240/1m, stores = 5000/1m,adminFailures=50/2h,codeGuesses=3/30s')).toEqual({
      storesPerClient: { capacity: 240, perMs: 60_000 },
      stores: { capacity: 5000, perMs: 60_000 },
      adminFailures: { capacity: 50, perMs: 7_200_000 },
      codeGuesses: { capacity: 3, perMs: 30_000 },
    });
    expect(parseRateLimits(undefined)).toEqual({});
    expect(parseRateLimits(' ')).toEqual({});
  });

  it('refuses a typo, a malformed pair and a zero, naming it (a limit never stays at its default unnoticed)', () => {
    expect(() => parseRateLimits('storePerClient=5/1m')).toThrow('no limit is called "storePerClient"');
    expect(() => parseRateLimits('stores=5000')).toThrow('"stores=5000" is not name=capacity/period');
    expect(() => parseRateLimits('stores=0/1m')).toThrow('"stores=0/1m" needs a capacity and a period of at least 1');
    expect(() => parseRateLimits('stores=10/1d')).toThrow('is not name=capacity/period');
  });
});

describe('default limits per client', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.stop();
  });

  it('1,000 code guesses spread over 200 phones from one client: blocked after the per-client limit, with Retry-After', async () => {
    const statuses: number[] = [];
    let refused: Response | null = null;
    for (let i = 0; i < 1_000; i++) {
      const res = await postJson(t.base, '/api/sign-in/verify', { phone_number: phone(i % 200), code: '000000' });
      statuses.push(res.status);
      if (res.status === 429 && !refused) refused = res;
      else await res.arrayBuffer();
    }
    // Each phone stays under its own 5 wrong guesses, so only the per-client limit can stop them.
    expect(statuses.filter((s) => s === 401)).toHaveLength(API_LIMITS.codeGuessesPerClient.capacity);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1_000 - API_LIMITS.codeGuessesPerClient.capacity);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused!.json()).toMatchObject({
      success: false,
      error: expect.stringMatching(/^Too many sign-in attempts\. Please try again in \d+ seconds?\.$/),
    });
  });

  it('300 code requests from one client: refused after the per-client limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) {
      const res = await postJson(t.base, '/api/sign-in/request', { phone_number: phone(i) });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      await res.arrayBuffer();
    }
    expect(statuses.slice(0, API_LIMITS.codeRequestsPerClient.capacity).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(API_LIMITS.codeRequestsPerClient.capacity).every((s) => s === 429)).toBe(true);
    expect(t.logs.filter((l) => l.startsWith('sign-in code for'))).toHaveLength(API_LIMITS.codeRequestsPerClient.capacity);
  });

  it('/admin with wrong tokens: 429 with Retry-After after the limit, and then the right token waits too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${t.base}/admin/leads.json`, { headers: { authorization: `Bearer wrong-token-${i}` } });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, API_LIMITS.adminFailuresPerClient.capacity).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(API_LIMITS.adminFailuresPerClient.capacity).every((s) => s === 429)).toBe(true);
    const right = await fetch(`${t.base}/admin/leads.json`, { headers: { authorization: `Bearer ${t.preview.adminToken}` } });
    expect(right.status).toBe(429);
    expect(await right.json()).toMatchObject({ error: expect.stringMatching(/Too many wrong admin tokens/) });
  });
});

describe('whole-server limits and the plain /admin request limit', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      rateLimits: {
        codeRequests: { capacity: 3, perMs: 3_600_000 },
        codeGuesses: { capacity: 4, perMs: 3_600_000 },
        adminPerClient: { capacity: 5, perMs: 3_600_000 },
      },
    });
  });
  afterAll(async () => {
    await t.stop();
  });

  it('code requests and guesses stop at the global limit, whoever asks', async () => {
    const requests = [];
    for (let i = 0; i < 5; i++) requests.push((await postJson(t.base, '/api/sign-in/request', { phone_number: phone(i) })).status);
    expect(requests).toEqual([200, 200, 200, 429, 429]);
    const guesses = [];
    for (let i = 0; i < 6; i++) guesses.push((await postJson(t.base, '/api/sign-in/verify', { phone_number: phone(i), code: '000000' })).status);
    expect(guesses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('under a flood of wrong codes the global limit answers 429, but a shopper with the right code still signs in', async () => {
    // codeGuesses (4) was spent by the test above: wrong guesses now get 429 whoever sends them.
    expect((await postJson(t.base, '/api/sign-in/verify', { phone_number: phone(7), code: '000000' })).status).toBe(429);
    // phone(0) was sent a code by the test above (and has one wrong guess of its own, under its lock of 5).
    const code = /: (\d{6})$/.exec(t.logs.find((l) => l.startsWith('sign-in code for')) ?? '')?.[1];
    expect(code, 'the code the server sent').toMatch(/^\d{6}$/);
    const ok = await postJson(t.base, '/api/sign-in/verify', { phone_number: phone(0), code });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ success: true });
  });

  it('every /admin request counts towards the per-client limit, right token or not', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await fetch(`${t.base}/admin/leads.json`, { headers: { authorization: `Bearer ${t.preview.adminToken}` } })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe('wrong admin tokens from anywhere: a global limit that never refuses the right token', () => {
  let t: TestServer;
  beforeAll(async () => {
    // The per-client limit out of the way, so only the whole-server one acts (as for 2,000 tokens from 200 addresses).
    t = await startTestServer({
      rateLimits: { adminFailures: { capacity: 5, perMs: 3_600_000 }, adminFailuresPerClient: { capacity: 1_000, perMs: 3_600_000 } },
    });
  });
  afterAll(async () => {
    await t.stop();
  });

  it('wrong tokens past the global limit get 429 with Retry-After; the right token still opens the leads', async () => {
    const statuses = [];
    for (let i = 0; i < 8; i++) {
      const res = await fetch(`${t.base}/admin/leads.json`, { headers: { authorization: `Bearer wrong-token-${i}` } });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      await res.arrayBuffer();
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const right = await fetch(`${t.base}/admin/leads.json`, { headers: { authorization: `Bearer ${t.preview.adminToken}` } });
    expect(right.status).toBe(200);
  });
});

describe('floods of stored things: limits per client and for everyone, capped bodies, paged admin views', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ rateLimits: { storesPerClient: { capacity: 5, perMs: 3_600_000 } } });
  });
  afterAll(async () => {
    await t.stop();
  });

  it('one client storing leads as fast as it can: 429 with Retry-After past its share, the JSON form and the no-JavaScript form alike', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      const res = await postJson(
        t.base,
        '/api/leads',
        { userData: { ...validEnquiry, name: `Flood ${i}` }, isLastStep: true },
        { 'idempotency-key': randomUUID() },
      );
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await res.json()).toMatchObject({ success: false, error: expect.stringMatching(/^Too many submissions\. Please try again in /) });
      } else await res.arrayBuffer();
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const form = await fetch(`${t.base}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'No Script', email: 'ns@example.com', phone: '0412345678', message: 'Hi' }).toString(),
      redirect: 'manual',
    });
    expect(form.status).toBe(429);
    expect(Number(form.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(form.headers.get('content-type')).toMatch(/text\/html/);
    expect(await form.text()).toMatch(/Too many submissions/);
    // Saved values and phone reveals count too.
    expect((await postJson(t.base, '/api/miscellaneous', { column_name: 'valuation' })).status).toBe(429);
  });

  it('a saved value of 60 KB is refused (413); the admin leads page pages 250 leads, and the JSON streams them all', async () => {
    const other = await startTestServer();
    try {
      const big = await postJson(other.base, '/api/miscellaneous', { column_name: 'valuation', note: 'x'.repeat(60_000) });
      expect(big.status).toBe(413);
      await big.arrayBuffer();
      const db = new DatabaseSync(dbFile(other.dataDir, 'test-motors'));
      const insert = db.prepare(
        'INSERT INTO leads (lead_id, idempotency_key, form, category, subcategory, name, email, phone, car_id, is_last_step, payload, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)',
      );
      db.exec('BEGIN');
      for (let i = 0; i < 250; i++)
        insert.run(
          `L-${i}`,
          `k-${i}`,
          'enquiry',
          'Sales',
          'Enquiry',
          `Shopper ${i}`,
          `s${i}@example.com`,
          '0412345678',
          null,
          '{}',
          new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
        );
      db.exec('COMMIT');
      db.close();
      const auth = { authorization: `Bearer ${other.preview.adminToken}` };
      const first = await (await fetch(`${other.base}/admin/leads`, { headers: auth })).text();
      expect(first).toContain('250 lead(s), 100 a page');
      expect(first).toContain('Page 1 of 3.');
      expect(first.match(/<tr><td>/g)).toHaveLength(100);
      const last = await (await fetch(`${other.base}/admin/leads?page=3`, { headers: auth })).text();
      expect(last.match(/<tr><td>/g)).toHaveLength(50);
      expect(last).toContain('Shopper 249');
      const all = (await (await fetch(`${other.base}/admin/leads.json`, { headers: auth })).json()) as { lead_id: string }[];
      expect(all).toHaveLength(250);
      expect(all.at(-1)!.lead_id).toBe('L-249');
    } finally {
      await other.stop();
    }
  });
});
