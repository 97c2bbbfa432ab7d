import { createHash, randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { leadSubmissionSchema } from '../../src/domain/schemas/lead';
import { sql, transaction } from './db';
import { enqueueDeliveries, type Destination } from './delivery/outbox';
import { HttpError } from './http';
import { validate } from './validate';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  replayed: boolean;
}

const KEY = /^[A-Za-z0-9_.:-]{8,200}$/;

/**
 * The same JSON value always gives the same text: object keys sorted, no whitespace. A retry whose body was
 * re-serialised (other key order, spacing, escapes) is the same request; only a different value is not.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * POST /api/leads. The idempotency record and the lead are written in one transaction before the answer, so a
 * repeated key gets the first answer back (never a second lead) and an answered lead is always on disk. The
 * lead's delivery rows (webhook, e-mail) are written in that same transaction (delivery/outbox.ts).
 */
export function submitLead(db: DatabaseSync, key: string | undefined, body: unknown, log: (line: string) => void, destinations: Destination[] = []): Answer {
  if (!key) throw new HttpError(400, 'Idempotency-Key header is required (one random key per submission, reused on retry).');
  if (!KEY.test(key)) throw new HttpError(400, 'Idempotency-Key must be 8-200 characters of letters, digits, _ . : -');
  // Compared by parsed value, not raw bytes (a reformatted retry used to get 422).
  const hash = createHash('sha256').update(canonicalJson(body)).digest('hex');

  const replay = () => {
    const row = sql(db, 'SELECT route, body_hash, status, answer FROM idempotency WHERE key = ?').get(key) as
      { route: string; body_hash: string; status: number; answer: string } | undefined;
    if (!row) return null;
    if (row.route !== 'leads' || row.body_hash !== hash) throw new HttpError(422, 'This Idempotency-Key was already used for a different request.');
    return { status: row.status, body: JSON.parse(row.answer) as Record<string, unknown>, replayed: true };
  };
  const earlier = replay();
  if (earlier) return earlier;

  const { userData, isLastStep } = validate(leadSubmissionSchema, body);
  if (userData.form === 'offer_accepted' || userData.form === 'valuation_adjustments') {
    const ref = userData.form === 'offer_accepted' ? userData.lead_id : userData.id;
    const found = sql(db, 'SELECT 1 FROM leads WHERE lead_id = ?').get(String(ref));
    if (!found) throw new HttpError(404, `No lead with id ${ref}.`);
  }

  const leadId = `L-${randomUUID()}`;
  const now = new Date().toISOString();
  const answer = { lead_id: leadId };
  return transaction(db, () => {
    // A second request with the same key may have committed between our check and BEGIN (another process).
    const raced = replay();
    if (raced) return raced;
    sql(
      db,
      `INSERT INTO leads (lead_id, idempotency_key, form, category, subcategory, name, email, phone, car_id, is_last_step, payload, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      leadId,
      key,
      userData.form,
      userData.category,
      userData.subcategory ?? null,
      userData.name ?? null,
      userData.email ?? null,
      userData.phone ?? null,
      userData.car_id ?? null,
      isLastStep ? 1 : 0,
      JSON.stringify(userData),
      now,
    );
    sql(db, 'INSERT INTO idempotency (key, route, body_hash, status, answer, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      key,
      'leads',
      hash,
      201,
      JSON.stringify(answer),
      now,
    );
    // ADF needs an e-mail address or a phone to name the customer; a step without either (the trade-in
    // valuation's rego lookup and car answers) reaches the CRM by webhook and with the lead that completes it.
    const reachable = !!(userData.email?.trim() || userData.phone?.trim());
    const queued = reachable ? destinations : destinations.filter((d) => d !== 'email');
    enqueueDeliveries(db, leadId, queued, Date.parse(now));
    log(
      `lead ${leadId} stored: ${userData.form} / ${userData.category}${userData.subcategory ? ` / ${userData.subcategory}` : ''}${userData.name ? ` from ${userData.name}` : ''}${queued.length < destinations.length ? ' (not e-mailed as ADF: no e-mail address or phone)' : ''}`,
    );
    return { status: 201, body: answer, replayed: false };
  });
}
