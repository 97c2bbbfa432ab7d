import { LEAD_FORM_KINDS } from './lead-form-kinds';

/*
 * The spec's analytics event ids mapped to the ad platforms' own events (the table in docs/analytics.md is
 * this one). track() keeps pushing `dealer_event_<id>` for GTM containers built on those; this table adds the
 * GA4 recommended event (dataLayer for Tag Manager, gtag for a direct GA4 tag) and the Meta pixel event.
 * Pure: no DOM, so the table is unit-tested and documented from one place.
 */

/** One car as GA4's `items[]` entry (and the Meta content fields derived from it). */
export interface AnalyticsItem {
  /** The stock number the dealer knows the car by; the feed id when there is none. */
  item_id: string;
  item_name: string;
  item_brand: string;
  /** new, used or demo. */
  item_category: string;
  price?: number;
  currency: string;
}

export interface PlatformEventRule {
  /** What the spec's id stands for (documentation). */
  what: string;
  /** GA4 event name (recommended where one exists, else a custom name). */
  ga4: string;
  /** Meta pixel event name. */
  meta: string;
  /** true: a Meta standard event (fbq 'track'); false: a custom one (fbq 'trackCustom'). */
  metaStandard: boolean;
  /** Lead forms: the form type sent with generate_lead / Lead. */
  formType?: string;
}

const LEAD = { ga4: 'generate_lead', meta: 'Lead', metaStandard: true } as const;

/** The mapping table, by the spec's event id. */
export const PLATFORM_EVENTS: Readonly<Record<string, PlatformEventRule>> = {
  4: { what: 'used vehicle view', ga4: 'view_item', meta: 'ViewContent', metaStandard: true },
  18: { what: 'new or demo vehicle view', ga4: 'view_item', meta: 'ViewContent', metaStandard: true },
  14: { what: 'enquiry form sent (new or demo car, or no car)', ...LEAD, formType: 'enquiry' },
  15: { what: 'enquiry form sent (used car)', ...LEAD, formType: 'used_enquiry' },
  17: { what: 'test drive booked (new or demo car, or test-drive-only tag)', ...LEAD, formType: 'test_drive' },
  48: { what: 'test drive booked (used car)', ...LEAD, formType: 'used_test_drive' },
  39: { what: 'watchlist save or favourite add', ga4: 'add_to_wishlist', meta: 'AddToWishlist', metaStandard: true },
  25: { what: 'call-dealer click (phone reveal)', ga4: 'contact', meta: 'Contact', metaStandard: true },
  26: { what: 'first finance calculator use', ga4: 'finance_calculator_use', meta: 'FinanceCalculatorUse', metaStandard: false },
  49: { what: 'watchlist or favourite remove', ga4: 'remove_from_wishlist', meta: 'RemoveFromWishlist', metaStandard: false },
};

/* Lead forms reported by their kind (forms without one of the four form ids) send generate_lead / Lead too: every kind of LEAD_FORM_KINDS. */

/**
 * Ids that only ever fed the dataLayer: 'ViewContent' is the pixel event the vehicle page reported by name before
 * this table existed; the view itself now reaches Meta through 4/18, so forwarding it would count every view twice.
 */
const DATALAYER_ONLY = new Set(['ViewContent']);

/** The rule for one id: the table's, a lead form kind's, or a custom event named after the id. */
export function platformEventRule(eventId: number | string): PlatformEventRule | null {
  const key = String(eventId);
  if (DATALAYER_ONLY.has(key)) return null;
  const known = PLATFORM_EVENTS[key];
  if (known) return known;
  if ((LEAD_FORM_KINDS as readonly string[]).includes(key)) return { what: `${key} form sent`, ...LEAD, formType: key };
  // Everything else: a custom event on both platforms, named so it cannot collide with a recommended one.
  const safe = key.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 30);
  return { what: `spec event ${key}`, ga4: `dealer_event_${safe}`, meta: `DealerEvent_${safe}`, metaStandard: false };
}

/** A car as an analytics item. price: the price shown on its page (null when it has none, e.g. POA). */
export function analyticsItem(
  car: { id: string | number; stocknum?: string | null; name: string; make: string; car_type: string },
  price: number | null | undefined,
  currency = 'AUD',
): AnalyticsItem {
  const item: AnalyticsItem = {
    item_id: car.stocknum?.trim() || String(car.id),
    item_name: car.name,
    item_brand: car.make,
    item_category: car.car_type,
    currency,
  };
  if (typeof price === 'number' && Number.isFinite(price) && price > 0) item.price = price;
  return item;
}

export interface PlatformEvent {
  rule: PlatformEventRule;
  /** GA4 parameters (gtag 'event' and the Tag Manager dataLayer event's `ecommerce`). */
  ga4: Record<string, unknown>;
  /** Meta pixel parameters. */
  meta: Record<string, unknown>;
}

/** Fields of track()'s data passed through to both platforms (when present). */
const PASS_THROUGH = ['lead_id', 'label', 'kind'] as const;

/**
 * The platform events for one track() call. `item` is the car the event is about (the call's own, else the page's);
 * without a car the events carry no items/content ids.
 */
export function platformEvent(eventId: number | string, data: Record<string, unknown>, item: AnalyticsItem | null): PlatformEvent | null {
  const rule = platformEventRule(eventId);
  if (!rule) return null;
  const ga4: Record<string, unknown> = {};
  const meta: Record<string, unknown> = {};
  if (item) {
    ga4.currency = item.currency;
    if (item.price !== undefined) ga4.value = item.price;
    ga4.items = [item];
    meta.content_ids = [item.item_id];
    meta.content_type = 'vehicle';
    meta.content_name = item.item_name;
    meta.content_category = item.item_category;
    meta.currency = item.currency;
    if (item.price !== undefined) meta.value = item.price;
  }
  if (rule.formType) {
    ga4.form_type = rule.formType;
    meta.form_type = rule.formType;
  }
  for (const k of PASS_THROUGH) {
    const v = data[k];
    if (typeof v === 'string' || typeof v === 'number') {
      ga4[k] = v;
      meta[k] = v;
    }
  }
  return { rule, ga4, meta };
}
