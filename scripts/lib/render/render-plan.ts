/*
 * The render stage's plan for one dealer: its cache folder, the site data its render processes read, and one
 * render job a process (one, or one a shard for a large stock); after rendering, the shards' folders merged.
 */
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { privatePagesPattern } from '../../../src/domain/site-paths';
import type { SiteData } from '../../../src/views/site-data';
import { cspDirectives, cspScriptResources } from './csp';
import { writeSiteData } from './write-site-data';
import { ROOT } from '../shared/root';
import { mergeShardInto } from './merge-shards';
import type { RenderProcessJob } from './render-jobs';

/** Where a dealer renders, and the jobs of its render processes. */
export interface RenderPlan {
  /** This build's own cache folder (.cache/build-<slug>-<pid>): site data, shards, Astro's cache. */
  cache: string;
  /** site.json: the site data the render reads and checks (render-job.ts) and the pages are given (Astro.locals.site). */
  dataFile: string;
  /** The folder the first process renders into, where the site is completed before it is published. */
  tmp: string;
  /** One render job a process: one, or one a shard for a large stock. */
  jobs: RenderProcessJob[];
}

export interface RenderPlanInput {
  slug: string;
  site: SiteData;
  /** --shards; default autoShards. */
  shards?: number;
  verbose?: boolean;
  /** Whether the render prints a progress line every 250 pages; default on. */
  progress?: boolean;
}

/** Astro renders on one thread; a large stock is worth a process per core, a small one is not worth the start-up. */
export function autoShards(cars: number): number {
  return cars >= 1000 ? Math.max(1, Math.min(4, os.availableParallelism())) : 1;
}

/** Writes the site data the pages render from into a new cache folder, and plans a render job a process. */
export function planRender({ slug, site, shards: asked, verbose, progress = true }: RenderPlanInput): RenderPlan {
  // Per-process cache folder: several builds of one dealer (tests, ops, previews) may run at once.
  const cache = path.join(ROOT, '.cache', `build-${slug}-${process.pid}`);
  const dataFile = path.join(cache, 'site.json');
  const tmp = path.join(cache, 'site');
  // Astro no longer empties its out folder (render-shard.mjs): nothing a crashed build of the same pid left may be published.
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(cache, { recursive: true });
  writeSiteData(dataFile, site);
  const shards = asked ?? autoShards(site.cars.length);
  const job = (shard: number): RenderProcessJob => ({
    root: ROOT,
    slug,
    dataFile,
    site: site.config.url,
    privatePages: privatePagesPattern(site.config),
    csp: cspDirectives(site.config),
    cspScripts: cspScriptResources(site.config),
    verbose,
    progress,
    shard,
    shards,
    outDir: shard === 0 ? tmp : path.join(cache, `shard-${shard}`, 'site'),
    cacheDir: path.join(cache, `shard-${shard}`, 'astro'),
  });
  const jobs = Array.from({ length: shards }, (_, i) => job(i));
  jobs[0]!.pagesFile = path.join(cache, 'pages.json');
  return { cache, dataFile, tmp, jobs };
}

/** The later shards' folders merged into the first's (merge-shards.ts): one site. */
export function mergeShards(plan: RenderPlan): void {
  for (const other of plan.jobs.slice(1)) mergeShardInto(other.outDir, plan.tmp);
}
