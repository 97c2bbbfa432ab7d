import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, validEnquiry, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ bodyLimit: 4096 });
});
afterAll(async () => {
  await t.stop();
});

const countLeads = () => (t.preview.db.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n;
const submit = (userData: unknown, key: string | null = randomUUID(), extra: Record<string, string> = {}) =>
  postJson(t.base, '/api/leads', { userData, isLastStep: true }, { ...(key ? { 'idempotency-key': key } : {}), ...extra });

describe('POST /api/leads', () => {
  it('stores a valid enquiry and answers 201 with lead_id', async () => {
    const before = countLeads();
    const res = await submit(validEnquiry);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { lead_id: string };
    expect(body.lead_id).toMatch(/^L-/);
    expect(countLeads()).toBe(before + 1);
    const row = t.preview.db.prepare('SELECT form, category, name, payload FROM leads WHERE lead_id = ?').get(body.lead_id) as {
      form: string;
      category: string;
      name: string;
      payload: string;
    };
    expect(row).toMatchObject({ form: 'enquiry', category: 'Vehicle Enquiry', name: 'Jane Citizen' });
    expect(JSON.parse(row.payload)['Vehicle Make']).toBe('Toyota');
    expect(JSON.parse(row.payload).lead_attributes.linked_query_params).toEqual({ utm_source: 'google' });
  });

  it('a repeated idempotency key returns the first answer and stores no second lead', async () => {
    const key = randomUUID();
    const first = await submit(validEnquiry, key);
    const before = countLeads();
    const second = await submit(validEnquiry, key);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(countLeads()).toBe(before);
    expect((t.preview.db.prepare('SELECT COUNT(*) AS n FROM leads WHERE idempotency_key = ?').get(key) as { n: number }).n).toBe(1);
  });

  it('ten concurrent sends with one key still make one lead', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit(validEnquiry, key).then((r) => r.json() as Promise<{ lead_id: string }>)));
    expect(new Set(answers.map((a) => a.lead_id)).size).toBe(1);
    expect((t.preview.db.prepare('SELECT COUNT(*) AS n FROM leads WHERE idempotency_key = ?').get(key) as { n: number }).n).toBe(1);
  });

  it('the same key with a different body is refused with 422', async () => {
    const key = randomUUID();
    await submit(validEnquiry, key);
    const res = await submit({ ...validEnquiry, message: 'different' }, key);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: string }).error).toMatch(/already used for a different request/);
  });

  it('requires an Idempotency-Key header', async () => {
    const res = await submit(validEnquiry, null);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/Idempotency-Key header is required/);
  });

  it('refuses a malformed idempotency key', async () => {
    const res = await submit(validEnquiry, 'short');
    expect(res.status).toBe(400);
  });

  it('wrong content type gets 415 JSON', async () => {
    const res = await fetch(`${t.base}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ userData: validEnquiry }),
    });
    expect(res.status).toBe(415);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await res.json()) as { error: string }).error).toBe('Content-Type must be application/json.');
  });

  // A form-encoded body is a lead form posted without JavaScript (tests/api/form-post.test.ts); other types are refused.
  it('a text/plain or multipart body gets 415', async () => {
    const plain = await fetch(`${t.base}/api/leads`, {
      method: 'POST',
      headers: { 'idempotency-key': randomUUID(), 'content-type': 'text/plain' },
      body: 'name=x',
    });
    const multipart = new FormData();
    multipart.set('name', 'x');
    const parts = await fetch(`${t.base}/api/leads`, { method: 'POST', headers: { 'idempotency-key': randomUUID() }, body: multipart });
    expect([plain.status, parts.status]).toEqual([415, 415]);
  });

  it('malformed JSON gets 400 JSON', async () => {
    const res = await postJson(t.base, '/api/leads', '{"userData": {', { 'idempotency-key': randomUUID() });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/^Malformed JSON/);
  });

  it('an empty body gets 400', async () => {
    const res = await postJson(t.base, '/api/leads', '', { 'idempotency-key': randomUUID() });
    expect(res.status).toBe(400);
  });

  it('a body over the size limit gets 413 and nothing is stored', async () => {
    const before = countLeads();
    const res = await submit({ ...validEnquiry, message: 'x'.repeat(5000) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toMatch(/larger than 4096 bytes/);
    expect(countLeads()).toBe(before);
  });

  it.each([
    ['missing email', { ...validEnquiry, email: undefined }, 'email', 'Please enter your email.'],
    ['bad email', { ...validEnquiry, email: 'jane@' }, 'email', 'Please enter a valid email.'],
    ['blank name', { ...validEnquiry, name: '  ' }, 'name', 'Please enter your name.'],
    ['short phone', { ...validEnquiry, phone: '123' }, 'phone', 'Please enter a valid phone number.'],
    ['unknown form', { ...validEnquiry, form: 'pizza' }, 'form', ''],
    ['no category', { ...validEnquiry, category: '' }, 'category', ''],
    ['opt_in not boolean', { ...validEnquiry, opt_in: 'yes' }, 'opt_in', ''],
  ])('%s gets 422 naming the field', async (_label, userData, field, message) => {
    const before = countLeads();
    const res = await submit(userData);
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: string; issues: { path: string; message: string }[] };
    const issue = body.issues.find((i) => i.path === `userData.${field}`);
    expect(issue).toBeDefined();
    if (message) expect(issue!.message).toBe(message);
    expect(countLeads()).toBe(before);
  });

  it('a body that is not an object gets 422', async () => {
    const res = await postJson(t.base, '/api/leads', '[1,2]', { 'idempotency-key': randomUUID() });
    expect(res.status).toBe(422);
  });

  it('trade-in: a 3-digit postcode is refused with the spec message; 4 digits is stored', async () => {
    const tradeIn = { form: 'trade_in', category: 'Trade-In', name: 'Sam', last_name: 'Lee', postcode: '400', phone: '0400 000 000', email: 'sam@example.com' };
    const bad = await submit(tradeIn);
    expect(bad.status).toBe(422);
    const body = (await bad.json()) as { issues: { path: string; message: string }[] };
    expect(body.issues).toContainEqual({ path: 'userData.postcode', message: 'Invalid postcode. Please enter a 4-digit number.' });
    expect((await submit({ ...tradeIn, postcode: '4000' })).status).toBe(201);
  });

  it('request photos: every field optional', async () => {
    expect((await submit({ form: 'photos', category: 'Request Photos', car_id: '101' })).status).toBe(201);
  });

  it('offer accepted needs an existing lead and the 3. Offer Accepted subcategory', async () => {
    const first = (await (
      await submit({ form: 'trade_in', category: 'Trade-In', name: 'Sam', last_name: 'Lee', postcode: '4000', phone: '0400 000 000', email: 'sam@example.com' })
    ).json()) as { lead_id: string };
    const offer = {
      form: 'offer_accepted',
      category: 'Trade-In',
      subcategory: '3. Offer Accepted',
      lead_id: first.lead_id,
      form_completed: true,
      offer_accepted: true,
    };
    expect((await submit({ ...offer, subcategory: 'Accepted' })).status).toBe(422);
    expect((await submit({ ...offer, lead_id: 'L-nope' })).status).toBe(404);
    expect((await submit(offer)).status).toBe(201);
  });

  it('valuation adjustments and rego lookup variants', async () => {
    const first = (await (await submit({ form: 'rego_lookup', category: 'Trade-In', rego: 'ABC123', regoState: 'QLD' })).json()) as { lead_id: string };
    expect(first.lead_id).toBeTruthy();
    expect((await submit({ form: 'rego_lookup', category: 'Trade-In', rego: 'ABC123' })).status).toBe(422);
    expect((await submit({ form: 'valuation_adjustments', category: 'Trade-In', id: first.lead_id, adjustmentAnswers: { accident: 'no' } })).status).toBe(201);
    expect((await submit({ form: 'valuation_adjustments', category: 'Trade-In', id: first.lead_id })).status).toBe(422);
  });

  it('GET on /api/leads is 405; unknown API paths are 404 JSON', async () => {
    expect((await fetch(`${t.base}/api/leads`)).status).toBe(405);
    const res = await fetch(`${t.base}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/json/);
  });

  it('an answered lead is already on disk: another connection to the file sees it', async () => {
    const res = await submit({ ...validEnquiry, name: 'Durable Dan' });
    const { lead_id } = (await res.json()) as { lead_id: string };
    const other = new DatabaseSync(path.join(t.dataDir, 'test-motors.sqlite'), { readOnly: true });
    const row = other.prepare('SELECT name FROM leads WHERE lead_id = ?').get(lead_id) as { name: string } | undefined;
    other.close();
    expect(row?.name).toBe('Durable Dan');
  });

  it('GET /admin/leads lists stored leads, and the JSON form carries payloads', async () => {
    const admin = { headers: { authorization: `Bearer ${t.preview.adminToken}` } };
    const html = await (await fetch(`${t.base}/admin/leads`, admin)).text();
    expect(html).toContain('Jane Citizen');
    const json = (await (await fetch(`${t.base}/admin/leads.json`, admin)).json()) as { form: string; payload: { email?: string } }[];
    expect(json.length).toBe(countLeads());
    expect(json.some((l) => l.payload.email === 'jane@example.com')).toBe(true);
  });
});
