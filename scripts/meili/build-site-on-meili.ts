/**
 * node --import ./scripts/node-ts.mjs scripts/meili/build-site-on-meili.ts [--dealer demo-motors] [--host URL --key ADMIN_KEY] [--out DIR]
 *
 * Builds a dealer's site with search.engine = "meilisearch" against a real server: copies the dealer folder to a
 * temp root with the search block rewritten, pushes the stock with sync:search, creates a search-only key for the
 * site, then runs the normal build. Without --host it starts a local server and keeps it running (Ctrl-C stops it)
 * so the built site can be served and searched. tests/meili/site-on-meili.test.ts runs the search flows on it.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cliArgs } from '../lib/shared/args';
import { startMeili } from './server';
import { TS_IMPORT } from '../lib/shared/ts-import';

const ROOT = path.resolve(import.meta.dirname, '../..');

function run(script: string, args: string[], env: NodeJS.ProcessEnv, quiet: boolean): void {
  const r = spawnSync(process.execPath, [...TS_IMPORT, path.join(ROOT, 'scripts', script), ...args], {
    cwd: ROOT,
    stdio: quiet ? 'pipe' : 'inherit',
    env,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${script} ${args.join(' ')} exited with ${r.status}${quiet ? `\n${r.stdout}\n${r.stderr}` : ''}`);
}

/** A search-only key for one index: what a published site may hold. */
async function createSearchKey(host: string, adminKey: string, indexUid: string): Promise<string> {
  const res = await fetch(new URL('/keys', host), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminKey}` },
    body: JSON.stringify({ description: `site search for ${indexUid}`, actions: ['search'], indexes: [indexUid], expiresAt: null }),
  });
  if (!res.ok) throw new Error(`could not create a search key on ${host}: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { key: string }).key;
}

export async function buildSiteOnMeili(opts: {
  dealer: string;
  host: string;
  adminKey: string;
  out: string;
  indexUid?: string;
  now?: string;
  quiet?: boolean;
}): Promise<{ searchKey: string }> {
  const indexUid = opts.indexUid ?? `${opts.dealer}-site`;
  const root = mkdtempSync(path.join(os.tmpdir(), 'site-on-meili-'));
  const dir = path.join(root, opts.dealer);
  try {
    cpSync(path.join(ROOT, 'dealers', opts.dealer), dir, { recursive: true });
    run(
      'sync-search.ts',
      ['--dealer', dir, '--host', opts.host, '--index', indexUid, ...(opts.now ? ['--now', opts.now] : [])],
      { ...process.env, MEILI_ADMIN_KEY: opts.adminKey },
      opts.quiet ?? false,
    );
    const searchKey = await createSearchKey(opts.host, opts.adminKey, indexUid);
    const configFile = path.join(dir, 'dealer.json');
    const config = JSON.parse(readFileSync(configFile, 'utf8'));
    config.search = { ...(config.search ?? {}), engine: 'meilisearch', host: opts.host, search_key: searchKey, index_uid: indexUid };
    writeFileSync(configFile, JSON.stringify(config, null, 2));
    // The admin key stays in this process's environment only for the secret scan of the built files.
    run(
      'build.ts',
      ['--dealer', dir, '--out', opts.out, ...(opts.now ? ['--now', opts.now] : [])],
      { ...process.env, MEILI_ADMIN_KEY: opts.adminKey },
      opts.quiet ?? false,
    );
    return { searchKey };
  } finally {
    // The rewritten copy of the dealer folder was only needed for the build.
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = cliArgs({ dealer: { type: 'string' }, host: { type: 'string' }, key: { type: 'string' }, out: { type: 'string' }, now: { type: 'string' } });
  const dealer = args.dealer ?? 'demo-motors';
  const out = path.resolve(args.out ?? path.join(ROOT, 'dist', `${dealer}-meili`));
  const server = args.host ? null : await startMeili();
  const host = args.host ?? server!.host;
  const adminKey = args.key ?? process.env.MEILI_ADMIN_KEY ?? server?.masterKey;
  if (!adminKey) {
    console.error('build-site-on-meili: pass --key or set MEILI_ADMIN_KEY with --host');
    process.exit(2);
  }
  try {
    await buildSiteOnMeili({ dealer, host, adminKey, out, now: args.now ?? '2026-11-21T00:00:00Z' });
    console.log(`built ${dealer} on Meilisearch ${host} into ${out}`);
  } catch (e) {
    console.error(`build-site-on-meili failed: ${(e as Error).message}`);
    await server?.stop();
    process.exit(1);
  }
  if (server) {
    console.log(`Meilisearch keeps running at ${host} (pid ${server.pid}); Ctrl-C stops it.`);
    const stop = () => {
      void server.stop().then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }
}
