import { baseFilter } from '../domain/base-filter';
import type { Car, DealerConfig } from '../domain/schemas';
import { buildEmbeddedIndex } from './build-index';
import { toSearchDocument } from './document';
import { createEmbeddedEngine, isMeiliError } from './engine';

/**
 * The cars inside the dealer's base filter, decided by the search engine itself so that the pages built from
 * them (vehicle pages, similar cars, tiles and their counts, search paths) agree with what every query shows.
 * Returns the engine's message when the filter is invalid (a bad `search.visibility.extra_filter`), so the
 * build can name the setting instead of every shopper's search failing in the browser.
 */
export function carsInBaseFilter(cars: readonly Car[], config: Pick<DealerConfig, 'search'>): { cars: Car[] } | { error: string } {
  const filter = baseFilter(config);
  if (filter === '') return { cars: [...cars] };
  const engine = createEmbeddedEngine(buildEmbeddedIndex(cars.map(toSearchDocument)));
  const kept = engine.matching(filter);
  if (isMeiliError(kept)) return { error: kept.message };
  return { cars: kept.map((i) => cars[i]) };
}
