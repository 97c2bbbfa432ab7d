import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NOW, runScript, scratchDealer } from './helpers';

/*
 * The browser bundle carries only the image-CDN provider the dealer uses (astro.config.mjs defines it for
 * src/lib/image-cdn.ts): the search cards need that provider's URL rules and no other's (issue 18 goal 2).
 */
const roots: string[] = [];
afterAll(() => { for (const r of roots) rmSync(r, { recursive: true, force: true }); });

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
  return readdirSync(assets).filter((f) => f.endsWith('.js')).map((f) => readFileSync(path.join(assets, f), 'utf8')).join('\n');
}

describe('image-CDN providers in the browser bundle', () => {
  it('a Cloudinary dealer ships Cloudinary\'s URL rules and no other provider\'s', () => {
    const js = build({ provider: 'cloudinary', base_url: 'https://res.cloudinary.com/demo/image/fetch' });
    // Strings of unpic's provider modules (our own host checks write these hosts as escaped regexes).
    expect(js).toContain('res.cloudinary.com');
    for (const other of ['wsrv.nl', '/.netlify/images', '/cdn-cgi/image/']) expect(js).not.toContain(other);
  });

  it('a dealer without a CDN ships no provider at all', () => {
    const js = build('none');
    for (const provider of ['res.cloudinary.com', 'wsrv.nl', '/.netlify/images', '/cdn-cgi/image/']) expect(js).not.toContain(provider);
  });
});
