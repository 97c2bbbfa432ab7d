import { readText, siteKey, writeText, type KeyValueStorage } from './storage';

/*
 * lead_attributes: the pages seen this session and the campaign parameters of the landing URL. Kept in
 * sessionStorage (per tab, forgotten when it closes) under slug-prefixed keys. Recorded on every page, so kept
 * as text whose readers accept anything (paths one per line, parameters as a query string): no schema library
 * has to load on a page just to note a visit, and a tampered value can only read as some strings.
 */

export const MAX_VISITED_PAGES = 20;
const MAX_PATH = 2000;
const CAMPAIGN = /^(utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|dclid|ttclid)$/i;
const pagesKey = (slug: string) => siteKey(slug, 'VisitedPages');
const paramsKey = (slug: string) => siteKey(slug, 'LinkedQueryParams');

function readPages(storage: KeyValueStorage | null, slug: string): string[] {
  const raw = readText(storage, pagesKey(slug));
  if (!raw) return [];
  return raw
    .split('\n')
    .filter((p) => p.startsWith('/'))
    .map((p) => p.slice(0, MAX_PATH))
    .slice(-MAX_VISITED_PAGES);
}

function readParams(storage: KeyValueStorage | null, slug: string): Record<string, string> {
  return campaignParams(new URLSearchParams(readText(storage, paramsKey(slug)) ?? ''));
}

/** Adds this page to the trail (no immediate duplicates, newest MAX_VISITED_PAGES kept) and remembers campaign params. */
export function recordVisit(storage: KeyValueStorage | null, slug: string, href: string): void {
  const url = new URL(href, 'http://localhost');
  // A path never holds a raw line break (the URL parser escapes it), so one path a line reads back whole.
  const path = (url.pathname + url.search).slice(0, MAX_PATH);
  const pages = readPages(storage, slug);
  if (pages[pages.length - 1] !== path) pages.push(path);
  writeText(storage, pagesKey(slug), pages.slice(-MAX_VISITED_PAGES).join('\n'));

  const found = campaignParams(url.searchParams);
  if (Object.keys(found).length) {
    writeText(storage, paramsKey(slug), new URLSearchParams({ ...readParams(storage, slug), ...found }).toString());
  }
}

export function campaignParams(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of params) if (CAMPAIGN.test(k) && v) out[k] = v.slice(0, 500);
  return out;
}

export function leadAttributes(storage: KeyValueStorage | null, slug: string): { visited_pages: string[]; linked_query_params: Record<string, string> } {
  return { visited_pages: readPages(storage, slug), linked_query_params: readParams(storage, slug) };
}
