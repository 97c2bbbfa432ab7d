import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFreshness, builtAt, dealerInputFiles, describeChanges, watchDealerFiles } from '../../scripts/lib/load/staleness';
import { TS_IMPORT } from '../../scripts/lib/shared/ts-import';

describe("npm start: is the built site older than the dealer's files? (pure)", () => {
  const files = [
    { path: 'dealer.json', mtimeMs: 1_000 },
    { path: 'stock.json', mtimeMs: 3_000 },
    { path: 'assets/logo.svg', mtimeMs: 2_000 },
  ];

  it('no build yet', () => {
    expect(buildFreshness(null, files)).toEqual({ state: 'missing' });
  });

  it('a build after every change is fresh (equal times too)', () => {
    expect(buildFreshness(3_000, files)).toEqual({ state: 'fresh' });
    expect(buildFreshness(5_000, [])).toEqual({ state: 'fresh' });
  });

  it('a file saved after the build makes it stale, naming the changed files newest first', () => {
    expect(buildFreshness(1_500, files)).toEqual({ state: 'stale', newer: ['stock.json', 'assets/logo.svg'] });
    expect(buildFreshness(2_999, files)).toEqual({ state: 'stale', newer: ['stock.json'] });
  });

  it('says what changed', () => {
    expect(describeChanges(['dealer.json'])).toBe('dealer.json changed');
    expect(describeChanges(['dealer.json', 'stock.json'])).toBe('dealer.json and 1 other file changed');
    expect(describeChanges(['dealer.json', 'a', 'b'])).toBe('dealer.json and 2 other files changed');
  });
});

describe('reading the times from disk', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("lists the dealer's files recursively, leaving out dot folders the build writes (.fetched/)", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'stale-'));
    mkdirSync(path.join(dir, 'assets/img'), { recursive: true });
    mkdirSync(path.join(dir, '.fetched'));
    for (const f of ['dealer.json', 'stock.json', 'assets/img/a.svg', '.fetched/stock-1.json', '.DS_Store']) writeFileSync(path.join(dir, f), '{}');
    utimesSync(path.join(dir, 'dealer.json'), 1_700_000_000, 1_700_000_000);
    const listed = dealerInputFiles(dir);
    expect(listed.map((f) => f.path).sort()).toEqual(['assets/img/a.svg', 'dealer.json', 'stock.json']);
    expect(listed.find((f) => f.path === 'dealer.json')!.mtimeMs).toBe(1_700_000_000_000);
  });

  it('a dealer.json edited after the build: stale; built after: fresh', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'stale-'));
    const dealer = path.join(dir, 'dealers/acme');
    const site = path.join(dir, 'dist/acme');
    mkdirSync(dealer, { recursive: true });
    mkdirSync(site, { recursive: true });
    expect(builtAt(site)).toBeNull();
    writeFileSync(path.join(site, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(dealer, 'dealer.json'), '{}');
    utimesSync(path.join(site, 'index.html'), 1_700_000_000, 1_700_000_000);
    utimesSync(path.join(dealer, 'dealer.json'), 1_700_000_060, 1_700_000_060);
    expect(buildFreshness(builtAt(site), dealerInputFiles(dealer))).toEqual({ state: 'stale', newer: ['dealer.json'] });
    utimesSync(path.join(site, 'index.html'), 1_700_000_120, 1_700_000_120);
    expect(buildFreshness(builtAt(site), dealerInputFiles(dealer))).toEqual({ state: 'fresh' });
  });
});

describe('npm start -- --watch', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('a burst of saves is one rebuild, after the debounce, naming the files; dot files are ignored', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'watch-'));
    mkdirSync(path.join(dir, 'assets'));
    const calls: string[][] = [];
    const watcher = watchDealerFiles(dir, (changed) => calls.push(changed), 300);
    try {
      await new Promise((r) => setTimeout(r, 50));
      writeFileSync(path.join(dir, 'dealer.json'), '{"a":1}');
      writeFileSync(path.join(dir, 'dealer.json'), '{"a":2}');
      writeFileSync(path.join(dir, 'assets/logo.svg'), '<svg/>');
      writeFileSync(path.join(dir, '.swp'), 'x');
      await new Promise((r) => setTimeout(r, 100));
      expect(calls).toEqual([]);
      await new Promise((r) => setTimeout(r, 900));
      expect(calls).toEqual([['assets/logo.svg', 'dealer.json']]);
      writeFileSync(path.join(dir, '.fetched-tmp'), 'x');
      await new Promise((r) => setTimeout(r, 700));
      expect(calls).toHaveLength(1);
    } finally {
      watcher.close();
    }
  });
});

describe('the npm start process', () => {
  const ROOT = path.resolve(import.meta.dirname, '../..');
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs scripts/start.ts until `done(output)` holds (or 60 s), then stops it with SIGTERM. */
  function runStart(args: string[], done: (out: string) => boolean, onListening?: () => void): Promise<string> {
    const child = spawn(
      process.execPath,
      [
        ...TS_IMPORT,
        path.join(ROOT, 'scripts/start.ts'),
        '--dealer',
        'acme',
        '--port',
        '0',
        '--dist',
        path.join(dir, 'dist'),
        '--dealers',
        path.join(dir, 'dealers'),
        ...args,
      ],
      {
        cwd: ROOT,
        env: { ...process.env, LEADS_DATA_DIR: path.join(dir, 'data') },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let listening = false;
    return new Promise((resolve) => {
      const timer = setTimeout(() => child.kill('SIGTERM'), 60_000);
      const onData = (b: Buffer) => {
        out += b.toString();
        // The watcher starts after the server prints its address, with its own line.
        if (!listening && /\[acme\] watching /.test(out)) {
          listening = true;
          onListening?.();
        }
        if (done(out)) child.kill('SIGTERM');
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.on('exit', () => {
        clearTimeout(timer);
        resolve(out);
      });
    });
  }

  function scratch(): string {
    dir = mkdtempSync(path.join(os.tmpdir(), 'start-stale-'));
    mkdirSync(path.join(dir, 'dist/acme'), { recursive: true });
    mkdirSync(path.join(dir, 'dealers/acme'), { recursive: true });
    writeFileSync(path.join(dir, 'dist/acme/index.html'), '<!doctype html><h1>Acme</h1>');
    utimesSync(path.join(dir, 'dist/acme/index.html'), 1_700_000_000, 1_700_000_000);
    const config = path.join(dir, 'dealers/acme/dealer.json');
    writeFileSync(config, JSON.stringify({ slug: 'acme', name: 'Acme' }));
    return config;
  }

  it('--no-build serves a site older than dealer.json with a warning naming the change', async () => {
    scratch();
    const out = await runStart(['--no-build'], (o) => /site and API on/.test(o));
    expect(out).toContain(
      `[acme] warning: ${path.relative(ROOT, path.join(dir, 'dist/acme'))} is older than the dealer's files (dealer.json changed); serving it anyway (--no-build)`,
    );
  }, 70_000);

  it('--watch: a saved dealer.json starts a build; a typo in it fails that build with the suggestion, and the last good build stays served', async () => {
    const config = scratch();
    const out = await runStart(
      ['--no-build', '--watch'],
      (o) => /serving the LAST GOOD BUILD/.test(o),
      () => {
        writeFileSync(
          config,
          JSON.stringify({
            slug: 'acme',
            name: 'Acme',
            id: 1,
            dealership_id: 1,
            url: 'https://acme.example.com',
            locations: [{ id: 1, name: 'A', slug: 'a', address: {} }],
            theme: { primry: '#c00000' },
          }),
        );
      },
    );
    expect(out).toContain('[acme] dealer.json changed; rebuilding…');
    expect(out).toContain(`${path.relative(ROOT, config)}: theme.primry: unknown setting; did you mean \`theme.primary\`?`);
    expect(out).toContain('[acme] warning: the build failed; serving the LAST GOOD BUILD until a change builds (fix the problem above and save)');
  }, 70_000);
});
