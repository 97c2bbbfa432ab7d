import type { DatabaseSync } from 'node:sqlite';
import { deliveriesByLead, describeDelivery, listLeads } from './db';

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** GET /admin/leads on the preview server: the leads this site captured, newest last, with their delivery state. */
export function leadsPage(db: DatabaseSync, slug: string): string {
  const deliveries = deliveriesByLead(db);
  const rows = listLeads(db).map(
    (l) =>
      `<tr><td>${esc(l.created_at)}</td><td>${esc(describeDelivery(deliveries.get(l.lead_id)))}</td><td>${esc(l.lead_id)}</td><td>${esc(l.form)}</td><td>${esc(l.category)}</td><td>${esc(l.subcategory)}</td><td>${esc(l.name)}</td><td>${esc(l.email)}</td><td>${esc(l.phone)}</td><td>${esc(l.car_id)}</td><td><details><summary>payload</summary><pre>${esc(JSON.stringify(JSON.parse(l.payload), null, 2))}</pre></details></td></tr>`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Leads: ${esc(slug)}</title>
<style>body{font:14px system-ui,sans-serif;margin:1rem}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:4px 6px;text-align:left;vertical-align:top}pre{white-space:pre-wrap;max-width:40rem}</style></head>
<body><h1>Leads captured by ${esc(slug)} (preview)</h1><p>${rows.length} lead(s). JSON: <a href="/admin/leads.json">/admin/leads.json</a></p>
<table><thead><tr><th>When</th><th>Delivery</th><th>Lead id</th><th>Form</th><th>Category</th><th>Subcategory</th><th>Name</th><th>Email</th><th>Phone</th><th>Car</th><th>Payload</th></tr></thead><tbody>${rows.join('')}</tbody></table></body></html>`;
}

export function leadsJson(db: DatabaseSync) {
  const deliveries = deliveriesByLead(db);
  return listLeads(db).map((l) => ({
    ...l,
    payload: JSON.parse(l.payload) as unknown,
    delivery: (deliveries.get(l.lead_id) ?? []).map(({ destination, state, attempts, last_error, delivered_at, next_attempt_at }) => ({
      destination,
      state,
      attempts,
      last_error,
      delivered_at,
      next_attempt_at: state === 'pending' ? new Date(next_attempt_at).toISOString() : null,
    })),
  }));
}

/** Preview/tests only: the latest unexpired sign-in code per phone (the same thing the server log shows). */
export function signInCodes(db: DatabaseSync) {
  return db.prepare('SELECT phone, code, expires_at FROM sign_in_codes WHERE expires_at > ?').all(Date.now());
}
