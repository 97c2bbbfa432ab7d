import { createHmac } from 'node:crypto';
import type { StoredLead } from '../db';

/*
 * Webhook delivery: POST the lead as JSON. The receiver checks X-Signature-SHA256 = "sha256=" + hex
 * HMAC-SHA256(key, raw body) and may drop repeats by X-Lead-Id (delivery is at least once: a crash between the
 * receiver's 2xx and our record of it sends the same lead again, with the same id and body).
 */
export const SIGNATURE_HEADER = 'x-signature-sha256';

export function webhookBody(lead: StoredLead, dealer: string): string {
  return JSON.stringify({
    lead_id: lead.lead_id, dealer, created_at: lead.created_at, form: lead.form, category: lead.category, subcategory: lead.subcategory,
    name: lead.name, email: lead.email, phone: lead.phone, car_id: lead.car_id, is_last_step: lead.is_last_step === 1,
    lead: JSON.parse(lead.payload) as unknown,
  });
}

export function sign(body: string, key: string): string {
  return `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;
}

/** One attempt; throws with a short reason unless the receiver answered 2xx. */
export async function sendWebhook(lead: StoredLead, opts: { url: string; key: string; dealer: string; timeoutMs: number }): Promise<void> {
  const body = webhookBody(lead, opts.dealer);
  const res = await fetch(opts.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(body, opts.key), 'x-lead-id': lead.lead_id, 'idempotency-key': lead.lead_id },
    body,
    signal: AbortSignal.timeout(opts.timeoutMs),
    redirect: 'error',
  });
  await res.arrayBuffer().catch(() => undefined);
  if (!res.ok) throw new Error(`webhook answered ${res.status}`);
}
