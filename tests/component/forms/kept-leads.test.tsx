// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type FetchLike } from '../../../src/api/client';
import { createLeadOutbox, OUTBOX_NOTICE, retryDelayMs, startLeadRetry } from '../../../src/api/lead-outbox';
import { memoryStorage } from '../../../src/api/storage';
import { showKeptLeadNotices } from '../../../src/islands/forms/kept-lead-toast';
import { submitOrKeep } from '../../../src/islands/forms/submit-lead';
import { queuedNotice } from '../../../src/api/kept-lead-messages';

/*
 * A kept lead leaves the browser only when the API stored it or refused it with its own
 * validation error; it is retried on a backoff timer while the page is open; the shopper is told when it went through.
 */
const testDrive = { form: 'test_drive' as const, category: 'Test Drive', name: 'Tess Driver', email: 't@example.com', phone: '0412 345 678' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const text = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'text/html' } });

/** A fake fetch answering in turn; an Error is a network failure. The last answer repeats. */
function fakeFetch(...answers: (Response | Error)[]) {
  const keys: string[] = [];
  const fn = vi.fn<FetchLike>(async (_url, init) => {
    keys.push(new Headers(init?.headers).get('idempotency-key')!);
    const a = answers.length > 1 ? answers.shift() : answers[0];
    if (a === undefined) throw new Error('fakeFetch was given no answer');
    if (a instanceof Error) throw a;
    return a.clone();
  });
  return { fn, keys };
}
const apiValidation = json(422, {
  error: 'Invalid request: userData.email: Please enter a valid email.',
  issues: [{ path: 'userData.email', message: 'Please enter a valid email.' }],
});

beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => {
  vi.useRealTimers();
});

describe('kept leads: what removes one from the browser', () => {
  for (const [status, answer] of [
    [400, text(400, '<h1>Bad Request</h1>')],
    [403, text(403, '<h1>403 Forbidden</h1>')],
    [403, json(403, { message: 'Forbidden by WAF' })],
    [404, text(404, '<h1>Not Found</h1>')],
    [409, json(409, { message: 'Conflict' })],
    [429, json(429, { error: 'Slow down' })],
    [413, text(413, 'Payload Too Large')],
    [502, text(502, 'Bad gateway')],
    [503, json(503, { error: 'db down' })],
    [200, text(200, '<h1>Hotel Wi-Fi: accept the terms</h1>')],
    [200, json(200, { ok: true })],
  ] as const) {
    it(`a gateway or portal ${status} (${answer.headers.get('content-type')}) on a background retry keeps the lead (it was never stored)`, async () => {
      const { fn, keys } = fakeFetch(answer, json(201, { lead_id: 'L-1' }));
      const storage = memoryStorage();
      const outbox = createLeadOutbox({ slug: 's', storage, client: createApiClient({ baseUrl: 'https://api.test', fetch: fn }), events: null });
      outbox.add({ key: 'kept-1', userData: testDrive, isLastStep: true });
      const first = await outbox.flush();
      expect(first.kept).toEqual(['kept-1']);
      expect(first.dropped).toEqual([]);
      expect(outbox.pending()).toMatchObject([{ key: 'kept-1', attempts: 2 }]);
      const second = await outbox.flush();
      expect(second.sent).toEqual(['kept-1']);
      expect(outbox.pending()).toEqual([]);
      expect(keys).toEqual(['kept-1', 'kept-1']);
    });
  }

  it("the API's own validation refusal (422 with issues) removes it and tells the shopper why", async () => {
    const { fn } = fakeFetch(apiValidation);
    const target = new EventTarget();
    const notices: unknown[] = [];
    target.addEventListener(OUTBOX_NOTICE, (e) => notices.push((e as CustomEvent).detail));
    const outbox = createLeadOutbox({ slug: 's', storage: memoryStorage(), client: createApiClient({ baseUrl: '', fetch: fn }), events: target });
    outbox.add({ key: 'bad-1', userData: testDrive, isLastStep: true });
    const report = await outbox.flush();
    expect(report.dropped).toEqual(['bad-1']);
    expect(outbox.pending()).toEqual([]);
    expect(notices).toEqual([
      { key: 'bad-1', form: 'test_drive', outcome: 'refused', error: 'Invalid request: userData.email: Please enter a valid email.', validation: true },
    ]);
  });

  for (const [status, error] of [
    [409, 'You already sent this test drive booking.'],
    [403, 'This dealership no longer takes bookings online.'],
    [410, 'Dealership closed.'],
  ] as const) {
    it(`the API's own ${status} refusal ({ error }) removes it after one attempt and tells the shopper in the API's words`, async () => {
      const { fn } = fakeFetch(json(status, { error }));
      const target = new EventTarget();
      const notices: unknown[] = [];
      target.addEventListener(OUTBOX_NOTICE, (e) => notices.push((e as CustomEvent).detail));
      const outbox = createLeadOutbox({ slug: 's', storage: memoryStorage(), client: createApiClient({ baseUrl: '', fetch: fn }), events: target });
      outbox.add({ key: 'refused-1', userData: testDrive, isLastStep: true });
      expect((await outbox.flush()).dropped).toEqual(['refused-1']);
      expect(outbox.pending()).toEqual([]);
      await outbox.flush();
      expect(fn).toHaveBeenCalledTimes(1);
      expect(notices).toEqual([{ key: 'refused-1', form: 'test_drive', outcome: 'refused', error, validation: false }]);
    });
  }

  it('a first submission answered 403 by a gateway is kept, not shown as an error and lost', async () => {
    const { fn } = fakeFetch(text(403, '<html><h1>403 Forbidden</h1></html>'));
    const client = createApiClient({ baseUrl: '', fetch: fn });
    const outbox = createLeadOutbox({ slug: 's', storage: memoryStorage(), client, events: null });
    expect(await submitOrKeep({ client, outbox }, testDrive, 'first-403')).toEqual({ kind: 'queued' });
    expect(outbox.pending().map((e) => e.key)).toEqual(['first-403']);
  });
});

describe('kept leads: retried while the page is open', () => {
  it('backoff doubles from 5 s and stops growing at 5 minutes', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, mid))).toEqual([5000, 10000, 20000, 40000]);
    expect(retryDelayMs(30, mid)).toBe(300000);
    expect(retryDelayMs(1, () => 0)).toBe(4000);
    expect(retryDelayMs(1, () => 1)).toBe(6000);
  });

  it('API down at page load, back 20 s later: the lead is sent by the timer, without reload or online event', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    const { fn, keys } = fakeFetch(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'), json(201, { lead_id: 'L-7' }));
    const outbox = createLeadOutbox({
      slug: 's',
      storage: memoryStorage(),
      client: createApiClient({ baseUrl: '', fetch: fn }),
      random: () => 0.5,
      events: window,
    });
    outbox.add({ key: 'open-1', userData: testDrive, isLastStep: true });
    const stop = startLeadRetry(outbox, { target: window });
    await vi.advanceTimersByTimeAsync(0);
    expect(keys).toEqual(['open-1']); // page load: one attempt, failed (attempt 2 of the entry)
    await vi.advanceTimersByTimeAsync(10_000);
    expect(keys).toEqual(['open-1', 'open-1']); // timer after the 10 s backoff: still down
    expect(outbox.pending()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(keys).toEqual(['open-1', 'open-1', 'open-1']);
    expect(outbox.pending()).toEqual([]);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fn).toHaveBeenCalledTimes(3); // nothing left: the timer stops
    stop();
  });

  it('a lead kept after the loop started is picked up by the timer', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    const { fn } = fakeFetch(json(201, { lead_id: 'L-8' }));
    const outbox = createLeadOutbox({
      slug: 's2',
      storage: memoryStorage(),
      client: createApiClient({ baseUrl: '', fetch: fn }),
      random: () => 0.5,
      events: window,
    });
    const stop = startLeadRetry(outbox, { target: window });
    await vi.advanceTimersByTimeAsync(0);
    expect(fn).not.toHaveBeenCalled();
    outbox.add({ key: 'late-1', userData: testDrive, isLastStep: true });
    await vi.advanceTimersByTimeAsync(6_000);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(outbox.pending()).toEqual([]);
    stop();
  });

  it('several islands starting the retry share one loop: one attempt per timer tick', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    const { fn } = fakeFetch(new TypeError('down'));
    const outbox = createLeadOutbox({
      slug: 's3',
      storage: memoryStorage(),
      client: createApiClient({ baseUrl: '', fetch: fn }),
      random: () => 0.5,
      events: window,
    });
    outbox.add({ key: 'shared-1', userData: testDrive, isLastStep: true });
    const [stop1, stop2, stop3] = [
      startLeadRetry(outbox, { target: window }),
      startLeadRetry(outbox, { target: window }),
      startLeadRetry(outbox, { target: window }),
    ];
    await vi.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledTimes(1);
    stop1();
    stop2();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fn).toHaveBeenCalledTimes(2); // the last user keeps the loop alive
    stop3();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('kept leads: the shopper is told', () => {
  it('the form names a kept test drive as a test drive booking, also when the browser cannot keep it', async () => {
    expect(queuedNotice('test_drive')).toMatch(/^We couldn't reach the dealership just now\. Your test drive booking is kept on this device/);
    expect(queuedNotice('test_drive')).not.toMatch(/enquiry/i);
    const { fn } = fakeFetch(new TypeError('down'));
    const client = createApiClient({ baseUrl: '', fetch: fn });
    const outbox = { add: () => false };
    const outcome = await submitOrKeep({ client, outbox }, testDrive, 'no-storage');
    expect(outcome).toMatchObject({ kind: 'error', error: expect.stringMatching(/^We couldn't send your test drive booking/) });
  });

  function region() {
    document.body.innerHTML = '<div data-kept-lead-toast hidden><p data-message></p><button data-close>×</button></div>';
    return document.querySelector<HTMLElement>('[data-kept-lead-toast]')!;
  }

  it('a kept test drive that went through is announced as a test drive booking, not an enquiry', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    const toast = region();
    const stopToast = showKeptLeadNotices(toast, window);
    const { fn } = fakeFetch(new TypeError('down'), json(201, { lead_id: 'L-9' }));
    const outbox = createLeadOutbox({
      slug: 's4',
      storage: memoryStorage(),
      client: createApiClient({ baseUrl: '', fetch: fn }),
      random: () => 0.5,
      events: window,
    });
    outbox.add({ key: 'td-1', userData: testDrive, isLastStep: true });
    const stop = startLeadRetry(outbox, { target: window });
    await vi.advanceTimersByTimeAsync(0);
    expect(toast.hidden).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(toast.hidden).toBe(false);
    expect(toast.getAttribute('role')).toBe('status');
    expect(toast.textContent).toContain('Your test drive booking has now been sent to the dealership.');
    expect(toast.textContent).not.toMatch(/enquiry/i);
    toast.querySelector<HTMLButtonElement>('[data-close]')!.click();
    expect(toast.hidden).toBe(true);
    stop();
    stopToast();
  });

  it('a refused kept lead is shown as an alert, without the API validation text (spec 8)', async () => {
    const toast = region();
    const stopToast = showKeptLeadNotices(toast, window);
    const { fn } = fakeFetch(apiValidation);
    const outbox = createLeadOutbox({ slug: 's5', storage: memoryStorage(), client: createApiClient({ baseUrl: '', fetch: fn }), events: window });
    outbox.add({ key: 'enq-1', userData: { ...testDrive, form: 'enquiry', category: 'Vehicle Enquiry' }, isLastStep: true });
    await outbox.flush();
    expect(toast.getAttribute('role')).toBe('alert');
    expect(toast.textContent).toContain('Your enquiry could not be sent: some of your details were not accepted. Please fill in the form again.');
    expect(toast.textContent).not.toContain('userData.email');
    stopToast();
  });

  it("a kept lead refused for another reason is shown in the API's words", async () => {
    const toast = region();
    const stopToast = showKeptLeadNotices(toast, window);
    const { fn } = fakeFetch(json(409, { error: 'You already sent this enquiry today.' }));
    const outbox = createLeadOutbox({ slug: 's6', storage: memoryStorage(), client: createApiClient({ baseUrl: '', fetch: fn }), events: window });
    outbox.add({ key: 'enq-2', userData: { ...testDrive, form: 'enquiry', category: 'Vehicle Enquiry' }, isLastStep: true });
    await outbox.flush();
    expect(toast.getAttribute('role')).toBe('alert');
    expect(toast.textContent).toContain('Your enquiry could not be sent: You already sent this enquiry today.');
    stopToast();
  });
});
