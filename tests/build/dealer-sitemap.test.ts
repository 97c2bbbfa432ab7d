import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import astroConfig from '../../astro.config.mjs';
import { SITE_URL_STYLE, writeDealerSitemap } from '../../scripts/lib/publish/dealer-sitemap';

describe('writeDealerSitemap: the sitemap the build process writes after rendering', () => {
  it('uses the URL style the pages are built with (astro.config.mjs)', () => {
    expect(astroConfig.trailingSlash).toBe(SITE_URL_STYLE.trailingSlash);
    expect(astroConfig.build?.format).toBe(SITE_URL_STYLE.build.format);
  });

  it("lists the rendered pages and the other processes' car pages; leaves out private pages and 404; dates car pages", async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'dealer-sitemap-'));
    const warnings: string[] = [];
    await writeDealerSitemap(
      {
        outDir,
        site: 'https://alpha.example.com',
        privatePages: '^/(sign-in|cars/[^/]+/print)/?$',
        lastmod: { 'https://alpha.example.com/cars/b/': '2026-11-20T08:00:00.000Z' },
        pageNames: ['', 'cars/a/', 'cars/a/print/', 'sign-in/', '404', 'search/'],
        otherPages: ['https://alpha.example.com/cars/b/'],
      },
      (m) => warnings.push(m),
    );
    const xml = readFileSync(path.join(outDir, 'sitemap-0.xml'), 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual([
      'https://alpha.example.com/',
      'https://alpha.example.com/cars/a/',
      'https://alpha.example.com/cars/b/',
      'https://alpha.example.com/search/',
    ]);
    expect(xml).toContain('<loc>https://alpha.example.com/cars/b/</loc><lastmod>2026-11-20T08:00:00.000Z</lastmod>');
    expect(readFileSync(path.join(outDir, 'sitemap-index.xml'), 'utf8')).toContain('<loc>https://alpha.example.com/sitemap-0.xml</loc>');
    expect(warnings).toEqual([]);
  });

  it('leaves out the noindex pages it is given (empty search pages), with or without their trailing slash', async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'dealer-sitemap-'));
    await writeDealerSitemap(
      {
        outDir,
        site: 'https://alpha.example.com',
        privatePages: '^/sign-in/?$',
        noindexPages: ['/search/demo-cars/', '/search/kia/rio'],
        lastmod: {},
        pageNames: ['', 'search/demo-cars/', 'search/kia/rio/', 'search/used-cars/'],
        otherPages: [],
      },
      () => {},
    );
    const locs = [...readFileSync(path.join(outDir, 'sitemap-0.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(['https://alpha.example.com/', 'https://alpha.example.com/search/used-cars/']);
  });
});
