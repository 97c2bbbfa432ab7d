import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOW, ROOT, editStock, htmlFiles, scratchDealer } from './helpers';
import { TS_IMPORT } from '../../scripts/lib/shared/ts-import';

function buildAll(args: string[], timeout = 240_000) {
  const r = spawnSync(process.execPath, [...TS_IMPORT, path.join(ROOT, 'scripts/build-all.ts'), ...args], { cwd: ROOT, encoding: 'utf8', timeout });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, output: r.stdout + r.stderr };
}

/** Lines CI's log reader would take for another test runner's results. */
const runnerLookalikes = (text: string) => text.split('\n').filter((l) => /^(ok|PASS|FAIL)\s/.test(l));

/** A dealers folder holding copies of the tiny fixture dealer under the given names. */
function fleet(names: string[]): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'fleet-test-'));
  for (const name of names) cpSync(scratchDealer(name).dir, path.join(root, name), { recursive: true });
  return root;
}

const jsonLines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('build:all choosing dealers (--dealers, --shard, --list)', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'fleet-list-'));
  const names = ['echo', 'alpha', 'delta', 'bravo', 'charlie', 'foxtrot', 'golf'];
  for (const n of names) {
    mkdirSync(path.join(root, n));
    writeFileSync(path.join(root, n, 'dealer.json'), '{}');
  }
  mkdirSync(path.join(root, 'not-a-dealer'));
  const list = (...args: string[]) => buildAll(['--dealers-dir', root, '--list', ...args]);

  it('lists every dealer folder, sorted (a folder without dealer.json is not a dealer)', () => {
    const r = list();
    expect(r.code, r.output).toBe(0);
    expect(r.stdout.trim().split('\n')).toEqual([...names].sort());
  });

  it('--shard i/n parts are disjoint and together hold every dealer once, whatever n', () => {
    for (const n of [2, 3]) {
      const parts = Array.from({ length: n }, (_, i) => {
        const r = list('--shard', `${i + 1}/${n}`, '--json');
        expect(r.code, r.output).toBe(0);
        return JSON.parse(r.stdout) as string[];
      });
      expect(parts.flat().sort(), `n=${n}`).toEqual([...names].sort());
      expect(new Set(parts.flat()).size).toBe(names.length);
    }
  }, 60_000);

  it('--dealers picks dealers; --shard splits that pick', () => {
    expect(list('--dealers', 'golf,alpha , charlie').stdout.trim().split('\n')).toEqual(['alpha', 'charlie', 'golf']);
    expect(JSON.parse(list('--dealers', 'golf,alpha,charlie', '--shard', '2/2', '--json').stdout)).toEqual(['golf']);
  }, 60_000);

  it('usage errors exit 64 naming the problem', () => {
    const unknown = list('--dealers', 'alpha,zulu,not-a-dealer');
    expect(unknown.code).toBe(64);
    expect(unknown.stderr).toContain('unknown dealers in --dealers: zulu, not-a-dealer');
    for (const bad of ['3/2', 'half']) {
      const r = list('--shard', bad);
      expect(r.code, bad).toBe(64);
      expect(r.stderr).toContain('--shard');
    }
    expect(list('--timeout', '0').code).toBe(64);
    const force = list('--force');
    expect(force.code).toBe(64);
    expect(force.stderr).toContain('--force needs --dealers');
    expect(list('--force', '--dealers', 'alpha').code).toBe(0);
    const flag = list('--shards', '2');
    expect(flag.code).toBe(64);
    expect(flag.stderr).toContain("Unknown option '--shards'");
  }, 60_000);
});

describe('build:all --json over shards', () => {
  it('shards 1/2 and 2/2 build every dealer exactly once; stdout is only JSON objects, then a summary', () => {
    const root = fleet(['alpha-motors', 'bravo-motors', 'charlie-motors']);
    const out = path.join(root, '..', `${path.basename(root)}-dist`);
    const seen: string[] = [];
    for (const shard of ['1/2', '2/2']) {
      // --sync-search is passed on, and its dealers still build in groups (--jobs 1: shard 1/2's two dealers share one
      // process); these use the embedded search, for which it does nothing (no key needed).
      const r = buildAll(['--dealers-dir', root, '--out-dir', out, '--now', NOW, '--shard', shard, '--json', '--jobs', '1', '--sync-search']);
      expect(r.code, r.output).toBe(0);
      const lines = jsonLines(r.stdout);
      const summary = lines.at(-1)!;
      const dealers = lines.slice(0, -1);
      expect(summary).toMatchObject({
        summary: true,
        shard,
        dealers: dealers.length,
        built: dealers.length,
        refused: 0,
        crashed: 0,
        timed_out: 0,
        exitCode: 0,
      });
      const slugs = dealers.map((d) => String(d.slug));
      for (const d of dealers) {
        expect(d).toMatchObject({ status: 'built', exitCode: 0, attempts: 1, cars: 2 });
        expect(d.group).toEqual(slugs.length > 1 ? slugs : undefined);
        // What the render processes reported writing (a shared process's further dealer its own pages): the site's HTML files.
        expect(d.pages).toBe(htmlFiles(path.join(out, String(d.slug))));
        seen.push(String(d.slug));
      }
      if (shard === '1/2') expect(slugs).toHaveLength(2);
      // Progress goes to stderr when stdout is JSON.
      expect(r.stderr).toMatch(/^building \w+-motors \([12]\/[12]\)…$/m);
      expect(runnerLookalikes(r.output)).toEqual([]);
    }
    expect(seen.sort()).toEqual(['alpha-motors', 'bravo-motors', 'charlie-motors']);
    for (const slug of seen) expect(existsSync(path.join(out, slug, 'index.html'))).toBe(true);
  }, 240_000);
});

describe('build:all groups', () => {
  it('builds the fleet in groups sharing a build process (--jobs 1: one group); --group 1 builds each dealer alone', () => {
    const root = fleet(['alpha-motors', 'bravo-motors', 'charlie-motors']);
    const out = path.join(root, '..', `${path.basename(root)}-dist`);
    const grouped = buildAll(['--dealers-dir', root, '--out-dir', out, '--now', NOW, '--json', '--jobs', '1']);
    expect(grouped.code, grouped.output).toBe(0);
    const lines = jsonLines(grouped.stdout).slice(0, -1);
    // One process: its dealers are reported in the order it was given them.
    expect(lines.map((l) => [l.slug, l.status, l.group])).toEqual(
      ['alpha-motors', 'bravo-motors', 'charlie-motors'].map((s) => [s, 'built', ['alpha-motors', 'bravo-motors', 'charlie-motors']]),
    );
    for (const slug of ['alpha-motors', 'bravo-motors', 'charlie-motors'])
      expect(readFileSync(path.join(out, slug, 'index.html'), 'utf8')).toContain(`${slug}`);
    // A record --skip-invalid leaves out is counted apart: it does not make the dealer's build read as skipped.
    editStock(path.join(root, 'bravo-motors'), (cars) => ({ cars: [...cars, { ...cars[0], id: 990_001, slug: 'unreadable-year', year: 'twenty' }] }));
    const alone = buildAll([
      '--dealers-dir',
      root,
      '--out-dir',
      out,
      '--now',
      NOW,
      '--json',
      '--group',
      '1',
      '--dealers',
      'alpha-motors,bravo-motors',
      '--skip-invalid',
    ]);
    expect(alone.code, alone.output).toBe(0);
    // Two processes side by side: results come in the order the builds end.
    expect(
      jsonLines(alone.stdout)
        .slice(0, -1)
        .map((l) => [l.slug, l.status, l.group])
        .sort(),
    ).toEqual([
      ['alpha-motors', 'built', undefined],
      ['bravo-motors', 'built', undefined],
    ]);
  }, 240_000);
});

describe('build:all failures', () => {
  it('a crashed build is retried once (exit 3); refused data is not retried (exit 2 alone, 3 when something crashed)', () => {
    const root = fleet(['good-motors', 'bad-motors']);
    editStock(path.join(root, 'bad-motors'), (cars) => ({ cars: [{ ...cars[0], year: 'twenty' }] }));
    // Out folder is a file: every build that gets past validation crashes writing its site.
    const out = path.join(root, 'not-a-folder');
    writeFileSync(out, '');
    const r = buildAll(['--dealers-dir', root, '--out-dir', out, '--now', NOW, '--json']);
    expect(r.code, r.output).toBe(3);
    const lines = jsonLines(r.stdout);
    const bySlug = Object.fromEntries(lines.slice(0, -1).map((l) => [l.slug, l]));
    expect(bySlug['good-motors']).toMatchObject({ status: 'crashed', attempts: 2, exitCode: 1 });
    expect(bySlug['bad-motors']).toMatchObject({ status: 'refused', attempts: 1, exitCode: 2 });
    expect(String(bySlug['bad-motors']!.error)).toContain('year');
    expect(lines.at(-1)).toMatchObject({ summary: true, built: 0, refused: 1, crashed: 1, exitCode: 3 });
    expect(r.stderr).toMatch(/^crashed good-motors \(exit code 1\), trying once more:/m);
  }, 240_000);

  it('a build past --timeout is stopped with its render processes, reported as timed out (exit 3), with heartbeats meanwhile', () => {
    const root = fleet(['slow-motors']);
    const out = path.join(root, '..', `${path.basename(root)}-dist`);
    // A 2-car build takes about 4 s on a fast machine, so 4 s raced it (CI once finished in 3.9 s); no build
    // (start, Astro, render) gets done within 1 s, which makes the timeout certain.
    const r = buildAll(['--dealers-dir', root, '--out-dir', out, '--now', NOW, '--timeout', '1', '--heartbeat', '0.25']);
    expect(r.code, r.output).toBe(3);
    expect(r.stdout).toMatch(/^building slow-motors: \d+ s so far/m);
    expect(r.stdout).toMatch(/^timed out slow-motors/m);
    expect(r.stdout).toContain('no result within 1 s; the build was stopped');
    expect(r.stdout).toContain('not built: slow-motors (timed out); exit code 3');
    expect(runnerLookalikes(r.output)).toEqual([]);
    expect(existsSync(path.join(out, 'slow-motors', 'index.html'))).toBe(false);
    // Nothing of that build is still running: every process named the fleet's folder on its command line.
    // (A process told to stop may need a moment to go.)
    let left = '';
    for (let i = 0; i < 30; i++) {
      left = spawnSync('pgrep', ['-f', root], { encoding: 'utf8' }).stdout.trim();
      if (!left) break;
      spawnSync('sleep', ['0.1']);
    }
    expect(left).toBe('');
  }, 120_000);

  it('stopped itself (SIGTERM from CI or Kubernetes), it stops the dealer builds it started and exits 143', async () => {
    const root = fleet(['stopped-motors']);
    const out = path.join(root, '..', `${path.basename(root)}-dist`);
    const child = spawn(process.execPath, [...TS_IMPORT, path.join(ROOT, 'scripts/build-all.ts'), '--dealers-dir', root, '--out-dir', out, '--now', NOW], {
      cwd: ROOT,
    });
    let stdout = '';
    const started = new Promise<void>((resolve) =>
      child.stdout.on('data', (d) => {
        stdout += d;
        if (stdout.includes('building stopped-motors (1/1)')) resolve();
      }),
    );
    const exited = new Promise<number | null>((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? -1 : null))));
    await started;
    // Stopped as soon as the dealer's build is running: a one-car build can finish within a second or two.
    let building = '';
    for (let i = 0; i < 600 && !building; i++) {
      building = spawnSync('pgrep', ['-f', `scripts/build.ts --dealer ${root}`], { encoding: 'utf8' }).stdout.trim();
      if (!building) await new Promise((r) => setTimeout(r, 25));
    }
    expect(building).not.toBe('');
    child.kill('SIGTERM');
    expect(await exited).toBe(143);
    let left = '';
    for (let i = 0; i < 30; i++) {
      left = spawnSync('pgrep', ['-f', root], { encoding: 'utf8' }).stdout.trim();
      if (!left) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(left).toBe('');
    expect(existsSync(path.join(out, 'stopped-motors', 'index.html'))).toBe(false);
  }, 120_000);
});

/** Every file under `dir` with its modification time and size: equal snapshots mean nothing was rewritten. */
function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .map((f) => `${path.relative(dir, f)} ${statSync(f).mtimeMs} ${statSync(f).size}`)
    .sort();
}

describe('build:all --changed-only', () => {
  it('skips a dealer whose files, stock and code are those of its last published build; a stock change or --force rebuilds', () => {
    const root = fleet(['alpha-motors', 'bravo-motors']);
    const out = path.join(root, '..', `${path.basename(root)}-dist`);
    const run = (...extra: string[]) => buildAll(['--dealers-dir', root, '--out-dir', out, '--now', NOW, '--jobs', '2', '--changed-only', ...extra], 480_000);

    // Nothing published yet: both are built, and their manifests record the inputs hash.
    const first = run('--json');
    expect(first.code, first.output).toBe(0);
    expect(jsonLines(first.stdout).at(-1)).toMatchObject({ summary: true, built: 2, skipped: 0, exitCode: 0 });
    const manifest = (slug: string) =>
      JSON.parse(readFileSync(path.join(out, `${slug}.manifest.json`), 'utf8')) as { built_at: string; inputs_sha256?: string };
    expect(manifest('alpha-motors').inputs_sha256).toMatch(/^[0-9a-f]{64}$/);
    const before = snapshot(out);

    // Same inputs: both skipped with the time of the build they keep, and the out folder is not touched.
    const again = run();
    expect(again.code, again.output).toBe(0);
    for (const slug of ['alpha-motors', 'bravo-motors']) {
      expect(again.stdout).toContain(`skipped ${slug} (unchanged since ${manifest(slug).built_at})`);
      expect(again.stdout).not.toContain(`building ${slug}`);
    }
    expect(again.stdout).toMatch(/^dealers built: 0, skipped \(unchanged\): 2, not built: 0, in [\d.]+ s$/m);
    expect(runnerLookalikes(again.output)).toEqual([]);
    expect(snapshot(out)).toEqual(before);

    // bravo's stock changes (a price): bravo is rebuilt, alpha still skipped; --json counts both.
    editStock(path.join(root, 'bravo-motors'), (cars) => ({ cars: cars.map((c, i) => (i === 0 ? { ...c, price: Number(c.price ?? 20000) + 1000 } : c)) }));
    const changed = run('--json');
    expect(changed.code, changed.output).toBe(0);
    const lines = jsonLines(changed.stdout);
    const bySlug = Object.fromEntries(lines.slice(0, -1).map((l) => [l.slug, l]));
    expect(bySlug['alpha-motors']).toMatchObject({ status: 'skipped', exitCode: 0, attempts: 0, since: manifest('alpha-motors').built_at });
    expect(bySlug['bravo-motors']).toMatchObject({ status: 'built', exitCode: 0, attempts: 1, cars: 2 });
    expect(lines.at(-1)).toMatchObject({ summary: true, dealers: 2, built: 1, skipped: 1, exitCode: 0 });
    expect(changed.stderr).toMatch(/^building bravo-motors \(2\/2\)… \(inputs changed\)$/m);

    // --force still rebuilds an unchanged dealer.
    const forced = run('--json', '--force', '--dealers', 'alpha-motors');
    expect(forced.code, forced.output).toBe(0);
    expect(jsonLines(forced.stdout).at(-1)).toMatchObject({ summary: true, built: 1, skipped: 0 });
  }, 900_000);
});
