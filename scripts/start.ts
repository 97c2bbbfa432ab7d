import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { cliArgs } from './lib/args';
import { createPreviewServer } from './server/app';
import { dataDirFor, dbFile } from './server/db';
import { destinationsOf } from './server/delivery/outbox';
import { readDeliveryConfig } from './server/delivery/settings';

/*
 * npm start [-- --dealer <slug>] [--port N] [--no-build] [--host H] [--dist <folder of built sites>] [--dealers <folder of dealer folders>];
 * PORT env; LEADS_DATA_DIR env; ADMIN_TOKEN env (fixed /admin token, else a random one printed at start)
 * Builds dist/<slug>/ when it is missing, then serves it and the reference dealer API on one port.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const args = cliArgs({ dealer: { type: 'string' }, port: { type: 'string' }, 'no-build': { type: 'boolean' }, host: { type: 'string' }, dist: { type: 'string' }, dealers: { type: 'string' } });
const slug = args.dealer ?? 'demo-motors';
const port = Number(args.port ?? process.env.PORT ?? 4321);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`error: --port must be a number 0-65535, got ${args.port ?? process.env.PORT}`);
  process.exit(2);
}
// --dist: another folder of built sites (tests); default dist/.
const siteDir = path.join(path.resolve(args.dist ?? path.join(ROOT, 'dist')), slug);

if (!existsSync(path.join(siteDir, 'index.html'))) {
  if (args['no-build']) {
    console.error(`error: ${path.relative(ROOT, siteDir)} is not built; run \`npm run build -- --dealer ${slug}\` first.`);
    process.exit(1);
  }
  console.log(`[${slug}] no build in dist/${slug}; building it first…`);
  // Same Node binary and tsx loader as this process, so the pinned Node builds it.
  const built = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/build.ts'), '--dealer', slug], { stdio: 'inherit', cwd: ROOT });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const dataDir = dataDirFor(ROOT);
// leads.delivery of dealers/<slug>/dealer.json: where each stored lead is forwarded (webhook, ADF e-mail).
const delivery = readDeliveryConfig(path.join(path.resolve(args.dealers ?? path.join(ROOT, 'dealers')), slug), slug);
const preview = createPreviewServer({ slug, siteDir, dataDir, delivery, log: (line) => console.log(`[${slug}] ${line}`) });
const host = args.host ?? '127.0.0.1';
const actual = await preview.listen(port, host);
const origin = `http://${host === '0.0.0.0' ? 'localhost' : host}:${actual}`;
console.log(`[${slug}] site and API on ${origin}/  (leads: ${path.relative(ROOT, dbFile(dataDir, slug))})`);
console.log(`[${slug}] admin (leads, sign-in codes; keep this link private): ${origin}/admin/leads?token=${encodeURIComponent(preview.adminToken)}`);
const destinations = destinationsOf(delivery?.settings);
console.log(`[${slug}] lead delivery: ${destinations.length ? destinations.join(' + ') : 'none configured (leads.delivery in dealer.json)'}`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`[${slug}] ${signal}: closing…`);
  // Let in-flight requests finish their database write, then close the file cleanly.
  const force = setTimeout(() => process.exit(0), 3000);
  force.unref();
  preview.close().then(() => process.exit(0));
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
