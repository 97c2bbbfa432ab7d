/*
 * A dealer site's sitemap (sitemap-index.xml, sitemap-0.xml...), written by @astrojs/sitemap in the build process
 * after rendering, from the pages its render processes report.
 *
 * Why here and not as an integration of the render process: at 20,000 cars the integration's 83,000 URLs took 180 MB
 * (976 -> 1,155 MB) and 1.25 s in the first render process, whose peak that became (see
 * docs/decisions.md, Build time and memory), while this process has several hundred MB to spare by then (it holds the
 * stock until the render processes start).
 * The integration itself writes it, with the options the sites always had, so the files are those it wrote before.
 */
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import sitemap from '@astrojs/sitemap';

/** How the sites' URLs end; astro.config.mjs uses the same. */
export const SITE_URL_STYLE = { trailingSlash: 'ignore', build: { format: 'directory' } } as const;

export interface DealerSitemap {
  /** The dealer's site folder (its render output). */
  outDir: string;
  /** The site's address (dealer.json url). */
  site: string;
  /** privatePagesPattern of the site (src/domain/site-paths.ts): these pages stay out, as robots.txt and their noindex say. */
  privatePages: string;
  /** The empty search pages (emptySearchPaths, src/views/first-page.ts): they carry noindex, so they stay out too. */
  noindexPages?: readonly string[];
  /** <lastmod> of each car page from the car's updated_at ({ url: ISO date }, sitemapLastmod in site-files.ts). */
  lastmod: Record<string, string>;
  /** The HTML pages the first render process wrote, as Astro names them ("", "cars/x/"), in its order. */
  pageNames: string[];
  /** Car page URLs other render processes wrote (a large stock's later shards), listed after those. */
  otherPages: string[];
}

/** @astrojs/sitemap's options for one dealer site. */
export function sitemapOptions({
  privatePages,
  noindexPages = [],
  otherPages,
  lastmod,
}: Pick<DealerSitemap, 'privatePages' | 'noindexPages' | 'otherPages' | 'lastmod'>) {
  const privatePage = new RegExp(privatePages || '^$');
  const slashed = (p: string) => (p.endsWith('/') ? p : `${p}/`);
  const noindex = new Set(noindexPages.map(slashed));
  return {
    filter: (page: string) => {
      const { pathname } = new URL(page);
      return !privatePage.test(pathname) && !noindex.has(slashed(pathname));
    },
    customPages: otherPages,
    serialize: <T extends { url: string }>(item: T) => (lastmod[item.url] ? { ...item, lastmod: lastmod[item.url] } : item),
  };
}

type Hook = (arg: unknown) => unknown;

export async function writeDealerSitemap(d: DealerSitemap, warn: (message: string) => void): Promise<void> {
  const hooks = sitemap(sitemapOptions(d)).hooks as Record<string, Hook>;
  // Every page the site has is among pageNames (a static build renders each page route), so no routes are needed.
  await hooks['astro:routes:resolved']!({ routes: [] });
  await hooks['astro:config:done']!({ config: { site: d.site, base: '/', ...SITE_URL_STYLE } });
  const logger = {
    info() {},
    warn,
    error: (message: string) => {
      throw new Error(`sitemap: ${message}`);
    },
  };
  await hooks['astro:build:done']!({ dir: pathToFileURL(d.outDir + path.sep), pages: d.pageNames.map((pathname) => ({ pathname })), logger });
}
