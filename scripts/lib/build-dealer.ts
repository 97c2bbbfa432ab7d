/*
 * A dealer's build, or several dealers' in one process, in the stages' order load → derive → render → publish
 * (each stage's folder imports only its own and earlier stages and shared/; .dependency-cruiser.cjs checks it):
 *   load     load/      the dealer folder read and validated, the inputs hashed
 *   derive   derive/    the site (listing, search index, offers, pages), its feed report, the manifest's cars;
 *                       the publish guards, before anything is rendered; the search index named, redirects decided
 *   render   render/    the site data written and the pages rendered in render processes (fleet/: dealers share them),
 *                       each car's data files beside its page, the shards merged
 *   publish  publish/   the site's other files (sitemap, redirects, assets, feeds, headers), scanned for secrets,
 *                       the manifest and feed report written, swapped into place
 * Any failure or refusal leaves the published site untouched; Ctrl-C or SIGTERM stops the renderers and removes
 * what the build had written (signal-clean-up.ts).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { DealerConfig } from '../../src/domain/schemas';
import type { SiteData } from '../../src/views/site-data';
import type { BuildOptions, Log } from './shared/build-options';
import type { BuildManifest } from './shared/manifest';
import { invalidRecords } from './load/load-dealer';
import { loadStage } from './load/load-stage';
import { deriveStage, siteToRender, type SiteToRender } from './derive/derive-stage';
import { guardStage, type Guarded } from './derive/guard-stage';
import { mergeShards, planRender, type RenderPlan } from './render/render-plan';
import { dealerOfGroup, renderGroup, renderGroups, type GroupRendered } from './fleet/render-groups';
import { writeSiteFiles } from './publish/site-files';
import { publishPaths, publishStage, type BuildResult, type PublishPaths, type PublishSource } from './publish/publish-stage';
import { withCleanUp } from './signal-clean-up';

/** A dealer loaded, derived, past its publish guards, its site data written, waiting for its pages to render. */
interface PreparedBuild {
  opts: BuildOptions;
  log: Log;
  slug: string;
  /** What publishing needs of the loaded dealer: not its stock, whose cars `site` holds in their listed form. */
  source: PublishSource;
  /** The dealer's settings as loaded. */
  config: DealerConfig;
  site: SiteData;
  toRender: SiteToRender;
  cars: BuildManifest['cars'];
  guarded: Guarded;
  paths: PublishPaths;
  plan: RenderPlan;
  /** Seconds spent on this dealer alone (load, derive, guards, then publishing); a shared render is added by share. */
  ownSeconds: number;
}

/** load → derive (its publish guards included) → render plan, and where publishing will stage the site. Throws on invalid data or a refusal. */
async function prepareBuild(opts: BuildOptions): Promise<PreparedBuild> {
  const started = performance.now();
  const log = opts.log ?? (() => {});
  const now = opts.now ?? new Date();
  const loaded = await loadStage(opts, log);
  const derived = deriveStage(loaded, now, log);
  const { bundle, slug, out } = loaded;
  const guarded = guardStage(
    {
      derived,
      records: bundle.records,
      skipped: bundle.skipped,
      skippedOverflow: bundle.skippedOverflow,
      skipInvalid: opts.skipInvalid,
      config: bundle.config,
      out,
      force: opts.force,
      report: opts.report,
    },
    log,
  );
  const toRender = siteToRender(derived, guarded.previous, now);
  const plan = planRender({ slug, site: toRender.site, shards: opts.shards, verbose: opts.verbose, progress: opts.progress });
  const paths = publishPaths(out, guarded);
  return {
    // The loaded cars are not kept to the end of the build: only their listed copies in `site` are read again.
    opts,
    log,
    slug,
    source: {
      slug,
      out,
      stockFile: loaded.stockFile,
      code: loaded.code,
      inputsSha256: loaded.inputsSha256,
      dealerDir: bundle.dir,
      records: bundle.records,
      leftOut: invalidRecords(bundle.skipped, 0, bundle.skippedOverflow).count,
      now,
    },
    config: bundle.config,
    site: toRender.site,
    toRender,
    cars: derived.cars,
    guarded,
    paths,
    plan,
    ownSeconds: (performance.now() - started) / 1000,
  };
}

/** After its pages are rendered: the shards merged (render), then publish: the site's other files written, then the rest. */
async function finishBuild(p: PreparedBuild, group: GroupRendered, own: { pages: number; seconds: number }): Promise<BuildResult> {
  const started = performance.now();
  mergeShards(p.plan);
  const { adFeeds } = await writeSiteFiles(
    { rendered: p.toRender, plan: p.plan, dealerDir: p.source.dealerDir, config: p.config, verbose: p.opts.verbose },
    p.log,
  );
  return publishStage(
    {
      opts: p.opts,
      adFeeds,
      source: p.source,
      rendered: p.toRender,
      cars: p.cars,
      guarded: p.guarded,
      paths: p.paths,
      tmp: p.plan.tmp,
      shards: p.plan.jobs.length,
      renderPeakMb: group.rendered.map((r) => r.maxRssMb),
      pages: own.pages,
      started,
      secondsBefore: p.ownSeconds + own.seconds,
    },
    p.log,
  );
}

function cleanUpBuild(p: PreparedBuild): void {
  for (const leftover of [p.paths.staged, p.plan.cache, p.paths.manifestTmp, p.paths.reportTmp]) rmSync(leftover, { recursive: true, force: true });
}

/**
 * Validate, check the publish guards, render into a temporary folder, then swap into place with the build
 * manifest beside it. Any failure or refusal leaves the published site untouched. One dealer is a group of one.
 */
export async function buildDealer(opts: BuildOptions): Promise<BuildResult> {
  const [outcome] = await buildDealers([opts]);
  if ('error' in outcome!) throw outcome.error;
  return outcome!.result;
}

/** The outcome of one dealer of buildDealers: its result, or what stopped it (a refusal or a crash). */
export type DealerOutcome = { slug: string; result: BuildResult } | { slug: string; error: unknown };

/**
 * Several dealers in one process, as one build each would (same checks, same files, each published on its own),
 * but the small ones share render processes (fleet/render-groups.ts). A dealer that fails anywhere fails alone,
 * except when the shared process itself crashes: then its whole group fails and build:all tries each of them
 * again on its own.
 */
export async function buildDealers(list: BuildOptions[]): Promise<DealerOutcome[]> {
  const outcomes = new Map<BuildOptions, DealerOutcome>();
  const prepared: PreparedBuild[] = [];
  const nameOf = (o: BuildOptions) => path.basename(o.dealer);
  return withCleanUp(
    list.map(nameOf).join(','),
    () => prepared.forEach(cleanUpBuild),
    async () => {
      for (const opts of list) {
        try {
          prepared.push(await prepareBuild(opts));
        } catch (error) {
          outcomes.set(opts, { slug: nameOf(opts), error });
        }
      }
      for (const group of renderGroups(prepared)) {
        let rendered: GroupRendered;
        try {
          rendered = await renderGroup(group);
        } catch (error) {
          for (const p of group) outcomes.set(p.opts, { slug: p.slug, error });
          continue;
        }
        for (const p of group) {
          try {
            const own = dealerOfGroup(group, p, rendered);
            if ('failed' in own) throw new Error(`rendering in a shared process failed:\n${own.failed}`);
            outcomes.set(p.opts, { slug: p.slug, result: await finishBuild(p, rendered, own) });
          } catch (error) {
            outcomes.set(p.opts, { slug: p.slug, error });
          }
        }
      }
      return list.map((o) => outcomes.get(o)!);
    },
  );
}
