import type { Car } from './schemas';
import { quoteFilterValue } from './base-filter';
import { bodyType } from './body-type';

/** Spec 7/9: at most 6 results, 10 hits per query. */
export const SIMILAR_MAX = 6;
export const SIMILAR_HITS_PER_QUERY = 10;

/** Price window: plus or minus 10000 when the price is under 50000, else 25000. */
export function similarPriceWindow(price: number): number {
  return price < 50000 ? 10000 : 25000;
}

type SimilarCar = Pick<Car, 'id' | 'make' | 'model' | 'status' | 'price'>;

function inWindow(car: SimilarCar, candidate: SimilarCar): boolean {
  if (typeof car.price !== 'number' || car.price <= 0) return true;
  if (typeof candidate.price !== 'number') return false;
  return Math.abs(candidate.price - car.price) <= similarPriceWindow(car.price);
}

const sameModel = (a: SimilarCar, b: SimilarCar) =>
  a.make.toLowerCase() === b.make.toLowerCase() && a.model.toLowerCase() === b.model.toLowerCase();

/** Pure pick from candidates: in_stock, inside the price window, not the car itself, deduplicated by id, model matches first, at most 6. */
export function chooseSimilarCars<T extends SimilarCar>(car: SimilarCar, candidates: readonly T[]): T[] {
  const seen = new Set<string>([car.id]);
  const eligible: T[] = [];
  for (const c of candidates) {
    if (seen.has(c.id) || c.status !== 'in_stock' || !inWindow(car, c)) continue;
    seen.add(c.id);
    eligible.push(c);
  }
  // Stable sort keeps the search order within each group.
  const sorted = [...eligible].sort((a, b) => Number(sameModel(car, b)) - Number(sameModel(car, a)));
  return sorted.slice(0, SIMILAR_MAX);
}

/**
 * Spec 4 "otherwise a fallback search": when the spec's queries find nothing, the same body type at any price,
 * then the same car type (new, used, demo), in stock and not the car itself, so the section never disappears
 * while the dealer has other stock. `groups` are the candidate lists in that order.
 */
export function similarFallback<T extends SimilarCar>(car: SimilarCar, groups: readonly (readonly T[])[]): T[] {
  const seen = new Set<string>([car.id]);
  const out: T[] = [];
  for (const group of groups) {
    for (const c of group) {
      if (out.length === SIMILAR_MAX) return out;
      if (seen.has(c.id) || c.status !== 'in_stock') continue;
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
 * `body`, see bodyType; the car type when the car has none), both in_stock, inside the price window and excluding
 * the car itself. chooseSimilarCars merges the answers.
 */
export function similarCarsRequest(car: Pick<Car, 'id' | 'make' | 'model' | 'price' | 'simple_body' | 'body' | 'car_type'>, indexUid: string): { queries: MultiSearchQuery[] } {
  const common = ['status = "in_stock"', `NOT id = ${quoteFilterValue(car.id)}`];
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
    queries: [
      query([`make = ${quoteFilterValue(car.make)}`, `model = ${quoteFilterValue(car.model)}`]),
      query([broad]),
    ],
  };
}
