import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { cspDigestOnce, memoizeDigest } from '../../../scripts/lib/render/patches/csp-digest-once.mjs';
import { NOW, ROOT, runScript, scratchDealer } from '../helpers';

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) rmSync(r, { recursive: true, force: true });
});

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('CSP digests computed once a render process (scripts/lib/render/patches/csp-digest-once.mjs)', () => {
  it('hashes each distinct text once and answers every page that repeats it with the same digest', async () => {
    const digest = vi.fn(async (data: string, algorithm: string) => `${algorithm}:${sha(data)}`);
    const once = memoizeDigest(digest);
    const pages = await Promise.all(Array.from({ length: 50 }, () => Promise.all([once('island loader', 'SHA-256'), once('a page style', 'SHA-256')])));
    expect(new Set(pages.map((p) => p.join()))).toEqual(new Set([`SHA-256:${sha('island loader')},SHA-256:${sha('a page style')}`]));
    expect(digest).toHaveBeenCalledTimes(2);
    // Another algorithm is another digest.
    expect(await once('island loader', 'SHA-512')).toBe(`SHA-512:${sha('island loader')}`);
    expect(digest).toHaveBeenCalledTimes(3);
  });

  it('keeps a bounded number of texts (page-specific scripts on a 20,000-car site) and does not keep a failure', async () => {
    let fail = true;
    const digest = vi.fn(async (data: string) => {
      if (data === 'flaky' && fail) throw new Error('thread pool');
      return sha(data);
    });
    const once = memoizeDigest(digest, 3);
    for (const text of ['a', 'b', 'c', 'd', 'a']) await once(text, 'SHA-256');
    // 'd' found the cache full and started it again, so 'a' was hashed a second time.
    expect(digest.mock.calls.map(([d]) => d)).toEqual(['a', 'b', 'c', 'd', 'a']);
    await expect(once('flaky', 'SHA-256')).rejects.toThrow('thread pool');
    fail = false;
    await expect(once('flaky', 'SHA-256')).resolves.toBe(sha('flaky'));
  });

  // Contract: the rename of Astro's declaration. It protects against an Astro release that renames generateCspDigest,
  // changes its arguments (the memo keys on data and algorithm) or stops exporting it.
  it('wraps the generateCspDigest of the installed Astro, and stops the build when an upgrade renamed it', () => {
    const id = path.join(ROOT, 'node_modules/astro/dist/core/encryption.js');
    const source = readFileSync(id, 'utf8');
    expect(source).toContain('async function generateCspDigest(data, algorithm) {');
    const plugin = cspDigestOnce() as { transform: (this: unknown, code: string, id: string) => { code: string } | null };
    const error = vi.fn((message: string) => {
      throw new Error(message);
    });
    const out = plugin.transform.call({ error }, source, id)!;
    expect(out.code).not.toContain('async function generateCspDigest(');
    expect(out.code).toContain('const generateCspDigest = __memoizeDigest(__generateCspDigestUncached);');
    expect(out.code).toMatch(/export \{[^}]*generateCspDigest/);
    expect(plugin.transform.call({ error }, 'export const x = 1;', path.join(path.dirname(id), 'other.js'))).toBeNull();
    expect(() => plugin.transform.call({ error }, 'export async function cspDigest() {}', id)).toThrow(
      /csp-digest-once: .* not found in Astro \d+\.\d+\.\d+'s .*update scripts\/lib\/render\/patches\/csp-digest-once\.mjs/,
    );
  });

  it('a built site lists, on every page, the digest of each of its inline scripts', () => {
    const { root, dir } = scratchDealer();
    roots.push(root);
    const out = path.join(root, 'out');
    const r = runScript('build.ts', ['--dealer', dir, '--out', out, '--now', NOW]);
    expect(r.code, r.output).toBe(0);
    // Every top-level page (home, search, finance, forms...) and a car's: the same loaders repeat across them.
    const pages = [
      'index.html',
      'cars/2022-mazda-cx-5-maxx-t1/index.html',
      ...readdirSync(out, { withFileTypes: true })
        .filter((d) => d.isDirectory() && existsSync(path.join(out, d.name, 'index.html')))
        .map((d) => `${d.name}/index.html`),
    ];
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const html = readFileSync(path.join(out, page), 'utf8');
      const csp = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)]
        .map((m) => m[1]!)
        .filter(Boolean);
      // The print sheet page has none: its one script is a module file (src/pages/print.astro).
      if (page === 'print/index.html') {
        expect(inline, page).toEqual([]);
        continue;
      }
      expect(inline.length, page).toBeGreaterThan(0);
      for (const script of inline) expect(csp, `${page}: ${script.slice(0, 60)}`).toContain(`'${sha(script)}'`);
    }
  });
});
