import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { DEALERS_DIR, loadDealer, settingsWarningLines, warningLines, type DealerBundle, type LoadOptions } from './load/load-dealer';
import { deriveSite } from './derive/prepare-site';
import { changesSince, feedReport, feedReportPathFor, rawStockRecords, writeFeedReport } from './load/feed-report';
import { feedReportText } from './load/feed-report-text';
import type { FeedReport } from '../../src/domain/schemas/feed-report';
import { swapInto } from './publish/swap-dir';
import { writeSiteExtras } from './derive/site-extras';
import { writeInventoryFeeds } from './derive/inventory-feeds';
import { checkSearchKeyScope, scanForSecrets } from './publish/secret-guard';
import { DealerValidationError } from './load/load-dealer';
import { mergeShardInto } from './render/merge-shards';
import { cspDirectives, cspScriptResources } from './derive/csp';
import { copyDealerAssets } from './publish/copy-assets';
import { resizeDealerPhotos } from './publish/resize-images';
import { publishDecision, type RefusalReason } from './publish/publish-guard';
import { cleanLeftovers } from './publish/leftovers';
import {
  codeVersion,
  describeChanges,
  manifestCars,
  manifestPathFor,
  nextRemovals,
  readManifest,
  sha256,
  sha256File,
  stockChanges,
  type BuildManifest,
} from './derive/manifest';
import { redirectsFile } from './derive/redirects-file';
import { inputsHash } from './load/build-inputs';
import { bundleCacheEnabled, bundleKey, cachedBundle, dropBundle, newBundleDir, storeBundle } from './render/bundle-cache';
import { NODE_MEMORY_FLAGS, buildProcessEnv } from './shared/process-memory';
import { writeSiteData } from './derive/write-site-data';
import { writeDealerSitemap } from './derive/dealer-sitemap';
import { writeCarFiles } from './derive/car-files';
import { searchPaths } from '../../src/views/search-paths';
import { builtSearchPaths } from '../../src/views/linked-search-paths';
import { shardOfCar, type SiteData } from '../../src/views/site-data';
import { carUrl, privatePagesPattern } from '../../src/domain/site-paths';
import { slugString } from '../../src/domain/schemas/common';
import type { ValidationProblem } from '../../src/domain/schemas/friendly-errors';

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
  /** --force: publish although a publish guard (empty snapshot, large drop) refuses. */
  force?: boolean;
  /** --report: print the whole feed report (every warning, every car not listed) once it is written. */
  report?: boolean;
}

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
  /** Invalid stock records left out (--skip-invalid). Not called `skipped`: that word marks an unchanged dealer in build.ts --json. */
  leftOut: number;
  /** The build manifest written beside the site. */
  manifest: string;
  /** The feed report written beside the site (feed-report.ts): the account, every warning, every car not listed. */
  feedReport: string;
  /** Against the last published build; null for a first build. */
  changes: { added: number; removed: number; repriced: number } | null;
  forced: boolean;
}

/** The dealer's data was refused by a publish guard: not a crash, and the published site is untouched. */
export class PublishRefusedError extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
    this.name = 'PublishRefusedError';
  }
}

/** Site path of the embedded search index: its name carries its content hash, so new HTML never meets an old index. */
export function searchIndexPath(json: string): string {
  return `/_data/search-index.${sha256(json).slice(0, 16)}.json`;
}

/** A path as the build prints and records it: relative to the project when inside it. */
const shownPath = (file: string) => (file.startsWith(ROOT + path.sep) ? path.relative(ROOT, file) : file);

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

/** What scripts/lib/render/render-shard.mjs is given: one process's share of a dealer site to render with Astro. */
interface RenderJob {
  root: string;
  /** The dealer's slug: names its progress lines when the process renders several dealers. */
  slug: string;
  /** site.json from prepareSite: what getSite() reads in the pages. */
  dataFile: string;
  site: string;
  /** privatePagesPattern of the site (src/domain/site-paths.ts): the sitemap leaves these pages out. */
  privatePages: string;
  csp: string[];
  /** script-src sources ('self' and the configured tags' hosts); Astro adds the hashes. */
  cspScripts: string[];
  /** The images.cdn provider the site uses, or 'none': the browser bundle carries only that provider's code. */
  imageCdnProvider: string;
  outDir: string;
  cacheDir: string;
  verbose?: boolean;
  /** Car i is rendered by shard shardOfCar(i, shards) (src/views/site-data.ts); the first also renders the shared pages. */
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
interface MoreDealer {
  slug: string;
  dataFile: string;
  outDir: string;
  site: string;
  csp: string[];
  cspScripts: string[];
  pagesFile: string;
}

/**
 * What a render process reports: its peak memory, the HTML pages it wrote for its first (or only) dealer, and for
 * each further dealer of a shared process whether it rendered, its own render time and its pages (render-more-dealers.mjs).
 */
interface Rendered {
  maxRssMb: number;
  pages: number;
  failed: Map<string, string>;
  done: Map<string, DealerRendered>;
}

/** A further dealer of a shared render process, rendered: its own render time and its HTML pages. */
interface DealerRendered {
  seconds: number;
  pages: number;
}

/** Render processes still running: a build that stops (error, signal, exit) takes them down with it. */
const renderers = new Set<ChildProcess>();
function stopRenderers(): void {
  for (const child of renderers) child.kill('SIGKILL');
  renderers.clear();
}

/**
 * Renders one shard in its own process; its progress lines are passed on. The IPC channel is there so the child
 * notices when this process dies, even by SIGKILL, and exits (render-process.mjs listens for 'disconnect').
 * `onBundleReady`: the first of several shards has saved its bundle (share-bundle.mjs). `logOf`: in a process shared
 * by several dealers, a progress line naming a dealer goes to that dealer's log.
 */
function renderInChild(job: RenderJob, log: (line: string) => void, onBundleReady?: () => void, logOf?: LogOf): Promise<Rendered> {
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
      for (const l of lines.map((x) => x.trim()).filter(Boolean)) {
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
      else reject(new Error(`rendering ${tag} exit code ${code}\n${stderr.trim()}`));
    });
  });
}

/**
 * One process a job. From the bundle cache (bundle-cache.ts) when it holds this code's bundle: every process renders
 * from it at once, the first its whole share and its group's further dealers. Otherwise the first process bundles
 * with Astro and saves its bundle: several shards of one dealer start once it is saved and render from it (no second
 * bundling: its time and ~800 MB are paid once), and after a successful render it becomes the cache's entry.
 */
async function renderJobs(jobs: RenderJob[], bundleDir: string, log: (line: string) => void, logOf?: LogOf): Promise<Rendered[]> {
  const [head, ...tail] = jobs;
  const useCache = bundleCacheEnabled();
  const key = useCache ? bundleKey(head!.imageCdnProvider) : null;
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

type LogOf = (slug: string) => ((line: string) => void) | undefined;

/** The dealer a render process's progress line names (src/views/build-progress.ts: "rendered 250 pages of <slug> (…)"). */
export function progressDealer(line: string): string | undefined {
  return /^(?:process \d+\/\d+: )?rendered \d+ pages of (\S+) \(/.exec(line)?.[1];
}

/**
 * Each dealer's share of a shared render process's time: a further dealer's own render time as the process reported
 * it, and the first dealer (Astro's build: bundling, then its pages) the rest.
 */
export function renderSecondsOf(slugs: string[], total: number, reported: Map<string, Pick<DealerRendered, 'seconds'>>): Map<string, number> {
  const [first, ...rest] = slugs;
  const out = new Map(rest.map((slug) => [slug, reported.get(slug)?.seconds ?? 0] as const));
  const others = [...out.values()].reduce((sum, s) => sum + s, 0);
  return new Map([[first!, Math.max(0, total - others)], ...out]);
}

/** Sitemap <lastmod> of each car page, from the feed's updated_at; cars without a readable date get none. */
export function sitemapLastmod(site: Pick<SiteData, 'config' | 'cars'>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const car of site.cars) {
    // A date-time without a zone is read as UTC, so the sitemap does not depend on the machine's time zone.
    const text = (car.updated_at ?? '').trim().replace(/^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2}(\.\d+)?)?)$/, '$1T$2Z');
    const when = Date.parse(text);
    if (!Number.isNaN(when)) out[carUrl(site.config.url, car.slug)] = new Date(when).toISOString();
  }
  return out;
}

/** A dealer validated and past its publish guards, its site data written, waiting for its pages to render. */
interface PreparedBuild {
  opts: BuildOptions;
  log: (line: string) => void;
  slug: string;
  site: SiteData;
  /** What finishing needs of the dealer's files: not its stock, whose cars `site` holds in their listed form. */
  bundle: Pick<DealerBundle, 'dir' | 'config' | 'skipped'>;
  /** Stock records read (the manifest's count). */
  records: number;
  /** The embedded index's JSON, or null for Meilisearch. */
  index: string | null;
  /** The publish guard this build was forced past (--force), if any. */
  overridden?: string;
  previous: BuildManifest | null;
  removed: BuildManifest['removed'];
  cars: ReturnType<typeof manifestCars>;
  out: string;
  manifestFile: string;
  manifestTmp: string;
  staged: string;
  cache: string;
  dataFile: string;
  tmp: string;
  code: ReturnType<typeof codeVersion>;
  inputsSha256: string;
  stockFile?: string;
  now: Date;
  /** The feed report, written beside the manifest when the site is published (its built_at set then). */
  report: FeedReport;
  reportFile: string;
  reportTmp: string;
  /** One render job a process: one, or one a shard for a large stock. */
  jobs: RenderJob[];
  /** Seconds spent on this dealer alone (validation, guards, then publishing); a shared render is added by share. */
  ownSeconds: number;
}

/**
 * A dealer folder's name is its slug: it names dist/<slug>/, the cache folder and leftovers to clean, so anything
 * else (a path, "..", a comma that would split build:all's list) is refused before a file is touched.
 */
export function folderNameProblem(name: string, where: string): ValidationProblem | null {
  if (slugString.safeParse(name).success) return null;
  return {
    file: where,
    field: 'folder name',
    reason: `"${name}" is not a dealer slug (lowercase letters, digits and single hyphens): a dealer folder is named by its slug`,
  };
}

/** Validate, check the publish guards and write the site data the pages render from. Throws on refusal. */
async function prepareBuild(opts: BuildOptions): Promise<PreparedBuild> {
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
  // The folder name is the slug (load-dealer checks it on every build), so leftovers can go before validation.
  const dealerDir = path.isAbsolute(dealerArg) ? dealerArg : path.join(DEALERS_DIR, dealerArg);
  // Checked before anything is cleaned or written: the name joins cache and out paths.
  const nameProblem = folderNameProblem(path.basename(dealerDir), dealerDir);
  if (nameProblem) throw new DealerValidationError([nameProblem]);
  const out = outArg ?? path.join(ROOT, 'dist', path.basename(dealerDir));
  for (const line of cleanLeftovers({ cacheRoot: path.join(ROOT, '.cache'), slug: path.basename(dealerDir), out })) log(line);
  // Hashed before anything is read: a file edited mid-build makes the next --changed-only run rebuild, never skip.
  const code = codeVersion(ROOT);
  const inputsSha256 = inputsHash({ dealerDir, stockFile, code, skipInvalid: !!opts.skipInvalid });
  log('validating dealer files…');
  const bundle = loadDealer(dealerArg, { ...opts, stockFile });
  for (const line of settingsWarningLines(bundle.settingsWarnings)) log(line);
  const slug = bundle.config.slug;
  const keyProblems = await checkSearchKeyScope(bundle.config, path.join(bundle.dir, 'dealer.json'), (w) => log(`warning: ${w}`));
  if (keyProblems.length) throw new DealerValidationError(keyProblems);
  if (bundle.skipped.length) log(`left out ${bundle.skipped.length} invalid stock record problem(s) (--skip-invalid)`);
  for (const line of warningLines(bundle.warnings, !!opts.verbose)) log(line);
  const derived = deriveSite(bundle, now);
  const prepared = derived.site;
  // The records the report names are read back from the stock file for the values they were sent with.
  const stockPath = stockFile ?? path.join(bundle.dir, 'stock.json');
  const raw = rawStockRecords(stockPath, [...bundle.warnings, ...bundle.skipped]);
  // What is printed here is the report's own account: the terminal and dist/<slug>.feed-report.json never differ.
  let report = feedReport({
    slug,
    builtAt: now.toISOString(),
    now,
    stockFile: shownPath(stockPath),
    cars: bundle.cars,
    account: derived.account,
    canonicalisations: derived.canonicalisations,
    warnings: bundle.warnings,
    skipped: bundle.skipped,
    settingsWarnings: bundle.settingsWarnings,
    raw,
    changes: null,
  });
  for (const c of report.canonicalisations)
    log(`one spelling: ${c.field} ${c.from === null ? `(none, from location_id)` : `"${c.from}"`} -> "${c.to}" (${c.cars} car${c.cars === 1 ? '' : 's'})`);
  for (const line of report.account.summary) log(line);
  log(report.account.line);
  for (const line of builtSearchPaths(prepared).warnings) log(line);

  // Publish guards, against the manifest of the site published at `out` (if it is still there).
  const manifestFile = manifestPathFor(out);
  const last = existsSync(out) ? readManifest(manifestFile) : { manifest: null };
  if (last.problem) log(`warning: ${last.problem}; the drop check has no last build to compare with`);
  else if (!last.manifest && existsSync(out)) log(`no build manifest beside ${out}: the drop check starts with this build`);
  const previous = last.manifest;
  const decision = publishDecision({
    listed: prepared.cars.length,
    records: bundle.cars.length,
    settings: bundle.config.publish,
    force: !!opts.force,
    previous: previous ? { listed: previous.listed, built_at: previous.built_at } : null,
  });
  const reportFile = feedReportPathFor(out);
  const cars = manifestCars(prepared.cars);
  report = {
    ...report,
    changes: previous ? changesSince(previous.built_at, stockChanges(previous.cars, cars)) : null,
    published: decision.publish,
    refused: decision.publish ? null : decision.message,
  };
  if (!decision.publish) {
    // A refused snapshot is the one most worth reading: its report says where the cars went (the site stays as it was).
    mkdirSync(path.dirname(out), { recursive: true });
    writeFeedReport(reportFile, { ...report, built_at: new Date().toISOString() });
    log(`feed report (not published): ${shownPath(reportFile)}`);
    if (opts.report) for (const line of feedReportText(report)) log(line);
    throw new PublishRefusedError(decision.reason, `refused to publish: ${decision.message}`);
  }
  if (decision.overridden) log(`--force: publishing although ${decision.overridden}`);

  // The embedded index (the one prepareSite built from the listing) is written under a content-hashed name that the pages are told before they render.
  const index = prepared.config.search.engine === 'embedded' ? JSON.stringify(prepared.searchIndex) : null;
  const site: SiteData = { ...prepared, searchIndexUrl: index === null ? null : searchIndexPath(index) };
  const removed = nextRemovals(previous, cars, now);

  // Per-process cache folder: several builds of one dealer (tests, ops, previews) may run at once.
  const cache = path.join(ROOT, '.cache', `build-${slug}-${process.pid}`);
  const dataFile = path.join(cache, 'site.json');
  const tmp = path.join(cache, 'site');
  const staged = `${out}.tmp-${process.pid}`;
  const manifestTmp = `${manifestFile}.tmp-${process.pid}`;
  rmSync(staged, { recursive: true, force: true });
  // Astro no longer empties its out folder (render-shard.mjs): nothing a crashed build of the same pid left may be published.
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(cache, { recursive: true });
  writeSiteData(dataFile, site);
  const shards = opts.shards ?? autoShards(site.cars.length);
  const job = (shard: number): RenderJob => ({
    root: ROOT,
    slug,
    dataFile,
    site: site.config.url,
    privatePages: privatePagesPattern(site.config),
    csp: cspDirectives(site.config),
    cspScripts: cspScriptResources(site.config),
    verbose: opts.verbose,
    shard,
    shards,
    imageCdnProvider: site.config.images.cdn !== 'none' && 'provider' in site.config.images.cdn ? site.config.images.cdn.provider : 'none',
    outDir: shard === 0 ? tmp : path.join(cache, `shard-${shard}`, 'site'),
    cacheDir: path.join(cache, `shard-${shard}`, 'astro'),
  });
  const jobs = Array.from({ length: shards }, (_, i) => job(i));
  jobs[0]!.pagesFile = path.join(cache, 'pages.json');
  return {
    // The loaded cars are not kept to the end of the build: only their listed copies in `site` are read again.
    opts,
    log,
    slug,
    site,
    bundle: { dir: bundle.dir, config: bundle.config, skipped: bundle.skipped },
    records: bundle.cars.length,
    index,
    overridden: decision.overridden,
    previous,
    removed,
    cars,
    out,
    manifestFile,
    manifestTmp,
    staged,
    cache,
    dataFile,
    tmp,
    code,
    inputsSha256,
    stockFile,
    now,
    jobs,
    ownSeconds: (performance.now() - started) / 1000,
    report,
    reportFile,
    reportTmp: `${reportFile}.tmp-${process.pid}`,
  };
}

/** What render-more-dealers.mjs needs to render a prepared dealer in another dealer's render process. */
function asMoreDealer(p: PreparedBuild): MoreDealer {
  const [job] = p.jobs;
  return {
    slug: p.slug,
    dataFile: job!.dataFile,
    outDir: job!.outDir,
    site: job!.site,
    csp: job!.csp,
    cspScripts: job!.cspScripts,
    pagesFile: job!.pagesFile!,
  };
}

/** Everything after rendering: the files besides the pages, the secret scan, the manifest, and the swap into place. */
async function finishBuild(p: PreparedBuild, rendered: Rendered[], renderSeconds: number, pages: number): Promise<BuildResult> {
  const started = performance.now();
  const { opts, log, site, slug, tmp, index, bundle, out } = p;
  for (const other of p.jobs.slice(1)) mergeShardInto(other.outDir, tmp);
  const [first] = p.jobs;
  await writeDealerSitemap(
    {
      outDir: tmp,
      site: first!.site,
      privatePages: first!.privatePages,
      lastmod: sitemapLastmod(site),
      pageNames: JSON.parse(readFileSync(first!.pagesFile!, 'utf8')) as string[],
      // The car pages of the later shards, in stock order: the one sitemap lists every car.
      otherPages: p.jobs.length > 1 ? site.cars.filter((_, i) => shardOfCar(i, p.jobs.length) !== 0).map((car) => carUrl(site.config.url, car.slug)) : [],
    },
    (message) => log(`warning: sitemap: ${message}`),
  );
  if (index !== null) {
    mkdirSync(path.join(tmp, '_data'), { recursive: true });
    writeFileSync(path.join(tmp, site.searchIndexUrl!), index);
  }
  const redirects = redirectsFile(p.removed, new Set(searchPaths(site.cars, site.config.search.model_path).map((e) => e.preset.path)), {
    buyOnline: site.config.purchase.buy_online,
  });
  writeFileSync(path.join(tmp, '_redirects'), redirects.text);
  for (const warning of redirects.warnings) log(`warning: ${warning}`);
  const assets = path.join(bundle.dir, 'assets');
  if (existsSync(assets)) {
    // Only served file types, no dotfiles, scanned for secrets (copy-assets.ts).
    const { left } = copyDealerAssets(assets, path.join(tmp, 'dealer'));
    if (left.length) log(`assets not published (not an image, font, PDF or video, or a dotfile): ${left.join(', ')}`);
    // Without an image CDN the build makes the srcset widths of dealer-hosted photos (src/domain/responsive-image.ts).
    if (bundle.config.images.cdn === 'none') {
      const r = await resizeDealerPhotos(path.join(tmp, 'dealer'), path.join(ROOT, '.cache', 'images'));
      if (r.photos) log(`photos: ${r.photos} dealer-hosted, ${r.resized} resized, ${r.cached} from the cache`);
    }
  }
  for (const line of writeInventoryFeeds(site, tmp)) log(line);
  await writeSiteExtras(site, tmp);
  const leaked = scanForSecrets(tmp);
  if (leaked.length) throw new Error(`refusing to publish: a Meilisearch admin/master key from the environment appears in ${leaked.join(', ')}`);
  await opts.beforePublish?.(site);
  const stockPath = p.stockFile ?? path.join(bundle.dir, 'stock.json');
  const manifest: BuildManifest = {
    manifest_version: 1,
    slug,
    built_at: new Date().toISOString(),
    now: p.now.toISOString(),
    code: p.code,
    inputs_sha256: p.inputsSha256,
    stock: { file: shownPath(stockPath), sha256: sha256File(stockPath), records: p.records },
    listed: p.cars.length,
    forced: !!p.overridden,
    search_index: site.searchIndexUrl ?? null,
    cars: p.cars,
    removed: p.removed,
  };
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(p.manifestTmp, JSON.stringify(manifest, null, 2) + '\n');
  const report: FeedReport = { ...p.report, built_at: manifest.built_at };
  writeFileSync(p.reportTmp, JSON.stringify(report, null, 2) + '\n');
  moveDir(tmp, p.staged);
  swapInto(p.staged, out);
  // The manifest and the feed report follow the site they describe; a build killed in between leaves the previous
  // manifest, whose counts are then compared with one build more (still a sound guard).
  renameSync(p.manifestTmp, p.manifestFile);
  renameSync(p.reportTmp, p.reportFile);
  log(`feed report: ${shownPath(p.reportFile)}${opts.report ? '' : ' (--report prints it)'}`);
  if (opts.report) for (const line of feedReportText(report)) log(line);
  const changes = p.previous ? stockChanges(p.previous.cars, p.cars) : null;
  // --report printed every change already (the report's last section).
  if (changes && p.previous && !opts.report) for (const line of describeChanges(changes, p.previous.built_at)) log(line);
  const seconds = p.ownSeconds + renderSeconds + (performance.now() - started) / 1000;
  // Peak memory: this process plus its renderers, which run side by side.
  const peakMb = { parent: Math.round(process.resourceUsage().maxRSS / 1024), render: rendered.map((r) => r.maxRssMb) };
  const maxRssMb = peakMb.parent + peakMb.render.reduce((sum, mb) => sum + mb, 0);
  return {
    slug,
    out,
    cars: site.cars.length,
    pages,
    leftOut: bundle.skipped.length,
    seconds,
    shards: p.jobs.length,
    maxRssMb,
    peakMb,
    manifest: p.manifestFile,
    feedReport: p.reportFile,
    changes: changes && { added: changes.added.length, removed: changes.removed.length, repriced: changes.repriced.length },
    forced: !!p.overridden,
  };
}

function cleanUpBuild(p: PreparedBuild): void {
  for (const leftover of [p.staged, p.cache, p.manifestTmp, p.reportTmp]) rmSync(leftover, { recursive: true, force: true });
}

/**
 * Ctrl-C or a supervisor's SIGTERM while `work` runs: renderers go down with the build and nothing half-done stays
 * behind. (SIGKILL cannot be caught: the renderers notice their parent is gone, the next build removes the rest.)
 */
async function withCleanUp<T>(who: string, cleanUp: () => void, work: () => Promise<T>): Promise<T> {
  const all = () => {
    stopRenderers();
    cleanUp();
  };
  const onSignal = (signal: NodeJS.Signals) => {
    all();
    console.error(`[${who}] ${signal}: build stopped; the published site was left untouched.`);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('exit', stopRenderers);
  try {
    return await work();
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('exit', stopRenderers);
    all();
  }
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
 * but the small ones (one render process each) share render processes: the first of each group is Astro's own
 * build and the others are rendered from its bundle (render-more-dealers.mjs), so the bundling and start-up are paid
 * once a group instead of once a dealer. Dealers whose browser bundle differs (the image-CDN provider) do not share.
 * A dealer that fails anywhere fails alone, except when the shared process itself crashes: then its whole group
 * fails and build:all tries each of them again on its own.
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
      const groups = new Map<string, PreparedBuild[]>();
      for (const p of prepared) {
        const key = p.jobs.length > 1 ? `alone:${p.slug}` : `shared:${p.jobs[0]!.imageCdnProvider}`;
        groups.set(key, [...(groups.get(key) ?? []), p]);
      }
      for (const group of groups.values()) {
        const [first, ...rest] = group;
        const started = performance.now();
        const jobs = first!.jobs.map((j, i) => (i === 0 && rest.length ? { ...j, more: rest.map(asMoreDealer) } : j));
        const names = group.map((p) => p.slug).join(', ');
        first!.log(
          `rendering pages with Astro (${group.length > 1 ? `${group.length} dealers in one process: ${names}` : `${first!.site.cars.length} vehicle pages${jobs.length > 1 ? `, ${jobs.length} processes` : ''}`})…`,
        );
        let rendered: Rendered[];
        try {
          const logs = new Map(group.map((p) => [p.slug, p.log]));
          const rendering = renderJobs(jobs, path.join(first!.cache, 'bundle'), first!.log, (slug) => logs.get(slug));
          // The cars' data files go into the folders their pages render into, while the first process bundles.
          const writing = Promise.all(group.map((p) => writeCarFiles(p.site.cars, p.site.config, p.tmp, (i) => p.jobs[shardOfCar(i, p.jobs.length)]!.outDir)));
          // Both settle before either's failure is reported: no file is written after the build has cleaned up.
          const [pages, files] = await Promise.allSettled([rendering, writing]);
          if (pages.status === 'rejected') throw pages.reason;
          if (files.status === 'rejected') throw files.reason;
          rendered = pages.value;
        } catch (error) {
          for (const p of group) outcomes.set(p.opts, { slug: p.slug, error });
          continue;
        }
        // Each dealer's own part of the shared render's time; its memory counts for each of them (they ran in it together).
        const renderSeconds = renderSecondsOf(
          group.map((p) => p.slug),
          (performance.now() - started) / 1000,
          rendered[0]!.done,
        );
        for (const p of group) {
          const failed = rendered[0]!.failed.get(p.slug);
          try {
            if (failed) throw new Error(`rendering in a shared process failed:\n${failed}`);
            // Only the render processes write HTML, and they report what they wrote: the first dealer of a group every
            // process's pages (its shards), a further dealer its own.
            const pages = p === first ? rendered.reduce((sum, r) => sum + r.pages, 0) : (rendered[0]!.done.get(p.slug)?.pages ?? 0);
            outcomes.set(p.opts, { slug: p.slug, result: await finishBuild(p, rendered, renderSeconds.get(p.slug) ?? 0, pages) });
          } catch (error) {
            outcomes.set(p.opts, { slug: p.slug, error });
          }
        }
      }
      return list.map((o) => outcomes.get(o)!);
    },
  );
}
