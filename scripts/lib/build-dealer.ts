import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { loadDealer, type LoadOptions } from './load-dealer';
import { prepareSite } from './prepare-site';
import { swapInto } from './swap-dir';
import { writeSiteExtras } from './site-extras';
import { checkSearchKeyScope, scanForSecrets } from './secret-guard';
import { DealerValidationError } from './load-dealer';
import { mergeShardInto } from './merge-shards';
import { cspDirectives } from './csp';
import type { SiteData } from '../../src/lib/site-data';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface BuildOptions extends LoadOptions {
  dealer: string;
  out?: string;
  now?: Date;
  log?: (line: string) => void;
  verbose?: boolean;
  /** Processes that render the per-car pages side by side; default: one per core (up to 4) from 1,000 cars. */
  shards?: number;
  /** Runs after rendering, just before publishing (build.ts --sync-search pushes this snapshot to Meilisearch); a throw leaves the published site untouched. */
  beforePublish?: (site: SiteData) => Promise<void>;
}

export interface BuildResult { slug: string; out: string; cars: number; pages: number; skipped: number; seconds: number; shards: number; maxRssMb: number }

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

/** Astro renders on one thread; a large stock is worth a process per core, a small one is not worth the start-up. */
export function autoShards(cars: number): number {
  return cars >= 1000 ? Math.max(1, Math.min(4, os.availableParallelism())) : 1;
}

/** What scripts/lib/render-shard.mjs is given: one process's share of a dealer site to render with Astro. */
interface RenderJob {
  root: string;
  /** site.json from prepareSite: what getSite() reads in the pages. */
  dataFile: string;
  dealerDir: string;
  site: string;
  csp: string[];
  outDir: string;
  cacheDir: string;
  verbose?: boolean;
  /** Car i is rendered by shard i % shards; every shard renders the shared pages. */
  shard: number;
  shards: number;
  /** Shard 0 only: the car URLs the other shards render, so that the one sitemap lists every car. */
  sitemapExtraFile?: string;
}

/** Renders one shard in its own process; its progress lines are passed on. */
function renderInChild(job: RenderJob, log: (line: string) => void): Promise<{ maxRssMb: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/lib/render-shard.mjs'), JSON.stringify(job)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    const tag = `process ${job.shard + 1}/${job.shards}:`;
    let maxRssMb = 0;
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      for (const l of d.split('\n').map((x) => x.trim()).filter(Boolean)) {
        if (l.startsWith('{"renderDone"')) maxRssMb = (JSON.parse(l) as { maxRssMb: number }).maxRssMb;
        else log(l);
      }
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve({ maxRssMb }) : reject(new Error(`rendering ${tag} exit code ${code}\n${stderr.trim()}`))));
  });
}

function countHtml(dir: string): number {
  let n = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) if (entry.isFile() && entry.name.endsWith('.html')) n++;
  return n;
}

/** Validate, render into a temporary folder, then swap into place. Any failure leaves the published site untouched. */
export async function buildDealer(opts: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const log = opts.log ?? (() => {});
  const now = opts.now ?? new Date();
  // Paths are resolved before moving to the project root: Astro keeps a build's prerender chunks inside its
  // out dir only when that dir is under the working directory; elsewhere it uses <cwd>/.astro, which
  // concurrent builds of different dealers would overwrite.
  const dealerArg = opts.dealer.includes('/') || path.isAbsolute(opts.dealer) ? path.resolve(opts.dealer) : opts.dealer;
  const stockFile = opts.stockFile ? path.resolve(opts.stockFile) : undefined;
  const outArg = opts.out ? path.resolve(opts.out) : undefined;
  process.chdir(ROOT);
  log('validating dealer files…');
  const bundle = loadDealer(dealerArg, { ...opts, stockFile });
  const slug = bundle.config.slug;
  const keyProblems = await checkSearchKeyScope(bundle.config, path.join(bundle.dir, 'dealer.json'), (w) => log(`warning: ${w}`));
  if (keyProblems.length) throw new DealerValidationError(keyProblems);
  if (bundle.skipped.length) log(`left out ${bundle.skipped.length} invalid stock record problem(s) (--skip-invalid)`);
  const site = prepareSite(bundle, now);
  log(`${bundle.cars.length} cars in the snapshot, ${site.cars.length} listed`);

  const out = outArg ?? path.join(ROOT, 'dist', slug);
  // Per-process cache folder: several builds of one dealer (tests, ops, previews) may run at once.
  const cache = path.join(ROOT, '.cache', `build-${slug}-${process.pid}`);
  mkdirSync(cache, { recursive: true });
  const dataFile = path.join(cache, 'site.json');
  writeFileSync(dataFile, JSON.stringify(site));

  const tmp = path.join(cache, 'site');
  const staged = `${out}.tmp-${process.pid}`;
  rmSync(staged, { recursive: true, force: true });
  mkdirSync(path.dirname(out), { recursive: true });
  try {
    const shards = opts.shards ?? autoShards(site.cars.length);
    log(`rendering pages with Astro (${site.cars.length} vehicle pages${shards > 1 ? `, ${shards} processes` : ''})…`);
    const job = (shard: number): RenderJob => ({
      root: ROOT, dataFile, dealerDir: bundle.dir, site: site.config.url, csp: cspDirectives(site.config), verbose: opts.verbose, shard, shards,
      outDir: shard === 0 ? tmp : path.join(cache, `shard-${shard}`, 'site'),
      cacheDir: path.join(cache, `shard-${shard}`, 'astro'),
    });
    const jobs = Array.from({ length: shards }, (_, i) => job(i));
    if (shards > 1) {
      const extra = path.join(cache, 'sitemap-extra.json');
      const base = site.config.url.replace(/\/$/, '');
      writeFileSync(extra, JSON.stringify(site.cars.filter((_, i) => i % shards !== 0).map((car) => `${base}/cars/${car.slug}/`)));
      jobs[0]!.sitemapExtraFile = extra;
    }
    const rendered = await Promise.all(jobs.map((j) => renderInChild(j, log)));
    for (const other of jobs.slice(1)) mergeShardInto(other.outDir, tmp);
    const assets = path.join(bundle.dir, 'assets');
    if (existsSync(assets)) cpSync(assets, path.join(tmp, 'dealer'), { recursive: true });
    await writeSiteExtras(site, tmp);
    const leaked = scanForSecrets(tmp);
    if (leaked.length) throw new Error(`refusing to publish: a Meilisearch admin/master key from the environment appears in ${leaked.join(', ')}`);
    await opts.beforePublish?.(site);
    const pages = countHtml(tmp);
    moveDir(tmp, staged);
    swapInto(staged, out);
    const seconds = (performance.now() - started) / 1000;
    // Peak memory: this process plus its renderers, which run side by side.
    const maxRssMb = Math.round(process.resourceUsage().maxRSS / 1024) + rendered.reduce((sum, r) => sum + r.maxRssMb, 0);
    return { slug, out, cars: site.cars.length, pages, skipped: bundle.skipped.length, seconds, shards, maxRssMb };
  } finally {
    rmSync(staged, { recursive: true, force: true });
    rmSync(cache, { recursive: true, force: true });
  }
}
