import type { CarType, DealerConfig } from './schemas';

/**
 * Stock-visibility presets 0..14. The spec only says a dealer picks one by number; this table is the
 * project's definition. "sold" means recently sold: which sold cars exist in the index at all is decided
 * at build time by isSoldCarStillVisible (include_sold_cars_days), so the filter only says whether they show.
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

const ALL_STATUSES = ['in_stock', 'coming_soon', 'sold'] as const;
const FOR_SALE = ['in_stock', 'coming_soon'] as const;
const IN_STOCK = ['in_stock'] as const;
const ALL_TYPES: readonly CarType[] = [];

export const VISIBILITY_PRESETS: readonly VisibilityPreset[] = [
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

function inList(attribute: string, values: readonly string[]): string {
  return `${attribute} IN [${values.map(quoteFilterValue).join(', ')}]`;
}

/**
 * The dealer's base filter as one Meilisearch filter string, applied on both search transports:
 * preset statuses (or the configured statuses), car types (preset AND configured), excluded makes and stock
 * numbers, and the raw extra filter in parentheses. Returns '' when nothing restricts.
 */
export function baseFilter(config: Pick<DealerConfig, 'search'>): string {
  const v = config.search.visibility;
  const preset = VISIBILITY_PRESETS[v.preset] ?? VISIBILITY_PRESETS[0];
  const parts: string[] = [];
  parts.push(inList('status', v.statuses.length > 0 ? v.statuses : preset.statuses));
  let types: readonly string[] = preset.carTypes;
  if (v.car_types.length > 0) types = types.length > 0 ? types.filter((t) => v.car_types.includes(t as CarType)) : v.car_types;
  if (types.length > 0) parts.push(inList('car_type', types));
  // Preset and configured types do not overlap: match nothing rather than silently showing every type.
  else if (preset.carTypes.length > 0 || v.car_types.length > 0) parts.push('car_type = "__none__"');
  if (v.exclude_makes.length > 0) parts.push(`NOT ${inList('make', v.exclude_makes)}`);
  if (v.exclude_stocknums.length > 0) parts.push(`NOT ${inList('stocknum', v.exclude_stocknums)}`);
  if (v.extra_filter && v.extra_filter.trim() !== '') parts.push(`(${v.extra_filter.trim()})`);
  return parts.join(' AND ');
}
