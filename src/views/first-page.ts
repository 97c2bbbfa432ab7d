import { quoteFilterValue } from '../domain/base-filter';
import { oncePer } from './once-per';
import { stockCount } from '../domain/search-shaping';
import { formatNumber } from '../domain/number-format';
import type { SiteData } from './site-data';
import { createEmbeddedEngine, type EmbeddedEngine } from '../search/engine';
import type { PagedSearchResponse } from '../search/engine/types';
import type { SearchTransport } from '../search/client';
import type { PathPreset } from '../search/routing';
import type { SearchPathEntry } from './search-paths';
import { endSentence } from '../domain/sentence';
import { isPrivatePath } from '../domain/site-paths';
import { builtSearchPaths } from './linked-search-paths';

/** The index uid both transports answer for: the configured one, or 'cars' for the embedded index. */
export function searchIndexUid(site: SiteData): string {
  return site.config.search.index_uid ?? 'cars';
}

/** How the site's islands reach its search (the search island and the budget tool's counter). */
export function searchTransport(site: SiteData): SearchTransport {
  const s = site.config.search;
  return { engine: s.engine, host: s.host, searchKey: s.search_key, indexUid: searchIndexUid(site), indexUrl: site.searchIndexUrl ?? '/search-index.json' };
}

let cached: { site: SiteData; engine: EmbeddedEngine } | null = null;

/**
 * One engine per render process over the build's one index (site.searchIndex, written as /search-index.json):
 * the index holds only listed cars, so no query adds the base filter again.
 */
function engineFor(site: SiteData): EmbeddedEngine {
  if (cached?.site !== site) cached = { site, engine: createEmbeddedEngine(site.searchIndex, { indexUid: searchIndexUid(site) }) };
  return cached.engine;
}

/** The preset's refinements as Meilisearch filters (values ORed within a facet, facets ANDed). */
export function presetFilters(preset: PathPreset): string[] {
  return Object.entries(preset.refinements)
    .filter(([, values]) => values?.length)
    .map(([attr, values]) => `${attr} IN [${values!.map(quoteFilterValue).join(', ')}]`);
}

function ask(site: SiteData, filters: string[], extra: Record<string, unknown>): PagedSearchResponse {
  const res = engineFor(site).search(searchIndexUid(site), { filter: filters, ...extra });
  if ('code' in res) throw new Error(`Search at build time failed: ${res.message}`);
  return res as PagedSearchResponse;
}

/**
 * The built search pages with no car: a car type the dealer has none of (/search/demo-cars/ of a dealer without
 * demo cars), a configured link's sold-out model. Each shows the empty state, which is nothing for a search engine
 * to list: they carry noindex and stay out of the sitemap (isNoindexPage), while the links to them keep working.
 */
export const emptySearchPaths = oncePer((site: SiteData): ReadonlySet<string> => {
  const entries = builtSearchPaths(site).entries;
  return new Set(entries.filter((e) => ask(site, presetFilters(e.preset), { page: 1, hitsPerPage: 0 }).totalHits === 0).map((e) => e.preset.path));
});

/**
 * Whether a page carries noindex and stays out of the sitemap: a private page (isPrivatePath, which robots.txt
 * disallows too) or an empty search page (emptySearchPaths, which robots.txt leaves open so its noindex is read).
 */
export function isNoindexPage(pathname: string, site: SiteData): boolean {
  if (isPrivatePath(pathname, site.config)) return true;
  const path = pathname.split(/[?#]/)[0]!.replace(/(?:\/index)?\.html$/, '');
  // Only search pages can be empty: other pages (most of a large stock's) never build the set.
  return /^\/(?:search|used-car)\//.test(path) && emptySearchPaths(site).has(path.endsWith('/') ? path : `${path}/`);
}

/**
 * Page 1 of a search path (or a further page, 0-based, for the pre-rendered /page/N/ addresses), as the
 * island's query answers it (same filters, default order).
 */
export function firstPage(site: SiteData, preset: PathPreset, page = 0): PagedSearchResponse {
  return ask(site, presetFilters(preset), { page: page + 1, hitsPerPage: site.config.search.hits_per_page, facets: ['make', 'car_type', 'body'] });
}

/**
 * A search path's slider bounds (price, weekly subscription, km, year: its own cars' min and max, so
 * /search/used-cars/ scales to used cars; the whole stock's without a path). The island starts from these when
 * the address already limits a slider (its live facet stats are then narrowed by that limit); otherwise the
 * live results' stats set the scale.
 */
export type RangeBounds = Partial<Record<'price' | 'subscription_price' | 'km' | 'year', { min: number; max: number }>>;

// Every pre-rendered page of a path (/search/page/2/ …) asks for the same bounds: one query a path and dealer.
const boundsCache = new WeakMap<SiteData, Map<string, RangeBounds>>();

export function rangeBounds(site: SiteData, preset?: PathPreset): RangeBounds {
  const filters = preset ? presetFilters(preset) : [];
  let bySite = boundsCache.get(site);
  if (!bySite) boundsCache.set(site, (bySite = new Map()));
  const key = filters.join('\n');
  let bounds = bySite.get(key);
  if (!bounds) bySite.set(key, (bounds = ask(site, filters, { limit: 0, facets: ['price', 'subscription_price', 'km', 'year'] }).facetStats ?? {}));
  return bounds;
}

/** Budget data: price min/max of cars priced above 1000 (spec 7), overall and per body type. */
export function budgetPrices(
  site: SiteData,
  bodies: readonly string[],
): { all: { min: number; max: number } | null; byBody: Record<string, { min: number; max: number }> } {
  const stats = (filters: string[]) => ask(site, ['price > 1000', ...filters], { limit: 0, facets: ['price'] }).facetStats?.price ?? null;
  const byBody: Record<string, { min: number; max: number }> = {};
  for (const b of bodies) {
    const s = stats([`body = ${quoteFilterValue(b)}`]);
    if (s) byBody[b] = s;
  }
  return { all: stats([]), byBody };
}

/**
 * The counts a shopper sees outside the search page (home "View all N vehicles", make and body tiles), answered
 * by the all-stock query of the one index, so they are the search page's "N cars" and facet counts.
 */
/**
 * A search page's meta description, with the count its results say ("2,050 cars": the same stockCount, so a
 * capped or replaced count agrees, and thousands written as the page writes them).
 */
export function searchPageDescription(
  site: Pick<SiteData, 'config'>,
  result: Pick<PagedSearchResponse, 'totalHits' | 'facetDistribution'>,
  title: string,
): string {
  const n = stockCount(result.totalHits, site.config, result.facetDistribution?.car_type ?? {});
  return `${formatNumber(n)} ${n === 1 ? 'vehicle' : 'vehicles'}: ${title} at ${endSentence(site.config.name)} Filter by make, model, body type, price and more.`;
}

export type ListingCounts = { total: number; make: Record<string, number>; body: Record<string, number> };

// Every search page reads them (its make links): asked once a dealer, not once a page.
export const listingCounts = oncePer((site: SiteData): ListingCounts => {
  const res = ask(site, [], { page: 1, hitsPerPage: 0, facets: ['make', 'body', 'car_type'] });
  // The number the search page prints for the same query (stockCountLabel: capped counts replaced alike).
  const counts = {
    total: stockCount(res.totalHits, site.config, res.facetDistribution?.car_type ?? {}),
    make: res.facetDistribution?.make ?? {},
    body: res.facetDistribution?.body ?? {},
  };
  return counts;
});

/** What a search page renders: its path, which 0-based page of it, and every search path (for its make links). */
export type SearchPageProps = { entry: SearchPathEntry; page: number; all: SearchPathEntry[] };

/**
 * The routes of search pages: each path's first page at the path itself and every further page at
 * {path}page/N/ (routing.ts pagePath), so page links work without JavaScript. `path` is the route parameter.
 */
export function searchPageRoutes(
  site: SiteData,
  entries: readonly SearchPathEntry[],
  all: SearchPathEntry[],
): { params: { path: string }; props: SearchPageProps }[] {
  const perPage = site.config.search.hits_per_page;
  return entries.flatMap((entry) => {
    // How many pages is all a route needs here: counted, no facets or hits (the page asks for those as it renders).
    const pages = Math.max(1, Math.ceil(ask(site, presetFilters(entry.preset), { page: 1, hitsPerPage: 0 }).totalHits / perPage));
    return Array.from({ length: pages }, (_, page) => ({
      params: { path: page === 0 ? entry.path : `${entry.path}/page/${page + 1}` },
      props: { entry, page, all },
    }));
  });
}
