import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const codeFromLog = (phone: string) => {
  const line = [...t.logs].reverse().find((l) => l.startsWith(`sign-in code for ${phone}:`));
  return line?.split(': ')[1];
};

async function signIn(phone: string): Promise<string> {
  expect((await postJson(t.base, '/api/sign-in/request', { phone_number: phone })).status).toBe(200);
  const code = codeFromLog(phone.replace(/\D/g, ''))!;
  const res = await postJson(t.base, '/api/sign-in/verify', { phone_number: phone, code });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

describe('sign-in by phone', () => {
  it('prints a 6-digit code to the log, and the code signs in once', async () => {
    const res = await postJson(t.base, '/api/sign-in/request', { phone_number: '0412 111 222' });
    expect(await res.json()).toEqual({ success: true });
    const code = codeFromLog('0412111222');
    expect(code).toMatch(/^\d{6}$/);
    const ok = await postJson(t.base, '/api/sign-in/verify', { phone_number: '0412111222', code });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ success: true, phone_number: '0412111222' });
    const again = await postJson(t.base, '/api/sign-in/verify', { phone_number: '0412111222', code });
    expect(again.status).toBe(401);
  });

  it('a wrong code is 401 and five wrong guesses lock the phone out (429), the right code included', async () => {
    await postJson(t.base, '/api/sign-in/request', { phone_number: '0412333444' });
    const code = codeFromLog('0412333444')!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await postJson(t.base, '/api/sign-in/verify', { phone_number: '0412333444', code: wrong });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ success: false });
    }
    const locked = await postJson(t.base, '/api/sign-in/verify', { phone_number: '0412333444', code });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(60);
    expect(await locked.json()).toMatchObject({ success: false, error: expect.stringMatching(/Too many wrong codes/) });
  });

  it('requesting a new code does not reset the guess count (it used to allow 15 guesses in 3 rounds)', async () => {
    const phone = '0412555666';
    let wrongAnswers = 0;
    for (let round = 0; round < 3; round++) {
      await postJson(t.base, '/api/sign-in/request', { phone_number: phone });
      const code = codeFromLog(phone)!;
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const res = await postJson(t.base, '/api/sign-in/verify', { phone_number: phone, code: wrong });
        if (res.status === 401) wrongAnswers++;
        else expect(res.status).toBe(429);
      }
    }
    expect(wrongAnswers).toBe(5);
    await postJson(t.base, '/api/sign-in/request', { phone_number: phone });
    expect((await postJson(t.base, '/api/sign-in/verify', { phone_number: phone, code: codeFromLog(phone) })).status).toBe(429);
  });

  it('bad phone or code format is 422', async () => {
    expect((await postJson(t.base, '/api/sign-in/request', { phone_number: 'abc' })).status).toBe(422);
    expect((await postJson(t.base, '/api/sign-in/request', {})).status).toBe(422);
    expect((await postJson(t.base, '/api/sign-in/verify', { phone_number: '0412333444', code: '12' })).status).toBe(422);
  });
});

describe('watchlist', () => {
  it('save, list and remove for a signed-in phone with its session token; {success: true}', async () => {
    const token = await signIn('0499 000 111');
    const auth = { authorization: `Bearer ${token}` };
    const save = await postJson(t.base, '/api/watchlist/save-car', { phone_number: '0499 000 111', car_id: '101' }, auth);
    expect(await save.json()).toEqual({ success: true });
    await postJson(t.base, '/api/watchlist/save-car', { phone_number: '0499000111', car_id: 202 }, auth);
    await postJson(t.base, '/api/watchlist/save-car', { phone_number: '0499000111', car_id: '101' }, auth);
    const list = await fetch(`${t.base}/api/watchlist?phone_number=0499000111`, { headers: auth });
    expect(await list.json()).toEqual({ car_ids: ['101', '202'] });
    const removed = await postJson(t.base, '/api/watchlist/remove-car', { phone_number: '0499000111', car_id: '101' }, auth);
    expect(await removed.json()).toEqual({ success: true });
    expect(await (await fetch(`${t.base}/api/watchlist?phone_number=0499000111`, { headers: auth })).json()).toEqual({ car_ids: ['202'] });
  });

  it('a phone that has signed in is still refused without its token: read, save and remove', async () => {
    const token = await signIn('0499 000 333');
    await postJson(t.base, '/api/watchlist/save-car', { phone_number: '0499000333', car_id: '7' }, { authorization: `Bearer ${token}` });
    const read = await fetch(`${t.base}/api/watchlist?phone_number=0499000333`);
    expect(read.status).toBe(401);
    expect(await read.json()).toMatchObject({ success: false });
    expect((await postJson(t.base, '/api/watchlist/save-car', { phone_number: '0499000333', car_id: '8' })).status).toBe(401);
    expect((await postJson(t.base, '/api/watchlist/remove-car', { phone_number: '0499000333', car_id: '7' })).status).toBe(401);
    expect(
      (await postJson(t.base, '/api/watchlist/remove-car', { phone_number: '0499000333', car_id: '7' }, { authorization: 'Bearer not-the-token' })).status,
    ).toBe(401);
    const list = await fetch(`${t.base}/api/watchlist?phone_number=0499000333`, { headers: { authorization: `Bearer ${token}` } });
    expect(await list.json()).toEqual({ car_ids: ['7'] });
  });

  it('a phone that never signed in gets 401 {success:false, error}', async () => {
    const res = await postJson(t.base, '/api/watchlist/save-car', { phone_number: '0400 999 999', car_id: '101' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, error: 'Please sign in with your phone number first.' });
  });

  it('a bearer token of another user is refused', async () => {
    await signIn('0488 000 111');
    const other = await signIn('0488 000 222');
    const res = await postJson(t.base, '/api/watchlist/save-car', { phone_number: '0488000111', car_id: '1' }, { authorization: `Bearer ${other}` });
    expect(res.status).toBe(401);
  });

  it('missing car_id or phone_number is 422; wrong content type 415; bad JSON 400', async () => {
    expect((await postJson(t.base, '/api/watchlist/save-car', { phone_number: '0499000111' })).status).toBe(422);
    expect((await postJson(t.base, '/api/watchlist/remove-car', { car_id: '1' })).status).toBe(422);
    expect((await fetch(`${t.base}/api/watchlist/save-car`, { method: 'POST', body: 'phone_number=1' })).status).toBe(415);
    expect((await postJson(t.base, '/api/watchlist/save-car', '{nope')).status).toBe(400);
  });
});

describe('view counts, phone reveal, miscellaneous', () => {
  it('GET /cars/{slug}/view.json counts each view', async () => {
    const first = (await (await fetch(`${t.base}/cars/2021-toyota-corolla/view.json?photos_count=12&updated_at=2026-01-01&website_id=9`)).json()) as {
      views: number;
      car_fields: object;
    };
    const second = (await (await fetch(`${t.base}/cars/2021-toyota-corolla/view.json`)).json()) as { views: number };
    expect(first).toEqual({ views: 1, car_fields: {} });
    expect(second.views).toBe(2);
  });

  it('view.json for a car without a page is 404 (the client then returns null)', async () => {
    expect((await fetch(`${t.base}/cars/no-such-car/view.json`)).status).toBe(404);
  });

  it('phone reveal is recorded; a body without car_id is 422', async () => {
    const res = await postJson(t.base, '/api/phone-reveal', { car_id: '101', dealership_id: '7', website_id: '9' });
    expect(await res.json()).toEqual({ success: true });
    const row = t.preview.db.prepare("SELECT body FROM events WHERE kind = 'phone_reveal'").get() as { body: string };
    expect(JSON.parse(row.body)).toEqual({ car_id: '101', dealership_id: '7', website_id: '9' });
    expect((await postJson(t.base, '/api/phone-reveal', { dealership_id: '7' })).status).toBe(422);
  });

  it('miscellaneous stores a valuation with column_name', async () => {
    const res = await postJson(t.base, '/api/miscellaneous', { column_name: 'valuation', lead_id: 'L-1', trade_in_value: 12000 });
    expect(await res.json()).toEqual({ success: true, message: 'Saved valuation data' });
    expect((await postJson(t.base, '/api/miscellaneous', { trade_in_value: 1 })).status).toBe(422);
  });
});
