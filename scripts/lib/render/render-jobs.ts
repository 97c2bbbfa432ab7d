/*
 * The render processes of a build: one process a job (render-shard.mjs: Astro's own build; render-from-bundle.mjs:
 * a saved bundle, without Astro's build), their progress lines passed on, their reports read, and the bundle cache
 * (bundle-cache.ts) used or filled.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { NODE_MEMORY_FLAGS, buildProcessEnv } from '../shared/process-memory';
import { ROOT } from '../shared/root';
import type { RenderJob } from '../../../src/render-runtime/render-job';
import { bundleCacheEnabled, bundleKey, cachedBundle, dropBundle, newBundleDir, storeBundle } from './bundle-cache';
import { patchOn } from './patches/patches-off.mjs';

/**
 * What a render process is given (one JSON argument): one process's share of a dealer site to render with Astro. The
 * pages get theirs through a render job file (src/render-runtime/render-job.ts) that renderJobs writes from this.
 */
export interface RenderProcessJob {
  root: string;
  /** The dealer's slug: names its progress lines when the process renders several dealers. */
  slug: string;
  /** site.json from prepareSite: the site data the render reads and checks (render-job.ts) and the pages are given (Astro.locals.site). */
  dataFile: string;
  site: string;
  /** The pages' render job file (src/render-runtime/render-job.ts), written by renderJobs before the process starts. */
  renderJob?: string;
  /** A later shard: the first shard's render job file, whose static paths it leaves out (render-from-bundle.mjs). */
  firstShardJob?: string;
  /** Whether the pages print a progress line every 250 pages; default on. */
  progress?: boolean;
  /** privatePagesPattern of the site (src/domain/site-paths.ts): the sitemap leaves these pages out. */
  privatePages: string;
  csp: string[];
  /** script-src sources ('self' and the configured tags' hosts); Astro adds the hashes. */
  cspScripts: string[];
  outDir: string;
  cacheDir: string;
  verbose?: boolean;
  /** Car i is rendered by shard shardOfCar(i, shards) (src/render-runtime/shards.ts); the first also renders the shared pages. */
  shard: number;
  shards: number;
  /** Shard 0 only: where it writes the names of the HTML pages it rendered, for the sitemap (dealer-sitemap.ts). */
  pagesFile?: string;
  /** Further small dealers this process renders from the same bundle after this one (render-more-dealers.mjs). */
  more?: MoreDealer[];
  /** First shard of several: where to save its bundle for the others (share-bundle.mjs). */
  saveBundle?: string;
  /** Later shards, or every process of a build from the bundle cache: the saved bundle they render from, without Astro's build (render-from-bundle.mjs). */
  bundle?: string;
  /** With `bundle`: render every page of this share and the further dealers (`more`), not only the later shard's cars. */
  full?: boolean;
}

/** One further dealer of a shared render process: what render-more-dealers.mjs needs to render it instead of the first. */
export interface MoreDealer {
  slug: string;
  dataFile: string;
  outDir: string;
  site: string;
  csp: string[];
  cspScripts: string[];
  pagesFile: string;
  /** Its render job file (src/render-runtime/render-job.ts), written by renderJobs. */
  renderJob?: string;
}

/**
 * What a render process reports: its peak memory, the HTML pages it wrote for its first (or only) dealer, and for
 * each further dealer of a shared process whether it rendered, its own render time and its pages (render-more-dealers.mjs).
 */
export interface Rendered {
  maxRssMb: number;
  pages: number;
  failed: Map<string, string>;
  done: Map<string, DealerRendered>;
}

/** A further dealer of a shared render process, rendered: its own render time and its HTML pages. */
export interface DealerRendered {
  seconds: number;
  pages: number;
}

/**
 * A render process's line as this process prints it, trimmed. Vite and rolldown colour their warnings whatever the
 * output is: the colour codes are dropped unless this process writes to a terminal (a log file or CI log would show
 * them raw, as `[33m[WARN]`).
 */
export function shownLine(line: string, terminal = !!process.stdout.isTTY): string {
  return (terminal ? line : stripVTControlCharacters(line)).trim();
}

/** Render processes still running: a build that stops (error, signal, exit) takes them down with it. */
const renderers = new Set<ChildProcess>();
export function stopRenderers(): void {
  for (const child of renderers) child.kill('SIGKILL');
  renderers.clear();
}

/**
 * Renders one shard in its own process; its progress lines are passed on. The IPC channel is there so the child
 * notices when this process dies, even by SIGKILL, and exits (render-process.mjs listens for 'disconnect').
 * `onBundleReady`: the first of several shards has saved its bundle (share-bundle.mjs). `logOf`: in a process shared
 * by several dealers, a progress line naming a dealer goes to that dealer's log.
 */
function renderInChild(job: RenderProcessJob, log: (line: string) => void, onBundleReady?: () => void, logOf?: LogOf): Promise<Rendered> {
  return new Promise((resolve, reject) => {
    const script = job.bundle ? 'scripts/lib/render/render-from-bundle.mjs' : 'scripts/lib/render/render-shard.mjs';
    const child = spawn(process.execPath, [...NODE_MEMORY_FLAGS, path.join(ROOT, script), JSON.stringify(job)], {
      cwd: ROOT,
      // A site is always the production build, whoever starts it: a test runner's NODE_ENV=test would otherwise reach
      // Vite and change the browser bundle (and the bundle cache would mix the two).
      env: { ...buildProcessEnv(), NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    renderers.add(child);
    let stderr = '';
    const tag = `process ${job.shard + 1}/${job.shards}:`;
    let maxRssMb = 0;
    let pages = 0;
    const failed = new Map<string, string>();
    const done = new Map<string, DealerRendered>();
    let partial = '';
    child.stdout!.setEncoding('utf8').on('data', (d: string) => {
      // Whole lines only: a further dealer's report is JSON, and a chunk may end in the middle of one.
      const lines = (partial + d).split('\n');
      partial = lines.pop() ?? '';
      for (const l of lines.map((x) => shownLine(x)).filter(Boolean)) {
        if (l.startsWith('{"renderDone"')) ({ maxRssMb, pages } = JSON.parse(l) as { maxRssMb: number; pages: number });
        else if (l.startsWith('{"bundleReady"')) onBundleReady?.();
        else if (l.startsWith('{"dealerFailed"')) {
          const f = JSON.parse(l) as { dealerFailed: string; error: string };
          failed.set(f.dealerFailed, f.error);
        } else if (l.startsWith('{"dealerDone"')) {
          const { dealerDone, pages: dealerPages, seconds } = JSON.parse(l) as { dealerDone: string } & DealerRendered;
          done.set(dealerDone, { seconds, pages: dealerPages });
          (logOf?.(dealerDone) ?? log)(`rendered ${dealerPages} pages from the same bundle`);
        } else {
          // A line naming its dealer goes to that dealer's log, whose tag already names it.
          const named = progressDealer(l);
          const own = named === undefined ? undefined : logOf?.(named);
          if (own) own(l.replace(` of ${named} (`, ' ('));
          else log(l);
        }
      }
    });
    child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => {
      renderers.delete(child);
      if (code === 0) resolve({ maxRssMb, pages, failed, done });
      else reject(new Error(`rendering ${tag} exit code ${code}\n${shownLine(stderr)}`));
    });
  });
}

/**
 * Writes the pages' render job file of every dealer each process renders (src/render-runtime/render-job.ts), next to its site
 * data: one a shard of the dealer, one for each further dealer of a shared process. A dealer sharing a process is named
 * in its progress lines; later shards learn the first shard's job, whose paths they leave out.
 */
export function writeRenderJobs(jobs: RenderProcessJob[]): RenderProcessJob[] {
  const write = (dataFile: string, name: string, job: RenderJob): string => {
    const file = path.join(path.dirname(dataFile), name);
    writeFileSync(file, JSON.stringify(job));
    return file;
  };
  const written = jobs.map((job) => {
    const progress = job.progress ?? true;
    const renderJob = write(job.dataFile, `render-job-${job.shard}.json`, {
      dataFile: job.dataFile,
      shard: job.shard,
      shards: job.shards,
      ...(job.more?.length ? { progressName: job.slug } : {}),
      progress,
      siteUrl: job.site,
    });
    // A further dealer is its own whole site (shard 0 of 1).
    const more = job.more?.map((dealer) => ({
      ...dealer,
      renderJob: write(dealer.dataFile, 'render-job-0.json', {
        dataFile: dealer.dataFile,
        shard: 0,
        shards: 1,
        progressName: dealer.slug,
        progress,
        siteUrl: dealer.site,
      }),
    }));
    return { ...job, renderJob, ...(more ? { more } : {}) };
  });
  const first = written[0]?.renderJob;
  return written.map((job, i) => (i === 0 ? job : { ...job, firstShardJob: first }));
}

/**
 * One process a job. From the bundle cache (bundle-cache.ts) when it holds this code's bundle: every process renders
 * from it at once, the first its whole share and its group's further dealers. Otherwise the first process bundles
 * with Astro and saves its bundle: several shards of one dealer start once it is saved and render from it (no second
 * bundling: its time and ~800 MB are paid once), and after a successful render it becomes the cache's entry.
 */
export async function renderJobs(planned: RenderProcessJob[], bundleDir: string, log: (line: string) => void, logOf?: LogOf): Promise<Rendered[]> {
  const jobs = writeRenderJobs(planned);
  const [head, ...tail] = jobs;
  const useCache = bundleCacheEnabled();
  const key = useCache ? bundleKey() : null;
  const cached = key ? cachedBundle(key) : null;
  if (key && cached) {
    try {
      return await Promise.all(jobs.map((job, i) => renderInChild({ ...job, bundle: cached, full: i === 0 }, log, undefined, i === 0 ? logOf : undefined)));
    } catch (e) {
      // The next build bundles afresh rather than trust an entry a render failed from.
      dropBundle(key);
      throw e;
    }
  }
  // Measuring without share-bundle (DEALER_PATCHES_OFF; the cache is off then too): every shard bundles for itself.
  if (!patchOn('share-bundle')) return await Promise.all(jobs.map((job, i) => renderInChild(job, log, undefined, i === 0 ? logOf : undefined)));
  const saveTo = key ? newBundleDir() : bundleDir;
  try {
    if (!tail.length && !key) return await Promise.all([renderInChild(head!, log, undefined, logOf)]);
    let ready!: () => void;
    let never!: (e: Error) => void;
    const bundleReady = new Promise<void>((resolve, reject) => {
      ready = resolve;
      never = reject;
    });
    const first = renderInChild({ ...head!, saveBundle: saveTo }, log, () => ready(), logOf);
    // A first shard that fails before its bundle is saved fails the render (Promise.all), and the others never start;
    // one that ended without saving it (not expected) fails it too rather than leave the others waiting for ever.
    first.then(
      () => never(new Error('rendering process 1 ended without saving its bundle for the others')),
      () => {},
    );
    bundleReady.catch(() => {});
    const rendered = await Promise.all([first, ...tail.map((job) => bundleReady.then(() => renderInChild({ ...job, bundle: saveTo }, log)))]);
    if (key) {
      try {
        storeBundle(saveTo, head!.outDir, key);
      } catch (e) {
        // The site is rendered; only the next build's head start is lost.
        log(`warning: the bundle was not kept for the next build (${e instanceof Error ? e.message : String(e)})`);
      }
    }
    return rendered;
  } finally {
    if (key) rmSync(saveTo, { recursive: true, force: true });
  }
}

export type LogOf = (slug: string) => ((line: string) => void) | undefined;

/** The dealer a render process's progress line names (src/render-runtime/build-progress.ts: "rendered 250 pages of <slug> (…)"). */
export function progressDealer(line: string): string | undefined {
  return /^(?:process \d+\/\d+: )?rendered \d+ pages of (\S+) \(/.exec(line)?.[1];
}
