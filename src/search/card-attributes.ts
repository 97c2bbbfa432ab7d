import type { SearchDocument } from './document';

/**
 * The document fields a result card reads. The search island asks only for these (attributesToRetrieve): a hit is
 * then about half a document, which InstantSearch copies once per hit on every answer. A module of its own, importing
 * the document only as a type: the islands that draw cards (search, compare) load none of the document's build code.
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
