// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';

// One config for every dealer: scripts/build.ts passes the dealer's site URL, out dir and cache dir inline.
export default defineConfig({
  output: 'static',
  site: process.env.DEALER_SITE_URL ?? 'http://localhost:4321',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  compressHTML: true,
  prefetch: { prefetchAll: false, defaultStrategy: 'hover' },
  integrations: [
    react(),
    sitemap({ filter: (page) => !/\/(print|sign-in|success|404)\/?$/.test(page) }),
  ],
  devToolbar: { enabled: false },
});
