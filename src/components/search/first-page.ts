import { baseFilter, quoteFilterValue } from '../../domain/base-filter';
import type { SiteData } from '../../lib/site-data';
import { buildEmbeddedIndex, visibleSearchDocuments } from '../../search/build-index';
import { createEmbeddedEngine, type EmbeddedEngine } from '../../search/engine';
import type { PagedSearchResponse } from '../../search/engine/types';
import type { PathPreset } from '../../search/routing';

/** The index uid both transports answer for: the configured one, or 'cars' for the embedded index. */
export function searchIndexUid(site: SiteData): string {
  return site.config.search.index_uid ?? 'cars';
}

let cached: { site: SiteData; engine: EmbeddedEngine } | null = null;

/** One embedded engine per build, over the same documents /search-index.json is written from. */
function engineFor(site: SiteData): EmbeddedEngine {
  if (cached?.site !== site) {
    const docs = visibleSearchDocuments(site.cars, site.config, new Date(site.now));
    cached = { site, engine: createEmbeddedEngine(buildEmbeddedIndex(docs), { indexUid: searchIndexUid(site) }) };
  }
  return cached.engine;
}

/** The preset's refinements as Meilisearch filters (values ORed within a facet, facets ANDed). */
export function presetFilters(preset: PathPreset): string[] {
  return Object.entries(preset.refinements)
    .filter(([, values]) => values?.length)
    .map(([attr, values]) => `${attr} IN [${values!.map(quoteFilterValue).join(', ')}]`);
}

function ask(site: SiteData, filters: string[], extra: Record<string, unknown>): PagedSearchResponse {
  const base = baseFilter(site.config);
  const res = engineFor(site).search(searchIndexUid(site), { filter: [...(base ? [base] : []), ...filters], ...extra });
  if ('code' in res) throw new Error(`Search at build time failed: ${res.message}`);
  return res as PagedSearchResponse;
}

/** Page 1 of a search path, as the island's first query answers it (same filters, default order). */
export function firstPage(site: SiteData, preset: PathPreset): PagedSearchResponse {
  return ask(site, presetFilters(preset), { page: 1, hitsPerPage: site.config.search.hits_per_page, facets: ['make', 'car_type', 'body'] });
}

/** Whole-stock slider bounds (price, km, year) so the sliders keep one scale while they filter. */
export function rangeBounds(site: SiteData): Partial<Record<'price' | 'km' | 'year', { min: number; max: number }>> {
  return ask(site, [], { limit: 0, facets: ['price', 'km', 'year'] }).facetStats ?? {};
}

/** Budget data: price min/max of cars priced above 1000 (spec 7), overall and per body type. */
export function budgetPrices(site: SiteData, bodies: readonly string[]): { all: { min: number; max: number } | null; byBody: Record<string, { min: number; max: number }> } {
  const stats = (filters: string[]) => ask(site, ['price > 1000', ...filters], { limit: 0, facets: ['price'] }).facetStats?.price ?? null;
  const byBody: Record<string, { min: number; max: number }> = {};
  for (const b of bodies) { const s = stats([`body = ${quoteFilterValue(b)}`]); if (s) byBody[b] = s; }
  return { all: stats([]), byBody };
}
