/*
 * Where each setting of the old catch-all `features` object lives now (its settings area). dealer.json files that
 * still write `features.<key>` are read through this map, with a deprecation warning naming the new path.
 */
export const FEATURE_AREAS = {
  offers_subscription: 'pricing',
  no_price_text: 'pricing',
  new_arrival_text: 'badges',
  certified_make: 'badges',
  certified_enabled: 'badges',
  certified_image: 'badges',
  fuel_tags: 'badges',
  default_view_mode: 'vehicle',
  spin_interval_ms: 'vehicle',
  video_embed_host: 'vehicle',
  custom_second_slide: 'vehicle',
  hide_twitter: 'vehicle',
  sticky_footer_cta: 'vehicle',
  blogs: 'vehicle',
  delivery_regions: 'vehicle',
  enquire_text: 'vehicle',
  test_drive_disclaimer: 'vehicle',
  phone_revealed_at_start: 'vehicle',
  reserve: 'purchase',
  buy_online: 'purchase',
  checkout_journey: 'purchase',
  reserve_price_text: 'purchase',
  payment_processors: 'purchase',
  trade_in: 'purchase',
  trade_in_path: 'purchase',
  phone_by_car_type: 'contact',
  closed_text: 'contact',
  min_review_rating: 'contact',
  require_terms: 'contact',
  service_link: 'contact',
  garage_enabled: 'site',
  menu_hover: 'site',
  eofy_path: 'site',
  value_propositions: 'site',
  budget_quick_picks: 'site',
} as const;

export type FeatureArea = (typeof FEATURE_AREAS)[keyof typeof FEATURE_AREAS];
