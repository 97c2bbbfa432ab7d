import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../scripts/server/db';
import { GUESS_WINDOW_MS, requestCode, verifyCode } from '../../scripts/server/watchlist';
import { postJson, startTestServer, validEnquiry, type TestServer } from './helpers';
import { defined } from '../defined';

/* Hardening of the API: admin token, body depth/size caps, length limits, idempotency by value. */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const lead = (userData: Record<string, unknown>, key = randomUUID()) =>
  postJson(t.base, '/api/leads', { userData, isLastStep: true }, { 'idempotency-key': key });

describe('/admin/* needs the admin token', () => {
  it('without it: 401 for the leads page, the leads JSON and the sign-in codes', async () => {
    for (const p of ['/admin/leads', '/admin/leads.json', '/admin/sign-in-codes.json', '/admin/anything', '/admin']) {
      const res = await fetch(t.base + p);
      expect(res.status, p).toBe(401);
      expect(await res.text()).not.toContain('jane@example.com');
    }
    expect((await fetch(`${t.base}/admin/leads.json?token=wrong-token-wrong-token`)).status).toBe(401);
    expect((await fetch(`${t.base}/admin/leads.json`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
  });

  it('the printed ?token= link sets an HttpOnly cookie and drops the token from the address; the cookie then works', async () => {
    await lead({ ...validEnquiry, name: 'Admin Ada' });
    const first = await fetch(`${t.base}/admin/leads?token=${encodeURIComponent(t.preview.adminToken)}`, { redirect: 'manual' });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/admin/leads');
    const cookie = first.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/admin/);
    const page = await fetch(`${t.base}/admin/leads`, { headers: { cookie: cookie.split(';')[0] ?? cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Admin Ada');
  });

  it('every admin answer, a page, JSON or an error, sends a CSP with no script and no framing, and nosniff', async () => {
    const bearer = { authorization: `Bearer ${t.preview.adminToken}` };
    for (const [p, headers] of [
      ['/admin/leads', bearer],
      ['/admin/leads.json', bearer],
      ['/admin/feed', bearer],
      ['/admin/leads', {}],
    ] as const) {
      const res = await fetch(t.base + p, { headers });
      expect(res.headers.get('content-security-policy'), p).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
      );
      expect(res.headers.get('x-content-type-options'), p).toBe('nosniff');
      await res.arrayBuffer();
    }
  });

  it('a bearer header works for scripts, and ADMIN_TOKEN fixes the token', async () => {
    const res = await fetch(`${t.base}/admin/sign-in-codes.json`, { headers: { authorization: `Bearer ${t.preview.adminToken}` } });
    expect(res.status).toBe(200);
    const { adminTokenFromEnv } = await import('../../scripts/server/admin-auth');
    expect(adminTokenFromEnv({ ADMIN_TOKEN: 'fixed-token-for-e2e-runs' })).toBe('fixed-token-for-e2e-runs');
    expect(adminTokenFromEnv({})).toMatch(/^[\w-]{32}$/);
    expect(adminTokenFromEnv({})).not.toBe(adminTokenFromEnv({}));
    expect(adminTokenFromEnv({ ADMIN_TOKEN: '  ' })).toMatch(/^[\w-]{32}$/);
  });
  it('an ADMIN_TOKEN shorter than 16 characters is refused with a message, never silently replaced', async () => {
    const { adminTokenFromEnv } = await import('../../scripts/server/admin-auth');
    expect(() => adminTokenFromEnv({ ADMIN_TOKEN: 'short' })).toThrow('ADMIN_TOKEN is 5 characters; it must be at least 16');
    expect(adminTokenFromEnv({ ADMIN_TOKEN: '0123456789abcdef' })).toBe('0123456789abcdef');
  });
});

describe('lead bodies: caps and limits answer 4xx, never 500', () => {
  it('6,000 levels of nesting answer 400 (anywhere in the body)', async () => {
    const deep = '['.repeat(6000) + ']'.repeat(6000);
    for (const body of [deep, `{"userData":${JSON.stringify(validEnquiry)},"isLastStep":true,"extra":${deep}}`]) {
      const res = await postJson(t.base, '/api/leads', body, { 'idempotency-key': randomUUID() });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/nested more than 32 levels/);
    }
    const answers = '{"a":'.repeat(40) + '1' + '}'.repeat(40);
    const res = await postJson(
      t.base,
      '/api/leads',
      `{"userData":{"form":"valuation_adjustments","category":"Trade-In","id":"1","adjustmentAnswers":${answers}}}`,
      { 'idempotency-key': randomUUID() },
    );
    expect(res.status).toBe(400);
  });

  it('a body over the size cap answers 413', async () => {
    const res = await lead({ ...validEnquiry, message: 'x'.repeat(70 * 1024) });
    expect(res.status).toBe(413);
  });

  it('a 60 KB car_id, long ids and long text fields are refused with 422 naming the field, and nothing is stored', async () => {
    const before = (t.preview.db.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n;
    for (const [field, value] of [
      ['car_id', 'x'.repeat(60 * 1000)],
      ['car_id', 'x'.repeat(101)],
      ['car_dealership_id', '9'.repeat(200)],
      ['location', 'l'.repeat(201)],
      ['page_id', 'p'.repeat(201)],
    ] as const) {
      const res = await lead({ ...validEnquiry, [field]: value });
      expect(res.status, field).toBe(422);
      expect(((await res.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toContain(`userData.${field}`);
    }
    const answers = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`q${i}`, 'yes']));
    expect((await lead({ form: 'valuation_adjustments', category: 'Trade-In', id: '1', adjustmentAnswers: answers })).status).toBe(422);
    expect((await lead({ form: 'valuation_adjustments', category: 'Trade-In', id: '1', adjustmentAnswers: { q: 'y'.repeat(1001) } })).status).toBe(422);
    expect((t.preview.db.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n).toBe(before);
  });

  it('a 100-character car_id is still fine', async () => {
    expect((await lead({ ...validEnquiry, car_id: 'c'.repeat(100) })).status).toBe(201);
  });
});

describe('idempotency compares the parsed body', () => {
  it('the same JSON reformatted (spacing, key order, escapes) replays the first answer', async () => {
    const key = randomUUID();
    const body = { userData: { ...validEnquiry, name: 'Ré Formatted' }, isLastStep: true };
    const first = await postJson(t.base, '/api/leads', JSON.stringify(body), { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const reordered = { isLastStep: true, userData: Object.fromEntries(Object.entries(body.userData).reverse()) };
    const reformatted = JSON.stringify(reordered, null, 2).replace('Ré', '\\u0052\\u00e9');
    const second = await postJson(t.base, '/api/leads', reformatted, { 'idempotency-key': key });
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    const changed = await postJson(t.base, '/api/leads', JSON.stringify({ ...body, userData: { ...body.userData, name: 'Someone Else' } }), {
      'idempotency-key': key,
    });
    expect(changed.status).toBe(422);
  });
});

describe('sign-in guesses over a time window', () => {
  it('locked after 5 wrong guesses whatever codes are requested; free again once they leave the window', () => {
    const db: DatabaseSync = openDb(':memory:');
    const logs: string[] = [];
    const t0 = Date.parse('2026-11-21T10:00:00Z');
    const codeNow = () => defined(logs.at(-1)?.split(': ')[1], 'the last logged code');
    const guess = (code: string, at: number) => {
      try {
        verifyCode(db, { phone_number: '0411000111', code }, at);
        return 200;
      } catch (e) {
        return (e as { status: number }).status;
      }
    };
    for (let i = 0; i < 5; i++) {
      requestCode(db, { phone_number: '0411000111' }, (l) => logs.push(l), t0 + i * 1000);
      expect(guess(codeNow() === '000000' ? '111111' : '000000', t0 + i * 1000 + 1)).toBe(401);
    }
    requestCode(db, { phone_number: '0411000111' }, (l) => logs.push(l), t0 + 60_000);
    expect(guess(codeNow(), t0 + 60_001)).toBe(429);
    requestCode(db, { phone_number: '0411000111' }, (l) => logs.push(l), t0 + GUESS_WINDOW_MS + 5_000);
    expect(guess(codeNow(), t0 + GUESS_WINDOW_MS + 5_001)).toBe(200);
    db.close();
  });
});
