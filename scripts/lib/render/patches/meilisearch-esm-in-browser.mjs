/*
 * instant-meilisearch and the Meilisearch client it uses name their UMD bundles as the `browser` entry, which Vite
 * prefers: one file with the client and a fetch polyfill (cross-fetch) inside, nothing tree-shaken. Their ES module
 * builds (the `module` entry, same versions) use the browser's own fetch: ~10 KB gzipped less on the search page.
 */

const NO_FETCH_POLYFILL = '\0no-fetch-polyfill';
const NO_NODE_CRYPTO = '\0no-node-crypto';

/** Each UMD `browser` entry and its ES build, as resolved paths end. */
export const UMD_TO_ESM = /** @type {const} */ ([
  ['/@meilisearch/instant-meilisearch/dist/instant-meilisearch.umd.js', '/@meilisearch/instant-meilisearch/dist/instant-meilisearch.esm.js'],
  ['/meilisearch/dist/bundles/meilisearch.umd.js', '/meilisearch/dist/bundles/meilisearch.esm.js'],
]);
const umdToEsm = UMD_TO_ESM;

/** @returns {import('vite').Plugin} */
export function meilisearchEsmInBrowser() {
  return {
    name: 'meilisearch-esm-in-browser',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (options?.ssr) return null;
      // The client requires it only where fetch is missing; every browser the sites support has fetch (and so does
      // every other script of the site).
      if (id === 'cross-fetch/polyfill') return NO_FETCH_POLYFILL;
      // meilisearch's ES build imports Node's crypto for generateTenantToken, which signs tokens on a server only (it
      // throws in a browser). The sites never call it: an empty module instead of Vite externalising crypto with a
      // warning on every build.
      if (id === 'crypto' && importer?.split('?')[0].endsWith(umdToEsm[1][1])) return NO_NODE_CRYPTO;
      if (id !== '@meilisearch/instant-meilisearch' && id !== 'meilisearch') return null;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      for (const [umd, esm] of umdToEsm) if (resolved.id.endsWith(umd)) return { ...resolved, id: resolved.id.slice(0, -umd.length) + esm };
      // The project's own meilisearch (a newer major) is an ES module already; instant-meilisearch must be one of the two.
      if (id === '@meilisearch/instant-meilisearch' && !resolved.id.endsWith(umdToEsm[0][1]))
        this.error(
          `meilisearch-esm-in-browser: @meilisearch/instant-meilisearch resolved to ${resolved.id}, neither its UMD nor its ES build; update scripts/lib/render/patches/meilisearch-esm-in-browser.mjs`,
        );
      return resolved;
    },
    load(id) {
      if (id === NO_NODE_CRYPTO) return 'export default {};';
      return id === NO_FETCH_POLYFILL ? 'export {};' : null;
    },
  };
}
