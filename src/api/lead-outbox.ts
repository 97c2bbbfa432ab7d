import type { LeadPayloadInput } from '../domain/schemas/lead';
import type { ApiClient } from './client';
import * as z from 'zod/mini';
import { removeItem, siteKey, writeJson, type KeyValueStorage } from './storage';
import { readParsed } from './storage-parsed';

/** What a kept lead must look like to be re-sent; the payload itself is checked by the API (422) on the way. */
const queuedLeadSchema = z.looseObject({
  key: z.string(),
  userData: z.record(z.string(), z.unknown()),
  isLastStep: z._default(z.boolean(), true),
  queuedAt: z._default(z.string(), ''),
  attempts: z._default(z.number(), 1),
  lastError: z.optional(z.string()),
  nextAttemptAt: z.optional(z.string()),
});

/*
 * Leads that could not be sent are kept in the browser (localStorage, key "<slug>-LeadOutbox") with the
 * idempotency key of their first attempt, and re-sent until the API has stored them: on a timer with backoff
 * while the page is open, when the browser comes back online, and on the next page load. The key makes a
 * resend after a lost answer land as one lead, not two.
 *
 * A kept lead leaves the outbox only when the API stored it (2xx) or refused it with its own error (a 4xx with
 * the API's { error } body: validation, duplicate, closed dealership; the shopper is then told). Resending a
 * refused lead cannot help, so it is never retried. No answer, a 5xx, or a proxy or gateway page (HTML or
 * another JSON shape, whatever its status) never reached the API, so the lead stays (classifyLeadAnswer).
 */

export interface QueuedLead {
  key: string;
  userData: LeadPayloadInput;
  isLastStep: boolean;
  queuedAt: string;
  attempts: number;
  lastError?: string;
  /** ISO time before which the timer leaves this lead alone (backoff); page load and `online` ignore it. */
  nextAttemptAt?: string;
}

/** What happened to a kept lead, for the shopper's toast. */

export interface FlushReport {
  sent: string[];
  dropped: string[];
  kept: string[];
  notices: KeptLeadNotice[];
}

import { OUTBOX_CHANGED, OUTBOX_NAME, OUTBOX_NOTICE, type KeptLeadNotice } from './lead-outbox-events';

export { OUTBOX_CHANGED, OUTBOX_NAME, OUTBOX_NOTICE, type KeptLeadNotice };

const FIRST_DELAY_MS = 5_000;
const MAX_DELAY_MS = 5 * 60_000;

/** Backoff after the n-th failed attempt: 5 s, 10 s, 20 s … capped at 5 minutes, ±20% so tabs do not march in step. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

type Events = Pick<EventTarget, 'dispatchEvent'> | null;
const defaultEvents = (): Events => (typeof globalThis.dispatchEvent === 'function' ? (globalThis as unknown as EventTarget) : null);

export function createLeadOutbox(opts: {
  slug: string;
  storage: KeyValueStorage | null;
  client: Pick<ApiClient, 'submitLead'>;
  now?: () => Date;
  random?: () => number;
  events?: Events;
}) {
  const key = siteKey(opts.slug, OUTBOX_NAME);
  const now = opts.now ?? (() => new Date());
  const events = opts.events === undefined ? defaultEvents() : opts.events;
  let flushing: Promise<FlushReport> | null = null;

  const read = (): QueuedLead[] => {
    // Entry by entry: one damaged entry is dropped, the other kept leads still go.
    const list = readParsed(opts.storage, key, z.array(z.unknown()), []);
    return list.flatMap((e) => {
      const r = z.safeParse(queuedLeadSchema, e);
      return r.success ? [r.data as unknown as QueuedLead] : [];
    });
  };
  const write = (list: QueuedLead[]) => (list.length ? writeJson(opts.storage, key, list) : (removeItem(opts.storage, key), true));
  const later = (attempts: number) => new Date(now().getTime() + retryDelayMs(attempts, opts.random)).toISOString();

  return {
    /** The storage key: one retry loop per outbox and page, whoever starts it. */
    id: key,
    pending: read,

    /** Keep a lead for later; returns false when the browser refuses to store it (the form says so). */
    add(entry: Omit<QueuedLead, 'queuedAt' | 'attempts'> & { attempts?: number }): boolean {
      const list = read().filter((e) => e.key !== entry.key);
      const attempts = entry.attempts ?? 1;
      list.push({ ...entry, queuedAt: now().toISOString(), attempts, nextAttemptAt: later(attempts) });
      const kept = write(list);
      if (kept) events?.dispatchEvent(new Event(OUTBOX_CHANGED));
      return kept;
    },

    /**
     * Send kept leads once, in order: all of them (page load, back online), or with `dueOnly` only those whose
     * backoff has passed (timer). Concurrent calls share one pass so a lead is never sent twice at once.
     */
    flush(flushOpts: { dueOnly?: boolean } = {}): Promise<FlushReport> {
      if (flushing) return flushing;
      flushing = (async () => {
        const report: FlushReport = { sent: [], dropped: [], kept: [], notices: [] };
        for (const entry of read()) {
          if (flushOpts.dueOnly && entry.nextAttemptAt && Date.parse(entry.nextAttemptAt) > now().getTime()) {
            report.kept.push(entry.key);
            continue;
          }
          const result = await opts.client.submitLead(entry.userData, entry.key, entry.isLastStep);
          // Re-read each time: another tab may have changed the list while we were waiting.
          const rest = read().filter((e) => e.key !== entry.key);
          const form = typeof entry.userData?.form === 'string' ? entry.userData.form : undefined;
          let notice: KeptLeadNotice | null = null;
          if (result.ok) {
            report.sent.push(entry.key);
            notice = { key: entry.key, form, outcome: 'sent' };
          } else if (!result.retry) {
            // The API itself refused the lead. Resending cannot help; the shopper is told so they can act on it.
            report.dropped.push(entry.key);
            notice = { key: entry.key, form, outcome: 'refused', error: result.error, validation: result.validation };
          } else {
            report.kept.push(entry.key);
            const attempts = entry.attempts + 1;
            rest.push({ ...entry, attempts, lastError: result.error, nextAttemptAt: later(attempts) });
          }
          write(rest);
          if (notice) {
            report.notices.push(notice);
            events?.dispatchEvent(new CustomEvent(OUTBOX_NOTICE, { detail: notice }));
          }
        }
        return report;
      })().finally(() => {
        flushing = null;
      });
      return flushing;
    },
  };
}
export type LeadOutbox = ReturnType<typeof createLeadOutbox>;

type Timers = { setTimeout: (fn: () => void, ms: number) => unknown; clearTimeout: (id: unknown) => void };
export interface RetryOptions {
  /** Where `online` and the outbox events arrive (window). */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  timers?: Timers;
  now?: () => number;
}

/** One loop per outbox on a page, shared by every island that asks (counted, so the last to stop ends it). */
const LOOPS = Symbol.for('dealer-sites.lead-retry-loops');
type Loop = { users: number; stop: () => void };
const loops = (): Map<string, Loop> => {
  const g = globalThis as unknown as Record<symbol, Map<string, Loop> | undefined>;
  return (g[LOOPS] ??= new Map());
};

/**
 * Retry kept leads now (page load), on `online`, and on a timer while the page is open: after each pass the
 * timer is set for the earliest lead's backoff. Returns a stop function.
 */
export function startLeadRetry(outbox: Pick<LeadOutbox, 'flush' | 'pending'> & { id?: string }, opts: RetryOptions = {}): () => void {
  const id = outbox.id ?? '';
  const existing = id ? loops().get(id) : undefined;
  if (existing) {
    existing.users += 1;
    let stopped = false;
    return () => {
      if (!stopped) {
        stopped = true;
        release(id);
      }
    };
  }
  const target = opts.target ?? (typeof window !== 'undefined' ? window : null);
  const timers: Timers = opts.timers ?? {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (t) => globalThis.clearTimeout(t as ReturnType<typeof setTimeout>),
  };
  const now = opts.now ?? Date.now;
  let timer: unknown = null;
  let running = true;

  const schedule = () => {
    if (timer !== null) {
      timers.clearTimeout(timer);
      timer = null;
    }
    if (!running) return;
    const pending = outbox.pending();
    if (!pending.length) return;
    const due = Math.min(...pending.map((e) => (e.nextAttemptAt ? Date.parse(e.nextAttemptAt) : 0) || 0));
    timer = timers.setTimeout(
      () => {
        timer = null;
        void run(true);
      },
      Math.max(1000, due - now()),
    );
  };
  const run = async (dueOnly: boolean) => {
    if (!running) return;
    if (outbox.pending().length) {
      try {
        await outbox.flush({ dueOnly });
      } catch {
        /* storage or client threw: try again on the timer */
      }
    }
    schedule();
  };
  const onOnline = () => void run(false);
  const onChanged = () => schedule();
  target?.addEventListener('online', onOnline);
  target?.addEventListener(OUTBOX_CHANGED, onChanged);
  void run(false);

  const stop = () => {
    running = false;
    if (timer !== null) timers.clearTimeout(timer);
    target?.removeEventListener('online', onOnline);
    target?.removeEventListener(OUTBOX_CHANGED, onChanged);
  };
  if (!id) return stop;
  loops().set(id, { users: 1, stop });
  let stopped = false;
  return () => {
    if (!stopped) {
      stopped = true;
      release(id);
    }
  };
}

function release(id: string): void {
  const loop = loops().get(id);
  if (!loop) return;
  loop.users -= 1;
  if (loop.users <= 0) {
    loop.stop();
    loops().delete(id);
  }
}
