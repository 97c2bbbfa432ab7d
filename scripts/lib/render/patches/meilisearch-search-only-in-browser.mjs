/*
 * instant-meilisearch's browser code gets src/lib/meilisearch-search-only.ts for `meilisearch`: it calls two methods
 * of the Meilisearch client (multiSearch and an index's searchForFacetValues), and the client's other methods are
 * 7 KB gzipped of the search page that never run. The server bundle and the sync script keep the real package.
 */
import { fileURLToPath } from 'node:url';

/** Where instant-meilisearch's builds live, as an importer's resolved path contains it. */
export const INSTANT_MEILISEARCH_DIR = '/node_modules/@meilisearch/instant-meilisearch/dist/';

/** @returns {import('vite').Plugin} */
export function meilisearchSearchOnlyInBrowser() {
  const standIn = fileURLToPath(new URL('../../../../src/lib/meilisearch-search-only.ts', import.meta.url));
  return {
    name: 'meilisearch-search-only-in-browser',
    enforce: 'pre',
    resolveId(id, importer, options) {
      if (id === 'meilisearch' && !options?.ssr && importer?.split('?')[0].includes(INSTANT_MEILISEARCH_DIR)) return standIn;
      return null;
    },
  };
}
