/*
 * Publishing a dealer site: the guards that keep a bad night of the feed off the CDN, the manifest beside each
 * published site, what is derived from it (_redirects, lastmod, the change report), cache headers, byte-identical
 * rebuilds, and what a killed build leaves behind. One scratch dealer is built a few times in order.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { NOW, ROOT, runScript, scratchDealer } from './helpers';
import { defined } from '../defined';
import { TS_IMPORT } from '../../scripts/lib/shared/ts-import';

/** relative path → sha256 of every file under dir. */
function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    const full = path.join(e.parentPath, e.name);
    out[path.relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
  }
  return out;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

/** npm run build in a child process, without blocking (runScript waits). */
function runAsync(args: string[]): Promise<{ code: number | null; stdout: string; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...TS_IMPORT, path.join(ROOT, 'scripts/build.ts'), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, output: stdout + stderr }));
  });
}
const SLOW = 600_000;
/** This file's dealer: tiny-motors under a name no other test file builds. */
const SLUG = 'publish-motors';

describe('publishing a dealer site', () => {
  let root: string;
  let dir: string;
  let out: string;
  let cars: Record<string, unknown>[];
  const writeStock = (list: unknown) => writeFileSync(path.join(dir, 'stock.json'), JSON.stringify(list));
  const build = (...extra: string[]) => runScript('build.ts', ['--dealer', dir, '--out', out, '--now', NOW, ...extra]);

  beforeAll(() => {
    // A slug of its own: any build of the same dealer clears a dead build's leftovers in the shared .cache, and other
    // test files build tiny-motors at the same time as the killed-build test looks for them.
    ({ root, dir } = scratchDealer(SLUG));
    out = path.join(root, 'dist', SLUG);
    const [cx5, mazda3, hilux] = readJson(path.join(dir, 'stock.json')).cars as Record<string, unknown>[];
    // Five listed cars (two makes), plus the fixture's long-sold Hilux that gets no page.
    cars = [
      { ...cx5, updated_at: '2026-11-15T08:30:00Z' },
      { ...mazda3, updated_at: '2026-11-18' },
      { ...cx5, id: 22, slug: '2022-mazda-cx-5-maxx-t22', stocknum: 'T22' },
      { ...cx5, id: 23, slug: '2022-mazda-cx-5-maxx-t23', stocknum: 'T23' },
      { ...hilux, id: 21, slug: '2019-toyota-hilux-sr-t21', stocknum: 'T21', status: 'in_stock', sold: false, sold_at: null },
      defined(hilux, 'the fixture Hilux'),
    ];
    writeStock({ cars });
  });

  it(
    'two builds of the same inputs (same --now) are byte-identical; the manifest is written beside the site, not in it',
    async () => {
      const twin = path.join(root, 'twin', SLUG);
      // Side by side (each build has its own staging folders): also the shortest window for a source edit in a
      // shared checkout to fall between the two.
      const [first, second] = await Promise.all([
        runAsync(['--dealer', dir, '--out', out, '--now', NOW, '--json']),
        runAsync(['--dealer', dir, '--out', twin, '--now', NOW]),
      ]);
      expect(first.code, first.output).toBe(0);
      expect(second.code, second.output).toBe(0);
      const a = tree(out);
      expect(Object.keys(a).length).toBeGreaterThan(40);
      expect(tree(twin)).toEqual(a);
      expect(Object.keys(a).some((f) => f.includes('manifest'))).toBe(false);
      // Only the wall-clock build time differs between the two manifests (and the commit, should other work
      // land in this shared checkout between the two builds).
      const m1 = readJson(`${out}.manifest.json`);
      const m2 = readJson(`${twin}.manifest.json`);
      expect({ ...m2, built_at: m1.built_at, code: m1.code }).toEqual(m1);
      expect(m2.built_at).not.toBe(m1.built_at);
      const result = JSON.parse(first.stdout.split('\n').find((l) => l.startsWith('{'))!);
      expect(result).toMatchObject({ ok: true, cars: 5, manifest: `${out}.manifest.json`, changes: null, forced: false });
    },
    SLOW,
  );

  it("the manifest records build time, code version, the snapshot's sha256, the listed count, each car's updated_at and key-field coverage", () => {
    const m = readJson(`${out}.manifest.json`);
    expect(Date.parse(m.built_at)).toBeGreaterThan(Date.now() - 20 * 60_000);
    expect(m.now).toBe('2026-11-21T00:00:00.000Z');
    expect(m.code.version).toBe(readJson(path.join(ROOT, 'package.json')).version);
    expect(m.code.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(m.stock.sha256).toBe(
      createHash('sha256')
        .update(readFileSync(path.join(dir, 'stock.json')))
        .digest('hex'),
    );
    expect(m.stock.records).toBe(6);
    expect(m.listed).toBe(5);
    expect(m.cars.map((c: { slug: string }) => c.slug)).toEqual(cars.slice(0, 5).map((c) => c.slug));
    // Each car with what names it to the dealer and the key fields it has no value for (the fixture has no photos).
    expect(m.cars[0]).toEqual({
      slug: '2022-mazda-cx-5-maxx-t1',
      id: '1',
      make: 'Mazda',
      model: 'CX-5',
      price: 32990,
      updated_at: '2026-11-15T08:30:00Z',
      stocknum: 'T1',
      name: '2022 Mazda CX-5 Maxx',
      sold: false,
      missing: ['photos'],
    });
    expect(m.coverage.find((c: { field: string }) => c.field === 'price')).toEqual({ field: 'price', with: 5, of: 5 });
    expect(m.coverage.find((c: { field: string }) => c.field === 'photos')).toEqual({ field: 'photos', with: 0, of: 5 });
    expect(m.removed).toEqual([]);
  });

  it('the search index is named by its content hash and the search pages load that name', () => {
    const { search_index: index } = readJson(`${out}.manifest.json`);
    expect(index).toMatch(/^\/_data\/search-index\.[0-9a-f]{16}\.json$/);
    const body = readFileSync(path.join(out, index), 'utf8');
    expect(index).toContain(createHash('sha256').update(body).digest('hex').slice(0, 16));
    expect(existsSync(path.join(out, 'search-index.json'))).toBe(false);
    const page = readFileSync(path.join(out, 'search/new-used-and-demo-cars/index.html'), 'utf8');
    expect(page).toContain(index);
    expect(page).not.toContain('/search-index.json');
  });

  it('the sitemap gives each car page a <lastmod> from its updated_at', () => {
    const sitemap = readFileSync(path.join(out, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://tiny-motors.example.com/cars/2022-mazda-cx-5-maxx-t1/</loc><lastmod>2026-11-15T08:30:00.000Z</lastmod>');
    expect(sitemap).toContain('<loc>https://tiny-motors.example.com/cars/2024-mazda-3-g20-t2/</loc><lastmod>2026-11-18T00:00:00.000Z</lastmod>');
    // No updated_at in the feed: no lastmod rather than an invented one.
    expect(sitemap).toMatch(/<loc>https:\/\/tiny-motors\.example\.com\/cars\/2022-mazda-cx-5-maxx-t22\/<\/loc><\/url>/);
  });

  it("_headers: hashed assets and the index are immutable; pages keep the platforms' revalidating default", () => {
    const headers = readFileSync(path.join(out, '_headers'), 'utf8');
    expect(headers).toContain('\n/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(headers).toContain('\n/_data/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(headers).toContain("frame-ancestors 'self'");
    // One Cache-Control a path (Cloudflare joins the values of two matching rules), and the same few rules
    // whatever top-level folders the site has (Cloudflare reads 100).
    expect(headers.match(/Cache-Control/g)).toHaveLength(2);
    expect(headers.split('\n').filter((l) => l.startsWith('/'))).toEqual(['/*', '/_astro/*', '/_data/*']);
  });

  describe('a bad night leaves the published site byte-identical, says why and how to override, and exits 2', () => {
    let before: Record<string, string>;
    let manifestBefore: string;
    beforeAll(() => {
      before = tree(out);
      manifestBefore = readFileSync(`${out}.manifest.json`, 'utf8');
    });
    const untouched = () => {
      expect(tree(out)).toEqual(before);
      expect(readFileSync(`${out}.manifest.json`, 'utf8')).toBe(manifestBefore);
    };

    it('an empty snapshot', () => {
      writeStock({ cars: [] });
      const r = build('--json');
      expect(r.code, r.output).toBe(2);
      expect(r.stderr).toContain('build failed; the published site was left untouched');
      expect(r.stderr).toMatch(/refused to publish: the snapshot lists no car .*the published site lists 5/);
      expect(r.stderr).toContain('--force');
      expect(r.stderr).toContain('allow_empty');
      expect(r.stderr).toContain('exit code 2');
      const json = JSON.parse(r.stdout.split('\n').find((l) => l.startsWith('{'))!);
      expect(json).toMatchObject({ ok: false, refused: true, guard: 'empty-snapshot', slug: dir });
      untouched();
    });

    it('a 60 % drop in listed cars (default publish.max_drop 0.5)', () => {
      writeStock({ cars: [cars[0], cars[1], cars[5]] });
      const r = build();
      expect(r.code, r.output).toBe(2);
      expect(r.stderr).toMatch(/refused to publish: listed cars fell from 5 to 2 \(-60 %\), more than publish\.max_drop \(50 %\)/);
      expect(r.stderr).toContain('--force');
      untouched();
    });

    it('every price gone (a feed that moved it under another key): refused naming price, both shares and three of the cars', () => {
      writeStock({ cars: cars.map(({ price: _, ...car }) => car) });
      const r = build('--json');
      expect(r.code, r.output).toBe(2);
      expect(r.stderr).toContain('refused to publish: price fell on the listed cars by more than publish.max_coverage_drop (20 points)');
      const line = /\n {2}- price: 5 of 5 \(100 %\) → 0 of 5 \(0 %\); lost by (.*)\n/.exec(r.stderr);
      expect(line, r.stderr).not.toBeNull();
      // Three cars, each named as the dealer finds it: id, stock number, title.
      expect(line![1]!.split('; ')).toEqual([
        expect.stringMatching(/^id \d+ \/ stock no T\d+ \/ 20\d\d \w+/),
        expect.stringMatching(/^id \d+ \/ stock no T\d+ \/ 20\d\d \w+/),
        expect.stringMatching(/^id \d+ \/ stock no T\d+ \/ 20\d\d \w+/),
      ]);
      expect(r.stderr).toContain('--force');
      expect(JSON.parse(r.stdout.split('\n').find((l) => l.startsWith('{'))!)).toMatchObject({ ok: false, refused: true, guard: 'coverage-drop' });
      // The refused night's report says what it would have lost.
      const report = readJson(`${out}.feed-report.json`);
      expect(report.published).toBe(false);
      expect(report.coverage.fields.find((c: { field: string }) => c.field === 'price')).toEqual({ field: 'price', with: 0, of: 5 });
      untouched();
    });

    it('truncated JSON', () => {
      const text = JSON.stringify({ cars });
      writeFileSync(path.join(dir, 'stock.json'), text.slice(0, Math.floor(text.length / 2)));
      const r = build();
      expect(r.code, r.output).toBe(2);
      expect(r.stderr).toMatch(/stock\.json.*invalid JSON/);
      untouched();
    });

    it('a dealer folder whose slug names another dealer, with --stock', () => {
      const impostor = path.join(root, 'impostor-motors');
      cpSync(dir, impostor, { recursive: true });
      const stock = path.join(root, 'feed.json');
      writeFileSync(stock, JSON.stringify({ cars }));
      const r = runScript('build.ts', ['--dealer', impostor, '--stock', stock, '--out', out, '--now', NOW]);
      expect(r.code, r.output).toBe(2);
      expect(r.stderr).toMatch(new RegExp(`dealer\\.json: slug: "${SLUG}" must match the folder name "impostor-motors"`));
      untouched();
    });
  });

  it(
    '--force publishes a large drop; the report lists what changed and removed cars redirect to their search for 30 days',
    () => {
      const repriced = { ...cars[0], price: 31990 };
      writeStock({ cars: [repriced, cars[1], cars[5]] });
      const r = build('--force', '--json');
      expect(r.code, r.output).toBe(0);
      expect(r.stdout).toContain('--force: publishing although listed cars fell from 5 to 2');
      expect(r.stdout).toMatch(/changes since the last build \(\S+\): 0 added, 3 removed, 1 repriced/);
      expect(r.stdout).toContain('~ 2022-mazda-cx-5-maxx-t1: $32,990 -> $31,990');
      expect(r.stdout).toContain('- 2019-toyota-hilux-sr-t21');
      expect(JSON.parse(r.stdout.split('\n').find((l) => l.startsWith('{'))!)).toMatchObject({
        ok: true,
        cars: 2,
        forced: true,
        changes: { added: 0, removed: 3, repriced: 1 },
      });
      expect(existsSync(path.join(out, 'cars/2022-mazda-cx-5-maxx-t22/index.html'))).toBe(false);
      const m = readJson(`${out}.manifest.json`);
      expect(m.forced).toBe(true);
      expect(m.listed).toBe(2);
      expect(m.removed.map((c: { slug: string; removed_at: string }) => [c.slug, c.removed_at])).toEqual([
        ['2019-toyota-hilux-sr-t21', '2026-11-21T00:00:00.000Z'],
        ['2022-mazda-cx-5-maxx-t22', '2026-11-21T00:00:00.000Z'],
        ['2022-mazda-cx-5-maxx-t23', '2026-11-21T00:00:00.000Z'],
      ]);
      const redirects = readFileSync(path.join(out, '_redirects'), 'utf8');
      // A CX-5 is still in stock: its model search; no Toyota is left: all stock.
      // Every address of the car, in both slash forms (Cloudflare matches a static rule exactly).
      for (const from of ['/', '/checkout/', '/checkout', '']) expect(redirects).toContain(`\n/cars/2022-mazda-cx-5-maxx-t22${from} /search/mazda/cx-5/ 301\n`);
      // Static rules only: Cloudflare keeps just 100 dynamic ones.
      expect(redirects).not.toContain('*');
      expect(redirects).toContain('/cars/2019-toyota-hilux-sr-t21/ /search/new-used-and-demo-cars/ 301\n');
      expect(existsSync(path.join(out, 'search/mazda/cx-5/index.html'))).toBe(true);
    },
    SLOW,
  );

  it(
    'a build killed mid-render takes its render processes down and leaves the site as it was; the next build removes its leftovers',
    async () => {
      const before = tree(out);
      const child = spawn(process.execPath, [...TS_IMPORT, path.join(ROOT, 'scripts/build.ts'), '--dealer', dir, '--out', out, '--now', NOW], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const pid = child.pid!;
      const marker = `build-${SLUG}-${pid}`;
      // Should an expectation fail before the kill, the build must not run on after the test.
      onTestFinished(() => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      });
      const renderers = () =>
        readdirSync('/proc')
          .filter((p) => /^\d+$/.test(p) && Number(p) !== pid)
          .filter((p) => {
            try {
              return (
                /render-(shard|from-bundle)\.mjs/.test(readFileSync(`/proc/${p}/cmdline`, 'utf8')) &&
                readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(marker)
              );
            } catch {
              return false;
            }
          });
      await new Promise<void>((resolve, reject) => {
        let seen = '';
        child.stdout.on('data', (d: Buffer) => {
          seen += d.toString();
          if (seen.includes('rendering pages with Astro')) resolve();
        });
        child.on('exit', (code) => reject(new Error(`build ended (${code}) before rendering:\n${seen}`)));
      });
      const exited = new Promise((resolve) => child.on('exit', resolve));
      // The renderers are started right after that line.
      const startBy = Date.now() + 60_000;
      while (!renderers().length && Date.now() < startBy) await new Promise((r) => setTimeout(r, 100));
      expect(renderers().length).toBeGreaterThan(0);
      child.kill('SIGKILL');
      await exited;
      // A staged copy as a build killed just before its swap would leave.
      mkdirSync(`${out}.tmp-${pid}`, { recursive: true });
      writeFileSync(`${out}.tmp-${pid}/index.html`, 'half a site');
      const deadline = Date.now() + 30_000;
      while (renderers().length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      expect(renderers()).toEqual([]);
      expect(existsSync(path.join(ROOT, '.cache', marker))).toBe(true);
      expect(tree(out)).toEqual(before);

      const r = build();
      expect(r.code, r.output).toBe(0);
      expect(r.stdout).toContain(`removed the leftovers of killed build ${pid}`);
      expect(existsSync(path.join(ROOT, '.cache', marker))).toBe(false);
      expect(existsSync(`${out}.tmp-${pid}`)).toBe(false);
      // The rebuild published a whole site again, with the redirects the killed build's manifest called for.
      expect(existsSync(path.join(out, 'cars/2022-mazda-cx-5-maxx-t1/index.html'))).toBe(true);
      expect(readFileSync(path.join(out, '_redirects'), 'utf8')).toContain('/cars/2022-mazda-cx-5-maxx-t22/ /search/mazda/cx-5/ 301');
    },
    SLOW,
  );

  it(
    'a build stopped by SIGTERM stops its render processes and removes its own staging folders',
    async () => {
      const before = tree(out);
      const child = spawn(process.execPath, [...TS_IMPORT, path.join(ROOT, 'scripts/build.ts'), '--dealer', dir, '--out', out, '--now', NOW], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      onTestFinished(() => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      });
      const marker = `build-${SLUG}-${child.pid}`;
      const renderers = () =>
        readdirSync('/proc')
          .filter((p) => /^\d+$/.test(p))
          .filter((p) => {
            try {
              const cmd = readFileSync(`/proc/${p}/cmdline`, 'utf8');
              return /render-(shard|from-bundle)\.mjs/.test(cmd) && cmd.includes(marker);
            } catch {
              return false;
            }
          });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      const startBy = Date.now() + 120_000;
      while (!renderers().length && Date.now() < startBy) await new Promise((r) => setTimeout(r, 100));
      expect(renderers().length).toBeGreaterThan(0);
      child.kill('SIGTERM');
      expect(await exited).toBe(143);
      expect(stderr).toContain('SIGTERM: build stopped; the published site was left untouched.');
      // Killed by the parent itself before it exited (a SIGKILL takes a moment to land, hence the short wait).
      const goneBy = Date.now() + 5_000;
      while (renderers().length && Date.now() < goneBy) await new Promise((r) => setTimeout(r, 50));
      expect(renderers()).toEqual([]);
      expect(existsSync(path.join(ROOT, '.cache', marker))).toBe(false);
      expect(existsSync(`${out}.tmp-${child.pid}`)).toBe(false);
      expect(tree(out)).toEqual(before);
    },
    SLOW,
  );

  it(
    '--force publishes a night whose prices all vanished, saying what it overrode; the manifest records the coverage',
    () => {
      const published = readJson(`${out}.manifest.json`).cars.length;
      const file = path.join(dir, 'stock.json');
      const stock = readJson(file);
      writeStock({ cars: stock.cars.map(({ price: _, ...car }: Record<string, unknown>) => car) });
      const r = build('--force');
      expect(r.code, r.output).toBe(0);
      expect(r.stdout).toContain('--force: publishing although price fell on the listed cars by more than publish.max_coverage_drop (20 points)');
      expect(r.stdout).toMatch(new RegExp(`price: ${published} of ${published} \\(100 %\\) → 0 of ${published} \\(0 %\\)`));
      const m = readJson(`${out}.manifest.json`);
      expect(m.forced).toBe(true);
      expect(m.coverage.find((c: { field: string }) => c.field === 'price')).toEqual({ field: 'price', with: 0, of: published });
      // What changed tonight names each car that lost its price.
      expect(r.stdout).toMatch(new RegExp(`${published} lost a key field`));
      expect(r.stdout).toMatch(/ {2}lost price: id \d+ \/ stock no T\d+ \/ /);
    },
    SLOW,
  );
});
