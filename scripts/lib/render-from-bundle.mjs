/*
 * Renders one share of a large dealer's site from the bundle another render process saved (share-bundle.mjs),
 * without Astro's build: no Vite, no Rolldown, so neither their start-up nor their memory (build-dealer.ts starts
 * this for the second and later shards once the first has its bundle). Its pages are written as Astro writes them
 * (render-more-dealers.mjs renderDealer); the first shard writes the sitemap and the browser files.
 */
import { reportDone, startRenderProcess } from './render-process.mjs';

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
  const own = process.env.DEALER_SHARD;
  process.env.DEALER_SHARD = '0';
  try {
    base.app.routeCache.clearAll();
    return new Set((await base.getStaticPaths()).map(({ pathname }) => pathname.replace(/\/+$/, '')));
  } finally {
    process.env.DEALER_SHARD = own;
    base.app.routeCache.clearAll();
  }
}
try {
  const { loadBundle } = await import('./share-bundle.mjs');
  const { renderDealer } = await import('./render-more-dealers.mjs');
  const base = await loadBundle(job.bundle);
  console.log(`process ${job.shard + 1}/${job.shards}: rendering from the bundle of process 1 (no second bundling)`);
  const pages = await renderDealer(base, { dataFile: job.dataFile, outDir: job.outDir, site: job.site, csp: job.csp, cspScripts: job.cspScripts }, { skip: await firstShardPaths(base) });
  reportDone(job.shard, pages.length);
} catch (e) {
  console.error(e instanceof Error ? e.stack : String(e));
  process.exit(1);
}
