import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteData } from '../../../src/views/site-data';
import { cdnHeaders } from '../render/csp';
import { robotsTxt } from '../../../src/domain/site-paths';

/** Folders whose files are named by their content hash (Astro's bundles, the search index): cached for a year. */
export const HASHED_DIRS = ['_astro', '_data'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Cache-Control rules in the `_headers` format: one for each folder named by content hash, nothing else. Every
 * other file (pages, feeds, sitemap, robots.txt, dealer images) keeps the platforms' own default, which is the
 * revalidating PLATFORM_CACHE_CONTROL this site wants for them (scripts/lib/publish/cdn-limits.ts). So no two rules set
 * Cache-Control for one path (Cloudflare would join both values), and the file has the same few rules whatever
 * folders a dealer's pages and makes add at the top level (Cloudflare reads at most 100 rules).
 */
export function cacheHeaders(): string {
  return HASHED_DIRS.map((dir) => `/${dir}/*\n  Cache-Control: ${IMMUTABLE}\n`).join('');
}

/**
 * Files written beside the pages that Astro does not render: sitemap.xml (a copy of Astro's sitemap index),
 * robots.txt (src/domain/site-paths.ts: the private pages disallowed, /feeds/ allowed by name for the ad platforms'
 * fetchers) and _headers. The search index, the inventory feeds and _redirects are written by site-files.ts.
 */
export async function writeSiteExtras(site: SiteData, outDir: string): Promise<void> {
  const index = path.join(outDir, 'sitemap-index.xml');
  if (existsSync(index)) copyFileSync(index, path.join(outDir, 'sitemap.xml'));
  writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(site.config));
  writeFileSync(path.join(outDir, '_headers'), `${cdnHeaders()}${cacheHeaders()}`);
}
