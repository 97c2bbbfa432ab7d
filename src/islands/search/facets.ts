import type { RangeAttribute, UrlFacet } from '../../search/routing';
import { formatNumber } from '../../domain/number-format';

/** The filter panel, in display order (spec 3 facet attributes). Data, so a dealer kind could reorder it. */
export type FacetDef =
  | { kind: 'list'; attribute: UrlFacet; title: string; limit?: 'make' | 'model' }
  | { kind: 'range'; attribute: RangeAttribute; title: string };

export const FACETS: readonly FacetDef[] = [
  { kind: 'list', attribute: 'car_type', title: 'Condition' },
  { kind: 'list', attribute: 'make', title: 'Make', limit: 'make' },
  { kind: 'list', attribute: 'model', title: 'Model', limit: 'model' },
  { kind: 'list', attribute: 'body', title: 'Body type' },
  { kind: 'range', attribute: 'price', title: 'Price' },
  { kind: 'range', attribute: 'km', title: 'Kilometres' },
  { kind: 'range', attribute: 'year', title: 'Year' },
  { kind: 'list', attribute: 'fuel', title: 'Fuel' },
  { kind: 'list', attribute: 'transmission', title: 'Transmission' },
  { kind: 'list', attribute: 'drive', title: 'Drive' },
  { kind: 'list', attribute: 'colour', title: 'Colour' },
  { kind: 'list', attribute: 'seats', title: 'Seats' },
  { kind: 'list', attribute: 'location_name', title: 'Location' },
  { kind: 'list', attribute: 'city', title: 'City' },
  { kind: 'list', attribute: 'state', title: 'State' },
  { kind: 'list', attribute: 'status', title: 'Availability' },
  { kind: 'list', attribute: 'tag', title: 'Tag' },
  { kind: 'list', attribute: 'dealership_name', title: 'Dealership' },
];

/** Refinable from the URL but without a list of their own (spec: a refinement by dealership_slug). */
export const HIDDEN_FACETS: readonly UrlFacet[] = ['dealership_slug'];

const VALUE_LABELS: Partial<Record<UrlFacet, Record<string, string>>> = {
  car_type: { new: 'New', used: 'Used', demo: 'Demo' },
  status: { in_stock: 'In stock', coming_soon: 'Coming soon', sold: 'Sold' },
};

export function facetValueLabel(attribute: string, value: string): string {
  return VALUE_LABELS[attribute as UrlFacet]?.[value] ?? value;
}

/** Price '$24,000', km '120,000 km', year as is. */
export function formatRangeValue(attribute: RangeAttribute, n: number): string {
  if (attribute === 'price') return `$${formatNumber(n)}`;
  if (attribute === 'km') return `${formatNumber(n)} km`;
  return String(Math.round(n));
}
