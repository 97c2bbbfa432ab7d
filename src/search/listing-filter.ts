import type { RawFilterMatcher } from '../domain/listing';
import type { Car } from '../domain/schemas';
import { buildEmbeddedIndex } from './build-index';
import { searchSettings, toSearchDocument } from './document';
import { viewColumns } from './engine/columns';
import { SearchRequestError } from './engine/errors';
import { evaluateFilter } from './engine/filter-eval';
import { parseRequest } from './engine/request';

/** A raw filter (search.visibility.extra_filter) the search engine refuses, with Meilisearch's message. */
export class RawFilterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RawFilterError';
  }
}

/**
 * The listing's matcher for the dealer's raw extra filter (src/domain/listing.ts): parsed and checked exactly
 * as a search request's filter (same grammar, same filterable attributes), evaluated by the engine's filter
 * evaluator over the cars' search documents, so a car is listed exactly when a query with that filter would
 * find it. No engine is built; the columns are thrown away afterwards.
 */
export const matchRawFilter: RawFilterMatcher = (cars: readonly Car[], filter: string): Car[] => {
  const settings = searchSettings();
  let parsed;
  try {
    parsed = parseRequest({ filter }, settings).filter;
  } catch (e) {
    if (e instanceof SearchRequestError) throw new RawFilterError(e.error.message);
    throw e;
  }
  if (!parsed || cars.length === 0) return [...cars];
  const mask = evaluateFilter(parsed, viewColumns(buildEmbeddedIndex(cars.map(toSearchDocument), settings)), cars.length);
  return cars.filter((_, i) => mask[i] === 1);
};

/** Meilisearch's message when `filter` is not a valid search filter, else null (dealer.json validation). */
export function rawFilterProblem(filter: string | null | undefined): string | null {
  if (!filter || filter.trim() === '') return null;
  try {
    matchRawFilter([], filter.trim());
    return null;
  } catch (e) {
    if (e instanceof RawFilterError) return e.message;
    throw e;
  }
}
