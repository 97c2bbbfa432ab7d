import type { DatabaseSync } from 'node:sqlite';
import { deliveriesOf, describeDelivery, sql, type DeliveryRow, type StoredLead } from './db';

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Leads on one page of /admin/leads: a flood of 100,000 must not build one 550 MB page. */
export const LEADS_PER_PAGE = 100;

type LeadRow = StoredLead;

/**
 * GET /admin/leads?page=N on the preview server: the leads this site captured, oldest first, LEADS_PER_PAGE a
 * page with links to the others, each with its delivery state. Built whole before anything is sent, so a failure
 * is a 500 with a message, never an empty reply.
 */
export function leadsPage(db: DatabaseSync, slug: string, page = 1): string {
  const total = (sql(db, 'SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n;
  const pages = Math.max(1, Math.ceil(total / LEADS_PER_PAGE));
  const at = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const deliveries = deliveriesOf(db);
  const list = sql(db, 'SELECT * FROM leads ORDER BY created_at, rowid LIMIT ? OFFSET ?').all(
    LEADS_PER_PAGE,
    (at - 1) * LEADS_PER_PAGE,
  ) as unknown as LeadRow[];
  const rows = list.map(
    (l) =>
      `<tr><td>${esc(l.created_at)}</td><td>${esc(describeDelivery(deliveries(l.lead_id)))}</td><td>${esc(l.lead_id)}</td><td>${esc(l.form)}</td><td>${esc(l.category)}</td><td>${esc(l.subcategory)}</td><td>${esc(l.name)}</td><td>${esc(l.email)}</td><td>${esc(l.phone)}</td><td>${esc(l.car_id)}</td><td><details><summary>payload</summary><pre>${esc(prettyPayload(l.payload))}</pre></details></td></tr>`,
  );
  const link = (n: number, label: string) => `<a href="/admin/leads?page=${n}">${label}</a>`;
  const nav =
    pages > 1
      ? `<nav aria-label="Pages"><p>Page ${at} of ${pages}. ${at > 1 ? link(at - 1, 'Previous') : ''} ${at < pages ? link(at + 1, 'Next') : ''} ${link(1, 'First')} ${link(pages, 'Last')}</p></nav>`
      : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Leads: ${esc(slug)}</title>
<style>body{font:14px system-ui,sans-serif;margin:1rem}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:4px 6px;text-align:left;vertical-align:top}pre{white-space:pre-wrap;max-width:40rem}</style></head>
<body><h1>Leads captured by ${esc(slug)} (preview)</h1><p>${total} lead(s)${pages > 1 ? `, ${LEADS_PER_PAGE} a page` : ''}. JSON (every lead, streamed): <a href="/admin/leads.json">/admin/leads.json</a></p>${nav}
<table><thead><tr><th>When</th><th>Delivery</th><th>Lead id</th><th>Form</th><th>Category</th><th>Subcategory</th><th>Name</th><th>Email</th><th>Phone</th><th>Car</th><th>Payload</th></tr></thead><tbody>${rows.join('')}</tbody></table>${nav}</body></html>`;
}

/** A stored payload shown indented; a payload that is not JSON (never stored so, but a page must not fail on it) as it is. */
function prettyPayload(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

/** One lead as /admin/leads.json gives it: the stored row, its payload parsed and its delivery state. */
function leadJson(l: LeadRow, rows: DeliveryRow[]) {
  return {
    ...l,
    payload: JSON.parse(l.payload) as unknown,
    delivery: rows.map(({ destination, state, attempts, last_error, delivered_at, next_attempt_at }) => ({
      destination,
      state,
      attempts,
      last_error,
      delivered_at,
      next_attempt_at: state === 'pending' ? new Date(next_attempt_at).toISOString() : null,
    })),
  };
}

/**
 * GET /admin/leads.json: the same array written a lead at a time from the database cursor, waiting for the
 * connection to drain, so 100,000 leads go out within the memory of an idle server.
 */
export async function writeLeadsJson(
  db: DatabaseSync,
  write: (chunk: string) => boolean,
  drained: () => Promise<void>,
  gone: () => boolean = () => false,
): Promise<number> {
  const deliveries = deliveriesOf(db);
  let first = true;
  let rows = 0;
  if (!write('[')) await drained();
  for (const row of db.prepare('SELECT * FROM leads ORDER BY created_at, rowid').iterate() as Iterable<LeadRow>) {
    const text = `${first ? '' : ','}${JSON.stringify(leadJson(row, deliveries(row.lead_id)))}`;
    first = false;
    rows++;
    if (!write(text)) await drained();
    // The reader went away: stop reading the database for nobody.
    if (gone()) return rows;
  }
  write(']');
  return rows;
}

/** Preview/tests only: the latest unexpired sign-in code per phone (the same thing the server log shows). */
export function signInCodes(db: DatabaseSync) {
  return sql(db, 'SELECT phone, code, expires_at FROM sign_in_codes WHERE expires_at > ?').all(Date.now());
}
