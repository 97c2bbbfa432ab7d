import { copyFileSync, existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteData } from '../../src/build/site-data';
import { cdnHeaders } from './csp';
import { robotsTxt } from '../../src/domain/site-paths';

/** Folders whose files are named by their content hash (Astro's bundles, the search index): cached for a year. */
export const HASHED_DIRS = ['_astro', '_data'];
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (pages, sitemap, robots, dealer images): the CDN may keep it but asks the origin each time. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * Cache-Control rules in the `_headers` format. Cloudflare Pages joins the values of a header set by two matching
 * rules, so no rule may overlap another: `/*` is not used; each top-level page folder and root file of this site
 * gets the revalidating rule and the hashed folders the immutable one.
 */
export function cacheHeaders(topLevel: { name: string; dir: boolean }[]): string {
  const lines: string[] = [];
  const rule = (pattern: string, value: string) => lines.push(pattern, `  Cache-Control: ${value}`);
  rule('/', REVALIDATE);
  for (const entry of [...topLevel].sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('_') && !HASHED_DIRS.includes(entry.name)) continue; // _headers, _redirects: not served
    if (entry.dir) rule(`/${entry.name}/*`, HASHED_DIRS.includes(entry.name) ? IMMUTABLE : REVALIDATE);
    else rule(`/${entry.name}`, REVALIDATE);
  }
  return lines.join('\n') + '\n';
}

/**
 * Files written beside the pages that Astro does not render: sitemap.xml (a copy of Astro's sitemap index),
 * robots.txt (src/domain/site-paths.ts: the private pages disallowed, /feeds/ allowed by name for the ad platforms'
 * fetchers) and _headers (last, as it lists the site's top-level folders and files). The search index, the
 * inventory feeds and _redirects are written by build-dealer.ts.
 */
export async function writeSiteExtras(site: SiteData, outDir: string): Promise<void> {
  const index = path.join(outDir, 'sitemap-index.xml');
  if (existsSync(index)) copyFileSync(index, path.join(outDir, 'sitemap.xml'));
  writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(site.config));
  const topLevel = readdirSync(outDir, { withFileTypes: true }).map((e) => ({ name: e.name, dir: e.isDirectory() }));
  writeFileSync(path.join(outDir, '_headers'), `${cdnHeaders()}${cacheHeaders(topLevel)}`);
}
