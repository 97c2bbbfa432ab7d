import { isSold } from './availability';
import type { Car, DealerConfig } from './schemas';
import { formatNumber } from './number-format';
import { sameName } from './name-key';

const DAY_MS = 86_400_000;

/**
 * Only the first of each run of consecutive sold cars, in the order given (spec 4: results stay mostly for
 * sale). The listing applies it once, in the feed's order (listedCars, when search.sold_handling is on), before
 * any query or page: totals, pages and cards then agree, on both search transports.
 */
export function firstOfSoldRuns<T extends Pick<Car, 'status' | 'sold'>>(cars: readonly T[]): T[] {
  return cars.filter((car, i) => {
    const previous = cars[i - 1];
    return !(isSold(car) && previous !== undefined && isSold(previous));
  });
}

/** The settings the sold window reads. */
export type SoldWindowSettings = Pick<DealerConfig['search'], 'include_sold_cars_days' | 'include_sold_cars_days_by_make'>;

/** Days a sold car stays: the per-make override (4 for one brand; the make in any spelling, name-key.ts) or include_sold_cars_days (3 by default). */
export function soldCarDays(make: string, config: { search: SoldWindowSettings }): number {
  const byMake = config.search.include_sold_cars_days_by_make;
  const key = Object.keys(byMake).find((m) => sameName(m, make));
  return (key !== undefined ? byMake[key] : undefined) ?? config.search.include_sold_cars_days;
}

/**
 * Whether a car may be in the search index at `now`. Unsold cars always; sold cars only within their window,
 * counted from sold_at (or updated_at); a sold car with neither date is dropped rather than kept forever.
 */
export function isSoldCarStillVisible(
  car: Pick<Car, 'status' | 'sold' | 'make' | 'sold_at' | 'updated_at'>,
  config: { search: SoldWindowSettings },
  now: Date,
): boolean {
  if (!isSold(car)) return true;
  const when = Date.parse(car.sold_at ?? car.updated_at ?? '');
  if (Number.isNaN(when)) return false;
  return now.getTime() - when <= soldCarDays(car.make, config) * DAY_MS;
}

/** Counts above 1999 are replaced (the search engine caps its exhaustive count). */
export const STOCK_COUNT_CAP = 1999;

/** Stock count shown: the real count up to 1999; above it the configured count, else the sum of facet counts. */
export function stockCount(
  count: number,
  config: { search: Pick<DealerConfig['search'], 'stock_count_override'> },
  facetCounts: Record<string, number> = {},
): number {
  if (count <= STOCK_COUNT_CAP) return count;
  if (config.search.stock_count_override !== null) return config.search.stock_count_override;
  const sum = Object.values(facetCounts).reduce((a, b) => a + b, 0);
  return sum > 0 ? sum : count;
}

/** '1 car' / '24 cars' with thousands separators. */
export function stockCountLabel(
  count: number,
  config: { search: Pick<DealerConfig['search'], 'stock_count_override'> },
  facetCounts: Record<string, number> = {},
): string {
  const n = stockCount(count, config, facetCounts);
  return `${formatNumber(n)} ${n === 1 ? 'car' : 'cars'}`;
}

/**
 * Ascending price sort adds price > 0 (placeholder prices would otherwise lead the list), but only to a sort by the
 * raw feed price (`price:asc`, asked by older clients). The site's own 'Lowest price' sorts by the shown price
 * (`sort_price:asc`), which has no value for a placeholder or missing price, and both search transports put those
 * cars last: they cannot lead the list, so they stay in it, at the end, and the count does not change with the sort.
 */
export function withPriceSortFilter(
  filters: readonly string[],
  sortBy: string | null | undefined,
  config: { search: Pick<DealerConfig['search'], 'price_asc_excludes_zero'> },
): string[] {
  const asc = !!sortBy && /(^|:)price:asc$/.test(sortBy);
  return asc && config.search.price_asc_excludes_zero ? [...filters, 'price > 0'] : [...filters];
}
