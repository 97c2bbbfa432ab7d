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

/** Cars left out listed one per line up to this many per feed; the rest are counted. */
const LIST_LIMIT = 50;

/** The build's report of one feed: what it carries, each car left out and why (a warning line each). */
export function feedReport(file: string, feed: FeedSummary): string[] {
  const skipped = Object.entries(feed.notAdvertised)
    .map(([reason, n]) => `${n} ${reason}`)
    .join(', ');
  const lines = [
    `${file}: ${feed.rows} car${feed.rows === 1 ? '' : 's'}${feed.leftOut.length ? `, ${feed.leftOut.length} left out for missing fields` : ''}${skipped ? `; not advertised: ${skipped}` : ''}`,
  ];
  for (const car of feed.leftOut.slice(0, LIST_LIMIT)) {
    lines.push(`warning: ${file} left out car ${car.id} (${car.slug}): missing ${car.missing.join(', ')}`);
  }
  if (feed.leftOut.length > LIST_LIMIT) lines.push(`warning: ${file} left out ${feed.leftOut.length - LIST_LIMIT} more cars for missing fields`);
  // Photos in a format the platform refuses (SVG drawings without an image CDN that makes JPEGs of them).
  const photos = feed.photosLeftOut.reduce((n, c) => n + c.count, 0);
  if (photos > 0) {
    lines.push(
      `warning: ${file} left out ${photos} photo${photos === 1 ? '' : 's'} of ${feed.photosLeftOut.length} car${feed.photosLeftOut.length === 1 ? '' : 's'} in a format the platform refuses (set images.cdn to a CDN that makes JPEGs of them)`,
    );
    for (const car of feed.photosLeftOut.slice(0, LIST_LIMIT)) {
      lines.push(
        `warning: ${file} left out ${car.count} ${car.types.map((t) => t.toUpperCase()).join('/')} photo${car.count === 1 ? '' : 's'} of car ${car.id} (${car.slug})`,
      );
    }
    if (feed.photosLeftOut.length > LIST_LIMIT) lines.push(`warning: ${file} left out photos of ${feed.photosLeftOut.length - LIST_LIMIT} more cars`);
  }
  return lines;
}

/**
 * Writes the ad platforms' inventory feeds of the listed cars into the site (feeds.google_vehicle_ads,
 * feeds.meta_catalog) and returns the report lines. A store code naming no location is a warning: it would
 * otherwise silently never apply.
 */
export function writeInventoryFeeds(site: Pick<SiteData, 'cars' | 'config'>, outDir: string): string[] {
  // The image CDN's JPEG of each photo where the dealer has one (the platforms refuse SVG and read JPEG everywhere).
  const config: FeedConfig = { ...site.config, rasterPhoto: (url) => rasterPhotoUrl(site.config.images.cdn, url) };
  const lines: string[] = [];
  const ids = new Set(config.locations.map((l) => l.id));
  for (const id of Object.keys(config.feeds.store_codes)) {
    if (!ids.has(id)) lines.push(`warning: dealer.json feeds.store_codes: "${id}" is no location id (${[...ids].join(', ')})`);
  }
  const feeds: [boolean, string, (write: LineSink) => FeedSummary][] = [
    [config.feeds.google_vehicle_ads, GOOGLE_VEHICLE_ADS_PATH, (write) => googleVehicleAdsLines(site.cars, config, write)],
    [config.feeds.meta_catalog, META_VEHICLE_CATALOG_PATH, (write) => metaVehicleCatalogLines(site.cars, config, write)],
  ];
  for (const [on, sitePath, make] of feeds) {
    if (!on) continue;
    const file = path.join(outDir, sitePath);
    mkdirSync(path.dirname(file), { recursive: true });
    lines.push(...feedReport(sitePath.slice(1), writeLines(file, make)));
  }
  return lines;
}
