import * as z from 'zod/mini';
import { readParsed, siteKey, writeJson, type KeyValueStorage } from './storage';

const pagesSchema = z.array(z.string());
const paramsSchema = z.record(z.string(), z.string());

/*
 * lead_attributes: the pages seen this session and the campaign parameters of the landing URL. Kept in
 * sessionStorage (per tab, forgotten when it closes) under slug-prefixed keys.
 */

export const MAX_VISITED_PAGES = 20;
const CAMPAIGN = /^(utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|dclid|ttclid)$/i;

/** Adds this page to the trail (no immediate duplicates, newest MAX_VISITED_PAGES kept) and remembers campaign params. */
export function recordVisit(storage: KeyValueStorage | null, slug: string, href: string): void {
  const url = new URL(href, 'http://localhost');
  const path = url.pathname + url.search;
  const pagesKey = siteKey(slug, 'VisitedPages');
  const pages = readParsed(storage, pagesKey, pagesSchema, []);
  if (pages[pages.length - 1] !== path) pages.push(path);
  writeJson(storage, pagesKey, pages.slice(-MAX_VISITED_PAGES));

  const found = campaignParams(url.searchParams);
  if (Object.keys(found).length) {
    const paramsKey = siteKey(slug, 'LinkedQueryParams');
    writeJson(storage, paramsKey, { ...readParsed(storage, paramsKey, paramsSchema, {}), ...found });
  }
}

export function campaignParams(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of params) if (CAMPAIGN.test(k) && v) out[k] = v.slice(0, 500);
  return out;
}

export function leadAttributes(storage: KeyValueStorage | null, slug: string): { visited_pages: string[]; linked_query_params: Record<string, string> } {
  return {
    visited_pages: readParsed(storage, siteKey(slug, 'VisitedPages'), pagesSchema, []),
    linked_query_params: readParsed(storage, siteKey(slug, 'LinkedQueryParams'), paramsSchema, {}),
  };
}
