/*
 * Renders a dealer site from a bundle saved earlier (share-bundle.mjs), without Astro's build: no Vite, no
 * Rolldown, so neither their start-up nor their memory. Two uses (render-jobs.ts):
 * - a large dealer's second and later shards, once the first shard has saved its bundle: each renders its share
 *   of the cars (the first shard writes the sitemap and the browser files);
 * - a whole build (job.full) from the bundle cache (bundle-cache.ts): the first dealer's every page, then the
 *   further dealers of its group, then the browser files (_astro/ from the cache entry, public/) for each of them.
 * Pages are written as Astro writes them (render-more-dealers.mjs renderDealer).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { inRenderJob, reportDone, startRenderProcess } from './render-process.mjs';

const job = startRenderProcess();
// What Astro's build sets before anything loads (astro/dist/core/util.js): React's server renderer and Astro's
// runtime pick their production code by it. Unset, React's development build renders the same HTML at a fraction of
// the speed and with far more memory (measured: 20,000 cars, this process slower than the first and 1.5 GB).
process.env.NODE_ENV ||= 'production';

/**
 * The paths the first process renders: every page that is not a car of a later shard (home, search, locations…).
 * Every shard's own build would render them too and the merge keeps the first's (merge-shards.ts), so they are
 * left out here: asked of the pages themselves (their getStaticPaths as the first shard), no list kept here.
 */
async function firstShardPaths(base) {
  base.app.routeCache.clearAll();
  try {
    return await inRenderJob(job.firstShardJob, async () => new Set((await base.getStaticPaths()).map(({ pathname }) => pathname.replace(/\/+$/, ''))));
  } finally {
    base.app.routeCache.clearAll();
  }
}

/** The whole site of the job's dealer and of each further dealer, as Astro's build and render-shard.mjs would. */
async function renderFull(base, renderDealer, copyClientFiles) {
  const first = { renderJob: job.renderJob, outDir: job.outDir, site: job.site, csp: job.csp, cspScripts: job.cspScripts ?? ["'self'"] };
  const names = await renderDealer(base, first);
  if (job.pagesFile) writeFileSync(job.pagesFile, JSON.stringify(names));
  for (const dealer of job.more ?? []) {
    const started = performance.now();
    try {
      const pages = await renderDealer(base, dealer);
      writeFileSync(dealer.pagesFile, JSON.stringify(pages));
      console.log(JSON.stringify({ dealerDone: dealer.slug, pages: pages.length, seconds: (performance.now() - started) / 1000 }));
    } catch (e) {
      console.log(JSON.stringify({ dealerFailed: dealer.slug, error: e instanceof Error ? (e.stack ?? e.message) : String(e) }));
    }
  }
  // The cache entry's browser files stand in for the ones Astro's build would have written into the first out dir.
  copyClientFiles(path.join(job.bundle, 'client'), [first, ...(job.more ?? [])]);
  return names.length;
}

try {
  const { loadBundle } = await import('./patches/share-bundle.mjs');
  const { renderDealer, copyClientFiles } = await import('./render-more-dealers.mjs');
  const base = await loadBundle(job.bundle);
  if (job.full) {
    console.log(`process ${job.shard + 1}/${job.shards}: rendering from the bundle cache (code unchanged since it was bundled)`);
    reportDone(job.shard, await renderFull(base, renderDealer, copyClientFiles));
  } else {
    console.log(`process ${job.shard + 1}/${job.shards}: rendering from the bundle of process 1 (no second bundling)`);
    const pages = await renderDealer(
      base,
      { renderJob: job.renderJob, outDir: job.outDir, site: job.site, csp: job.csp, cspScripts: job.cspScripts },
      { skip: await firstShardPaths(base) },
    );
    reportDone(job.shard, pages.length);
  }
} catch (e) {
  console.error(e instanceof Error ? e.stack : String(e));
  process.exit(1);
}
