import type { RangeAttribute, UrlFacet } from '../../search/routing';
import { formatNumber } from '../../domain/number-format';
import { PRICE_RANGE_ORDER } from '../../domain/price-ranges';

/** The filter panel, in display order (spec 3 facet attributes). Data, so a dealer kind could reorder it. */
export type FacetDef =
  | {
      kind: 'list';
      attribute: UrlFacet;
      title: string;
      limit?: 'make' | 'model';
      /** Shown only when there is a choice (two or more values) or one is ticked: a car-only site has no 'Vehicle type'. */
      choiceOnly?: boolean;
      /** Values listed in this order (price buckets, cheapest first) instead of by count. */
      order?: readonly string[];
    }
  | {
      kind: 'range';
      attribute: RangeAttribute;
      title: string;
      /** Only where the site offers subscriptions (pricing.offers_subscription). */ subscription?: boolean;
    };

export const FACETS: readonly FacetDef[] = [
  // A stock of caravans, motorcycles and trucks (coastal-caravans) is narrowed to one kind first.
  { kind: 'list', attribute: 'item_type', title: 'Vehicle type', choiceOnly: true },
  { kind: 'list', attribute: 'car_type', title: 'Condition' },
  { kind: 'list', attribute: 'make', title: 'Make', limit: 'make' },
  { kind: 'list', attribute: 'model', title: 'Model', limit: 'model' },
  // "Mazda 3" and "Hyundai i30" apart, for a pick across makes (spec facet make_model).
  { kind: 'list', attribute: 'make_model', title: 'Make and model', limit: 'model' },
  { kind: 'list', attribute: 'badge', title: 'Badge' },
  { kind: 'list', attribute: 'body', title: 'Body type' },
  // Categories, features and the price buckets show only where the stock carries them (a list with no value is not shown).
  { kind: 'list', attribute: 'categories', title: 'Category' },
  { kind: 'range', attribute: 'price', title: 'Price' },
  { kind: 'list', attribute: 'price_range', title: 'Price range', order: PRICE_RANGE_ORDER.price_range },
  { kind: 'list', attribute: 'weekly_price_range', title: 'Weekly price range', order: PRICE_RANGE_ORDER.weekly_price_range },
  { kind: 'range', attribute: 'subscription_price', title: 'Weekly subscription', subscription: true },
  { kind: 'range', attribute: 'km', title: 'Kilometres' },
  { kind: 'range', attribute: 'year', title: 'Year' },
  { kind: 'list', attribute: 'fuel', title: 'Fuel' },
  { kind: 'list', attribute: 'transmission', title: 'Transmission' },
  { kind: 'list', attribute: 'drive', title: 'Drive' },
  { kind: 'list', attribute: 'colour', title: 'Colour' },
  { kind: 'list', attribute: 'filtered_features', title: 'Features' },
  { kind: 'list', attribute: 'seats', title: 'Seats' },
  { kind: 'list', attribute: 'location_name', title: 'Location' },
  { kind: 'list', attribute: 'city', title: 'City' },
  { kind: 'list', attribute: 'state', title: 'State' },
  { kind: 'list', attribute: 'status', title: 'Availability' },
  { kind: 'list', attribute: 'tag', title: 'Tag' },
  { kind: 'list', attribute: 'dealership_name', title: 'Dealership' },
];

/** Values a list shows before "Show more" (InstantSearch's limit); makes and models have their own settings. */
export const FACET_LIST_LIMIT = 10;
/** Values a list shows after "Show more" (showMoreLimit): every value the index counts per facet. */
export const FACET_SHOW_MORE_LIMIT = 100;

/**
 * Every list gets a "Show more" toggle (shown only when it has more values than its limit), so no value is out of
 * reach: a stock of 14 body types left 4 unfilterable behind a list cut at 10.
 */
export function facetShowMoreLabel(def: Extract<FacetDef, { kind: 'list' }>): string {
  return def.limit === 'make' ? 'Show all makes' : 'Show more';
}

/** Refinable from the URL but without a list of their own (spec: a refinement by dealership_slug). */
export const HIDDEN_FACETS: readonly UrlFacet[] = ['dealership_slug'];

const VALUE_LABELS: Partial<Record<UrlFacet, Record<string, string>>> = {
  item_type: { car: 'Cars', caravan: 'Caravans', motorcycle: 'Motorcycles', truck: 'Trucks', motorhome: 'Motorhomes', camper: 'Campers', boat: 'Boats' },
  car_type: { new: 'New', used: 'Used', demo: 'Demo' },
  status: { in_stock: 'In stock', coming_soon: 'Coming soon', sold: 'Sold' },
};

export function facetValueLabel(attribute: string, value: string): string {
  return VALUE_LABELS[attribute as UrlFacet]?.[value] ?? value;
}

/** Price '$24,000', subscription '$174/wk', km '120,000 km', year as is. */
export function formatRangeValue(attribute: RangeAttribute, n: number): string {
  if (attribute === 'price') return `$${formatNumber(n)}`;
  if (attribute === 'subscription_price') return `$${formatNumber(n)}/wk`;
  if (attribute === 'km') return `${formatNumber(n)} km`;
  return String(Math.round(n));
}
