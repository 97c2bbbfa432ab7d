/*
 * instant-meilisearch and the Meilisearch client it uses name their UMD bundles as the `browser` entry, which Vite
 * prefers: one file with the client and a fetch polyfill (cross-fetch) inside, nothing tree-shaken. Their ES module
 * builds (the `module` entry, same versions) use the browser's own fetch: ~10 KB gzipped less on the search page.
 */

const NO_FETCH_POLYFILL = '\0no-fetch-polyfill';

/** @returns {import('vite').Plugin} */
export function meilisearchEsmInBrowser() {
  const umdToEsm = /** @type {const} */ ([
    ['/@meilisearch/instant-meilisearch/dist/instant-meilisearch.umd.js', '/@meilisearch/instant-meilisearch/dist/instant-meilisearch.esm.js'],
    ['/meilisearch/dist/bundles/meilisearch.umd.js', '/meilisearch/dist/bundles/meilisearch.esm.js'],
  ]);
  return {
    name: 'meilisearch-esm-in-browser',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (options?.ssr) return null;
      // The client requires it only where fetch is missing; every browser the sites support has fetch (and so does
      // every other script of the site).
      if (id === 'cross-fetch/polyfill') return NO_FETCH_POLYFILL;
      if (id !== '@meilisearch/instant-meilisearch' && id !== 'meilisearch') return null;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      for (const [umd, esm] of umdToEsm) if (resolved.id.endsWith(umd)) return { ...resolved, id: resolved.id.slice(0, -umd.length) + esm };
      return resolved;
    },
    load(id) {
      return id === NO_FETCH_POLYFILL ? 'export {};' : null;
    },
  };
}
