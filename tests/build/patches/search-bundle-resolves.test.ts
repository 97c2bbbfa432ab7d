import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { meilisearchEsmInBrowser, UMD_TO_ESM } from '../../../scripts/lib/render/patches/meilisearch-esm-in-browser.mjs';
import { meilisearchSearchOnlyInBrowser } from '../../../scripts/lib/render/patches/meilisearch-search-only-in-browser.mjs';
import { qsUnusedInBrowser } from '../../../scripts/lib/render/patches/qs-unused-in-browser.mjs';
import { ROOT } from '../helpers';

/*
 * Contracts for the two resolveId patches of the search page's browser bundle, read from the installed packages.
 * Both use Vite's public resolveId hook; what they rely on is the packages' layout.
 */
const NODE_MODULES = path.join(ROOT, 'node_modules');
const pkg = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { browser?: string; module?: string };

describe('meilisearch-esm-in-browser (scripts/lib/render/patches/meilisearch-esm-in-browser.mjs)', () => {
  // Protects against a release that drops the UMD `browser` entry (nothing left to swap: delete the patch) or the ES
  // build beside it (the swap would point at a missing file), or whose ES build no longer wants cross-fetch.
  it('each package it swaps has a UMD browser entry and the ES build it swaps in, and the ES client imports the fetch polyfill', () => {
    const instant = path.join(NODE_MODULES, '@meilisearch/instant-meilisearch');
    // instant-meilisearch's own meilisearch (a major behind the project's, which is an ES module already).
    const client = path.join(instant, 'node_modules/meilisearch');
    for (const [dir, [umd, esm]] of [
      [instant, UMD_TO_ESM[0]],
      [client, UMD_TO_ESM[1]],
    ] as const) {
      const { browser, module } = pkg(dir);
      expect(path.join(dir, browser!).endsWith(umd), dir).toBe(true);
      expect(path.join(dir, module!).endsWith(esm), dir).toBe(true);
      expect(existsSync(path.join(dir, module!)), dir).toBe(true);
    }
    expect(readFileSync(path.join(client, pkg(client).module!), 'utf8')).toContain("require('cross-fetch/polyfill')");
  });

  it('stops the build when instant-meilisearch resolves to neither build', async () => {
    const plugin = meilisearchEsmInBrowser() as unknown as {
      resolveId: (this: unknown, id: string, importer: string, options: object) => Promise<{ id: string } | string | null>;
    };
    const error = vi.fn((m: string) => {
      throw new Error(m);
    });
    const at = (id: string) => ({ resolve: async () => ({ id }), error });
    const umd = `${NODE_MODULES}${UMD_TO_ESM[0][0]}`;
    expect(await plugin.resolveId.call(at(umd), '@meilisearch/instant-meilisearch', 'x', {})).toEqual({ id: `${NODE_MODULES}${UMD_TO_ESM[0][1]}` });
    await expect(plugin.resolveId.call(at('/x/instant-meilisearch/dist/index.js'), '@meilisearch/instant-meilisearch', 'x', {})).rejects.toThrow(
      /meilisearch-esm-in-browser: .*neither its UMD nor its ES build/,
    );
    expect(await plugin.resolveId.call(at('/x/meilisearch/dist/index.js'), 'meilisearch', 'x', {})).toEqual({ id: '/x/meilisearch/dist/index.js' });
  });

  // Protects against a release whose ES client uses Node's crypto beyond signing tenant tokens (server-only): the
  // empty stand-in would then break the search page instead of silencing Vite's "externalized" warning.
  it("the ES client's Node crypto, used only to sign tenant tokens, is an empty module in the browser bundle", async () => {
    const esm = path.join(
      NODE_MODULES,
      '@meilisearch/instant-meilisearch/node_modules/meilisearch',
      pkg(path.join(NODE_MODULES, '@meilisearch/instant-meilisearch/node_modules/meilisearch')).module!,
    );
    const code = readFileSync(esm, 'utf8');
    expect(code).toMatch(/^import crypto from 'crypto';$/m);
    // Its one use besides the import.
    expect(code.replace(/^import crypto from 'crypto';$/m, '').match(/\bcrypto\b/g)).toHaveLength(1);
    expect(code).toMatch(/return crypto\s*\.createHmac\('sha256', apiKey\)/);
    const plugin = meilisearchEsmInBrowser() as unknown as {
      resolveId: (this: unknown, id: string, importer: string | undefined, options: object) => Promise<string | null>;
      load: (id: string) => string | null;
    };
    const stub = await plugin.resolveId.call({}, 'crypto', esm, {});
    expect(stub).toMatch(/^\0/);
    expect(plugin.load(stub!)).toBe('export default {};');
    // Anyone else's crypto, and the server build's, are left to Vite.
    expect(await plugin.resolveId.call({}, 'crypto', '/work/src/x.ts', {})).toBeNull();
    expect(await plugin.resolveId.call({}, 'crypto', esm, { ssr: true })).toBeNull();
  });
});

describe('qs-unused-in-browser (scripts/lib/render/patches/qs-unused-in-browser.mjs)', () => {
  // Protects against an instantsearch.js release that uses qs beyond its default history router: the stand-in
  // throws when called, so such a release would break the search page.
  it("instantsearch.js's browser code imports qs only for its history router", () => {
    const es = path.join(NODE_MODULES, 'instantsearch.js/es');
    const importers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (entry.name.endsWith('.js') && /from 'qs'|require\('qs'\)/.test(readFileSync(file, 'utf8'))) importers.push(path.relative(es, file));
      }
    };
    walk(es);
    expect(importers.length).toBeGreaterThan(0);
    for (const file of importers) {
      const code = readFileSync(path.join(es, file), 'utf8');
      // Every use of qs is the history router's qsModule (its default, replaced by the island's router).
      expect([...code.matchAll(/\bqs\b(?!Module)[.(:]/g)], file).toEqual([]);
      expect(code, file).toMatch(/qsModule\.stringify|qsModule: qs/);
    }
  });

  it('answers only for qs imported by instantsearch.js in the browser', () => {
    const resolveId = (qsUnusedInBrowser() as unknown as { resolveId: (id: string, importer: string | undefined, o?: { ssr?: boolean }) => string | null })
      .resolveId;
    const importer = path.join(NODE_MODULES, 'instantsearch.js/es/lib/routers/history.js');
    expect(resolveId('qs', importer, {})).toBe(path.join(ROOT, 'src/lib/qs-unused.ts'));
    expect(resolveId('qs', importer, { ssr: true })).toBeNull();
    expect(resolveId('qs', path.join(ROOT, 'src/search/routing.ts'), {})).toBeNull();
  });
});

describe('meilisearch-search-only-in-browser (scripts/lib/render/patches/meilisearch-search-only-in-browser.mjs)', () => {
  // Protects against an instant-meilisearch release that calls more of the Meilisearch client than the stand-in
  // (src/lib/meilisearch-search-only.ts) has: that would break the search page in the browser only.
  it("instant-meilisearch's ES build imports MeiliSearch alone and calls only multiSearch and an index's searchForFacetValues", () => {
    const instant = path.join(NODE_MODULES, '@meilisearch/instant-meilisearch');
    const code = readFileSync(path.join(instant, pkg(instant).module!), 'utf8');
    expect([...code.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[0])).toEqual(["import { MeiliSearch } from 'meilisearch';"]);
    expect(code.match(/new MeiliSearch\(/g)).toHaveLength(1);
    // The client is handed to the search resolver as `client` and kept as `meilisearchClient`: every call on either.
    const calls = [...code.matchAll(/\b(?:client|meilisearchClient)\s*\.\s*(\w+)\(/g)].map((m) => m[1]);
    expect(new Set(calls)).toEqual(new Set(['multiSearch', 'index']));
    expect(code).toMatch(/meilisearchClient\s*\.index\(searchContext\.indexUid\)\s*\.searchForFacetValues\(/);
  });

  it("answers only for meilisearch imported by instant-meilisearch's builds in the browser", () => {
    const resolveId = (
      meilisearchSearchOnlyInBrowser() as unknown as { resolveId: (id: string, importer: string | undefined, o?: { ssr?: boolean }) => string | null }
    ).resolveId;
    const importer = path.join(NODE_MODULES, '@meilisearch/instant-meilisearch/dist/instant-meilisearch.esm.js');
    expect(resolveId('meilisearch', importer, {})).toBe(path.join(ROOT, 'src/lib/meilisearch-search-only.ts'));
    expect(resolveId('meilisearch', importer, { ssr: true })).toBeNull();
    expect(resolveId('meilisearch', path.join(ROOT, 'src/search/meilisearch-sync.ts'), {})).toBeNull();
  });
});
