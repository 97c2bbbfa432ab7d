/*
 * The publish stage of a dealer's build: the completed site scanned for secrets, the build manifest and the feed
 * report written, the site swapped into place (swap-dir.ts) and both files renamed beside it. Any failure before
 * the swap leaves the published site untouched.
 */
import { cpSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FeedReport } from '../../../src/domain/schemas/feed-report';
import type { SiteData } from '../../../src/views/site-data';
import type { SiteToRender } from '../derive/derive-stage';
import { describeChanges, sha256File, stockChanges, type BuildManifest } from '../shared/manifest';
import { feedReportText } from '../load/feed-report-text';
import type { Loaded } from '../load/load-stage';
import type { BuildOptions, Log } from '../shared/build-options';
import { shownPath } from '../shared/root';
import type { Guarded } from '../derive/guard-stage';
import { scanForSecrets } from '../shared/secret-guard';
import { swapInto } from './swap-dir';

export interface BuildResult {
  slug: string;
  out: string;
  cars: number;
  pages: number;
  seconds: number;
  shards: number;
  maxRssMb: number;
  /** maxRssMb's parts: this process's peak and each render process's (a shared process's is its first dealer's). */
  peakMb: { parent: number; render: number[] };
  /** Invalid stock records left out (refused or duplicate). Not called `skipped`: that word marks an unchanged dealer in build.ts --json. */
  leftOut: number;
  /** The build manifest written beside the site. */
  manifest: string;
  /** The feed report written beside the site (feed-report.ts): the account, every warning, every car not listed. */
  feedReport: string;
  /** Against the last published build; null for a first build. */
  changes: { added: number; removed: number; repriced: number; sold: number; lost_key_field: number } | null;
  forced: boolean;
}

/** Where a site waits to be swapped into place, and its manifest and feed report to be renamed beside it. */
export interface PublishPaths {
  staged: string;
  manifestTmp: string;
  reportTmp: string;
}

/** This process's staging names beside `out`; a folder a crashed build of the same pid left there is removed. */
export function publishPaths(out: string, { manifestFile, reportFile }: Pick<Guarded, 'manifestFile' | 'reportFile'>): PublishPaths {
  const staged = `${out}.tmp-${process.pid}`;
  rmSync(staged, { recursive: true, force: true });
  return { staged, manifestTmp: `${manifestFile}.tmp-${process.pid}`, reportTmp: `${reportFile}.tmp-${process.pid}` };
}

/** What the loaded dealer leaves for publishing: not its stock, whose cars the site holds in their listed form. */
export type PublishSource = Pick<Loaded, 'slug' | 'out' | 'stockFile' | 'code' | 'inputsSha256'> & {
  dealerDir: string;
  /** Stock records read (the manifest's count). */
  records: number;
  /** Invalid records left out (refused or duplicate). */
  leftOut: number;
  now: Date;
};

export interface PublishInput {
  opts: Pick<BuildOptions, 'beforePublish' | 'report'>;
  source: PublishSource;
  rendered: SiteToRender;
  /** The ad feeds written (publish/inventory-feeds.ts): every car each left out, for the feed report. */
  adFeeds?: NonNullable<FeedReport['ad_feeds']>;
  /** The listed cars as the manifest records them. */
  cars: BuildManifest['cars'];
  guarded: Guarded;
  paths: PublishPaths;
  /** The completed site (render-plan.ts's tmp). */
  tmp: string;
  /** Render processes of this dealer, and each one's peak memory. */
  shards: number;
  renderPeakMb: number[];
  pages: number;
  /** When this dealer's finishing started, and the seconds spent on it before (preparing, its part of the render). */
  started: number;
  secondsBefore: number;
}

/** Rename when on one filesystem; copy across filesystems (out dirs under /tmp, CDN mounts). */
function moveDir(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true, force: true });
  }
}

/** Scans, records and publishes the completed site; returns the build's result. */
export async function publishStage(input: PublishInput, log: Log): Promise<BuildResult> {
  const { opts, source, guarded, paths, tmp } = input;
  const site: SiteData = input.rendered.site;
  const { slug, out } = source;
  const leaked = scanForSecrets(tmp);
  if (leaked.length) throw new Error(`refusing to publish: a Meilisearch admin/master key from the environment appears in ${leaked.join(', ')}`);
  await opts.beforePublish?.(site);
  const stockPath = source.stockFile ?? path.join(source.dealerDir, 'stock.json');
  const manifest: BuildManifest = {
    manifest_version: 1,
    slug,
    built_at: new Date().toISOString(),
    now: source.now.toISOString(),
    code: source.code,
    inputs_sha256: source.inputsSha256,
    stock: { file: shownPath(stockPath), sha256: sha256File(stockPath), records: source.records },
    listed: input.cars.length,
    forced: !!guarded.overridden,
    search_index: site.searchIndexUrl ?? null,
    cars: input.cars,
    removed: input.rendered.removed,
    coverage: guarded.report.coverage.fields.map(({ field, with: w, of }) => ({ field, with: w, of })),
  };
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(paths.manifestTmp, JSON.stringify(manifest, null, 2) + '\n');
  const report: FeedReport = { ...guarded.report, built_at: manifest.built_at, ...(input.adFeeds && { ad_feeds: input.adFeeds }) };
  writeFileSync(paths.reportTmp, JSON.stringify(report, null, 2) + '\n');
  moveDir(tmp, paths.staged);
  swapInto(paths.staged, out);
  // The manifest and the feed report follow the site they describe; a build killed in between leaves the previous
  // manifest, whose counts are then compared with one build more (still a sound guard).
  renameSync(paths.manifestTmp, guarded.manifestFile);
  renameSync(paths.reportTmp, guarded.reportFile);
  log(`feed report: ${shownPath(guarded.reportFile)}${opts.report ? '' : ' (--report prints it)'}`);
  if (opts.report) for (const line of feedReportText(report)) log(line);
  const changes = guarded.previous ? stockChanges(guarded.previous.cars, input.cars) : null;
  // --report printed every change already (the report's last section).
  if (changes && guarded.previous && !opts.report) for (const line of describeChanges(changes, guarded.previous.built_at)) log(line);
  const seconds = input.secondsBefore + (performance.now() - input.started) / 1000;
  // Peak memory: this process plus its renderers, which run side by side.
  const peakMb = { parent: Math.round(process.resourceUsage().maxRSS / 1024), render: input.renderPeakMb };
  const maxRssMb = peakMb.parent + peakMb.render.reduce((sum, mb) => sum + mb, 0);
  return {
    slug,
    out,
    cars: site.cars.length,
    pages: input.pages,
    leftOut: source.leftOut,
    seconds,
    shards: input.shards,
    maxRssMb,
    peakMb,
    manifest: guarded.manifestFile,
    feedReport: guarded.reportFile,
    changes: changes && {
      added: changes.added.length,
      removed: changes.removed.length,
      repriced: changes.repriced.length,
      sold: changes.sold.length,
      lost_key_field: changes.lost.length,
    },
    forced: !!guarded.overridden,
  };
}
