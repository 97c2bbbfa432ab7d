/*
 * One replaceable analytics dispatcher. Every island reports through track(); by default events go to a
 * dataLayer array (what Google Tag Manager and most tag managers read). A dealer can swap the sink for anything.
 *
 * The default sink pushes `dealer_event_<id>` (as always, for GTM containers built on those) and then the ad
 * platforms' own event from one mapping table (src/domain/analytics-mapping.ts, docs/analytics.md): a GA4
 * recommended event with `ecommerce.items` onto the dataLayer for Tag Manager, gtag('event') when the site has a
 * GA4 tag, fbq() when it has a Meta pixel. Before consent these only queue (src/lib/tags.ts loads the tags).
 */
import { analyticsItem, platformEvent, type AnalyticsItem } from '../domain/analytics-mapping';
import type { TagsRuntime } from './tags';

export type AnalyticsData = Record<string, unknown>;
export type AnalyticsSink = (eventId: number | string, data: AnalyticsData) => void;
export type { AnalyticsItem };

type Fn = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    __dealerTags?: TagsRuntime;
    gtag?: Fn;
    fbq?: Fn;
  }
}

/** The car a page is about (vehicle page): events without a car of their own carry it. */
let pageItem: AnalyticsItem | null = null;

export function setPageItem(item: AnalyticsItem | null): void {
  pageItem = item;
}

/** A car (lead car, saved car...) as an analytics item, in the site's currency. */
export function carItem(car: Parameters<typeof analyticsItem>[0] & { price?: number | null }): AnalyticsItem {
  const currency = typeof window !== 'undefined' ? window.__dealerTags?.currency : undefined;
  return analyticsItem(car, car.price ?? null, currency ?? 'AUD');
}

function forward(eventId: number | string, data: AnalyticsData): void {
  const { item, ...rest } = data;
  const event = platformEvent(eventId, rest, (item as AnalyticsItem | undefined) ?? pageItem);
  if (!event) return;
  const dl = (window.dataLayer ??= []);
  const { items, currency, value, ...params } = event.ga4;
  // Google's ecommerce guidance: clear the previous ecommerce object so Tag Manager does not merge them.
  if (items) dl.push({ ecommerce: null });
  dl.push({ event: event.rule.ga4, ...params, ...(items ? { ecommerce: { currency, ...(value !== undefined ? { value } : {}), items } } : {}) });
  const tags = window.__dealerTags;
  if (tags?.ga4 && typeof window.gtag === 'function') window.gtag('event', event.rule.ga4, event.ga4);
  if (tags?.pixel && typeof window.fbq === 'function') window.fbq(event.rule.metaStandard ? 'track' : 'trackCustom', event.rule.meta, event.meta);
}

const dataLayerSink: AnalyticsSink = (eventId, data) => {
  if (typeof window === 'undefined') return;
  (window.dataLayer ??= []).push({ event: `dealer_event_${eventId}`, event_id: eventId, ...data });
  forward(eventId, data);
};

let sink: AnalyticsSink = dataLayerSink;

/** Replace where events go (pass nothing to restore the dataLayer sink). */
export function setAnalyticsSink(next?: AnalyticsSink): void {
  sink = next ?? dataLayerSink;
}

/**
 * Report an event by the spec's id (4, 18, 25, 26, 39, 49, form types 14/15/17/48) or a named pixel event.
 * `data.item` (an AnalyticsItem) names the car when it is not the page's.
 */
export function track(eventId: number | string, data: AnalyticsData = {}): void {
  try {
    sink(eventId, data);
  } catch (err) {
    // Analytics must never break the page.
    console.error('analytics', err);
  }
}
