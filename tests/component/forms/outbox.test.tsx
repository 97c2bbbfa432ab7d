// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { LeadResult } from '../../../src/api/client';
import { createLeadOutbox, startLeadRetry } from '../../../src/api/lead-outbox';
import { memoryStorage } from '../../../src/api/storage';
import { defined } from '../../defined';

const lead = { form: 'photos' as const, category: 'Request Photos' };

function fakeClient(...results: LeadResult[]) {
  const submitLead = vi.fn(async (_d: unknown, _key: string) => defined(results.length > 1 ? results.shift() : results[0], 'a lead result'));
  return { submitLead };
}

describe('lead outbox (retry queue)', () => {
  it('keeps leads under the slug-prefixed key and re-sends them with their own idempotency key', async () => {
    const storage = memoryStorage();
    const client = fakeClient({ ok: true, lead_id: 'L-1' });
    const outbox = createLeadOutbox({ slug: 'test-motors', storage, client });
    outbox.add({ key: 'k-1', userData: lead, isLastStep: true });
    outbox.add({ key: 'k-2', userData: { ...lead, message: 'second' }, isLastStep: true });
    expect(JSON.parse(storage.getItem('test-motors-LeadOutbox')!)).toHaveLength(2);
    const report = await outbox.flush();
    expect(report.sent).toEqual(['k-1', 'k-2']);
    expect(client.submitLead.mock.calls.map((c) => c[1])).toEqual(['k-1', 'k-2']);
    expect(storage.getItem('test-motors-LeadOutbox')).toBeNull();
  });

  it('a lead still failing stays with its attempt count and last error', async () => {
    const outbox = createLeadOutbox({ slug: 's', storage: memoryStorage(), client: fakeClient({ ok: false, retry: true, error: 'offline' }) });
    outbox.add({ key: 'k', userData: lead, isLastStep: true });
    await outbox.flush();
    expect(outbox.pending()).toMatchObject([{ key: 'k', attempts: 2, lastError: 'offline' }]);
  });

  it('adding the same key twice keeps one entry', () => {
    const outbox = createLeadOutbox({ slug: 's', storage: memoryStorage(), client: fakeClient({ ok: true, lead_id: 'x' }) });
    outbox.add({ key: 'k', userData: lead, isLastStep: true });
    outbox.add({ key: 'k', userData: lead, isLastStep: true });
    expect(outbox.pending()).toHaveLength(1);
  });

  it('two flushes at once share one pass: each lead is sent once', async () => {
    const client = fakeClient({ ok: true, lead_id: 'x' });
    const outbox = createLeadOutbox({ slug: 's', storage: memoryStorage(), client });
    outbox.add({ key: 'k', userData: lead, isLastStep: true });
    await Promise.all([outbox.flush(), outbox.flush()]);
    expect(client.submitLead).toHaveBeenCalledTimes(1);
  });

  it('storage refusing writes makes add() report false (the form then says it was not kept)', () => {
    const broken = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    const outbox = createLeadOutbox({ slug: 's', storage: broken, client: fakeClient({ ok: true, lead_id: 'x' }) });
    expect(outbox.add({ key: 'k', userData: lead, isLastStep: true })).toBe(false);
  });

  it('startLeadRetry flushes on start and again when the browser comes back online', async () => {
    const client = fakeClient({ ok: false, retry: true, error: 'offline' }, { ok: true, lead_id: 'L-9' });
    const outbox = createLeadOutbox({ slug: 's', storage: memoryStorage(), client });
    outbox.add({ key: 'k', userData: lead, isLastStep: true });
    const stop = startLeadRetry(outbox, { target: window });
    await vi.waitFor(() => expect(client.submitLead).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(outbox.pending()[0]?.attempts).toBe(2));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(outbox.pending()).toHaveLength(0));
    expect(client.submitLead.mock.calls.map((c) => c[1])).toEqual(['k', 'k']);
    stop();
  });
});
