import { isShownStatus } from './availability';
import { visibilityRule, type VisibilityRule } from './base-filter';
import type { Car, DealerConfig } from './schemas';
import { nameKey } from './name-key';
import { firstOfSoldRuns, isSoldCarStillVisible, soldCarDays } from './search-shaping';

/**
 * Keeps the cars a raw Meilisearch filter (search.visibility.extra_filter) matches, in their order. The grammar
 * belongs to the search engine (src/search/listing-filter.ts supplies this), so the domain takes it as a
 * parameter instead of importing it; it throws when the filter is invalid.
 */
export type RawFilterMatcher = (cars: readonly Car[], filter: string) => Car[];

/** Meilisearch compares filter strings trimmed and case-insensitively; the listing does the same. */
const norm = (value: string | null | undefined): string => (value ?? '').trim().toLowerCase();
const oneOf = (values: readonly string[]) => {
  const set = new Set(values.map(norm));
  return (v: string | null | undefined) => set.has(norm(v));
};

/**
 * Why a car of the snapshot is not listed: the first rule of the listing it fails, in the listing's order.
 * `status`: a status word the site does not show (not in_stock, coming_soon or sold: spec 4);
 * `sold_window`: sold longer ago than its make's window (or sold with no date at all);
 * `base_status` / `base_car_type`: a status or car type the dealer's base filter leaves out (search.visibility);
 * `excluded_make` / `excluded_stocknum`: named in exclude_makes / exclude_stocknums;
 * `extra_filter`: not matched by the raw extra filter; `sold_run`: a sold car directly after another listed sold car.
 */
export type NotListedReason =
  | { kind: 'status'; status: string }
  | { kind: 'sold_window'; days: number; sold_on: string | null }
  | { kind: 'base_status'; status: string }
  | { kind: 'base_car_type'; car_type: string }
  | { kind: 'excluded_make'; make: string }
  | { kind: 'excluded_stocknum'; stocknum: string }
  | { kind: 'extra_filter'; filter: string }
  | { kind: 'sold_run'; after: string };

/** The listing and, for every other car of the snapshot, why it is not listed: listed + not listed = the snapshot. */
export interface ListingAccount<T extends Car = Car> {
  listed: T[];
  notListed: { car: T; reason: NotListedReason }[];
}

/** The first rule of the structured base filter (preset statuses, car types, excluded makes and stock numbers) a car fails, or null. */
function baseFilterReason(rule: VisibilityRule): (car: Car) => NotListedReason | null {
  const status = oneOf(rule.statuses);
  const type = rule.carTypes ? oneOf(rule.carTypes) : () => true;
  // Makes are one name in any spelling (name-key.ts): the build canonicalises them before the listing.
  const excludedMakes = rule.excludeMakes.map(nameKey).filter(Boolean);
  // An empty or 'null' stock number is no stock number (as in the search document), so it never matches an exclusion.
  const hasStocknum = (v: string | null | undefined) => norm(v) !== '' && norm(v) !== 'null';
  const excludedStock = oneOf(rule.excludeStocknums.filter(hasStocknum));
  return (car) => {
    if (!status(car.status)) return { kind: 'base_status', status: car.status };
    if (!type(car.car_type)) return { kind: 'base_car_type', car_type: car.car_type };
    if (excludedMakes.includes(nameKey(car.make))) return { kind: 'excluded_make', make: car.make };
    if (hasStocknum(car.stocknum) && excludedStock(car.stocknum)) return { kind: 'excluded_stocknum', stocknum: car.stocknum! };
    return null;
  };
}

/**
 * THE listing: the cars a site lists, decided once per build (scripts/lib/derive/prepare-site.ts), with the reason each
 * other car is not listed. Every page, count, tile, facet, sitemap entry, feed, similar-car answer and the search
 * index (embedded or synced to Meilisearch) is made from `listed` and nothing else. A car is listed when
 *   1. its status is one the site shows at all (in_stock, coming_soon, sold: spec 4);
 *   2. if sold, it is inside the sold window of its make (include_sold_cars_days[_by_make], counted from
 *      sold_at or updated_at);
 *   3. it passes the dealer's base filter: preset/configured statuses and car types, excluded makes and stock
 *      numbers (search.visibility), and the raw extra filter when one is set (evaluated by `matchRaw`);
 *   4. with sold handling on (search.sold_handling), it is not a sold car directly after another sold car of
 *      the listing: of each run of consecutive sold cars only the first is kept (spec 4). Done here, in the
 *      feed's order, rather than on each page of results, so every total, facet count and page agrees with
 *      the cards shown, on the embedded engine and on a Meilisearch server alike.
 * Order is the feed's: it is the index order, so the default and tie-break order of every search. The cars not
 * listed keep the feed's order too, each with the first rule it fails.
 */
export function listingAccount<T extends Car>(
  cars: readonly T[],
  config: Pick<DealerConfig, 'search'>,
  now: Date,
  matchRaw?: RawFilterMatcher,
): ListingAccount<T> {
  const rule = visibilityRule(config);
  const baseReason = baseFilterReason(rule);
  const reasons = new Map<T, NotListedReason>();
  let kept: T[] = [];
  for (const car of cars) {
    const reason = !isShownStatus(car)
      ? { kind: 'status' as const, status: car.status }
      : !isSoldCarStillVisible(car, config, now)
        ? { kind: 'sold_window' as const, days: soldCarDays(car.make, config), sold_on: car.sold_at ?? car.updated_at ?? null }
        : baseReason(car);
    if (reason) reasons.set(car, reason);
    else kept.push(car);
  }
  if (rule.extraFilter) {
    if (!matchRaw) throw new Error("search.visibility.extra_filter is set: listedCars needs the search engine's filter matcher (src/search/listing-filter.ts)");
    const matched = new Set(matchRaw(kept, rule.extraFilter));
    for (const car of kept) if (!matched.has(car)) reasons.set(car, { kind: 'extra_filter', filter: rule.extraFilter });
    kept = kept.filter((car) => matched.has(car));
  }
  if (config.search.sold_handling) {
    const first = new Set(firstOfSoldRuns(kept));
    kept.forEach((car, i) => {
      if (!first.has(car)) reasons.set(car, { kind: 'sold_run', after: kept[i - 1]!.slug });
    });
    kept = kept.filter((car) => first.has(car));
  }
  return {
    listed: kept,
    notListed: cars.flatMap((car) => {
      const reason = reasons.get(car);
      return reason ? [{ car, reason }] : [];
    }),
  };
}

/** The listed cars alone (listingAccount's `listed`): the one rule, for callers that need no account. */
export function listedCars<T extends Car>(cars: readonly T[], config: Pick<DealerConfig, 'search'>, now: Date, matchRaw?: RawFilterMatcher): T[] {
  return listingAccount(cars, config, now, matchRaw).listed;
}
