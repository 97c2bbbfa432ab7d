import { z } from 'zod';
import { httpUrl, sitePath } from '../common';
import { promoCardSchema } from '../promo-card';

/*
 * Settings area `search` of dealer.json: Stock visibility (base filter), search engine and results page, sold
 * window, promo cards. Strict: an unknown key is a problem naming the closest known key.
 */

export const stockVisibilitySchema = z
  .strictObject({
    /** Stock-visibility preset 0..14 (docs/search.md and src/domain/base-filter.ts: which statuses and car types each shows). */
    preset: z.number().int().min(0).max(14).default(0),
    /** Extra base-filter: only these car types (empty = all). */
    car_types: z.array(z.enum(['new', 'used', 'demo'])).default([]),
    /** Extra base-filter: only these statuses (empty = preset decides). */
    statuses: z.array(z.string()).default([]),
    /** Makes never shown. */
    exclude_makes: z.array(z.string()).default([]),
    /** Stock numbers never shown. */
    exclude_stocknums: z.array(z.string()).default([]),
    /** A raw Meilisearch filter ANDed to the base filter. */
    extra_filter: z.string().nullable().default(null),
  })
  .prefault({});

export const searchSchema = z
  .strictObject({
    /** embedded (default, no server) or meilisearch. */
    engine: z.enum(['embedded', 'meilisearch']).default('embedded'),
    /** Meilisearch host (engine meilisearch). */
    host: httpUrl
      .refine((s) => !/[?#]/.test(s), {
        message: 'must not carry a query string or fragment (a key there would be published); put the search-only key in search.search_key',
      })
      .nullable()
      .default(null),
    /** Meilisearch search-only key; an admin/master key fails the build. */
    search_key: z.string().nullable().default(null),
    /** Meilisearch index uid. */
    index_uid: z.string().nullable().default(null),
    /** Results per page. */
    hits_per_page: z.number().int().min(1).max(100).default(21),
    /** Cards per row on large screens (3, or 4 on one site kind). */
    cards_per_row: z.union([z.literal(3), z.literal(4)]).default(3),
    /** Makes listed before 'Show all makes'. */
    make_list_length: z.number().int().min(1).default(7),
    /** Model facet limit. */
    model_limit: z.number().int().min(1).default(30),
    /** Keep only the first of a run of consecutive sold cars in results. */
    sold_handling: z.boolean().default(true),
    /** Days a sold car stays visible. */
    include_sold_cars_days: z.number().int().min(0).default(3),
    /** Per-make override of include_sold_cars_days (4 for one brand). */
    include_sold_cars_days_by_make: z.record(z.string(), z.number().int().min(0)).default({}),
    /** Shown instead of the real count when it is above 1999; null = sum of facet counts. */
    stock_count_override: z.number().int().nullable().default(null),
    /** An ascending sort by the raw feed price (older clients' links) adds price > 0; the site's Lowest price sorts by the shown price, unpriced cars last, none dropped. */
    price_asc_excludes_zero: z.boolean().default(true),
    /** Promo cards inserted among results. */
    promo_cards: z.array(promoCardSchema).default([]),
    /** Promo cards also when the filter is not used-only. */
    promo_cards_all_types: z.boolean().default(false),
    /** Shuffle promo cards after ordering by position. */
    promo_shuffle: z.boolean().default(false),
    /** Random start offset 0..2 for promo positions (one site kind). */
    promo_random_offset: z.boolean().default(false),
    /** Where the empty-result 'Clear Filters' button goes. */
    clear_filters_path: sitePath.default('/special-offers'),
    /** Results cache size (query signatures). */
    cache_size: z.number().int().min(1).default(10),
    /** Make/model search pages: 'search' (/search/{make}/{model}) or 'used-car' (/used-car/{make}/{model}, the spec's brand variant). */
    model_path: z.enum(['search', 'used-car']).default('search'),
    /** Body types for budget/browse tiles; a custom list shows up to 20, else 4. */
    body_tiles: z.array(z.string()).nullable().default(null),
    /** Stock-visibility preset and base-filter conditions. */
    visibility: stockVisibilitySchema,
  })
  .prefault({});
