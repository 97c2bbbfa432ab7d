import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadDealer, type LoadOptions } from './load-dealer';
import { prepareSite } from './prepare-site';
import { swapInto } from './swap-dir';
import { writeSiteExtras } from './site-extras';
import { checkSearchKeyScope, scanForSecrets } from './secret-guard';
import { cspDirectives } from './csp';
import { DealerValidationError } from './load-dealer';
import { hoistIslandStylesIn } from './island-styles';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface BuildOptions extends LoadOptions {
  dealer: string;
  out?: string;
  now?: Date;
  log?: (line: string) => void;
  verbose?: boolean;
}

export interface BuildResult { slug: string; out: string; cars: number; pages: number; skipped: number; seconds: number }

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
    log(`rendering pages with Astro (${site.cars.length} vehicle pages)…`);
    process.env.DEALER_SITE_DATA = dataFile;
    process.env.DEALER_DIR = bundle.dir;
    const { build } = await import('astro');
    await build({
      root: ROOT,
      outDir: tmp,
      site: site.config.url,
      cacheDir: path.join(cache, 'astro'),
      logLevel: opts.verbose ? 'info' : 'warn',
      vite: { logLevel: opts.verbose ? 'info' : 'warn' },
      security: { csp: { directives: cspDirectives(site.config) as never, styleDirective: { resources: ["'self'", "'unsafe-inline'"] } } },
    });
    hoistIslandStylesIn(tmp);
    const assets = path.join(bundle.dir, 'assets');
    if (existsSync(assets)) cpSync(assets, path.join(tmp, 'dealer'), { recursive: true });
    await writeSiteExtras(site, tmp);
    const leaked = scanForSecrets(tmp);
    if (leaked.length) throw new Error(`refusing to publish: a Meilisearch admin/master key from the environment appears in ${leaked.join(', ')}`);
    const pages = countHtml(tmp);
    moveDir(tmp, staged);
    swapInto(staged, out);
    const seconds = (performance.now() - started) / 1000;
    return { slug, out, cars: site.cars.length, pages, skipped: bundle.skipped.length, seconds };
  } finally {
    rmSync(staged, { recursive: true, force: true });
    rmSync(cache, { recursive: true, force: true });
  }
}
