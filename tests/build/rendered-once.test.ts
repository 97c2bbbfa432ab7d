import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headerVariant, type ResolvedMenuItem } from '../../src/views/menus';
import { renderedOnce } from '../../src/render-runtime/rendered-once';
import type { SiteData } from '../../src/views/site-data';
import { NOW, runScript, scratchDealer } from './helpers';

const siteA = { config: { slug: 'a' } } as unknown as SiteData;
const siteB = { config: { slug: 'b' } } as unknown as SiteData;

describe('layout parts rendered once per dealer (src/render-runtime/rendered-once.ts, RenderedOnce.astro)', () => {
  it('renders a key once per dealer, pages in flight share the first render, and another dealer gets its own', async () => {
    let renders = 0;
    const render = (html: string) => () => {
      renders++;
      return Promise.resolve(html);
    };
    const [one, two] = await Promise.all([renderedOnce(siteA, 'footer\0', render('A1')), renderedOnce(siteA, 'footer\0', render('A2'))]);
    expect([one, two, renders]).toEqual(['A1', 'A1', 1]);
    expect(await renderedOnce(siteA, 'header\0/offers', render('A-offers'))).toBe('A-offers');
    expect(await renderedOnce(siteB, 'footer\0', render('B1'))).toBe('B1');
    expect(await renderedOnce(siteA, 'footer\0', render('A3'))).toBe('A1');
    expect(renders).toBe(3);
  });

  it('does not keep a failed render: the next page renders it again', async () => {
    const site = { config: { slug: 'c' } } as unknown as SiteData;
    await expect(renderedOnce(site, 'footer\0', () => Promise.reject(new Error('bad menu')))).rejects.toThrow('bad menu');
    await Promise.resolve();
    expect(await renderedOnce(site, 'footer\0', () => Promise.resolve('ok'))).toBe('ok');
  });

  it('refuses to repeat an island, whose ids and props belong to the page it was rendered on', async () => {
    const site = { config: { slug: 'd' } } as unknown as SiteData;
    await expect(renderedOnce(site, 'footer\0', () => Promise.resolve('<footer><astro-island uid="x"></astro-island></footer>'))).rejects.toThrow(
      'holds an island',
    );
  });

  it("keys the header by the link it marks current, '' on pages that are none of its links", () => {
    const items: ResolvedMenuItem[] = [
      { label: 'Offers', href: '/special-offers' },
      { label: 'Stock', href: '/search/new-used-and-demo-cars/', children: [{ label: 'Used', href: '/search/used/' }] },
    ];
    expect(headerVariant(items, '/cars/2019-toyota-hilux-abc123/')).toBe('');
    expect(headerVariant(items, '/')).toBe('');
    expect(headerVariant(items, '/special-offers/')).toBe('/special-offers');
    expect(headerVariant(items, '/search/used/')).toBe('/search/used/');
    // The parent's own link is the dropdown's "All Stock" entry.
    expect(headerVariant(items, '/search/new-used-and-demo-cars')).toBe('/search/new-used-and-demo-cars/');
  });

  it('a built site still marks the current menu link on its own page only, and repeats the same header and footer elsewhere', () => {
    const { root, dir } = scratchDealer();
    const out = path.join(root, 'out');
    const r = runScript('build.ts', ['--dealer', dir, '--out', out, '--now', NOW]);
    expect(r.code, r.output).toBe(0);
    const read = (page: string) => readFileSync(path.join(out, page, 'index.html'), 'utf8');
    const header = (html: string) => /<header[\s\S]*?<\/header>/.exec(html)![0];
    const footer = (html: string) => /<footer[\s\S]*?<\/footer>/.exec(html)![0];
    const cars = readdirSync(path.join(out, 'cars'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `cars/${e.name}`);
    const [carA, carB] = cars.map(read);
    expect(header(carA!)).not.toContain('aria-current');
    expect(header(carA!)).toBe(header(carB!));
    expect(footer(carA!)).toBe(footer(carB!));
    // Every page a header link points at marks that link, and only it.
    const links = [...header(carA!).matchAll(/<a href="(\/[^"#?]*)"[^>]*data-astro-prefetch/g)].map((m) => m[1]!);
    let checked = 0;
    for (const href of links) {
      let html: string;
      try {
        html = read(href);
      } catch {
        continue;
      }
      const current = [...header(html).matchAll(/<a href="([^"]*)" aria-current="page"/g)].map((m) => m[1]);
      expect(current, href).toEqual([href]);
      expect(footer(html), href).toBe(footer(carA!));
      checked++;
    }
    expect(checked).toBeGreaterThan(1);
  });
});
