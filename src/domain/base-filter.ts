import { AVAILABLE_STATUSES, SHOWN_STATUSES } from './availability';
import type { CarType, DealerConfig } from './schemas';

/**
 * Stock-visibility presets 0..14. The spec only says a dealer picks one by number; this table is the
 * project's definition. "sold" means recently sold: which sold cars are listed at all is decided at build
 * time by the sold window (listedCars in listing.ts), so the preset only says whether they show.
 *
 * | preset | statuses                        | car types        |
 * |--------|---------------------------------|------------------|
 * | 0      | in_stock, coming_soon, sold     | all              |
 * | 1      | in_stock, coming_soon, sold     | used             |
 * | 2      | in_stock, coming_soon, sold     | new, demo        |
 * | 3      | in_stock, coming_soon           | all              |
 * | 4      | in_stock, coming_soon           | used             |
 * | 5      | in_stock, coming_soon           | new, demo        |
 * | 6      | in_stock                        | all              |
 * | 7      | in_stock                        | used             |
 * | 8      | in_stock                        | new, demo        |
 * | 9      | in_stock, coming_soon, sold     | new              |
 * | 10     | in_stock, coming_soon, sold     | demo             |
 * | 11     | in_stock, coming_soon, sold     | used, demo       |
 * | 12     | in_stock, coming_soon           | new              |
 * | 13     | in_stock, coming_soon           | used, demo       |
 * | 14     | in_stock                        | new              |
 */
export type VisibilityPreset = { statuses: readonly string[]; carTypes: readonly CarType[] };

// Every status a site shows at all (availability.ts), and the available ones of them.
const ALL_STATUSES = SHOWN_STATUSES;
const FOR_SALE = AVAILABLE_STATUSES;
const IN_STOCK = ['in_stock'] as const;
const ALL_TYPES: readonly CarType[] = [];

export const VISIBILITY_PRESETS: readonly [VisibilityPreset, ...VisibilityPreset[]] = [
  { statuses: ALL_STATUSES, carTypes: ALL_TYPES },
  { statuses: ALL_STATUSES, carTypes: ['used'] },
  { statuses: ALL_STATUSES, carTypes: ['new', 'demo'] },
  { statuses: FOR_SALE, carTypes: ALL_TYPES },
  { statuses: FOR_SALE, carTypes: ['used'] },
  { statuses: FOR_SALE, carTypes: ['new', 'demo'] },
  { statuses: IN_STOCK, carTypes: ALL_TYPES },
  { statuses: IN_STOCK, carTypes: ['used'] },
  { statuses: IN_STOCK, carTypes: ['new', 'demo'] },
  { statuses: ALL_STATUSES, carTypes: ['new'] },
  { statuses: ALL_STATUSES, carTypes: ['demo'] },
  { statuses: ALL_STATUSES, carTypes: ['used', 'demo'] },
  { statuses: FOR_SALE, carTypes: ['new'] },
  { statuses: FOR_SALE, carTypes: ['used', 'demo'] },
  { statuses: IN_STOCK, carTypes: ['new'] },
];

/** A Meilisearch string literal: double quotes, with backslash and quote escaped. */
export function quoteFilterValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * The dealer's base filter in the domain's own shape, evaluated on cars by the listing (listedCars in
 * listing.ts) at build time. The index holds only listed cars, so no search request carries it.
 * `carTypes` null means every type; an empty list means none (preset and configured types do not overlap).
 * `extraFilter` is the raw Meilisearch filter of search.visibility.extra_filter, or null.
 */
export type VisibilityRule = {
  statuses: readonly string[];
  carTypes: readonly string[] | null;
  excludeMakes: readonly string[];
  excludeStocknums: readonly string[];
  extraFilter: string | null;
};

export function visibilityRule(config: Pick<DealerConfig, 'search'>): VisibilityRule {
  const v = config.search.visibility;
  const preset = VISIBILITY_PRESETS[v.preset] ?? VISIBILITY_PRESETS[0];
  let types: readonly string[] | null = preset.carTypes.length > 0 ? preset.carTypes : null;
  if (v.car_types.length > 0) types = types ? types.filter((t) => v.car_types.includes(t as CarType)) : v.car_types;
  const extra = v.extra_filter?.trim() ?? '';
  return {
    statuses: v.statuses.length > 0 ? v.statuses : preset.statuses,
    carTypes: types,
    excludeMakes: v.exclude_makes,
    excludeStocknums: v.exclude_stocknums,
    extraFilter: extra === '' ? null : extra,
  };
}
