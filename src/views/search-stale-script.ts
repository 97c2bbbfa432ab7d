import { createHash } from 'node:crypto';
import { RANGE_ATTRIBUTES, URL_FACETS } from '../search/routing';

/*
 * A search page's pre-rendered first page may stand in for the live results only while it agrees with the
 * address: /search/used-cars/?make=Mazda must not show every used car (and their count) while the index
 * downloads. This runs before the static results are parsed and marks the page when the address carries any
 * search state the static page does not have; the page's CSS then shows skeleton cards instead of the stale
 * cards, count and pager until the island's live results (or its error) take over.
 * Inline (it must run before the results paint), so the page registers its hash with the Content-Security-Policy.
 * One line, no template whitespace: the hash is of exactly the text written into the page.
 */
export const SEARCH_STALE_ATTRIBUTE = 'data-search-stale';

/** Parameters that change the results (routing.ts reads them); page 1 and the default sort do not. */
export function stateParameters(): string[] {
  return ['query', 'refinement', ...URL_FACETS, ...RANGE_ATTRIBUTES.map((a) => `range[${a}]`)];
}

export function searchStaleScript(): { code: string; hash: `sha256-${string}` } {
  const code =
    `(function(){var k=${JSON.stringify(stateParameters())};var s=false;` +
    `new URLSearchParams(location.search).forEach(function(v,n){v=v.trim();if(!v)return;` +
    `if(k.indexOf(n)>=0||(n==='page'&&v!=='1')||(n==='sortBy'&&v!=='relevant'))s=true;});` +
    `if(s)document.documentElement.setAttribute(${JSON.stringify(SEARCH_STALE_ATTRIBUTE)},'');})();`;
  const hash: `sha256-${string}` = `sha256-${createHash('sha256').update(code).digest('base64')}`;
  return { code, hash };
}
