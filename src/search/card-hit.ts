import type { Car } from '../domain/schemas';
import { CARD_ATTRIBUTES, type CardHit } from './card-attributes';
import { toSearchDocument } from './document';

export { CARD_ATTRIBUTES, type CardHit };

/**
 * A whole car as the search island reads it back: its index document cut to the card's attributes. The build's
 * cards (home, similar cars, a brand's overview) and the watchlist car table (/watchlist/cars.json) are drawn from
 * this, through the island's own card view (src/lib/card-view.ts), so every card of a car says what its
 * search result says.
 */
export function cardHitOf(car: Car): CardHit {
  const doc = toSearchDocument(car);
  return Object.fromEntries(CARD_ATTRIBUTES.map((key) => [key, doc[key]])) as CardHit;
}
