import { Webhook } from 'standardwebhooks';
import type { StoredLead } from '../db';

/*
 * Webhook delivery in the Standard Webhooks form (standardwebhooks.com): POST the lead as JSON with
 *   webhook-id         the lead id (the same on every retry of the same lead, so a receiver can drop repeats),
 *   webhook-timestamp  seconds since the epoch of this attempt,
 *   webhook-signature  "v1,<base64 HMAC-SHA256 of `${id}.${timestamp}.${body}`>" under the dealer's whsec_ secret.
 * A receiver verifies with any Standard Webhooks library, which also refuses a timestamp outside its tolerance
 * (5 minutes in the reference libraries), so a captured delivery cannot be replayed later. X-Lead-Id stays for
 * receivers that route on it. Delivery is at least once: a crash between the receiver's 2xx and our record of it
 * sends the same lead again, with the same webhook-id and body (and a new timestamp and signature).
 */
export const WEBHOOK_HEADERS = { id: 'webhook-id', timestamp: 'webhook-timestamp', signature: 'webhook-signature' } as const;

/** The Standard Webhooks secret form: "whsec_" and the base64 of 24 to 64 random bytes. */
const SECRET = /^whsec_[A-Za-z0-9+/]{32,}={0,2}$/;
export function isWebhookSecret(value: string): boolean {
  if (!SECRET.test(value)) return false;
  const bytes = Buffer.from(value.slice('whsec_'.length), 'base64').length;
  return bytes >= 24 && bytes <= 64;
}

export function webhookBody(lead: StoredLead, dealer: string): string {
  return JSON.stringify({
    lead_id: lead.lead_id,
    dealer,
    created_at: lead.created_at,
    form: lead.form,
    category: lead.category,
    subcategory: lead.subcategory,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    car_id: lead.car_id,
    is_last_step: lead.is_last_step === 1,
    lead: JSON.parse(lead.payload) as unknown,
  });
}

/** The Standard Webhooks headers of one attempt at `at`. The secret's value never appears in an error. */
export function webhookHeaders(lead: StoredLead, body: string, secret: string, keyEnv: string, at: Date): Record<string, string> {
  if (!isWebhookSecret(secret)) {
    throw new Error(`the value of ${keyEnv} is not a Standard Webhooks secret (whsec_ followed by the base64 of 24 to 64 random bytes)`);
  }
  return {
    [WEBHOOK_HEADERS.id]: lead.lead_id,
    [WEBHOOK_HEADERS.timestamp]: String(Math.floor(at.getTime() / 1000)),
    [WEBHOOK_HEADERS.signature]: new Webhook(secret).sign(lead.lead_id, at, body),
  };
}

/** One attempt; throws with a short reason unless the receiver answered 2xx. */
export async function sendWebhook(
  lead: StoredLead,
  opts: { url: string; key: string; keyEnv: string; dealer: string; timeoutMs: number; now?: Date },
): Promise<void> {
  const body = webhookBody(lead, opts.dealer);
  const res = await fetch(opts.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...webhookHeaders(lead, body, opts.key, opts.keyEnv, opts.now ?? new Date()), 'x-lead-id': lead.lead_id },
    body,
    signal: AbortSignal.timeout(opts.timeoutMs),
    redirect: 'error',
  });
  await readAtMost(res, RECEIVER_ANSWER_BYTES);
  if (!res.ok) throw new Error(`webhook answered ${res.status}`);
}

/** What is read of a receiver's answer: its status says what happened; a body of 1 GB must not fill the server. */
export const RECEIVER_ANSWER_BYTES = 4096;

/** Reads at most `max` bytes of an answer's body and drops the rest (the connection is closed, not drained). */
export async function readAtMost(res: Response, max: number): Promise<number> {
  const reader = res.body?.getReader();
  if (!reader) return 0;
  let read = 0;
  try {
    while (read < max) {
      const { done, value } = await reader.read();
      if (done) break;
      read += value.byteLength;
    }
  } catch {
    /* a broken answer: its status is all that counts */
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return read;
}
