// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { fileURLToPath } from 'node:url';
import { cspDigestOnce } from './scripts/lib/csp-digest-once.mjs';
import { reactIslandsToString } from './scripts/lib/react-islands-to-string.mjs';
import { reactComponentsTagged } from './scripts/lib/react-components-tagged.mjs';
import { pageModulesOnce } from './scripts/lib/page-modules-once.mjs';
import { islandPropsFast } from './scripts/lib/island-props-fast.mjs';

// The sitemap is written by the build process after rendering, from the pages the render processes report
// (scripts/lib/dealer-sitemap.ts: its SITE_URL_STYLE is trailingSlash and build.format below, as a test checks).

/**
 * instantsearch.js's browser code gets src/lib/qs-unused.ts for `qs`: only its default history router uses qs, and
 * the search island passes its own router, so ~20 KB gzipped of the search page would never run
 * (see docs/decisions.md, JavaScript before the first interaction).
 * @returns {import('vite').Plugin}
 */
function qsUnusedInBrowser() {
  const stand_in = fileURLToPath(new URL('./src/lib/qs-unused.ts', import.meta.url));
  return {
    name: 'qs-unused-in-browser',
    enforce: 'pre',
    resolveId(id, importer, options) {
      if (id === 'qs' && !options?.ssr && importer?.includes('/node_modules/instantsearch.js/')) return stand_in;
      return null;
    },
  };
}

/**
 * instant-meilisearch and the Meilisearch client it uses name their UMD bundles as the `browser` entry, which Vite
 * prefers: one file with the client and a fetch polyfill (cross-fetch) inside, nothing tree-shaken. Their ES module
 * builds (the `module` entry, same versions) use the browser's own fetch: ~10 KB gzipped less on the search page.
 * @returns {import('vite').Plugin}
 */
function meilisearchEsmInBrowser() {
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
const NO_FETCH_POLYFILL = '\0no-fetch-polyfill';

// One config for every dealer: scripts/build.ts passes the dealer's site URL, out dir and cache dir inline.
export default defineConfig({
  output: 'static',
  site: process.env.DEALER_SITE_URL ?? 'http://localhost:4321',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  compressHTML: true,
  prefetch: { prefetchAll: false, defaultStrategy: 'hover' },
  integrations: [
    // Islands server-render to a string, not a stream each: see scripts/lib/react-islands-to-string.mjs.
    react({ experimentalDisableStreaming: true }),
    // client:stored="Name": hydrate an island only when this browser keeps the site's key of that name.
    {
      name: 'client-stored',
      hooks: { 'astro:config:setup': ({ addClientDirective }) => addClientDirective({ name: 'stored', entrypoint: './src/islands/hydrate-when-stored.ts' }) },
    },
    // client:interaction: hydrate a server-rendered form when the shopper first touches it.
    {
      name: 'client-interaction',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => addClientDirective({ name: 'interaction', entrypoint: './src/islands/hydrate-on-interaction.ts' }),
      },
    },
  ],
  devToolbar: { enabled: false },
  // Dealer Markdown is rendered by marked (src/build/content.ts), never by Astro's pipeline; turning Shiki off
  // silences its warning that inline-styled code highlighting conflicts with the sites' CSP.
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: [
      qsUnusedInBrowser(),
      meilisearchEsmInBrowser(),
      cspDigestOnce(),
      reactIslandsToString(),
      reactComponentsTagged(),
      pageModulesOnce(),
      islandPropsFast(),
    ],
    // The one image-CDN provider this dealer uses (scripts/lib/build-dealer.ts): src/lib/image-cdn.ts keeps only its
    // code, so the search cards do not carry eight unused CDNs' URL rules. Unset (tests, a bare astro build): all.
    ...(process.env.DEALER_IMAGE_CDN_PROVIDER ? { define: { __DEALER_IMAGE_CDN_PROVIDER__: JSON.stringify(process.env.DEALER_IMAGE_CDN_PROVIDER) } } : {}),
    ...(process.env.PROFILE_NO_MINIFY ? { build: { minify: false } } : {}),
  },
});
