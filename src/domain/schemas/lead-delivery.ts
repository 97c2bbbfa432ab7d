import { z } from 'zod';
import { envName } from './env-name';
import { HTTP_URL_PATTERN } from './url-patterns';

/*
 * leads.delivery in dealer.json: where the reference API (npm start) forwards each stored lead. Read only by the
 * server, never by a page. Secrets are not settings: a setting names the ENVIRONMENT VARIABLE that holds one
 * (e.g. "LEAD_WEBHOOK_KEY"), so dealer.json stays free of secrets and nothing secret can reach dist/.
 */
const email = z
  .string()
  .trim()
  .regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, 'must be an e-mail address');

export const leadDeliverySchema = z.strictObject({
  /** POST each lead as JSON, signed in the Standard Webhooks form (webhook-id, webhook-timestamp, webhook-signature). */
  webhook: z
    .strictObject({
      /** https:// (or http:// for a local receiver) URL of the CRM's lead endpoint. */
      // The pattern tells editors (docs/dealer.schema.json) what the build takes: format uri alone passes ftp://.
      url: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).meta({ pattern: HTTP_URL_PATTERN }),
      /** Name of the environment variable holding the Standard Webhooks secret (whsec_ and base64 of 24-64 random bytes). */
      signing_key_env: envName,
      /** Give up on one attempt after this long. */
      timeout_ms: z.number().int().min(100).max(120_000).default(10_000),
    })
    .optional(),
  /** E-mail each lead as ADF/XML (auto-lead data format 1.0) through an SMTP server. */
  email: z
    .strictObject({
      smtp: z.strictObject({
        host: z.string().min(1),
        port: z.number().int().min(1).max(65535).default(587),
        /** true = TLS from the start (port 465); false = STARTTLS when the server offers it. */
        secure: z.boolean().default(false),
        /** Names of the environment variables holding the SMTP login; leave out for an open relay. */
        user_env: envName.optional(),
        pass_env: envName.optional(),
      }),
      from: email,
      to: z.array(email).min(1),
    })
    .optional(),
  /** Backoff between attempts: first delay, doubling up to the maximum. */
  retry_first_ms: z.number().int().min(10).default(30_000),
  retry_max_ms: z
    .number()
    .int()
    .min(10)
    .default(60 * 60_000),
  /** After this many failed attempts a delivery is marked failed (shown in /admin/leads); 0 = never give up. */
  max_attempts: z.number().int().min(0).default(0),
});
export type LeadDelivery = z.infer<typeof leadDeliverySchema>;
export type LeadDeliveryInput = z.input<typeof leadDeliverySchema>;

/** The leads block of dealer.json. */
export const leadsSettingsSchema = z.strictObject({ delivery: leadDeliverySchema.prefault({}) }).prefault({});
