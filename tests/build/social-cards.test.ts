import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOW, editStock, runScript, scratchDealer } from './helpers';

/** Open Graph / Twitter tags of a built page, by property or name. */
function metas(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"/g)) out[m[2]!] = m[3]!.replace(/&amp;/g, '&');
  return out;
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

describe('social cards and site data', () => {
  let out = '';
  let logoOnly = '';
  beforeAll(() => {
    const { root, dir } = scratchDealer();
    // Car 1 has photos (its first one is the card), car 2 has none (falls back to the hero).
    editStock(dir, (cars) => ({
      cars: cars.map((c, i) => (i === 0 ? { ...c, images: [{ url: '/dealer/img/cx5-front.jpg' }, { url: 'https://cdn.example.com/cx5-rear.jpg' }] } : c)),
    }));
    const cfgFile = path.join(dir, 'dealer.json');
    const cfg = JSON.parse(readFileSync(cfgFile, 'utf8'));
    writeFileSync(
      cfgFile,
      JSON.stringify({
        ...cfg,
        blocks: {
          hero: [
            { image: '/dealer/hero-a.jpg', title: 'A' },
            { image: '/dealer/hero-b.jpg', title: 'B' },
          ],
        },
      }),
    );
    out = path.join(root, 'out');
    const r = runScript('build.ts', ['--dealer', dir, '--out', out, '--now', NOW]);
    expect(r.code, r.output).toBe(0);

    // The same dealer without a hero: pages share the logo.
    const second = scratchDealer();
    logoOnly = path.join(second.root, 'out');
    const r2 = runScript('build.ts', ['--dealer', second.dir, '--out', logoOnly, '--now', NOW]);
    expect(r2.code, r2.output).toBe(0);
  }, 240_000);

  it('a vehicle page shares the car: its first photo (absolute), title, description, url, site name and locale', () => {
    const html = readFileSync(path.join(out, 'cars/2022-mazda-cx-5-maxx-t1/index.html'), 'utf8');
    const m = metas(html);
    expect(m['og:image']).toBe('https://tiny-motors.example.com/dealer/img/cx5-front.jpg');
    expect(m['twitter:image']).toBe('https://tiny-motors.example.com/dealer/img/cx5-front.jpg');
    expect(m['og:url']).toBe('https://tiny-motors.example.com/cars/2022-mazda-cx-5-maxx-t1/');
    expect(m['og:title']).toBe('2022 Mazda CX-5 Maxx (T1) | Tiny Motors');
    expect(m['twitter:title']).toBe('2022 Mazda CX-5 Maxx (T1) | Tiny Motors');
    expect(m['og:description']).toMatch(/^2022 Mazda CX-5 Maxx, 41,000 ?km/);
    expect(m['twitter:description']).toBe(m['og:description']);
    expect(m['og:site_name']).toBe('Tiny Motors');
    expect(m['og:locale']).toBe('en_AU');
    expect(m['og:type']).toBe('product');
    expect(m['twitter:card']).toBe('summary_large_image');
  });

  it('a car without photos and every other page share the first hero image', () => {
    const car = metas(readFileSync(path.join(out, 'cars/2024-mazda-3-g20-t2/index.html'), 'utf8'));
    expect(car['og:image']).toBe('https://tiny-motors.example.com/dealer/hero-a.jpg');
    for (const page of ['index.html', 'search/new-used-and-demo-cars/index.html', 'locations/brisbane/index.html']) {
      const m = metas(readFileSync(path.join(out, page), 'utf8'));
      expect(m['og:image'], page).toBe('https://tiny-motors.example.com/dealer/hero-a.jpg');
      expect(m['og:url'], page).toMatch(/^https:\/\/tiny-motors\.example\.com\//);
      expect(m['og:site_name'], page).toBe('Tiny Motors');
      expect(m['og:locale'], page).toBe('en_AU');
      expect(m['og:title'], page).toBeTruthy();
      expect(m['og:description'], page).toBeTruthy();
      expect(m['twitter:card'], page).toBe('summary_large_image');
    }
  });

  it('without a hero, pages share the logo as an absolute URL', () => {
    const m = metas(readFileSync(path.join(logoOnly, 'index.html'), 'utf8'));
    expect(m['og:image']).toBe('https://tiny-motors.example.com/dealer/logo.svg');
    expect(m['og:url']).toBe('https://tiny-motors.example.com/');
  });

  it('the home page carries Organization and WebSite JSON-LD with a SearchAction into stock search', () => {
    const [ld] = jsonLd(readFileSync(path.join(out, 'index.html'), 'utf8'));
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Organization',
          '@id': 'https://tiny-motors.example.com/#organization',
          name: 'Tiny Motors',
          url: 'https://tiny-motors.example.com/',
          logo: 'https://tiny-motors.example.com/dealer/logo.svg',
        },
        {
          '@type': 'WebSite',
          '@id': 'https://tiny-motors.example.com/#website',
          name: 'Tiny Motors',
          url: 'https://tiny-motors.example.com/',
          inLanguage: 'en-AU',
          publisher: { '@id': 'https://tiny-motors.example.com/#organization' },
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: 'https://tiny-motors.example.com/search/new-used-and-demo-cars/?query={search_term_string}' },
            'query-input': 'required name=search_term_string',
          },
        },
      ],
    });
    // Only the home page describes the site.
    expect(readFileSync(path.join(out, 'search/new-used-and-demo-cars/index.html'), 'utf8')).not.toContain('"SearchAction"');
  });
});
