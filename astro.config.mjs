// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { reactIslandsToString } from './scripts/lib/render/patches/react-islands-to-string.mjs';
import { qsUnusedInBrowser } from './scripts/lib/render/patches/qs-unused-in-browser.mjs';
import { meilisearchEsmInBrowser } from './scripts/lib/render/patches/meilisearch-esm-in-browser.mjs';
import { meilisearchSearchOnlyInBrowser } from './scripts/lib/render/patches/meilisearch-search-only-in-browser.mjs';
import { patchOn } from './scripts/lib/render/patches/patches-off.mjs';
import { browserChunks } from './scripts/lib/render/browser-chunks.mjs';
import { RENDER_JOB_ENV, loadRenderJob } from './src/render-runtime/render-job';

// The sitemap is written by the build process after rendering, from the pages the render processes report
// (scripts/lib/publish/dealer-sitemap.ts: its SITE_URL_STYLE is trailingSlash and build.format below, as a test checks).

// The dealer's render job (src/render-runtime/render-job.ts), set by its render process; none for tests and a bare astro build.
const job = process.env[RENDER_JOB_ENV] ? loadRenderJob(process.env[RENDER_JOB_ENV]) : undefined;

/**
 * The islands' dynamic imports split the browser's bundles: the budget tool loads the search client when it first
 * counts, the search heading its trail's tables when the filters first change (each a chunk of its own in _astro/).
 * The server bundles that render the pages hold those modules beside their importers and never run the imports
 * (they sit in effects), so rolldown's INEFFECTIVE_DYNAMIC_IMPORT check there warned on every build about nothing a
 * page ships. It stays on for the browser's bundle, where an import that stopped splitting would matter.
 * @returns {import('vite').Plugin}
 */
function serverBundleDynamicImports() {
  return {
    name: 'dynamic-imports-checked-in-browser',
    configEnvironment(name) {
      if (name === 'client') return;
      return { build: { rolldownOptions: { checks: { ineffectiveDynamicImport: false } } } };
    },
  };
}

// One config for every dealer: the site URL comes from the render job, the out and cache dirs from render-shard.mjs.
export default defineConfig({
  output: 'static',
  site: job?.siteUrl ?? 'http://localhost:4321',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  compressHTML: true,
  prefetch: { prefetchAll: false, defaultStrategy: 'hover' },
  integrations: [
    // Islands server-render to a string, not a stream each: see scripts/lib/render/patches/react-islands-to-string.mjs.
    // The option and that patch go together (without the patch, islands' useId ids would repeat): off for measuring, both are.
    react({ experimentalDisableStreaming: patchOn('react-islands-to-string') }),
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
  // Dealer Markdown is rendered by marked (src/views/content.ts), never by Astro's pipeline; turning Shiki off
  // silences its warning that inline-styled code highlighting conflicts with the sites' CSP.
  markdown: { syntaxHighlight: false },
  vite: {
    // Build-time patches of Vite's module resolution and of Astro's and React's internals: each is listed, with its
    // reason and the hook it uses, in scripts/lib/render/patches/README.md. DEALER_PATCHES_OFF turns some off, for
    // measuring only (patches-off.mjs).
    plugins: [
      patchOn('qs-unused-in-browser') && qsUnusedInBrowser(),
      patchOn('meilisearch-search-only-in-browser') && meilisearchSearchOnlyInBrowser(),
      patchOn('meilisearch-esm-in-browser') && meilisearchEsmInBrowser(),
      patchOn('react-islands-to-string') && reactIslandsToString(),
      serverBundleDynamicImports(),
      browserChunks(),
    ].filter((plugin) => plugin !== false),
    ...(process.env.PROFILE_NO_MINIFY ? { build: { minify: false } } : {}),
  },
});
