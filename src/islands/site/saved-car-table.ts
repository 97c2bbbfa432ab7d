import { savedCarSummary, type SavedCarSummary } from '../../domain/saved-cars';
import type { Car, DealerConfig } from '../../domain/schemas';
import { cardHitOf } from '../../search/card-hit';
import { cardConfigOf, toCardView } from '../../lib/card-view';

/**
 * The watchlist car table (/watchlist/cars.json, written at build time, read by SavedCars): each listed car's search
 * card view (cardHitOf, then toCardView, as the build's cards are drawn), cut to what a saved row shows
 * (savedCarSummary). `now`: the build's, the clock the search cards' badges read. Build code: no island imports it.
 */
export function savedCarTable(cars: readonly Car[], config: DealerConfig, now: Date): SavedCarSummary[] {
  const card = cardConfigOf(config);
  return cars.map((car) => savedCarSummary(toCardView(cardHitOf(car), card, now)));
}
