import { plainText } from './plain-text';
import type { Offer } from './schemas';

/** Descriptions over 200 characters are cut to 160 with 'view more'; disclaimers are cut at 200. */
export const OFFER_DESCRIPTION_LIMIT = 200;
export const OFFER_DESCRIPTION_CUT = 160;
export const OFFER_DISCLAIMER_LIMIT = 200;

export function truncateOfferDescription(text: string | null | undefined): { text: string; viewMore: boolean } {
  const plain = plainText(text ?? '');
  if (plain.length <= OFFER_DESCRIPTION_LIMIT) return { text: plain, viewMore: false };
  return { text: `${plain.slice(0, OFFER_DESCRIPTION_CUT).trimEnd()}...`, viewMore: true };
}

export function truncateOfferDisclaimer(text: string | null | undefined): { text: string; truncated: boolean } {
  const plain = plainText(text ?? '');
  if (plain.length <= OFFER_DISCLAIMER_LIMIT) return { text: plain, truncated: false };
  return { text: `${plain.slice(0, OFFER_DISCLAIMER_LIMIT).trimEnd()}...`, truncated: true };
}

/** Offers list excluded_website_ids; a site never shows an offer that excludes it. */
export function isOfferShownOnSite(offer: Pick<Offer, 'excluded_website_ids'>, websiteId: string): boolean {
  return !offer.excluded_website_ids.includes(String(websiteId));
}

/** Default button text 'Enquire Now'; the second button reads 'Explore {model}'. */
export function offerButtons(offer: Pick<Offer, 'button_text' | 'model'>): { enquire: string; explore: string | null } {
  return { enquire: offer.button_text?.trim() || 'Enquire Now', explore: offer.model ? `Explore ${offer.model.name}` : null };
}

const DAY_MS = 86_400_000;

/**
 * An offer runs from its start to its expiry; a missing (or unreadable) date leaves that side open.
 * A date-only expiry ('2026-12-31') includes that whole day; a start with a time begins at that moment.
 */
export function isOfferLive(offer: Pick<Offer, 'start' | 'expiry'>, now: Date): boolean {
  const t = now.getTime();
  const start = offer.start ? Date.parse(offer.start) : NaN;
  if (!Number.isNaN(start) && t < start) return false;
  const expiry = offer.expiry ? Date.parse(offer.expiry) : NaN;
  if (!Number.isNaN(expiry)) {
    const end = expiry + (/^\d{4}-\d{2}-\d{2}$/.test(offer.expiry!.trim()) ? DAY_MS : 0);
    if (t >= end) return false;
  }
  return true;
}

/** The offers a site shows now: not excluded for this website and within their dates. */
export function currentOffers<T extends Pick<Offer, 'start' | 'expiry' | 'excluded_website_ids'>>(offers: readonly T[], websiteId: string, now: Date): T[] {
  return offers.filter((o) => isOfferShownOnSite(o, websiteId) && isOfferLive(o, now));
}
