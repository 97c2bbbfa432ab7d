import { searchBreadcrumbs } from '../domain/search-breadcrumbs';
import { dealerTimeZone } from '../domain/locations';
import { cardConfigOf } from '../lib/card-view';
import type { SearchAppProps } from '../islands/search/SearchApp';
import { ALL_STOCK_PATH, pagePath } from '../search/routing';
import { firstPage, listingCounts, rangeBounds, searchPageDescription, searchTransport, type SearchPageProps } from './first-page';
import type { BuiltSearchPath } from './linked-search-paths';
import { staticMakeLinks } from './search-paths';
import { staticResultsView } from './static-results-view';
import type { SiteData } from './site-data';
import { knownModelsOf, modelMakesOf } from './stock-groups';

/**
 * Everything a stock-search page (src/pages/search/[...path].astro, and /used-car/ through it) shows and hands its
 * island, worked out here so the page's frontmatter only reads and passes: the first page of results run through the
 * embedded engine as HTML cards, the island's props, the trail and the empty path's fallback.
 */
export function searchPageView(site: SiteData, { entry, page, all }: SearchPageProps) {
  const { config } = site;
  const s = config.search;
  const now = new Date(site.now);
  const card = cardConfigOf(config);
  const result = firstPage(site, entry.preset, page);
  const results = staticResultsView(result, page, { config, card, now, entry });
  const firstCar = results.items.find((i) => i.type === 'car');
  const transport = searchTransport(site);
  const knownModels = knownModelsOf(config, site.cars);
  const app: Omit<SearchAppProps, 'staticId'> = {
    transport,
    preset: entry.preset,
    knownModels,
    modelPath: s.model_path,
    modelMakes: modelMakesOf(site.cars),
    hitsPerPage: s.hits_per_page,
    cardsPerRow: s.cards_per_row,
    makeListLength: s.make_list_length,
    modelLimit: s.model_limit,
    stockCountOverride: s.stock_count_override,
    priceAscExcludesZero: s.price_asc_excludes_zero,
    cacheSize: s.cache_size,
    clearFiltersPath: s.clear_filters_path,
    promo: {
      promo_cards: s.promo_cards,
      promo_cards_all_types: s.promo_cards_all_types,
      promo_shuffle: s.promo_shuffle,
      promo_random_offset: s.promo_random_offset,
    },
    card,
    ranges: rangeBounds(site, entry.preset),
    now: site.now,
    timeZone: dealerTimeZone(config),
  };
  return {
    config,
    transport,
    /** The page's HTML cards, count and page links (StaticResults.astro). */
    results,
    /** The first card's photo: the page's largest paint on a phone, fetched before the stylesheet and scripts. */
    lcp: firstCar?.type === 'car' ? firstCar.car.picture : null,
    app,
    title: page > 0 ? `${entry.title}, page ${page + 1}` : entry.title,
    description: searchPageDescription(site, result, entry.title),
    isLanding: entry.preset.path === ALL_STOCK_PATH,
    makeLinks: staticMakeLinks(entry, all, result.facetDistribution?.make ?? {}, listingCounts(site).make),
    fallback: (entry as BuiltSearchPath).fallback,
    crumbs: searchBreadcrumbs(entry.preset.refinements, entry.title, knownModels, entry.preset.path, s.model_path),
    pageUrl: (p: number) => pagePath(entry.preset.path, p),
  };
}
