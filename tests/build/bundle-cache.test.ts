import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLE_CACHE_DIR, bundleCacheEnabled, bundleInputFiles, bundleKey, cachedBundle } from '../../scripts/lib/render/bundle-cache';
import { NOW, ROOT, TINY } from './helpers';
import { TS_IMPORT } from '../../scripts/lib/shared/ts-import';

/** Every file of a folder with its bytes, except the build's own clock (built_at). */
function tree(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const file = path.join(e.parentPath, e.name);
    out.set(path.relative(dir, file), readFileSync(file, 'latin1').replace(/"built_at": "[^"]+"/g, ''));
  }
  return out;
}

function build(out: string, env: Record<string, string>) {
  const r = spawnSync(
    process.execPath,
    [...TS_IMPORT, path.join(ROOT, 'scripts/build.ts'), '--dealer', TINY, '--out', path.join(out, 'tiny-motors'), '--now', NOW],
    {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 180_000,
      env: { ...process.env, ...env },
    },
  );
  return { code: r.status, output: r.stdout + r.stderr };
}

describe('the bundle cache (scripts/lib/render/bundle-cache.ts)', () => {
  it('keys a bundle by code alone (every dealer renders from it), and trusts only a complete entry', () => {
    expect(bundleKey()).toBe(bundleKey());
    expect(bundleCacheEnabled({})).toBe(true);
    expect(bundleCacheEnabled({ DEALER_BUNDLE_CACHE: 'off' })).toBe(false);
    const key = `test-entry-${process.pid}`;
    const dir = path.join(BUNDLE_CACHE_DIR, key);
    try {
      mkdirSync(dir, { recursive: true });
      // A build killed while storing leaves no complete.json: not used.
      expect(cachedBundle(key)).toBeNull();
      writeFileSync(path.join(dir, 'complete.json'), '{}');
      expect(cachedBundle(key)).toBe(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("keys a bundle by every .mjs under scripts/lib, sub-folders included, and not by the build process's own .ts files", () => {
    const files = bundleInputFiles();
    const lib = path.join(ROOT, 'scripts/lib');
    const mjs = readdirSync(lib, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.mjs'))
      .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
    expect(mjs).toContain('scripts/lib/render/patches/share-bundle.mjs');
    expect(files).toEqual(expect.arrayContaining(['astro.config.mjs', 'package-lock.json', 'tsconfig.json', ...mjs]));
    expect(files).not.toContain('scripts/lib/build-dealer.ts');
    expect(files).not.toContain('scripts/lib/render/bundle-cache.ts');
  });

  it('a build from the cache is byte for byte the build Astro makes afresh, and says where it rendered from', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'bundle-cache-'));
    const fresh = build(path.join(root, 'fresh'), { DEALER_BUNDLE_CACHE: 'off' });
    expect(fresh.code, fresh.output).toBe(0);
    expect(fresh.output).not.toContain('bundle cache');
    // Bundling prints no warning the project causes itself (Vite's "externalized for browser compatibility", rolldown's
    // INEFFECTIVE_DYNAMIC_IMPORT) and, the output being a pipe, no colour codes.
    expect(fresh.output).not.toMatch(/\[WARN\]|externalized|INEFFECTIVE_DYNAMIC_IMPORT/);
    expect(fresh.output).not.toContain('\u001b[');
    // The first cached build fills the entry when no earlier build of this code did; the second renders from it.
    expect(build(path.join(root, 'filling'), {}).code).toBe(0);
    expect(cachedBundle(bundleKey())).not.toBeNull();
    const cached = build(path.join(root, 'cached'), {});
    expect(cached.code, cached.output).toBe(0);
    expect(cached.output).toContain('rendering from the bundle cache (code unchanged since it was bundled)');
    const a = tree(path.join(root, 'fresh'));
    const b = tree(path.join(root, 'cached'));
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    const differing = [...a].filter(([file, bytes]) => b.get(file) !== bytes).map(([file]) => file);
    expect(differing).toEqual([]);
    expect(a.size).toBeGreaterThan(40);
    rmSync(root, { recursive: true, force: true });
  });
});
