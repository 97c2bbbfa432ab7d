import type { CardConfig } from '../../../src/lib/card-view';
import type { PromoSettings } from '../../../src/islands/search/widgets/Results';

/* What the <Results> widget tests mount it with: plain cards (no favourites, no tags) and no promo cards. */

export const plainCard: CardConfig = {
  pricing: { offers_subscription: false, no_price_text: 'Enquire for price' },
  badges: { fuel_tags: false, certified_enabled: false, certified_make: null, certified_image: '' },
  favourites: { enabled: false, style: 'favourites', compare_used_only: false },
};

export const noPromos = { promo_cards: [], promo_cards_all_types: false, promo_shuffle: false, promo_random_offset: false } as unknown as PromoSettings;

/** A search hit as the engine returns it (a 2022 HiLux), with any field replaced. */
export function carHit(over: Record<string, unknown> = {}) {
  return {
    objectID: '1',
    id: '1',
    slug: 'toyota-hilux-1',
    name: '2022 Toyota HiLux SR5',
    make: 'Toyota',
    model: 'HiLux',
    car_type: 'used',
    status: 'in_stock',
    sold: false,
    reserved: false,
    price: 45990,
    offer_price: null,
    before_price: null,
    km: 42000,
    transmission: 'Automatic',
    fuel: 'Diesel',
    body: 'Ute',
    image: null,
    created_at: Date.parse('2026-01-01') / 1000,
    price_type: 'drive_away',
    ...over,
  };
}

/** A HiLux search hit with its own id and model name (the Results tests tell old cards from new by them). */
export const carOf = (id: string, model: string) =>
  carHit({ objectID: id, id, slug: `toyota-${model.toLowerCase()}-${id}`, name: `2022 Toyota ${model} ${id}`, model });

/**
 * A search client answering `hits` HiLux for the empty query and as many Ranger once the shopper types 'ranger';
 * `nbHits` gives each answer's count ({ empty, typed }), so a test can tell which answer a count came from.
 */
export function hiluxThenRanger({ hits, nbHits }: { hits: number; nbHits: { empty: number; typed: number } }) {
  return {
    search(requests: { indexName: string; params?: { query?: string } }[]) {
      return Promise.resolve({
        results: requests.map((r) => {
          const typed = r.params?.query === 'ranger';
          const found = Array.from({ length: hits }, (_, i) => (typed ? carOf(`r${i}`, 'Ranger') : carOf(`h${i}`, 'HiLux')));
          const count = typed ? nbHits.typed : nbHits.empty;
          return {
            index: r.indexName,
            hits: found,
            nbHits: count,
            page: 0,
            nbPages: Math.ceil(count / 21),
            hitsPerPage: 21,
            processingTimeMS: 1,
            query: r.params?.query ?? '',
            params: '',
            exhaustiveNbHits: true,
          };
        }),
      });
    },
  };
}
