import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { CLOUDFLARE_MAX_HEADER_RULES, CLOUDFLARE_MAX_STATIC_REDIRECTS } from '../../scripts/lib/publish/cdn-limits';
import { cdnHeaders } from '../../scripts/lib/render/csp';
import type { RemovedCar } from '../../scripts/lib/shared/manifest';
import { redirectsFile } from '../../scripts/lib/publish/redirects-file';
import { cacheHeaders } from '../../scripts/lib/publish/site-extras';
import { carPrintDataPath, leadCarSlugPath } from '../../src/domain/site-paths';
import { cloudflareHeaders, cloudflareRedirect, parseCloudflareHeaders, parseCloudflareRedirects } from './cloudflare-rules';

/*
 * `_redirects` and `_headers` as the two CDNs read them: Netlify's own parsers, and Cloudflare's documented rules
 * (./cloudflare-rules.ts), for 0 to 2,500 cars removed in the last 30 days.
 */

const dir = mkdtempSync(path.join(tmpdir(), 'cdn-rules-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function netlifyRedirects(text: string) {
  const file = path.join(dir, `_redirects-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, text);
  const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: false });
  return { redirects: redirects as { path: string; to: string; status: number; force: boolean }[], errors };
}

/** Netlify matches a rule with or without the trailing slash (its redirect docs); first rule wins. */
const netlifyRedirect = (rules: { path: string; to: string; status: number }[], urlPath: string) => {
  const bare = (p: string) => p.replace(/\/$/, '');
  return rules.find((r) => !r.path.includes('*') && bare(r.path) === bare(urlPath)) ?? null;
};

const MAKES = [
  ['Toyota', 'Corolla'],
  ['Mazda', 'CX-5'],
  ['Kia', 'Rio'],
] as const;
const SEARCH = new Set(['/search/toyota/corolla/', '/search/mazda/']);
/** n removed cars, one removal a minute, the newest last. */
const removedCars = (n: number): RemovedCar[] =>
  Array.from({ length: n }, (_, i) => ({
    slug: `2021-${MAKES[i % 3]![0].toLowerCase()}-car-${i}`,
    make: MAKES[i % 3]![0],
    model: MAKES[i % 3]![1],
    removed_at: new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString(),
  }));

describe("_redirects within both platforms' limits", () => {
  for (const n of [0, 50, 150, 2500]) {
    it(`${n} removed cars: every page redirects on Netlify and Cloudflare, or is named in the build's warning`, async () => {
      const removed = removedCars(n);
      const file = redirectsFile(removed, SEARCH, { buyOnline: false });
      const cf = parseCloudflareRedirects(file.text);
      const netlify = await netlifyRedirects(file.text);
      expect(cf.skipped).toEqual([]);
      expect(netlify.errors).toEqual([]);
      expect(cf.dynamicCount).toBe(0);
      expect(cf.staticCount).toBe(file.rules);
      expect(file.rules).toBeLessThanOrEqual(CLOUDFLARE_MAX_STATIC_REDIRECTS);
      expect(netlify.redirects).toHaveLength(file.rules);

      const leftOut = new Set(file.pagesLeftOut);
      for (const car of removed) {
        const page = `/cars/${car.slug}/`;
        const expected = car.make === 'Toyota' ? '/search/toyota/corolla/' : car.make === 'Mazda' ? '/search/mazda/' : '/search/new-used-and-demo-cars/';
        if (leftOut.has(car.slug)) {
          expect(cloudflareRedirect(cf, page)).toBeNull();
          continue;
        }
        expect(cloudflareRedirect(cf, page)).toEqual({ to: expected, status: 301 });
        expect(netlifyRedirect(netlify.redirects, page)).toMatchObject({ to: expected, status: 301 });
        // Data files are not redirected: the islands read their 404 as "no longer listed".
        expect(cloudflareRedirect(cf, leadCarSlugPath(car.slug))).toBeNull();
        expect(cloudflareRedirect(cf, carPrintDataPath(car.slug))).toBeNull();
      }

      if (n <= 150) {
        expect(file.warnings).toEqual([]);
        for (const car of removed) {
          for (const address of [`/cars/${car.slug}`, `/cars/${car.slug}/checkout`, `/cars/${car.slug}/checkout/`]) {
            expect(cloudflareRedirect(cf, address)?.status).toBe(301);
            expect(netlifyRedirect(netlify.redirects, address)?.status).toBe(301);
          }
        }
      }
    });
  }

  /** Every address a visitor of a removed car may ask for: the page and its reserve page, each with and without the slash. */
  const everyAddress = (slug: string, reserve: string) => [`/cars/${slug}/`, `/cars/${slug}`, `/cars/${slug}/${reserve}/`, `/cars/${slug}/${reserve}`];
  const targetOf = (car: RemovedCar) =>
    car.make === 'Toyota' ? '/search/toyota/corolla/' : car.make === 'Mazda' ? '/search/mazda/' : '/search/new-used-and-demo-cars/';

  for (const buyOnline of [false, true]) {
    const reserve = buyOnline ? 'buy-online' : 'checkout';
    it(`500 removals (${reserve}): every address, the reserve page as Cloudflare serves it (/${reserve}/, after its 308) too, answers 301 on both CDNs`, async () => {
      const removed = removedCars(500);
      const file = redirectsFile(removed, SEARCH, { buyOnline });
      const cf = parseCloudflareRedirects(file.text);
      const netlify = await netlifyRedirects(file.text);
      expect(cf.skipped).toEqual([]);
      expect(netlify.errors).toEqual([]);
      for (const car of removed) {
        for (const address of everyAddress(car.slug, reserve)) {
          expect(cloudflareRedirect(cf, address), address).toEqual({ to: targetOf(car), status: 301 });
          expect(netlifyRedirect(netlify.redirects, address), address).toMatchObject({ to: targetOf(car), status: 301 });
        }
        expect(cloudflareRedirect(cf, leadCarSlugPath(car.slug))).toBeNull();
        expect(cloudflareRedirect(cf, carPrintDataPath(car.slug))).toBeNull();
      }
      expect(cf.staticCount).toBe(CLOUDFLARE_MAX_STATIC_REDIRECTS);
      expect(file.warnings).toEqual([]);
    });
  }

  it('760 removals: every page and every reserve page as Cloudflare serves it answer 301 within 2,000 rules; the oldest lack the no-slash forms, and the warning says which', () => {
    const removed = removedCars(760);
    const file = redirectsFile(removed, SEARCH, { buyOnline: false });
    const cf = parseCloudflareRedirects(file.text);
    expect(cf.skipped).toEqual([]);
    expect(cf.staticCount).toBe(2000);
    for (const car of removed) {
      expect(cloudflareRedirect(cf, `/cars/${car.slug}/`)).toEqual({ to: targetOf(car), status: 301 });
      expect(cloudflareRedirect(cf, `/cars/${car.slug}/checkout/`)).toEqual({ to: targetOf(car), status: 301 });
    }
    // 2,000 - 2 × 760 = 480 rules left: the linked reserve page of the 480 most recent, no page without its slash.
    const newest = removed.at(-1)!.slug;
    const oldest = removed[0]!.slug;
    expect(cloudflareRedirect(cf, `/cars/${newest}/checkout`)?.status).toBe(301);
    expect(cloudflareRedirect(cf, `/cars/${oldest}/checkout`)).toBeNull();
    expect(file.addressesLeftOut).toEqual([
      {
        address: '/cars/{slug}/checkout',
        slugs: removed
          .slice(0, 280)
          .map((c) => c.slug)
          .reverse(),
      },
      { address: '/cars/{slug}', slugs: removed.map((c) => c.slug).reverse() },
    ]);
    expect(file.warnings).toEqual([
      expect.stringMatching(
        /^_redirects: 760 older removed car\(s\) have their page redirected but not every other address, which answers 404 .*: \/cars\/\{slug\}\/checkout for 280, \/cars\/\{slug\} for 760: /,
      ),
    ]);
  });

  it('2,500 removals: the 2,000 most recent pages are kept, the 500 oldest named in a warning with the reason', () => {
    const removed = removedCars(2500);
    const file = redirectsFile(removed, SEARCH, { buyOnline: true });
    expect(file.pagesLeftOut).toEqual(
      removed
        .slice(0, 500)
        .map((c) => c.slug)
        .reverse(),
    );
    expect(file.warnings[0]).toMatch(
      /^_redirects: 500 removed car page\(s\) not redirected .*Cloudflare Pages keeps only 2000 static redirects.*2021-mazda-car-499/,
    );
    // Every page fits, so no car gets its other addresses: that too is said.
    expect(file.othersLeftOut).toHaveLength(2000);
    expect(file.warnings[1]).toMatch(/2000 older removed car\(s\) have their page redirected but not every other address/);
  });

  it('1,000 removals: every page and every reserve page as served fill the 2,000 rules; the no-slash forms are named as left out', () => {
    const removed = removedCars(1000);
    const file = redirectsFile(removed, SEARCH, { buyOnline: true });
    expect(file.rules).toBe(2000);
    expect(file.pagesLeftOut).toEqual([]);
    expect(file.othersLeftOut).toEqual(removed.map((c) => c.slug).reverse());
    const cf = parseCloudflareRedirects(file.text);
    for (const car of [removed[0]!, removed[999]!]) {
      expect(cloudflareRedirect(cf, `/cars/${car.slug}/buy-online/`)?.status).toBe(301);
      expect(cloudflareRedirect(cf, `/cars/${car.slug}/buy-online`)).toBeNull();
    }
    expect(file.warnings).toEqual([expect.stringContaining('/cars/{slug}/buy-online for 1000, /cars/{slug} for 1000')]);
  });

  it('a rule longer than Cloudflare reads is left out and named, not written', () => {
    const long = { slug: `x${'-a'.repeat(600)}`, make: 'Kia', model: 'Rio', removed_at: '2026-11-01T00:00:00.000Z' };
    const file = redirectsFile([long, ...removedCars(2)], SEARCH, { buyOnline: false });
    expect(file.pagesLeftOut).toEqual([long.slug]);
    expect(file.text).not.toContain(long.slug);
    expect(file.warnings).toEqual([expect.stringMatching(/1 removed car\(s\) not redirected because a rule would be longer than the 1000 characters/)]);
    expect(parseCloudflareRedirects(file.text).skipped).toEqual([]);
  });

  it('the Cloudflare rules as documented: two rules a car with a splat lose every redirect past the 50th car', () => {
    const old = removedCars(150)
      .flatMap((c) => [`/cars/${c.slug}/ /search/ 301`, `/cars/${c.slug}/* /search/ 301`])
      .join('\n');
    const cf = parseCloudflareRedirects(old);
    expect(cf.skipped).toEqual([expect.stringMatching(/^Maximum number of dynamic rules supported is 100\. Skipping remaining/)]);
    expect(cloudflareRedirect(cf, `/cars/${removedCars(150)[120]!.slug}/`)).toBeNull();
  });
});

describe("_headers within both platforms' limits", () => {
  const text = `${cdnHeaders()}${cacheHeaders()}`;

  it('a few pattern rules, whatever folders the site has: Netlify parses them without error, Cloudflare reads them all', async () => {
    const file = path.join(dir, '_headers');
    writeFileSync(file, text);
    const netlify = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
    expect(netlify.errors).toEqual([]);
    const cf = parseCloudflareHeaders(text);
    expect(cf.skipped).toEqual([]);
    expect(cf.rules.length).toBeLessThanOrEqual(5);
    expect(cf.rules.length).toBeLessThan(CLOUDFLARE_MAX_HEADER_RULES / 10);
    expect(netlify.headers).toHaveLength(cf.rules.length);
  });

  it('no path gets one header from two rules (Cloudflare would join them); hashed folders are immutable, the rest keep the platform default', () => {
    const cf = parseCloudflareHeaders(text);
    for (const p of [
      '/',
      '/cars/2021-kia-rio-1/',
      '/toyota/',
      '/about-us/',
      '/feeds/google.tsv',
      '/robots.txt',
      '/_astro/app.1a2b.js',
      '/_data/search.3c4d.json',
      '/dealer/logo.png',
    ]) {
      const headers = cloudflareHeaders(cf, p);
      for (const value of Object.values(headers)) expect(value).not.toMatch(/, public/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['cache-control']).toBe(p.startsWith('/_astro/') || p.startsWith('/_data/') ? 'public, max-age=31536000, immutable' : undefined);
    }
  });
});
