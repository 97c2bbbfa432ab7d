/*
 * The files of a site besides its pages, written into the rendered site once its render processes are done: the
 * sitemap (from the pages they report), the embedded search index, _redirects, the dealer's assets and their
 * photo sizes, the inventory feeds, _headers and robots.txt.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DealerConfig } from '../../../src/domain/schemas';
import { carUrl } from '../../../src/domain/site-paths';
import { emptySearchPaths } from '../../../src/views/first-page';
import { searchPaths } from '../../../src/views/search-paths';
import { shardOfCar } from '../../../src/render-runtime/shards';
import type { SiteData } from '../../../src/views/site-data';
import { copyDealerAssets } from './copy-assets';
import { resizeDealerPhotos } from './resize-images';
import { publishStandInLogo } from './stand-in-logo';
import type { RenderPlan } from '../render/render-plan';
import type { Log } from '../shared/build-options';
import { ROOT } from '../shared/root';
import { writeDealerSitemap } from './dealer-sitemap';
import type { SiteToRender } from '../derive/derive-stage';
import { writeInventoryFeeds, type AdFeedReport } from './inventory-feeds';
import { redirectsFile } from './redirects-file';
import { writeSiteExtras } from './site-extras';

export interface SiteFilesInput {
  rendered: SiteToRender;
  plan: RenderPlan;
  /** The dealer's folder: its assets/ are published under /dealer/. */
  dealerDir: string;
  /** The dealer's settings as loaded (the site's own copy publishes no search secrets). */
  config: DealerConfig;
  /** --verbose: the ad feeds name every car they left out on the console too (the feed report always does). */
  verbose?: boolean;
}

/** Sitemap <lastmod> of each car page, from the feed's updated_at; cars without a readable date get none. */
export function sitemapLastmod(site: Pick<SiteData, 'config' | 'cars'>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const car of site.cars) {
    // A date-time without a zone is read as UTC, so the sitemap does not depend on the machine's time zone.
    const text = (car.updated_at ?? '').trim().replace(/^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2}(\.\d+)?)?)$/, '$1T$2Z');
    const when = Date.parse(text);
    if (!Number.isNaN(when)) out[carUrl(site.config.url, car.slug)] = new Date(when).toISOString();
  }
  return out;
}

/** Writes the site's other files into the rendered site (plan.tmp); returns the ad feeds' account for the feed report. */
export async function writeSiteFiles(
  { rendered: { site, index, removed }, plan, dealerDir, config, verbose }: SiteFilesInput,
  log: Log,
): Promise<{ adFeeds: AdFeedReport[] }> {
  const { tmp, jobs } = plan;
  const [first] = jobs;
  await writeDealerSitemap(
    {
      outDir: tmp,
      site: first!.site,
      privatePages: first!.privatePages,
      noindexPages: [...emptySearchPaths(site)],
      lastmod: sitemapLastmod(site),
      pageNames: JSON.parse(readFileSync(first!.pagesFile!, 'utf8')) as string[],
      // The car pages of the later shards, in stock order: the one sitemap lists every car.
      otherPages: jobs.length > 1 ? site.cars.filter((_, i) => shardOfCar(i, jobs.length) !== 0).map((car) => carUrl(site.config.url, car.slug)) : [],
    },
    (message) => log(`warning: sitemap: ${message}`),
  );
  if (index !== null) {
    mkdirSync(path.join(tmp, '_data'), { recursive: true });
    writeFileSync(path.join(tmp, site.searchIndexUrl!), index);
  }
  const redirects = redirectsFile(removed, new Set(searchPaths(site.cars, site.config.search.model_path).map((e) => e.preset.path)), {
    buyOnline: site.config.purchase.buy_online,
  });
  writeFileSync(path.join(tmp, '_redirects'), redirects.text);
  for (const warning of redirects.warnings) log(`warning: ${warning}`);
  const assets = path.join(dealerDir, 'assets');
  if (existsSync(assets)) {
    // Only served file types, no dotfiles, scanned for secrets (copy-assets.ts).
    const { left } = copyDealerAssets(assets, path.join(tmp, 'dealer'));
    if (left.length) log(`assets not published (not an image, font, PDF or video, or a dotfile): ${left.join(', ')}`);
    // Without an image CDN the build makes the srcset widths of dealer-hosted photos (src/domain/responsive-image.ts).
    if (config.images.cdn === 'none') {
      const r = await resizeDealerPhotos(path.join(tmp, 'dealer'), path.join(ROOT, '.cache', 'images'));
      if (r.photos) log(`photos: ${r.photos} dealer-hosted, ${r.resized} resized, ${r.cached} from the cache`);
    }
  }
  const logo = publishStandInLogo(config, path.join(tmp, 'dealer'));
  if (logo) log(`warning: ${logo}`);
  const feeds = writeInventoryFeeds(site, tmp, { verbose });
  for (const line of feeds.lines) log(line);
  await writeSiteExtras(site, tmp);
  return { adFeeds: feeds.feeds };
}
