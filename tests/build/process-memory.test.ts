import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_ALLOCATOR_ENV, NODE_MEMORY_FLAGS, buildProcessCommand, buildProcessEnv } from '../../scripts/lib/shared/process-memory';
import { TS_IMPORT } from '../../scripts/lib/shared/ts-import';

describe('buildProcessEnv: what a build or render process starts with', () => {
  it("passes the build's environment on, with the allocators told to hand freed memory back", () => {
    const env = buildProcessEnv({ PATH: '/bin', DEALER_X: 'y' });
    expect(env).toMatchObject({
      PATH: '/bin',
      DEALER_X: 'y',
      MIMALLOC_PURGE_DELAY: '0',
      MIMALLOC_ARENA_EAGER_COMMIT: '0',
      GLIBC_TUNABLES: 'glibc.malloc.arena_max=1',
    });
  });

  it('leaves a value ops already set alone', () => {
    const env = buildProcessEnv({ MIMALLOC_PURGE_DELAY: '50', GLIBC_TUNABLES: 'glibc.malloc.arena_max=4' });
    expect(env.MIMALLOC_PURGE_DELAY).toBe('50');
    expect(env.GLIBC_TUNABLES).toBe('glibc.malloc.arena_max=4');
    expect(env.MIMALLOC_ARENA_EAGER_COMMIT).toBe(BUILD_ALLOCATOR_ENV.MIMALLOC_ARENA_EAGER_COMMIT);
  });

  // glibc's per-thread arenas are 64 MB-aligned heaps of 64 MB in /proc/self/maps (mapped part rw-p, rest ---p).
  const glibc = process.platform === 'linux' && !!(process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header?.glibcVersionRuntime;
  it.runIf(glibc)("a process started with it keeps one malloc arena while libuv's threads allocate (several without it)", () => {
    const script = `
      const zlib = require('node:zlib'), fs = require('node:fs');
      const data = Buffer.alloc(4 << 20, 7);
      let left = 16;
      for (let i = 0; i < 16; i++) zlib.gzip(data, () => { if (--left === 0) report(); });
      function report() {
        const maps = fs.readFileSync('/proc/self/maps', 'utf8').trim().split('\\n').map((l) => {
          const [range, perms] = l.split(' ');
          const [a, b] = range.split('-').map((x) => BigInt('0x' + x));
          return { a, b, perms, named: l.trim().split(/\\s+/).length > 5 };
        });
        const SIZE = 64n << 20n;
        let arenas = 0;
        maps.forEach((m, i) => {
          if (m.a % SIZE !== 0n || m.perms !== 'rw-p' || m.named) return;
          let end = m.b;
          for (let j = i + 1; j < maps.length && maps[j].a === end && end - m.a < SIZE; j++) end = maps[j].b;
          if (end - m.a === SIZE) arenas++;
        });
        console.log(arenas);
      }`;
    const arenas = (env: NodeJS.ProcessEnv) => {
      const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', env });
      expect(r.status, r.stderr).toBe(0);
      return Number(r.stdout.trim());
    };
    const { GLIBC_TUNABLES: _, ...plain } = process.env;
    expect(arenas(plain)).toBeGreaterThan(1);
    expect(arenas(buildProcessEnv(plain))).toBe(0);
  });
});

describe("NODE_MEMORY_FLAGS: the build processes' Node flags", () => {
  it("are taken by the project's Node and keep the young generation at 2 x 16 MB however much garbage is made", () => {
    const script = [
      "const v8 = require('node:v8');",
      'let keep = [];',
      // Short-lived garbage, as page rendering makes: the young generation grows to its cap.
      'for (let i = 0; i < 3e6; i++) { keep.push({ i, s: "x" + i }); if (keep.length > 2e5) keep = []; }',
      "console.log(v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size);",
    ].join('\n');
    const r = spawnSync(process.execPath, [...NODE_MEMORY_FLAGS, '-e', script], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(Number(r.stdout.trim())).toBeGreaterThan(0);
    expect(Number(r.stdout.trim())).toBeLessThanOrEqual(2 * 16 * 1024 * 1024);
  });
});

describe('buildProcessCommand: how build:all, npm start and the bench start a build process', () => {
  it("runs a TypeScript script with the project's Node, the memory flags, the allocator settings and the arguments", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'build-command-'));
    try {
      const script = path.join(dir, 'probe.ts');
      writeFileSync(
        script,
        'const seen: Record<string, unknown> = { execArgv: process.execArgv, argv: process.argv.slice(2), glibc: process.env.GLIBC_TUNABLES, mimalloc: process.env.MIMALLOC_PURGE_DELAY, own: process.env.DEALER_X };\nconsole.log(JSON.stringify(seen));\n',
      );
      const cmd = buildProcessCommand(script, ['--dealer', 'a b', '--json'], { ...process.env, DEALER_X: 'kept' });
      expect(cmd.file).toBe(process.execPath);
      const r = spawnSync(cmd.file, cmd.args, { cwd: path.resolve(import.meta.dirname, '../..'), env: cmd.env, encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
      const seen = JSON.parse(r.stdout.trim());
      expect(seen.execArgv).toEqual(expect.arrayContaining([...NODE_MEMORY_FLAGS, ...TS_IMPORT]));
      expect(seen.argv).toEqual(['--dealer', 'a b', '--json']);
      expect(seen).toMatchObject({ glibc: BUILD_ALLOCATOR_ENV.GLIBC_TUNABLES, mimalloc: '0', own: 'kept' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
