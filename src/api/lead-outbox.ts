import type { LeadPayloadInput } from '../domain/schemas/lead';
import type { ApiClient } from './client';
import { readJson, siteKey, writeJson, type KeyValueStorage } from './storage';

/*
 * Leads that could not be sent are kept in the browser (localStorage, key "<slug>-LeadOutbox") with the
 * idempotency key of their first attempt, and re-sent on the next page load and when the browser comes back
 * online, until the API accepts them. The key makes a resend after a lost answer land as one lead, not two.
 */

export interface QueuedLead {
  key: string;
  userData: LeadPayloadInput;
  isLastStep: boolean;
  queuedAt: string;
  attempts: number;
  lastError?: string;
}

export interface FlushReport { sent: string[]; dropped: string[]; kept: string[] }

export const OUTBOX_NAME = 'LeadOutbox';

export function createLeadOutbox(opts: { slug: string; storage: KeyValueStorage | null; client: Pick<ApiClient, 'submitLead'>; now?: () => Date }) {
  const key = siteKey(opts.slug, OUTBOX_NAME);
  const now = opts.now ?? (() => new Date());
  let flushing: Promise<FlushReport> | null = null;

  const read = (): QueuedLead[] => {
    const list = readJson<unknown>(opts.storage, key, []);
    return Array.isArray(list) ? (list as QueuedLead[]).filter((e) => e && typeof e.key === 'string') : [];
  };
  const write = (list: QueuedLead[]) => (list.length ? writeJson(opts.storage, key, list) : (opts.storage?.removeItem(key), true));

  return {
    pending: read,

    /** Keep a lead for later; returns false when the browser refuses to store it (the form says so). */
    add(entry: Omit<QueuedLead, 'queuedAt' | 'attempts'> & { attempts?: number }): boolean {
      const list = read().filter((e) => e.key !== entry.key);
      list.push({ ...entry, queuedAt: now().toISOString(), attempts: entry.attempts ?? 1 });
      return write(list);
    },

    /** Send every kept lead once, in order. Concurrent calls share one pass so a lead is never sent twice at once. */
    flush(): Promise<FlushReport> {
      if (flushing) return flushing;
      flushing = (async () => {
        const report: FlushReport = { sent: [], dropped: [], kept: [] };
        for (const entry of read()) {
          const result = await opts.client.submitLead(entry.userData, entry.key, entry.isLastStep);
          // Re-read each time: another tab may have changed the list while we were waiting.
          const rest = read().filter((e) => e.key !== entry.key);
          if (result.ok) report.sent.push(entry.key);
          else if (!result.retry) {
            // The API refused the lead itself (validation): resending the same body can never succeed.
            console.error('A saved enquiry was refused by the dealer API and removed:', result.error);
            report.dropped.push(entry.key);
          } else {
            report.kept.push(entry.key);
            rest.push({ ...entry, attempts: entry.attempts + 1, lastError: result.error });
          }
          write(rest);
        }
        return report;
      })().finally(() => { flushing = null; });
      return flushing;
    },
  };
}
export type LeadOutbox = ReturnType<typeof createLeadOutbox>;

/** Retry on start-up and whenever the browser reports it is back online. Returns a stop function. */
export function startLeadRetry(outbox: Pick<LeadOutbox, 'flush' | 'pending'>, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const run = () => { if (outbox.pending().length) void outbox.flush(); };
  target.addEventListener('online', run);
  run();
  return () => target.removeEventListener('online', run);
}
