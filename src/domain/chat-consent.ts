import { MARKETING } from './consent-categories';

/*
 * Whether the chat widget may load at once when the shopper asks for it, or must ask first (docs/analytics.md,
 * "Chat"). A provider that sets cookies is a marketing tag: it needs the marketing category of the site's stored
 * cookie choice, or the shopper's yes to the chat's own question, whenever the site asks for consent at all
 * (consent.required) and the chat is marked as needing it (chat.needs_marketing_consent).
 */

export interface ChatConsentInput {
  /** consent.required: the site asks before loading any tag. */
  siteAsks: boolean;
  /** chat.needs_marketing_consent. */
  chatNeedsConsent: boolean;
  /** Categories of the site's stored cookie choice (vanilla-cookieconsent's record); null = no valid choice. */
  storedCategories: readonly string[] | null;
  /** The shopper said yes to the chat's own question earlier on this site. */
  chatAllowed: boolean;
}

export function chatMustAsk(c: ChatConsentInput): boolean {
  if (!c.siteAsks || !c.chatNeedsConsent) return false;
  if (c.chatAllowed) return false;
  return !(c.storedCategories ?? []).includes(MARKETING);
}

/** The categories of a stored cookie-consent record (its JSON text); null when absent, unreadable or expired. */
export function storedConsentCategories(raw: string | null, now: number): string[] | null {
  if (!raw) return null;
  try {
    const r = JSON.parse(raw) as { categories?: unknown; expirationTime?: unknown };
    if (!Array.isArray(r.categories)) return null;
    if (typeof r.expirationTime === 'number' && r.expirationTime < now) return null;
    return r.categories.filter((x): x is string => typeof x === 'string');
  } catch {
    return null;
  }
}
