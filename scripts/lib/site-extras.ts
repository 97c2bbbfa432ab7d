import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteData } from '../../src/lib/site-data';
import { searchIndexJson } from '../../src/search/build-index';
import { cdnHeaders } from './csp';

/** Files written beside the pages that Astro does not render: robots.txt, the embedded search index (sitemap comes from @astrojs/sitemap). */
export async function writeSiteExtras(site: SiteData, outDir: string): Promise<void> {
  const base = site.config.url.replace(/\/$/, '');
  const index = path.join(outDir, 'sitemap-index.xml');
  if (existsSync(index)) copyFileSync(index, path.join(outDir, 'sitemap.xml'));
  // The embedded search transport answers from this file in the browser (fetched on the first search).
  if (site.config.search.engine === 'embedded') {
    writeFileSync(path.join(outDir, 'search-index.json'), searchIndexJson(site.cars, site.config, new Date(site.now)));
  }
  writeFileSync(path.join(outDir, '_headers'), cdnHeaders());
  writeFileSync(path.join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /print\nDisallow: /sign-in\nDisallow: /success\n\nSitemap: ${base}/sitemap-index.xml\n`);
}
