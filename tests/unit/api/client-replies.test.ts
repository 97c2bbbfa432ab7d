import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type FetchLike } from '../../../src/api/client';

/* Every answer is parsed with the contract's schema: one of another shape is a failed call, never trusted. */
const answering = (status: number, body: unknown): FetchLike =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
const client = (status: number, body: unknown) => createApiClient({ baseUrl: 'https://api.example.test', fetch: answering(status, body) });

describe('malformed answers are failures', () => {
  it('watchlist save: a success flag that is not a boolean, or none at all, is not a save', async () => {
    expect(await client(200, { success: 'yes' }).saveCar('0412345678', '1', 't')).toMatchObject({ success: false });
    expect(await client(200, {}).saveCar('0412345678', '1', 't')).toMatchObject({ success: false });
    expect(await client(200, '<html>captive portal</html>').removeCar('0412345678', '1', 't')).toMatchObject({ success: false });
    expect(await client(200, { success: true }).saveCar('0412345678', '1', 't')).toEqual({ success: true });
  });
  it('watchlist list: car_ids of the wrong shape is no list', async () => {
    expect(await client(200, { car_ids: 'all' }).watchlist('0412345678', 't')).toBeNull();
    expect(await client(200, { car_ids: [1, '2'] }).watchlist('0412345678', 't')).toEqual(['1', '2']);
  });
  it('view count: views that are not a whole count are ignored', async () => {
    expect(await client(200, { views: 'lots', car_fields: {} }).viewCount('a-car', {})).toBeNull();
    expect(await client(200, { views: 12 }).viewCount('a-car', {})).toBeNull();
    expect(await client(200, { views: 12, car_fields: {} }).viewCount('a-car', {})).toEqual({ views: 12, car_fields: {} });
  });
  it('sign-in: an ok answer without success is not a sign-in; verify without a token string keeps none', async () => {
    expect(await client(200, {}).requestSignInCode('0412345678')).toMatchObject({ success: false });
    expect(await client(200, { success: true, token: 42 }).verifySignInCode('0412345678', '123456')).toMatchObject({ success: false });
    expect(
      await client(401, { success: false, error: 'That code is not right or has expired. Please request a new one.' }).verifySignInCode('0412345678', '123456'),
    ).toEqual({ success: false, error: 'That code is not right or has expired. Please request a new one.' });
  });
  it('test-drive slots: a list with anything but HH:MM times is no answer', async () => {
    expect(await client(200, { slots: ['09:00', 5] }).testDriveSlots('2030-01-07', '')).toBeNull();
    expect(await client(200, { slots: ['<img src=x>'] }).testDriveSlots('2030-01-07', '')).toBeNull();
    expect(await client(200, { slots: ['09:00'] }).testDriveSlots('2030-01-07', '')).toEqual(['09:00']);
  });
  it('price comparison: asks {api}/cars/{slug}/autogauge; an empty answer is "No data returned", figures of another type no answer', async () => {
    const fetcher = answering(200, { fill: 0.3, listing_price: 30000, market_range_min: 27000, market_range_max: 36000, confidence: 0.8 });
    const r = await createApiClient({ baseUrl: 'https://api.example.test/', fetch: fetcher }).priceComparison('a-car');
    expect(r).toEqual({ ok: true, comparison: { fill: 0.3, listing_price: 30000, market_range_min: 27000, market_range_max: 36000, confidence: 0.8 } });
    expect(fetcher).toHaveBeenCalledWith('https://api.example.test/cars/a-car/autogauge', expect.anything());
    expect(await client(200, {}).priceComparison('a-car')).toEqual({ ok: false, error: 'No data returned' });
    expect(await client(200, { fill: 'high', confidence: 0.9 }).priceComparison('a-car')).toMatchObject({ ok: false });
    expect(await client(503, { error: 'down' }).priceComparison('a-car')).toEqual({ ok: false, error: 'autogauge answered 503' });
  });
  it("valuation: an offer without its range is no offer; the API's reason is passed on", async () => {
    expect(
      await client(200, { offer: 24900, high: 'a lot', comparables: 3 }).valuation({ make: 'a', model: 'b', year: '2020', km: '1', condition: 'good' }),
    ).toEqual({ ok: false, error: null });
    expect(
      await client(404, { error: 'We need to see this car to value it.' }).valuation({ make: 'a', model: 'b', year: '2020', km: '1', condition: 'good' }),
    ).toEqual({ ok: false, error: 'We need to see this car to value it.' });
  });
  it("delivery estimate: a negative or missing price is a failed lookup; a 404 gives the API's words", async () => {
    expect(await client(200, { name: 'Metro', price: -5 }).deliveryEstimate('4000')).toEqual({ ok: false, message: null });
    expect(await client(200, { name: 'Metro' }).deliveryEstimate('4000')).toEqual({ ok: false, message: null });
    expect(await client(404, { error: 'Sorry, we do not deliver there.' }).deliveryEstimate('4000')).toEqual({
      ok: false,
      message: 'Sorry, we do not deliver there.',
    });
  });
  it('leads: a lead_id that is an object is not a stored lead (kept for retry)', async () => {
    expect(await client(201, { lead_id: { id: 1 } }).submitLead({ form: 'photos', category: 'Request Photos' }, 'k-1')).toMatchObject({
      ok: false,
      retry: true,
    });
    expect(
      await client(422, { error: 'Invalid', issues: [{ path: 'email', message: 'bad' }] }).submitLead({ form: 'photos', category: 'Request Photos' }, 'k-2'),
    ).toMatchObject({ ok: false, retry: false });
  });
});

/*
 * Every call to the dealer API goes through src/api/client.ts: no other browser code calls fetch (the search
 * client's own index fetch aside), alerts go through src/lib/alert.ts, and browser storage through
 * src/api/storage.ts. A source scan keeps it so.
 */
const ROOT = path.resolve(__dirname, '../../..');
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx|astro)$/.test(name) ? [p] : [];
  });
}
const browserCode = ['src/islands', 'src/stores', 'src/lib', 'src/api', 'src/components', 'src/pages', 'src/layouts'].flatMap((d) => files(path.join(ROOT, d)));
const rel = (p: string) => path.relative(ROOT, p).split(path.sep).join('/');
// Comments may name these; code may not.
const code = (p: string) =>
  readFileSync(p, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*(\/\/|\*).*$/gm, '');

describe('one door each', () => {
  it('fetch( only in the API client (and the Meilisearch transport, which talks to the search host, not the dealer API)', () => {
    expect(browserCode.filter((f) => /\bfetch\(/.test(code(f))).map(rel)).toEqual(['src/lib/meilisearch-search-only.ts', 'src/api/client.ts']);
  });
  it('window.alert only in src/lib/alert.ts', () => {
    expect(browserCode.filter((f) => /\balert\(/.test(code(f))).map(rel)).toEqual(['src/lib/alert.ts']);
  });
  it('localStorage / sessionStorage only in src/api/storage.ts', () => {
    expect(browserCode.filter((f) => /\b(localStorage|sessionStorage)\b/.test(code(f))).map(rel)).toEqual(['src/api/storage.ts']);
  });
  it('stores hold state only: no API client, analytics or alerts in src/stores', () => {
    const stores = files(path.join(ROOT, 'src/stores'));
    expect(stores.filter((f) => /api\/client|lib\/analytics|lib\/alert|\btrack\(/.test(code(f))).map(rel)).toEqual([]);
  });
});
