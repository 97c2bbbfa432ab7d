import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { cliArgs } from './lib/shared/args';
import { buildFreshness, builtAt, dealerInputFiles, describeChanges, watchDealerFiles } from './lib/load/staleness';
import { createPreviewServer } from './server/app';
import { AdminTokenError, adminTokenFromEnv } from './server/admin-auth';
import { dataDirFor, dbFile } from './server/db';
import { destinationsOf } from './server/delivery/outbox';
import { readDeliveryConfig } from './server/delivery/settings';
import { readDeliveryRegions } from './server/delivery-estimate';
import { readMarketCars } from './server/autogauge';
import { localCdnOf } from './server/local-cdn-setup';
import { buildProcessCommand } from './lib/shared/process-memory';
import { parseRateLimits } from './server/api-limits';
import { ensureServerFlags } from './server/node-flags';

/*
 * npm start [-- --dealer <slug>] [--port N] [--no-build] [--watch] [--host H] [--dist <folder of built sites>] [--dealers <folder of dealer folders>] [--local-cdn];
 * PORT env; LEADS_DATA_DIR env; ADMIN_TOKEN env (fixed /admin token, else a random one printed at start);
 * PREVIEW_RATE_LIMITS env (limits other than the defaults, docs/security.md)
 * Builds dist/<slug>/ when it is missing or older than any of the dealer's files, then serves it and the
 * reference dealer API on one port; --watch rebuilds whenever a dealer file changes (the served site is
 * replaced atomically when the build succeeds). --no-build builds nothing at start (a stale site is served with
 * a warning); with --watch, saves still rebuild.
 */
// The server's V8 flags (a bounded young generation: memory after a flood) when not started by `npm start`.
ensureServerFlags();
const ROOT = path.resolve(import.meta.dirname, '..');
const args = cliArgs({
  dealer: { type: 'string' },
  port: { type: 'string' },
  'no-build': { type: 'boolean' },
  watch: { type: 'boolean' },
  host: { type: 'string' },
  dist: { type: 'string' },
  dealers: { type: 'string' },
  'local-cdn': { type: 'boolean' },
});
const slug = args.dealer ?? 'demo-motors';
const port = Number(args.port ?? process.env.PORT ?? 4321);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`error: --port must be a number 0-65535, got ${args.port ?? process.env.PORT}`);
  process.exit(2);
}
// --dist: another folder of built sites (tests); default dist/.
const siteDir = path.join(path.resolve(args.dist ?? path.join(ROOT, 'dist')), slug);

const dealerDir = path.join(path.resolve(args.dealers ?? path.join(ROOT, 'dealers')), slug);
const shownSite = path.relative(ROOT, siteDir) || siteDir;
// Same Node binary and TypeScript hook as this process, so the pinned Node builds it; into the folder served.
const buildCommand = buildProcessCommand(path.join(ROOT, 'scripts/build.ts'), ['--dealer', dealerDir, '--out', siteDir]);

// A too-short ADMIN_TOKEN is refused before anything is built or served.
let adminToken: string;
try {
  adminToken = adminTokenFromEnv();
} catch (err) {
  if (!(err instanceof AdminTokenError)) throw err;
  console.error(`error: ${err.message}`);
  process.exit(1);
}

const freshness = buildFreshness(builtAt(siteDir), dealerInputFiles(dealerDir));
if (freshness.state !== 'fresh') {
  if (args['no-build'] && freshness.state === 'missing') {
    console.error(`error: ${shownSite} is not built; run \`npm run build -- --dealer ${slug}\` first.`);
    process.exit(1);
  }
  if (args['no-build'] && freshness.state === 'stale') {
    console.warn(`[${slug}] warning: ${shownSite} is older than the dealer's files (${describeChanges(freshness.newer)}); serving it anyway (--no-build)`);
  } else {
    console.log(
      freshness.state === 'missing'
        ? `[${slug}] no build in ${shownSite}; building it first…`
        : `[${slug}] ${describeChanges(freshness.newer)} since the last build; rebuilding first…`,
    );
    const built = spawnSync(buildCommand.file, buildCommand.args, { stdio: 'inherit', cwd: ROOT, env: buildCommand.env });
    if (built.status !== 0) {
      // With --watch and an earlier build, keep serving it: the next save rebuilds.
      if (!args.watch || freshness.state === 'missing') process.exit(built.status ?? 1);
      console.warn(`[${slug}] warning: the build failed; serving the LAST GOOD BUILD until a change builds (fix the problem above and save)`);
    }
  }
}

const dataDir = dataDirFor(ROOT);
/** Read on first use, then kept (the snapshot does not change while the server runs). */
const once = <T>(f: () => T) => {
  let v: T | undefined;
  return () => (v ??= f());
};
// leads.delivery of dealers/<slug>/dealer.json: where each stored lead is forwarded (webhook, ADF e-mail).
const delivery = readDeliveryConfig(dealerDir, slug);
// --local-cdn: answer the images.cdn template here (docs/images.md), for photos the real CDN cannot reach yet.
const localCdn = args['local-cdn']
  ? localCdnOf(
      dealerDir,
      siteDir,
      once(() => readMarketCars(dealerDir)),
    )
  : null;
let rateLimits: ReturnType<typeof parseRateLimits>;
try {
  rateLimits = parseRateLimits(process.env.PREVIEW_RATE_LIMITS);
} catch (e) {
  console.error(`error: ${(e as Error).message}`);
  process.exit(2);
}
const preview = createPreviewServer({
  slug,
  rateLimits,
  siteDir,
  dataDir,
  adminToken,
  delivery,
  localCdn,
  deliveryRegions: readDeliveryRegions(dealerDir),
  marketCars: once(() => readMarketCars(dealerDir)),
  log: (line) => console.log(`[${slug}] ${line}`),
});
const host = args.host ?? '127.0.0.1';
const actual = await preview.listen(port, host);
const origin = `http://${host === '0.0.0.0' ? 'localhost' : host}:${actual}`;
console.log(`[${slug}] site and API on ${origin}/  (leads: ${path.relative(ROOT, dbFile(dataDir, slug))})`);
console.log(`[${slug}] admin (leads, sign-in codes; keep this link private): ${origin}/admin/leads?token=${encodeURIComponent(preview.adminToken)}`);
console.log(`[${slug}] feed report (cars not listed and why, every stock warning): ${origin}/admin/feed (after the admin link; JSON: /admin/feed.json)`);
const destinations = destinationsOf(delivery?.settings);
console.log(`[${slug}] lead delivery: ${destinations.length ? destinations.join(' + ') : 'none configured (leads.delivery in dealer.json)'}`);

/* --watch: one build at a time; changes saved during a build start one more build when it ends. */
let building: ChildProcess | null = null;
const savedDuringBuild = new Set<string>();
function rebuild(changed: string[]): void {
  if (building) {
    for (const file of changed) savedDuringBuild.add(file);
    return;
  }
  const started = Date.now();
  console.log(`[${slug}] ${describeChanges(changed)}; rebuilding…`);
  building = spawn(buildCommand.file, buildCommand.args, { stdio: 'inherit', cwd: ROOT, env: buildCommand.env });
  building.on('exit', (code) => {
    building = null;
    console.log(
      code === 0
        ? `[${slug}] rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s; reload the page`
        : `[${slug}] warning: the build failed; serving the LAST GOOD BUILD until a change builds (fix the problem above and save)`,
    );
    const next = [...savedDuringBuild].sort();
    savedDuringBuild.clear();
    if (next.length && !stopping) rebuild(next);
  });
}
const watcher = args.watch ? watchDealerFiles(dealerDir, rebuild) : null;
if (watcher)
  console.log(`[${slug}] watching ${path.relative(ROOT, dealerDir) || dealerDir}: a saved change rebuilds the site (leads.delivery changes need a restart)`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`[${slug}] ${signal}: closing…`);
  watcher?.close();
  // A build stopped by SIGTERM leaves the served site untouched (scripts/lib/signal-clean-up.ts).
  building?.kill('SIGTERM');
  // Let in-flight requests finish their database write, then close the file cleanly.
  const force = setTimeout(() => process.exit(0), 3000);
  force.unref();
  preview.close().then(() => process.exit(0));
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
