import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Meilisearch } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/meili/server';
import { NOW, scratchDealer } from '../build/helpers';
import { MEILI_SKIP, ROOT, useMeili } from './harness';
import { TS_IMPORT } from '../../scripts/lib/shared/ts-import';

/* Pages and the Meilisearch index come from one snapshot: sync:search reads the same --stock (file or URL) and
   --skip-invalid as the build, and the build's --sync-search pushes the very cars it gave pages. */

type Car = Record<string, unknown>;
const tinyCars = (dir: string): Car[] => JSON.parse(readFileSync(path.join(dir, 'stock.json'), 'utf8')).cars;

/** A script as its own process without blocking this one (the test's stock feed answers from here). */
function run(script: string, args: string[], env: Record<string, string | undefined>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  delete childEnv.MEILI_ADMIN_KEY;
  for (const [k, v] of Object.entries(env)) if (v !== undefined) childEnv[k] = v;
  return new Promise<{ code: number | null; stdout: string; stderr: string; output: string }>((resolve) => {
    const child = spawn(process.execPath, [...TS_IMPORT, path.join(ROOT, 'scripts', script), ...args], { cwd: ROOT, env: childEnv });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr, output: stdout + stderr }));
  });
}

function treeHash(dir: string): string {
  const h = createHash('sha256');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  for (const f of files) h.update(path.relative(dir, f)).update(readFileSync(f));
  return h.digest('hex');
}

describe.skipIf(MEILI_SKIP)(`one snapshot for pages and Meilisearch${MEILI_SKIP ? ` (skipped: ${MEILI_SKIP})` : ''}`, () => {
  const server = useMeili();
  const admin = () => new Meilisearch({ host: server().host, apiKey: server().masterKey });
  const indexed = async (uid: string) =>
    (
      await admin()
        .index(uid)
        .getDocuments({ fields: ['id', 'slug'], limit: 1000 })
    ).results
      .map((d) => String(d.slug))
      .sort();
  const indexExists = async (uid: string) => (await admin().getRawIndexes({ limit: 1000 })).results.some((i) => i.uid === uid);

  let feed: Server;
  let feedUrl = '';
  let feedBody = '';
  beforeAll(async () => {
    feed = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(feedBody));
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/stock.json`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        feed.closeAllConnections();
        feed.close(() => resolve());
      }),
  );

  it('sync:search --stock <file> refuses too many bad records (1 of 3: exit 2, index untouched); with --skip-invalid it pushes the good ones', async () => {
    const { root, dir } = scratchDealer('snapshot-motors');
    const [a, b] = tinyCars(dir);
    const stock = path.join(root, 'tonight.json');
    writeFileSync(stock, JSON.stringify([a, { ...b, year: 'twenty' }, { ...b, id: 4242, slug: 'added-tonight', stocknum: 'T42' }]));
    const uid = 'snapshot_file';
    const key = server().masterKey;
    const strict = await run('sync-search.ts', ['--dealer', dir, '--stock', stock, '--host', server().host, '--index', uid, '--now', NOW], {
      MEILI_ADMIN_KEY: key,
    });
    expect(strict.code, strict.output).toBe(2);
    expect(strict.stderr).toContain('1 of 3 records are invalid (33 %), more than publish.max_invalid_share (10 %) allows');
    expect(strict.stderr).toMatch(/tonight\.json record #1 \(id 2 \/ stock no T2\): year: /);
    expect(await indexExists(uid)).toBe(false);

    const lenient = await run('sync-search.ts', ['--dealer', dir, '--stock', stock, '--skip-invalid', '--host', server().host, '--index', uid, '--now', NOW], {
      MEILI_ADMIN_KEY: key,
    });
    expect(lenient.code, lenient.output).toBe(0);
    expect(lenient.stdout).toContain('left out 1 invalid stock record of 3;');
    // From tonight's file, not the folder's stock.json (which has a third, sold car and no 'added-tonight').
    expect(await indexed(uid)).toEqual([String(a!.slug), 'added-tonight'].sort());
  }, 120_000);

  it('sync:search --stock <URL> pushes the fetched snapshot and keeps it beside the dealer', async () => {
    const { dir } = scratchDealer('feed-motors');
    const [a] = tinyCars(dir);
    feedBody = JSON.stringify({ cars: [a] });
    const uid = 'snapshot_url';
    const r = await run('sync-search.ts', ['--dealer', dir, '--stock', feedUrl, '--host', server().host, '--index', uid, '--now', NOW], {
      MEILI_ADMIN_KEY: server().masterKey,
    });
    expect(r.code, r.output).toBe(0);
    expect(await indexed(uid)).toEqual([String(a!.slug)]);
    expect(readdirSync(path.join(dir, '.fetched'))).toHaveLength(1);
  }, 120_000);

  it('npm run build --sync-search gives the index exactly the cars the pages were built from, before publishing', async () => {
    const { root, dir } = scratchDealer('onestep-motors');
    const uid = 'onestep';
    const res = await fetch(new URL('/keys', server().host), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${server().masterKey}` },
      body: JSON.stringify({ actions: ['search'], indexes: [uid], expiresAt: null }),
    });
    const searchKey = ((await res.json()) as { key: string }).key;
    const cfgFile = path.join(dir, 'dealer.json');
    const cfg = JSON.parse(readFileSync(cfgFile, 'utf8'));
    writeFileSync(
      cfgFile,
      JSON.stringify({ ...cfg, search: { ...cfg.search, engine: 'meilisearch', host: server().host, search_key: searchKey, index_uid: uid } }),
    );
    // Tonight's snapshot differs from the folder's stock.json: one car repriced away, one new.
    const [a, b] = tinyCars(dir);
    const stock = path.join(root, 'tonight.json');
    writeFileSync(stock, JSON.stringify([a, { ...b, id: 5151, slug: 'new-tonight', stocknum: 'N51' }]));
    const out = path.join(root, 'out');
    const r = await run('build.ts', ['--dealer', dir, '--stock', stock, '--out', out, '--now', NOW, '--sync-search'], { MEILI_ADMIN_KEY: server().masterKey });
    expect(r.code, r.output).toBe(0);
    expect(r.stdout).toContain(`2 documents in "${uid}"`);
    const tonight = [String(a!.slug), 'new-tonight'].sort();
    expect(await indexed(uid)).toEqual(tonight);
    for (const slug of tonight) expect(existsSync(path.join(out, 'cars', slug, 'index.html')), slug).toBe(true);
    // The folder's stock.json car that tonight's snapshot dropped has neither a page nor a document.
    expect(existsSync(path.join(out, 'cars', String(b!.slug)))).toBe(false);
    // The admin key stays out of the site (the build's secret scan would have refused it).
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).not.toContain(server().masterKey);

    // A sync that fails stops the build: the published site keeps the pages that match the live index.
    const before = treeHash(out);
    const dead = `http://127.0.0.1:${await freePort()}`;
    writeFileSync(cfgFile, JSON.stringify({ ...cfg, search: { ...cfg.search, engine: 'meilisearch', host: dead, search_key: searchKey, index_uid: uid } }));
    const failed = await run('build.ts', ['--dealer', dir, '--out', out, '--now', NOW, '--sync-search'], { MEILI_ADMIN_KEY: server().masterKey });
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toContain('build failed; the published site was left untouched');
    expect(failed.stderr).toContain(`cannot reach Meilisearch at ${dead} (ECONNREFUSED)`);
    expect(treeHash(out)).toBe(before);
  }, 240_000);

  it('a build:all group (build.ts --dealers) with --sync-search: each dealer of a shared build is synced before its own publish, and one failed sync stops only its dealer', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'sync-group-'));
    // bravo's "server" refuses every key: its search key passes the scope check (refused for everything but search),
    // then its sync is refused too, after its pages rendered beside the others'.
    const refusing = createServer((_req, res) =>
      res
        .writeHead(403, { 'content-type': 'application/json' })
        .end('{"message":"The provided API key is invalid.","code":"invalid_api_key","type":"auth","link":""}'),
    );
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const refusingHost = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}`;
    const hosts: Record<string, string> = { 'sync-alpha': server().host, 'sync-bravo': refusingHost, 'sync-charlie': server().host };
    for (const [slug, host] of Object.entries(hosts)) {
      const dir = path.join(root, slug);
      cpSync(scratchDealer(slug).dir, dir, { recursive: true });
      const cfg = JSON.parse(readFileSync(path.join(dir, 'dealer.json'), 'utf8'));
      // The search key's scope is checked against the server only when it can be reached; any key will do here.
      writeFileSync(
        path.join(dir, 'dealer.json'),
        JSON.stringify({ ...cfg, search: { ...cfg.search, engine: 'meilisearch', host, search_key: `search-key-of-${slug}`, index_uid: slug } }),
      );
    }
    const out = path.join(root, 'out');
    const r = await run(
      'build.ts',
      ['--dealers', Object.keys(hosts).join(','), '--dealers-dir', root, '--out-dir', out, '--now', NOW, '--json', '--sync-search'],
      { MEILI_ADMIN_KEY: server().masterKey },
    ).finally(
      () =>
        new Promise<void>((resolve) => {
          refusing.closeAllConnections();
          refusing.close(() => resolve());
        }),
    );
    expect(r.code, r.output).toBe(1);
    expect(r.stdout).toContain('3 dealers in one process');
    const bySlug = Object.fromEntries(
      r.stdout
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .map((l) => [l.slug, l]),
    );
    for (const slug of ['sync-alpha', 'sync-charlie']) {
      expect(bySlug[slug], slug).toMatchObject({ ok: true, exitCode: 0 });
      // The index holds exactly the cars the published pages were built from (the manifest lists them).
      const listed = (JSON.parse(readFileSync(path.join(out, `${slug}.manifest.json`), 'utf8')) as { cars: { slug: string }[] }).cars.map((c) => c.slug).sort();
      expect(listed.length).toBeGreaterThan(0);
      expect(await indexed(slug)).toEqual(listed);
      expect(existsSync(path.join(out, slug, 'index.html'))).toBe(true);
    }
    expect(bySlug['sync-bravo']).toMatchObject({ ok: false, exitCode: 1 });
    expect(bySlug['sync-bravo']!.refused).toBeUndefined();
    expect(r.stderr).toContain('[sync-bravo] build failed; the published site was left untouched');
    expect(existsSync(path.join(out, 'sync-bravo'))).toBe(false);
  }, 240_000);
});
