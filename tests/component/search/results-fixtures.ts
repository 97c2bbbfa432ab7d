import type { CardConfig } from '../../../src/islands/search/card-view';
import type { PromoSettings } from '../../../src/islands/search/widgets/Results';

/* What the <Results> widget tests mount it with: plain cards (no favourites, no tags) and no promo cards. */

export const plainCard: CardConfig = {
  pricing: { offers_subscription: false, no_price_text: 'Enquire for price' }, badges: { fuel_tags: false, certified_enabled: false, certified_make: null, certified_image: '' },
  favourites: { enabled: false, style: 'favourites', compare_used_only: false },
};

export const noPromos = { promo_cards: [], promo_cards_all_types: false, promo_shuffle: false, promo_random_offset: false } as unknown as PromoSettings;

/** A search hit as the engine returns it (a 2022 HiLux), with any field replaced. */
export function carHit(over: Record<string, unknown> = {}) {
  return {
    objectID: '1', id: '1', slug: 'toyota-hilux-1', name: '2022 Toyota HiLux SR5', make: 'Toyota', model: 'HiLux', car_type: 'used', status: 'in_stock',
    sold: false, reserved: false, price: 45990, offer_price: null, before_price: null, km: 42000, transmission: 'Automatic', fuel: 'Diesel',
    body: 'Ute', image: null, created_at: Date.parse('2026-01-01') / 1000, price_type: 'drive_away',
    ...over,
  };
}
