import { dealerTimeZone } from '../domain/locations';
import { insertPromoCards, placePromoCards } from '../domain/promo-cards';
import type { CarType, DealerConfig } from '../domain/schemas';
import { stockCountLabel } from '../domain/search-shaping';
import { toCardView, type CardConfig, type CardHit } from '../lib/card-view';
import type { PagedSearchResponse } from '../search/engine/types';
import type { SearchPathEntry } from './search-paths';

/** Page links around the one shown, as the live pager draws them (InstantSearch's padding of 2). */
const PAGE_LINKS = 5;

/**
 * What one page of a search path shows as plain HTML (src/components/search/StaticResults.astro): its cards with
 * the promo cards placed among them, the count, the page links and, without JavaScript, which cars of how many.
 * `page` is 0-based.
 */
export function staticResultsView(
  result: PagedSearchResponse,
  page: number,
  { config, card, now, entry }: { config: DealerConfig; card: CardConfig; now: Date; entry: SearchPathEntry },
) {
  const carTypes = (entry.preset.refinements.car_type ?? []) as CarType[];
  // No randomness in static HTML: the island applies shuffle/offset when it takes over. Promo cards on page 1 only.
  const placed =
    page === 0
      ? placePromoCards(
          { search: { ...config.search, promo_shuffle: false, promo_random_offset: false } },
          { now, carTypes, random: () => 0, timeZone: dealerTimeZone(config) },
        )
      : [];
  // Sold runs were collapsed once, in the listing (listedCars): the count, the pages and the cards agree.
  const hits = result.hits as unknown as CardHit[];
  const items = insertPromoCards(
    hits.map((h) => toCardView(h, card, now)),
    placed,
  );
  // Every page of the path is pre-rendered, so these links work without JavaScript: the window around this one.
  const total = result.totalPages;
  const first = Math.max(0, Math.min(page - 2, total - PAGE_LINKS));
  const pages = Array.from({ length: Math.min(total, PAGE_LINKS) }, (_, i) => first + i);
  const from = page * config.search.hits_per_page + 1;
  const to = Math.min(result.totalHits, from + hits.length - 1);
  return {
    items,
    page,
    pages,
    pageCount: total,
    count: stockCountLabel(result.totalHits, config, result.facetDistribution?.car_type ?? {}),
    /** "Cars 25–48, page 2 of 13", shown without JavaScript when the path has more than one page. */
    range: total > 1 ? `Cars ${from.toLocaleString('en-AU')}–${to.toLocaleString('en-AU')}, page ${page + 1} of ${total}` : null,
    cardsPerRow: config.search.cards_per_row,
    skeletons: config.search.cards_per_row * 2,
    clearFiltersPath: config.search.clear_filters_path,
  };
}

export type StaticResultsView = ReturnType<typeof staticResultsView>;
