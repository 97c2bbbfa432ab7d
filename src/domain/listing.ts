import { isShownStatus } from './availability';
import { visibilityRule, type VisibilityRule } from './base-filter';
import type { Car, DealerConfig } from './schemas';
import { firstOfSoldRuns, isSoldCarStillVisible } from './search-shaping';

/**
 * Keeps the cars a raw Meilisearch filter (search.visibility.extra_filter) matches, in their order. The grammar
 * belongs to the search engine (src/search/listing-filter.ts supplies this), so the domain takes it as a
 * parameter instead of importing it; it throws when the filter is invalid.
 */
export type RawFilterMatcher = (cars: readonly Car[], filter: string) => Car[];

/** Meilisearch compares filter strings trimmed and case-insensitively; the listing does the same. */
const norm = (value: string | null | undefined): string => (value ?? '').trim().toLowerCase();
const oneOf = (values: readonly string[]) => { const set = new Set(values.map(norm)); return (v: string | null | undefined) => set.has(norm(v)); };

/** Whether a car passes the structured part of the dealer's base filter (preset statuses, car types, excluded makes and stock numbers). */
function inVisibilityRule(rule: VisibilityRule): (car: Car) => boolean {
  const status = oneOf(rule.statuses);
  const type = rule.carTypes ? oneOf(rule.carTypes) : () => true;
  const excludedMake = oneOf(rule.excludeMakes);
  // An empty or 'null' stock number is no stock number (as in the search document), so it never matches an exclusion.
  const hasStocknum = (v: string | null | undefined) => norm(v) !== '' && norm(v) !== 'null';
  const excludedStock = oneOf(rule.excludeStocknums.filter(hasStocknum));
  return (car) => status(car.status) && type(car.car_type) && !excludedMake(car.make) && !(hasStocknum(car.stocknum) && excludedStock(car.stocknum));
}

/**
 * THE listing: the cars a site lists, decided once per build (scripts/lib/prepare-site.ts). Every page, count,
 * tile, facet, sitemap entry, feed, similar-car answer and the search index (embedded or synced to Meilisearch)
 * is made from this list and nothing else. A car is listed when
 *   1. its status is one the site shows at all (in_stock, coming_soon, sold: spec 4);
 *   2. if sold, it is inside the sold window of its make (include_sold_cars_days[_by_make], counted from
 *      sold_at or updated_at);
 *   3. it passes the dealer's base filter: preset/configured statuses and car types, excluded makes and stock
 *      numbers (search.visibility), and the raw extra filter when one is set (evaluated by `matchRaw`);
 *   4. with sold handling on (search.sold_handling), it is not a sold car directly after another sold car of
 *      the listing: of each run of consecutive sold cars only the first is kept (spec 4). Done here, in the
 *      feed's order, rather than on each page of results, so every total, facet count and page agrees with
 *      the cards shown, on the embedded engine and on a Meilisearch server alike.
 * Order is the feed's: it is the index order, so the default and tie-break order of every search.
 */
export function listedCars(cars: readonly Car[], config: Pick<DealerConfig, 'search'>, now: Date, matchRaw?: RawFilterMatcher): Car[] {
  const rule = visibilityRule(config);
  const inRule = inVisibilityRule(rule);
  let kept = cars.filter((car) => isShownStatus(car) && isSoldCarStillVisible(car, config, now) && inRule(car));
  if (rule.extraFilter) {
    if (!matchRaw) throw new Error('search.visibility.extra_filter is set: listedCars needs the search engine\'s filter matcher (src/search/listing-filter.ts)');
    kept = matchRaw(kept, rule.extraFilter);
  }
  return config.search.sold_handling ? firstOfSoldRuns(kept) : kept;
}
