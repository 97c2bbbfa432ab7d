import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { SiteData } from '../../../src/views/site-data';
import { googleVehicleAdsLines, metaVehicleCatalogLines } from '../../../src/views/inventory-feed-files';
import { GOOGLE_VEHICLE_ADS_PATH } from '../../../src/domain/inventory-feeds/google-vehicle-ads';
import { META_VEHICLE_CATALOG_PATH } from '../../../src/domain/inventory-feeds/meta-vehicle-catalog';
import type { FeedConfig, FeedSummary, LineSink } from '../../../src/domain/inventory-feeds/vehicle-values';
import { rasterPhotoUrl } from '../../../src/lib/image-cdn';
// The feeds' JPEG photos come from any dealer's provider, all registered at once.
import '../../../src/lib/image-cdn-every-provider';
import { writeLines } from '../shared/line-writer';
import { leftOutCauseLines, type NamedFeed } from '../../../src/domain/inventory-feeds/left-out-causes';
import type { FeedReport } from '../../../src/domain/schemas/feed-report';

/** A feed's account in the feed report: its counts and every car it left out or carried with fewer photos. */
export type AdFeedReport = NonNullable<FeedReport['ad_feeds']>[number];

/** The feed's count line: what it carries, how many cars it left out, and those it does not advertise. */
export function feedCountLine(file: string, feed: FeedSummary): string {
  const skipped = Object.entries(feed.notAdvertised)
    .map(([reason, n]) => `${n} ${reason}`)
    .join(', ');
  return `${file}: ${feed.rows} car${feed.rows === 1 ? '' : 's'}${feed.leftOut.length ? `, ${feed.leftOut.length} left out for missing fields` : ''}${skipped ? `; not advertised: ${skipped}` : ''}`;
}

/** Every car a feed left out, and every car it carried without some photos: a warning line each (--verbose). */
export function feedCarLines(file: string, feed: FeedSummary): string[] {
  const lines = feed.leftOut.map((car) => `warning: ${file} left out car ${car.id} (${car.slug}): missing ${car.missing.join(', ')}`);
  for (const car of feed.photosLeftOut) {
    lines.push(
      `warning: ${file} left out ${car.count} ${car.types.map((t) => t.toUpperCase()).join('/')} photo${car.count === 1 ? '' : 's'} of car ${car.id} (${car.slug})`,
    );
  }
  return lines;
}

/** What the build writes and prints of its ad feeds. */
export interface InventoryFeedsWritten {
  /** The console's lines: each feed's count line, then one line per cause (left-out-causes.ts); with --verbose every car too. */
  lines: string[];
  /** The feed report's account of each feed written (every car named). */
  feeds: AdFeedReport[];
}

/**
 * Writes the ad platforms' inventory feeds of the listed cars into the site (feeds.google_vehicle_ads,
 * feeds.meta_catalog) and returns the console's lines and the feed report's account. A store code naming no
 * location is a warning: it would otherwise silently never apply. The console gives one line per cause of loss
 * with its count and first cars; `verbose` (--verbose) adds a line per car, which the feed report always has.
 */
export function writeInventoryFeeds(site: Pick<SiteData, 'cars' | 'config'>, outDir: string, opts: { verbose?: boolean } = {}): InventoryFeedsWritten {
  // The image CDN's JPEG of each photo where the dealer has one (the platforms refuse SVG and read JPEG everywhere).
  const config: FeedConfig = { ...site.config, rasterPhoto: (url) => rasterPhotoUrl(site.config.images.cdn, url) };
  const lines: string[] = [];
  const ids = new Set(config.locations.map((l) => l.id));
  for (const id of Object.keys(config.feeds.store_codes)) {
    if (!ids.has(id)) lines.push(`warning: dealer.json feeds.store_codes: "${id}" is no location id (${[...ids].join(', ')})`);
  }
  const feeds: [boolean, string, string, (write: LineSink) => FeedSummary][] = [
    [config.feeds.google_vehicle_ads, 'Google', GOOGLE_VEHICLE_ADS_PATH, (write) => googleVehicleAdsLines(site.cars, config, write)],
    [config.feeds.meta_catalog, 'Meta', META_VEHICLE_CATALOG_PATH, (write) => metaVehicleCatalogLines(site.cars, config, write)],
  ];
  const written: (NamedFeed & { file: string })[] = [];
  for (const [on, platform, sitePath, make] of feeds) {
    if (!on) continue;
    const file = path.join(outDir, sitePath);
    mkdirSync(path.dirname(file), { recursive: true });
    const summary = writeLines(file, make);
    written.push({ platform, file: sitePath.slice(1), summary });
    lines.push(feedCountLine(sitePath.slice(1), summary));
    if (opts.verbose) lines.push(...feedCarLines(sitePath.slice(1), summary));
  }
  lines.push(...leftOutCauseLines(written));
  const stocknum = new Map(site.cars.map((c) => [c.id, c.stocknum ?? null]));
  return {
    lines,
    feeds: written.map(({ platform, file, summary }) => ({
      platform,
      file,
      rows: summary.rows,
      not_advertised: summary.notAdvertised,
      left_out: summary.leftOut.map(({ id, slug, missing }) => ({ id, slug, stocknum: stocknum.get(id) ?? null, missing })),
      photos_left_out: summary.photosLeftOut.map(({ id, slug, count, types }) => ({ id, slug, stocknum: stocknum.get(id) ?? null, photos: count, types })),
    })),
  };
}
