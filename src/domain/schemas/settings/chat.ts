import { z } from 'zod';
import { cspSource, PLAIN_HOST } from '../../csp-source';

/*
 * Settings area `chat` of dealer.json: the chat widget the vehicle page opens on request ("Chat with us", spec:
 * vehicle page dialogs). Off by default: without script_url there is no button and no chat host in the
 * Content-Security-Policy. The script is requested only when the shopper clicks (src/lib/chat-widget.ts).
 * Strict: an unknown key is a problem naming the closest known key.
 */

/** An https URL with a plain host name and no user:password (it is written into the page and the policy). */
function isHttpsUrl(s: string): boolean {
  return cspSource(s) !== null && !/[\s\\<>"'`]/.test(s);
}

/** An https or wss origin (scheme, plain host name and optional port, nothing after). */
function isSecureOrigin(s: string): boolean {
  return cspSource(s, ['https:', 'wss:']) === s;
}

const HTTPS_URL_PATTERN = String.raw`^[hH][tT][tT][pP][sS]://${PLAIN_HOST}(?::[0-9]{1,5})?(?:[/?#][^\s\\<>"'\x60]*)?$`;
const SECURE_ORIGIN_PATTERN = String.raw`^(?:[hH][tT][tT][pP][sS]|[wW][sS][sS])://${PLAIN_HOST}(?::[0-9]{1,5})?$`;

export const chatSchema = z
  .strictObject({
    /** https URL of the chat provider's loader script, requested only when the shopper clicks "Chat with us"; null = no chat (no button, no chat host in the Content-Security-Policy). Its origin is added to script-src and connect-src. */
    script_url: z
      .string()
      .trim()
      .refine(isHttpsUrl, { message: "must be an https URL without user:password (the provider's loader script)" })
      .meta({ pattern: HTTPS_URL_PATTERN })
      .nullable()
      .default(null),
    /** The provider's widget / embed id for this dealer, given to the script as its data-widget-id attribute; null = the script needs none. */
    widget_id: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'must be 1 to 100 letters, digits, _ . : or -')
      .nullable()
      .default(null),
    /** Further origins the widget talks to once loaded (https:// or wss://, no path), added to connect-src only. */
    connect_origins: z
      .array(
        z
          .string()
          .refine(isSecureOrigin, { message: 'must be an https:// or wss:// origin without a path (e.g. wss://chat.example.com)' })
          .meta({ pattern: SECURE_ORIGIN_PATTERN }),
      )
      .default([]),
    /** The chat provider sets cookies or tracks the shopper: ask for marketing consent before loading it (when consent.required is on). false = a chat that needs no consent. */
    needs_marketing_consent: z.boolean().default(true),
  })
  .refine((c) => c.script_url !== null || (c.widget_id === null && c.connect_origins.length === 0), {
    message: 'widget_id and connect_origins need script_url (without it there is no chat)',
  })
  .prefault({});

export type ChatSettings = z.infer<typeof chatSchema>;
