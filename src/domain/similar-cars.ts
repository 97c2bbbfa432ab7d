import type { Car } from './schemas';
import { quoteFilterValue } from './base-filter';
import { bodyType } from './body-type';
import { currentPrice } from './pricing';

/** Spec 7/9: at most 6 results, 10 hits per query. */
export const SIMILAR_MAX = 6;
export const SIMILAR_HITS_PER_QUERY = 10;

/** Price window: plus or minus 10000 when the price is under 50000, else 25000. */
export function similarPriceWindow(price: number): number {
  return price < 50000 ? 10000 : 25000;
}

type SimilarCar = Pick<Car, 'id' | 'make' | 'model' | 'status' | 'price' | 'item_type'>;

/**
 * The one rule both the spec's queries and the build's groups apply to a candidate: in stock, not the car itself,
 * the same kind of vehicle (a caravan's similar vehicles are caravans), inside the price window when the car has
 * a price. similarCarsRequest filters the index by the same rule; src/views/stock-groups.ts reads the groups with
 * this function, so there is one copy.
 */
export function isSimilarCandidate(car: SimilarCar, candidate: SimilarCar): boolean {
  return candidate.id !== car.id && candidate.status === 'in_stock' && vehicleKind(candidate) === vehicleKind(car) && inWindow(car, candidate);
}

function inWindow(car: SimilarCar, candidate: SimilarCar): boolean {
  if (typeof car.price !== 'number' || car.price <= 0) return true;
  if (typeof candidate.price !== 'number') return false;
  return Math.abs(candidate.price - car.price) <= similarPriceWindow(car.price);
}

const sameModel = (a: SimilarCar, b: SimilarCar) => a.make.toLowerCase() === b.make.toLowerCase() && a.model.toLowerCase() === b.model.toLowerCase();

/** The kind of vehicle (the feed's item_type: car, caravan, motorcycle, truck); no item type is a car. */
export function vehicleKind(car: Pick<Car, 'item_type'>): string {
  return car.item_type?.trim().toLowerCase() || 'car';
}

/** Pure pick from candidates: in_stock, inside the price window, not the car itself, deduplicated by id, model matches first, at most 6. */
export function chooseSimilarCars<T extends SimilarCar>(car: SimilarCar, candidates: readonly T[]): T[] {
  const seen = new Set<string>([car.id]);
  const eligible: T[] = [];
  for (const c of candidates) {
    if (seen.has(c.id) || !isSimilarCandidate(car, c)) continue;
    seen.add(c.id);
    eligible.push(c);
  }
  // Stable sort keeps the search order within each group.
  const sorted = [...eligible].sort((a, b) => Number(sameModel(car, b)) - Number(sameModel(car, a)));
  return sorted.slice(0, SIMILAR_MAX);
}

/**
 * The fallback's price windows around the car's shown purchase price, narrowest first: ±30 %, then ±50 %, then
 * ±100 % (up to twice the price). A car with no shown price has no window: same kind only.
 */
export const FALLBACK_PRICE_STEPS = [0.3, 0.5, 1] as const;

type FallbackCar = SimilarCar & Pick<Car, 'offer_price' | 'item_type' | 'simple_body' | 'body'>;

/**
 * Spec 4 "otherwise a fallback search", when the spec's queries find nothing. It never leaves the car's kind (a
 * caravan's fallback is caravans, so the heading 'Similar Caravans' is true) nor strays far in price: for each
 * window of FALLBACK_PRICE_STEPS in turn, the same body type first, then any body, in stock and not the car
 * itself, until 6 are found. Candidates without a shown price only fill in for a car without one.
 */
export function similarFallback<T extends FallbackCar>(car: FallbackCar, stock: readonly T[]): T[] {
  const kind = vehicleKind(car);
  const body = bodyType(car)?.toLowerCase() ?? null;
  const price = currentPrice(car);
  const sameKind = stock.filter((c) => c.id !== car.id && c.status === 'in_stock' && vehicleKind(c) === kind);
  const sameBody = (c: T) => body !== null && bodyType(c)?.toLowerCase() === body;
  const within = (share: number) => (c: T) => {
    const p = currentPrice(c);
    return p !== null && Math.abs(p - price!) <= price! * share;
  };
  const steps: ((c: T) => boolean)[] =
    price === null ? [sameBody, () => true] : FALLBACK_PRICE_STEPS.flatMap((share) => [(c: T) => sameBody(c) && within(share)(c), within(share)]);
  const seen = new Set<string>();
  const out: T[] = [];
  for (const step of steps) {
    for (const c of sameKind) {
      if (out.length === SIMILAR_MAX) return out;
      if (seen.has(c.id) || !step(c)) continue;
      seen.add(c.id);
      out.push(c);
    }
  }
  return out;
}

export type MultiSearchQuery = {
  indexUid: string;
  q: string;
  facets: string[];
  attributesToHighlight: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  limit: number;
  filter: string;
};

/** InstantSearch's highlight markers, which the spec's request carries. */
export const HIGHLIGHT_PRE_TAG = '__ais-highlight__';
export const HIGHLIGHT_POST_TAG = '__/ais-highlight__';

/**
 * The spec's multi-search body: one query for the same make and model, one for the same body type (the index's
 * `body`, see bodyType; the car type when the car has none), both in_stock, of the same kind of vehicle, inside the
 * price window and excluding the car itself. chooseSimilarCars merges the answers.
 */
export function similarCarsRequest(
  car: Pick<Car, 'id' | 'make' | 'model' | 'price' | 'simple_body' | 'body' | 'car_type' | 'item_type'>,
  indexUid: string,
): { queries: MultiSearchQuery[] } {
  const kind = vehicleKind(car);
  // Beyond the spec's filter: the same kind of vehicle (no item type counts as a car), as isSimilarCandidate.
  const kindFilter = kind === 'car' ? '(item_type IS NULL OR item_type = "car")' : `item_type = ${quoteFilterValue(kind)}`;
  const common = ['status = "in_stock"', `NOT id = ${quoteFilterValue(car.id)}`, kindFilter];
  if (typeof car.price === 'number' && car.price > 0) {
    const w = similarPriceWindow(car.price);
    common.push(`price ${Math.max(0, car.price - w)} TO ${car.price + w}`);
  }
  const query = (extra: string[]): MultiSearchQuery => ({
    indexUid,
    q: '',
    facets: [],
    attributesToHighlight: ['*'],
    highlightPreTag: HIGHLIGHT_PRE_TAG,
    highlightPostTag: HIGHLIGHT_POST_TAG,
    limit: SIMILAR_HITS_PER_QUERY,
    filter: [...common, ...extra].join(' AND '),
  });
  const body = bodyType(car);
  const broad = body ? `body = ${quoteFilterValue(body)}` : `car_type = ${quoteFilterValue(car.car_type)}`;
  return {
    queries: [query([`make = ${quoteFilterValue(car.make)}`, `model = ${quoteFilterValue(car.model)}`]), query([broad])],
  };
}
