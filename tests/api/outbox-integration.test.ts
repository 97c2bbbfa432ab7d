import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type FetchLike } from '../../src/api/client';
import { createLeadOutbox } from '../../src/api/lead-outbox';
import { memoryStorage } from '../../src/api/storage';
import { submitOrKeep } from '../../src/islands/forms/submit-lead';
import { startTestServer, validEnquiry, type TestServer } from './helpers';

/* The browser side (client + outbox) against the real reference API: nothing lost, nothing doubled. */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const leadsWithKey = (key: string) => (t.preview.db.prepare('SELECT COUNT(*) AS n FROM leads WHERE idempotency_key = ?').get(key) as { n: number }).n;

describe('lead outbox against the reference API', () => {
  it('API down: the lead is kept; API back: the next flush stores it exactly once', async () => {
    let down = true;
    const sentKeys: string[] = [];
    const flaky: FetchLike = (url, init) => {
      sentKeys.push(new Headers(init?.headers).get('idempotency-key')!);
      return down ? Promise.reject(new TypeError('Failed to fetch')) : fetch(url, init);
    };
    const storage = memoryStorage();
    const client = createApiClient({ baseUrl: t.base, fetch: flaky });
    const outbox = createLeadOutbox({ slug: 'test-motors', storage, client });
    const outcome = await submitOrKeep({ client, outbox }, { ...validEnquiry, form: 'enquiry' }, 'key-down-then-up-1');
    expect(outcome).toEqual({ kind: 'queued' });
    expect(JSON.parse(storage.getItem('test-motors-LeadOutbox')!)[0].key).toBe('key-down-then-up-1');
    expect(leadsWithKey('key-down-then-up-1')).toBe(0);

    expect((await outbox.flush()).kept).toEqual(['key-down-then-up-1']);
    down = false;
    const report = await outbox.flush();
    expect(report.sent).toEqual(['key-down-then-up-1']);
    expect(storage.getItem('test-motors-LeadOutbox')).toBeNull();
    expect(leadsWithKey('key-down-then-up-1')).toBe(1);
    expect(new Set(sentKeys)).toEqual(new Set(['key-down-then-up-1']));
  });

  it('the answer is lost after the server stored the lead: the retry with the same key makes no second lead', async () => {
    let loseAnswer = true;
    const lossy: FetchLike = async (url, init) => {
      const res = await fetch(url, init);
      if (loseAnswer) {
        loseAnswer = false;
        throw new TypeError('network connection lost');
      }
      return res;
    };
    const client = createApiClient({ baseUrl: t.base, fetch: lossy });
    const outbox = createLeadOutbox({ slug: 'test-motors', storage: memoryStorage(), client });
    expect(await submitOrKeep({ client, outbox }, { ...validEnquiry, form: 'enquiry' }, 'key-lost-answer-1')).toEqual({ kind: 'queued' });
    expect(leadsWithKey('key-lost-answer-1')).toBe(1);
    const report = await outbox.flush();
    expect(report.sent).toEqual(['key-lost-answer-1']);
    expect(leadsWithKey('key-lost-answer-1')).toBe(1);
  });

  it('a 500 from the API keeps the lead; a 422 does not (it can never succeed)', async () => {
    const storage = memoryStorage();
    const failing: FetchLike = async () => new Response(JSON.stringify({ error: 'db down' }), { status: 503, headers: { 'content-type': 'application/json' } });
    const client = createApiClient({ baseUrl: t.base, fetch: failing });
    const outbox = createLeadOutbox({ slug: 'test-motors', storage, client });
    expect(await submitOrKeep({ client, outbox }, { ...validEnquiry, form: 'enquiry' }, 'key-503-aaaa')).toEqual({ kind: 'queued' });

    const real = createApiClient({ baseUrl: t.base });
    const bad = await submitOrKeep({ client: real, outbox }, { ...validEnquiry, form: 'enquiry', email: 'nope' }, 'key-422-aaaa');
    expect(bad.kind).toBe('error');
    expect(outbox.pending().map((e) => e.key)).toEqual(['key-503-aaaa']);
  });

  it('gateway 400/403/409/413/502 and outages on background retries: 0 of 6 kept leads lost, each stored once', async () => {
    // A proxy in front of the API answers each of these once per lead before letting requests through.
    const gateway = [
      () => new Response('<h1>400 Bad Request</h1>', { status: 400 }),
      () => new Response(JSON.stringify({ message: 'Forbidden' }), { status: 403, headers: { 'content-type': 'application/json' } }),
      () => new Response('Conflict', { status: 409 }),
      () => new Response('Request Entity Too Large', { status: 413 }),
      () => new Response('Bad gateway', { status: 502 }),
      () => {
        throw new TypeError('Failed to fetch');
      },
    ];
    const seen = new Map<string, number>();
    const proxy: FetchLike = async (url, init) => {
      const key = new Headers(init?.headers).get('idempotency-key')!;
      const n = seen.get(key) ?? 0;
      seen.set(key, n + 1);
      const answer = gateway[n];
      return answer ? answer() : fetch(url, init);
    };
    const storage = memoryStorage();
    const client = createApiClient({ baseUrl: t.base, fetch: proxy });
    const outbox = createLeadOutbox({ slug: 'test-motors', storage, client, events: null });
    const keys = Array.from({ length: 6 }, (_, i) => `key-gateway-${i}-aaaa`);
    for (const key of keys) expect(await submitOrKeep({ client, outbox }, { ...validEnquiry, form: 'enquiry', name: key }, key)).toEqual({ kind: 'queued' });
    for (let pass = 0; pass < gateway.length; pass++) await outbox.flush();
    expect(outbox.pending()).toEqual([]);
    for (const key of keys) expect(leadsWithKey(key)).toBe(1);
  });
});
