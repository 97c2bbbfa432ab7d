import path from 'node:path';
import { cliArgs } from './lib/shared/args';
import { buildDealer, buildDealers } from './lib/build-dealer';
import { folderNameProblem } from './lib/load/load-stage';
import { PublishRefusedError } from './lib/derive/guard-stage';
import type { BuildOptions } from './lib/shared/build-options';
import { ROOT } from './lib/shared/root';
import { changedSince, DEFAULT_MAX_AGE_HOURS } from './lib/load/build-inputs';
import { codeVersion } from './lib/shared/manifest';
import { DEALERS_DIR, DealerValidationError } from './lib/load/load-dealer';
import { parseMaxBytes, resolveStock, StockFetchError } from './lib/load/fetch-stock';
import { buildLine, type BuildLine } from './lib/build-line';
import { syncSiteSearch } from '../src/search/meilisearch-sync';

const args = cliArgs({
  dealer: { type: 'string' },
  /** Several dealers in one process (build:all): folder names under --dealers-dir, comma-separated; each goes to --out-dir/<slug>. */
  dealers: { type: 'string' },
  'dealers-dir': { type: 'string' },
  'out-dir': { type: 'string' },
  stock: { type: 'string' },
  /** Largest stock snapshot fetched from a URL, in bytes (as sent and decompressed); overrides the dealer's feed.max_bytes. */
  'stock-max-bytes': { type: 'string' },
  out: { type: 'string' },
  now: { type: 'string' },
  /** Publish the valid records however many are invalid (lifts publish.max_invalid_share; invalid records are left out by default). */
  'skip-invalid': { type: 'boolean' },
  /** Refuse the dealer on any invalid stock record (a dealer checking a feed); default: leave it out, report it. */
  strict: { type: 'boolean' },
  verbose: { type: 'boolean' },
  /** No "rendered N pages" line every 250 pages. */
  'no-progress': { type: 'boolean' },
  /** Print the whole feed report (the account, every car not listed and why, every warning) when the build is done. */
  report: { type: 'boolean' },
  json: { type: 'boolean' },
  shards: { type: 'string' },
  'sync-search': { type: 'boolean' },
  force: { type: 'boolean' },
  /** build:all --changed-only for a dealer whose stock comes from a URL: compared once the snapshot is fetched. */
  'changed-only': { type: 'boolean' },
  'max-age': { type: 'string' },
});

if (args.dealers !== undefined) await buildGroup(args.dealers);
if (!args.dealer) {
  console.error(
    'usage: npm run build -- --dealer <slug> [--stock <file|URL>] [--stock-max-bytes <n>] [--out <dir>] [--skip-invalid | --strict] [--now <ISO date>] [--shards <n>] [--sync-search] [--force] [--verbose] [--no-progress] [--report]',
  );
  process.exit(2);
}

const maxBytes = parseMaxBytes(args['stock-max-bytes']);
if (maxBytes instanceof Error) {
  console.error(`error: ${maxBytes.message}`);
  process.exit(2);
}
// A dealer given as a folder (npm start passes one) is still named by its slug, as every other line names it.
const tag = `[${path.basename(path.resolve(args.dealer))}]`;
const log = (line: string) => console.log(`${tag} ${line}`);
try {
  // A URL (--stock or the dealer's stock_url) is fetched first and kept; the build then reads that snapshot.
  const stockFile = await resolveStock(args.dealer, args.stock, { dealersDir: DEALERS_DIR, log, maxBytes });
  if (args['changed-only'] && !args.force) {
    const dealerDir = args.dealer.includes('/') || path.isAbsolute(args.dealer) ? path.resolve(args.dealer) : path.join(DEALERS_DIR, args.dealer);
    const out = path.resolve(args.out ?? path.join(ROOT, 'dist', path.basename(dealerDir)));
    const maxAge = args['max-age'] === undefined ? DEFAULT_MAX_AGE_HOURS : Number(args['max-age']);
    const decision = changedSince(
      out,
      { dealerDir, stockFile, code: codeVersion(ROOT), skipInvalid: args['skip-invalid'] },
      args.now ? new Date(args.now) : new Date(),
      maxAge,
    );
    if (decision.skip) {
      if (args.json) console.log(buildLine({ ok: true, exitCode: 0, skipped: true, slug: path.basename(dealerDir), since: decision.since }));
      console.log(`${tag} unchanged since ${decision.since}: not rebuilt`);
      process.exit(0);
    }
    log(`--changed-only: building (${decision.why})`);
  }
  const result = await buildDealer({
    dealer: args.dealer,
    stockFile,
    out: args.out,
    skipInvalid: args['skip-invalid'],
    strict: args.strict,
    verbose: args.verbose,
    progress: !args['no-progress'],
    report: args.report,
    shards: args.shards ? Math.max(1, Number(args.shards)) : undefined,
    now: args.now ? new Date(args.now) : undefined,
    log,
    force: args.force,
    beforePublish: syncBeforePublish(log),
  });
  if (args.json) console.log(buildLine({ ok: true, exitCode: 0, ...result }));
  console.log(`${tag} ok: ${result.cars} cars, ${result.pages} pages in ${result.seconds.toFixed(1)} s -> ${result.out}`);
} catch (e) {
  const failure = describeFailure(args.dealer, e);
  console.error(failure.lines.join('\n'));
  if (args.json) console.log(buildLine(failure.json));
  process.exit(failure.exitCode);
}

/** --sync-search: a Meilisearch dealer's index gets this build's snapshot before its pages are published; a failure there leaves the site untouched. */
function syncBeforePublish(log: (line: string) => void): BuildOptions['beforePublish'] {
  if (!args['sync-search']) return undefined;
  return async (site) => {
    if (site.config.search.engine !== 'meilisearch') return log('search is embedded: its index ships with the pages, nothing to sync');
    await syncSiteSearch(site, { adminKey: process.env.MEILI_ADMIN_KEY, log });
  };
}

/** Exit 2: the dealer's data was refused (build:all never retries it); 3: the stock could not be fetched; 1: crash. */
function describeFailure(slug: string, e: unknown): { exitCode: number; lines: string[]; json: BuildLine } {
  const refused = e instanceof DealerValidationError || e instanceof PublishRefusedError || (e instanceof StockFetchError && e.kind === 'refused');
  const message = refused || e instanceof StockFetchError ? (e as Error).message : ((e as Error).stack ?? String(e));
  const tagged = `[${slug}]`;
  const lines = [`${tagged} build failed; the published site was left untouched.\n${message}`];
  if (refused) lines.push(`${tagged} exit code 2: the dealer's data was refused (not a crash; retrying will not help).`);
  const exitCode = refused ? 2 : e instanceof StockFetchError ? e.exitCode : 1;
  return {
    exitCode,
    lines,
    json: {
      ok: false,
      slug,
      exitCode,
      ...(refused ? { refused: true, reason: (e as Error).message } : {}),
      ...(e instanceof PublishRefusedError ? { guard: e.reason } : {}),
      error: (e as Error).message,
    },
  };
}

/**
 * --dealers a,b,c: several dealers in this one process (build:all's groups), each checked and published on its own;
 * small ones share render processes (buildDealers). Stock from a file only: build:all builds a stock_url dealer alone.
 * With --json a line per dealer ({ ok, slug, exitCode... }); the exit code is 0 when every dealer was built, 2
 * when the only failures are refusals, else 1.
 */
async function buildGroup(list: string): Promise<never> {
  const slugs = list
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  if (!slugs.length || !args['dealers-dir'] || !args['out-dir']) {
    console.error(
      'usage: build.ts --dealers a,b,c --dealers-dir <dir> --out-dir <dir> [--json] [--now <ISO date>] [--skip-invalid | --strict] [--force] [--sync-search] [--no-progress]',
    );
    process.exit(2);
  }
  // A name that is not a slug (only a person typing --dealers can give one) is refused on its own, before its
  // path is ever joined: "../x" would otherwise name a folder outside --out-dir.
  const refused = new Map(
    slugs.flatMap((slug) => {
      const problem = folderNameProblem(slug, path.join(args['dealers-dir']!, slug));
      return problem ? [[slug, new DealerValidationError([problem])] as const] : [];
    }),
  );
  const options = slugs
    .filter((slug) => !refused.has(slug))
    .map((slug): BuildOptions => ({
      dealer: path.join(path.resolve(args['dealers-dir']!), slug),
      out: path.join(path.resolve(args['out-dir']!), slug),
      skipInvalid: args['skip-invalid'],
      strict: args.strict,
      verbose: args.verbose,
      progress: !args['no-progress'],
      report: args.report,
      now: args.now ? new Date(args.now) : undefined,
      force: args.force,
      log: (line) => console.log(`[${slug}] ${line}`),
      beforePublish: syncBeforePublish((line) => console.log(`[${slug}] ${line}`)),
    }));
  const built = options.length ? await buildDealers(options) : [];
  const outcomes = slugs.map((slug) => (refused.has(slug) ? { slug, error: refused.get(slug) } : built.shift()!));
  const codes: number[] = [];
  for (const o of outcomes) {
    if ('result' in o) {
      codes.push(0);
      if (args.json) console.log(buildLine({ ok: true, exitCode: 0, ...o.result }));
      console.log(`[${o.slug}] built: ${o.result.cars} cars, ${o.result.pages} pages in ${o.result.seconds.toFixed(1)} s -> ${o.result.out}`);
    } else {
      const failure = describeFailure(o.slug, o.error);
      codes.push(failure.exitCode);
      console.error(failure.lines.join('\n'));
      if (args.json) console.log(buildLine(failure.json));
    }
  }
  process.exit(codes.every((c) => c === 0) ? 0 : codes.every((c) => c === 0 || c === 2) ? 2 : 1);
}
