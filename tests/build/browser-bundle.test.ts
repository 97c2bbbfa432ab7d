import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NOW, runScript, scratchDealer } from './helpers';

/*
 * What the browser bundle leaves out (see docs/decisions.md, JavaScript before the first interaction;
 * astro.config.mjs): image-CDN providers the dealer does not use, the fetch polyfill inside the Meilisearch client's
 * UMD bundle, and qs (only instantsearch.js's default router, which the search island replaces, uses it).
 */
const roots: string[] = [];
afterAll(() => {
  for (const r of roots) rmSync(r, { recursive: true, force: true });
});

/** Builds the tiny dealer with an images.cdn setting; the text of every script of the built site. */
function build(cdn: unknown): string {
  const { root, dir } = scratchDealer();
  roots.push(root);
  const file = path.join(dir, 'dealer.json');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), images: { cdn } }));
  const out = path.join(root, 'out');
  const r = runScript('build.ts', ['--dealer', dir, '--out', out, '--now', NOW]);
  expect(r.code, r.output).toBe(0);
  const assets = path.join(out, '_astro');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(assets, f), 'utf8'))
    .join('\n');
}

describe('image-CDN providers in the browser bundle', () => {
  it("a Cloudinary dealer ships Cloudinary's URL rules and no other provider's", () => {
    const js = build({ provider: 'cloudinary', base_url: 'https://res.cloudinary.com/demo/image/fetch' });
    // Strings of unpic's provider modules (our own host checks write these hosts as escaped regexes).
    expect(js.includes('res.cloudinary.com'), "Cloudinary's rules are in the bundle").toBe(true);
    for (const other of ['wsrv.nl', '/.netlify/images', '/cdn-cgi/image/']) expect(js.includes(other), `${other} is not in the bundle`).toBe(false);
  });

  it('a dealer without a CDN ships no provider at all, no fetch polyfill and no qs', () => {
    const js = build('none');
    // whatwg-fetch (cross-fetch's browser polyfill) keeps a request's body as _bodyInit; qs names its URL formats.
    expect(js.includes('_bodyInit'), 'no fetch polyfill').toBe(false);
    expect(/RFC3986|RFC1738/.test(js), 'no qs').toBe(false);
    // The search island is there, with instant-meilisearch's ES module build.
    expect(js.includes('instant-meilisearch'), 'instant-meilisearch is bundled').toBe(true);
    for (const provider of ['res.cloudinary.com', 'wsrv.nl', '/.netlify/images', '/cdn-cgi/image/'])
      expect(js.includes(provider), `${provider} is not in the bundle`).toBe(false);
  });
});
