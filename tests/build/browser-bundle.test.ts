import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { NOW, runScript, scratchDealer } from './helpers';

/*
 * What the browser bundle leaves out (see docs/decisions.md, JavaScript before the first interaction;
 * src/lib/image-cdn.ts): image-CDN providers until a page asks for its dealer's, the fetch polyfill inside the Meilisearch client's
 * UMD bundle, and qs (only instantsearch.js's default router, which the search island replaces, uses it).
 */
const roots: string[] = [];
afterAll(() => {
  for (const r of roots) rmSync(r, { recursive: true, force: true });
});

type Bundle = {
  /** Each script's text by its file name in _astro/. */
  files: Map<string, string>;
  /** The scripts a page loads before anything asks for more: those its HTML names and their static imports. */
  loadedByPages: Set<string>;
  /** Scripts reached only by a dynamic import() (and what they import), not by a page. */
  onDemand: Set<string>;
  /** The built site's folder. */
  out: string;
};

const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;

/** Builds the tiny dealer with an images.cdn setting; its scripts, and which of them its pages load. */
function build(cdn: unknown): Bundle {
  const { root, dir } = scratchDealer();
  roots.push(root);
  const file = path.join(dir, 'dealer.json');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), images: { cdn } }));
  const out = path.join(root, 'out');
  const r = runScript('build.ts', ['--dealer', dir, '--out', out, '--now', NOW]);
  expect(r.code, r.output).toBe(0);
  const assets = path.join(out, '_astro');
  const files = new Map(
    readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => [f, readFileSync(path.join(assets, f), 'utf8')] as const),
  );
  const html = (readdirSync(out, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.html'))
    .map((f) => readFileSync(path.join(out, f), 'utf8'))
    .join('\n');
  const loadedByPages = new Set([...html.matchAll(/\/_astro\/([^"'\s)]+\.js)/g)].map((m) => m[1]!));
  for (const name of loadedByPages) for (const m of (files.get(name) ?? '').matchAll(STATIC_IMPORT)) loadedByPages.add(m[1]!);
  const onDemand = new Set([...files.values()].flatMap((js) => [...js.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]!)));
  for (const name of onDemand) for (const m of (files.get(name) ?? '').matchAll(STATIC_IMPORT)) onDemand.add(m[1]!);
  for (const name of loadedByPages) onDemand.delete(name);
  return { files, loadedByPages, onDemand, out };
}

/** unpic's provider modules, by a string each carries (our own host checks write these hosts as escaped regexes). */
const PROVIDER_MARKS = { cloudinary: 'res.cloudinary.com', wsrv: 'wsrv.nl', netlify: '/.netlify/images', cloudflare: '/cdn-cgi/image/' };

/** The scripts whose text carries `mark`. */
const holding = (bundle: Bundle, mark: string) => [...bundle.files].filter(([, js]) => js.includes(mark)).map(([f]) => f);

describe('image-CDN providers in the browser bundle', () => {
  it("each provider's URL rules are fetched only on demand, never by a page's own scripts (the dealer's setting picks one at run time)", () => {
    const bundle = build({ provider: 'cloudinary', base_url: 'https://res.cloudinary.com/demo/image/fetch' });
    for (const [provider, mark] of Object.entries(PROVIDER_MARKS)) {
      // Its module, and unpic's host table (detect.js) that some providers import.
      const files = holding(bundle, mark);
      expect(files.length, `${provider} is in the bundle`).toBeGreaterThan(0);
      expect(
        files.filter((f) => !bundle.onDemand.has(f)),
        `${provider}: loaded on demand only, not by a page`,
      ).toEqual([]);
    }
  });

  it('a dealer without a CDN ships no provider in what its pages load, no fetch polyfill and no qs', () => {
    const bundle = build('none');
    const loaded = [...bundle.loadedByPages].map((f) => bundle.files.get(f) ?? '').join('\n');
    // whatwg-fetch (cross-fetch's browser polyfill) keeps a request's body as _bodyInit; qs names its URL formats.
    const js = [...bundle.files.values()].join('\n');
    expect(js.includes('_bodyInit'), 'no fetch polyfill').toBe(false);
    expect(/RFC3986|RFC1738/.test(js), 'no qs').toBe(false);
    // The search island is there, with instant-meilisearch's ES module build.
    expect(loaded.includes('instant-meilisearch'), 'instant-meilisearch is bundled').toBe(true);
    for (const mark of Object.values(PROVIDER_MARKS)) expect(loaded.includes(mark), `${mark} is not loaded by any page`).toBe(false);
  });
});

/**
 * The search page's JavaScript budget (docs/performance.md: 150 KB gzipped on a phone before interaction, measured
 * by `npm run bench -- --only weight`). Read here without a browser: the scripts its HTML names (page scripts, the
 * islands hydrated on load or when idle, their renderer) and everything they import statically, each gzipped. The
 * bundle is the same for every dealer with the same image-CDN setting, so the tiny dealer's page carries demo-motors'
 * scripts. The browser also loads, before any touch, what the island imports when it starts (the image CDN's module
 * for a dealer with one); islands hydrated when visible (the budget tool below the results) load only when scrolled
 * to, so neither is counted, and the bench stays the measure.
 */
describe('search page JavaScript budget', () => {
  it('the scripts the search page loads before interaction stay within 150 KB gzipped', () => {
    const bundle = build('none');
    const page = path.join(bundle.out, 'search/new-used-and-demo-cars/index.html');
    expect(existsSync(page), page).toBe(true);
    const html = readFileSync(page, 'utf8');
    const named = new Set([...html.matchAll(/<script[^>]*\bsrc="\/_astro\/([^"]+\.js)"/g)].map((m) => m[1]!));
    for (const [island] of html.matchAll(/<astro-island\b[^>]*>/g)) {
      if (!/\bclient="(?:load|idle)"/.test(island)) continue;
      for (const m of island.matchAll(/\b(?:component|renderer)-url="\/_astro\/([^"]+\.js)"/g)) named.add(m[1]!);
    }
    expect(
      [...named].some((f) => f.startsWith('SearchApp.')),
      'the search island is loaded',
    ).toBe(true);
    const loaded = new Set(named);
    for (const name of loaded) for (const m of (bundle.files.get(name) ?? '').matchAll(STATIC_IMPORT)) loaded.add(m[1]!);
    const sizes = [...loaded].map((f) => [f, gzipSync(bundle.files.get(f) ?? '').length] as const).sort((a, b) => b[1] - a[1]);
    const total = sizes.reduce((sum, [, n]) => sum + n, 0);
    expect(total, `search page scripts, gzipped: ${sizes.map(([f, n]) => `${f} ${n}`).join(', ')}`).toBeLessThanOrEqual(150 * 1024);
  });
});
