import type { Car } from '../domain/schemas';
import { toSearchDocument, type SearchDocument } from './document';

/**
 * The document fields a result card reads. The search island asks only for these (attributesToRetrieve): a hit is
 * then about half a document, which InstantSearch copies once per hit on every answer.
 */
export const CARD_ATTRIBUTES = [
  'id',
  'slug',
  'name',
  'make',
  'model',
  'car_type',
  'status',
  'sold',
  'reserved',
  'certified',
  'preorder',
  'tag',
  'price',
  'before_price',
  'offer_price',
  'subscription_price',
  'price_type',
  'km',
  'body',
  'fuel',
  'transmission',
  'created_at',
  'image',
  'image_w',
  'image_h',
  'image_thumb',
] as const satisfies readonly (keyof SearchDocument)[];

/** A search hit: the fields cards and rules read, typed so that reading a field not in CARD_ATTRIBUTES fails to compile. */
export type CardHit = Pick<SearchDocument, 'id' | 'slug' | 'name' | 'make' | 'model' | 'car_type' | 'status' | 'sold' | 'reserved'> &
  Partial<Pick<SearchDocument, (typeof CARD_ATTRIBUTES)[number]>>;

/**
 * A whole car as the search island reads it back: its index document cut to the card's attributes. The build's
 * cards (home, similar cars, a brand's overview) are drawn from this, through the island's own card view
 * (src/islands/search/card-view.ts), so every card of a car says what its search result says.
 */
export function cardHitOf(car: Car): CardHit {
  const doc = toSearchDocument(car);
  return Object.fromEntries(CARD_ATTRIBUTES.map((key) => [key, doc[key]])) as CardHit;
}
