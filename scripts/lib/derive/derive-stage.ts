/*
 * The derive stage of a dealer's build: the site derived from what was loaded (prepare-site.ts: the listing, its
 * search index, offers, content pages), the feed report's account of the snapshot, and the listed cars as the
 * manifest records them. After the publish guards, the site to render: its search index named and the redirects
 * of removed cars decided.
 */
import path from 'node:path';
import type { FeedReport } from '../../../src/domain/schemas/feed-report';
import { builtSearchPaths } from '../../../src/views/linked-search-paths';
import type { SiteData } from '../../../src/views/site-data';
import { feedReport, rawStockRecords } from '../load/feed-report';
import type { Loaded } from '../load/load-stage';
import type { Log } from '../shared/build-options';
import { shownPath } from '../shared/root';
import { keyFieldCoverage } from '../../../src/domain/feed-coverage';
import { manifestCars, nextRemovals, sha256, type BuildManifest } from '../shared/manifest';
import { deriveSite } from './prepare-site';

/** The site derived from a loaded dealer, before the publish guards. */
export interface Derived {
  /** The listed site (its search index's URL is set once the site may be published: siteToRender). */
  site: SiteData;
  /** The listed cars as the build manifest records them. */
  cars: BuildManifest['cars'];
  /** The feed report so far: the account, every warning, every car not listed (the publish guards add the rest). */
  report: FeedReport;
}

/** The site as the render processes get it. */
export interface SiteToRender {
  site: SiteData;
  /** The embedded index's JSON, or null for Meilisearch. */
  index: string | null;
  /** Cars removed lately, whose pages redirect (the manifest keeps them). */
  removed: BuildManifest['removed'];
}

/** Site path of the embedded search index: its name carries its content hash, so new HTML never meets an old index. */
export function searchIndexPath(json: string): string {
  return `/_data/search-index.${sha256(json).slice(0, 16)}.json`;
}

/** Derives the site and the feed report's account from a loaded dealer, and prints that account. */
export function deriveStage({ bundle, slug, stockFile }: Loaded, now: Date, log: Log): Derived {
  const derived = deriveSite(bundle, now);
  const prepared = derived.site;
  // The records the report names are read back from the stock file for the values they were sent with.
  const stockPath = bundle.stock?.file ?? stockFile ?? path.join(bundle.dir, 'stock.json');
  const raw = rawStockRecords(stockPath, [...bundle.warnings, ...bundle.skipped], bundle.config.feed);
  // A dealer with one location has every car at it, so a feed without locations loses nothing (feed-coverage.ts).
  const cars = manifestCars(prepared.cars, { singleLocation: bundle.config.locations.length <= 1 });
  // What is printed here is the report's own account: the terminal and dist/<slug>.feed-report.json never differ.
  const report = feedReport({
    slug,
    builtAt: now.toISOString(),
    now,
    stockFile: shownPath(stockPath),
    stock: bundle.stock,
    cars: bundle.cars,
    account: derived.account,
    canonicalisations: derived.canonicalisations,
    warnings: bundle.warnings,
    skipped: bundle.skipped,
    skippedOverflow: bundle.skippedOverflow,
    stockIndexes: bundle.stockIndexes,
    settingsWarnings: bundle.settingsWarnings,
    raw,
    changes: null,
    coverage: keyFieldCoverage(cars.map((c) => c.missing ?? [])),
  });
  for (const c of report.canonicalisations)
    log(`one spelling: ${c.field} ${c.from === null ? `(none, from location_id)` : `"${c.from}"`} -> "${c.to}" (${c.cars} car${c.cars === 1 ? '' : 's'})`);
  for (const line of report.account.summary) log(line);
  log(report.account.line);
  const linked = builtSearchPaths(prepared);
  for (const line of [...linked.notes, ...linked.warnings]) log(line);
  return { site: prepared, cars, report };
}

/** The site to render once it may be published: its embedded index named by content, and the redirects decided. */
export function siteToRender(derived: Derived, previous: BuildManifest | null, now: Date): SiteToRender {
  // The embedded index (the one prepareSite built from the listing) is written under a content-hashed name that the pages are told before they render.
  const index = derived.site.config.search.engine === 'embedded' ? JSON.stringify(derived.site.searchIndex) : null;
  const site: SiteData = { ...derived.site, searchIndexUrl: index === null ? null : searchIndexPath(index) };
  return { site, index, removed: nextRemovals(previous, derived.cars, now) };
}
