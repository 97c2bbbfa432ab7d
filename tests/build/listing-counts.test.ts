import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDealer } from '../../scripts/lib/load/load-dealer';
import { listedCars } from '../../src/domain/listing';
import { firstOfSoldRuns } from '../../src/domain/search-shaping';
import { createEmbeddedEngine, type EmbeddedEngine } from '../../src/search/engine';
import type { PagedSearchResponse } from '../../src/search/engine/types';
import { columnValue, type EmbeddedIndex } from '../../src/search/index-format';
import { matchRawFilter } from '../../src/search/listing-filter';
import { builtDemoSite, NOW, runScript, scratchDealer } from './helpers';
import { defined } from '../defined';

/*
 * Every count a shopper sees comes from the one listing: home "View all N vehicles", the search page's "N cars",
 * make and body tiles, the facet distribution of the published index and the sitemap's car pages. The stock is
 * built to trip each old decider: statuses the site does not show, sold cars inside and past their window
 * (per make), runs of consecutive sold cars, an excluded make and stock number, a raw extra filter, and sold
 * cars among the tiles' makes and bodies.
 */
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.parse(NOW) - days * DAY).toISOString();
const MAKES = ['Mazda', 'Toyota', 'Kia', 'Hyundai', 'Great Wall'];
const BODIES = ['SUV', 'Hatch', 'Sedan', 'Ute'];

function stock() {
  const cars: Record<string, unknown>[] = [];
  const add = (i: number, over: Record<string, unknown> = {}) => {
    const make = MAKES[i % MAKES.length];
    cars.push({
      id: i + 1,
      slug: `car-${i + 1}`,
      name: `${make} car ${i + 1}`,
      year: 2010 + (i % 14),
      make,
      model: `M${i % 3}`,
      car_type: ['used', 'new', 'demo'][i % 3],
      status: 'in_stock',
      created_at: ago(60 - i),
      price: 15000 + i * 500,
      simple_body: BODIES[i % BODIES.length],
      stocknum: `S${i + 1}`,
      ...over,
    });
  };
  for (let i = 0; i < 30; i++) add(i);
  // A run of sold cars inside the window (car-31..35; 35 is a Great Wall): only car-31 is listed.
  for (let i = 30; i < 35; i++) add(i, { status: 'sold', sold: true, sold_at: ago(1) });
  add(35, { status: 'sold', sold_at: ago(9) }); // car-36: past the window
  add(36); // car-37 ends the run
  add(37, { make: 'Kia', status: 'sold', sold_at: ago(3.5) }); // car-38: Kia's window is 4 days, everyone else's 3
  add(38, { make: 'Mazda', status: 'sold', sold_at: ago(3.5) }); // car-39: past Mazda's 3 days
  add(39, { status: 'archived' }); // car-40
  add(40, { status: 'coming_soon', stocknum: 'HIDE-ME' }); // car-41: excluded by stock number
  add(41, { year: 2003 }); // car-42: outside the extra filter
  add(42); // car-43
  add(43, { status: 'sold', sold: true, sold_at: ago(2), make: 'Toyota' }); // car-44: listed
  add(44, { status: 'sold', sold: true, sold_at: ago(2), make: 'Toyota' }); // car-45: follows car-44, collapsed
  return cars;
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ');
const num = (s: string) => Number(s.replace(/,/g, ''));

/** The label and count of each tile of a BrowseTiles section. */
function tiles(html: string, id: string): Map<string, { count: number; href: string }> {
  const section = html.slice(html.indexOf(`id="${id}"`));
  const list = section.slice(0, section.indexOf('</ul>'));
  const out = new Map<string, { count: number; href: string }>();
  for (const m of list.matchAll(
    /<a [^>]*href="([^"]+)"[^>]*>[\s\S]*?<span class="name"[^>]*>([^<]+)<\/span>\s*<span class="count muted"[^>]*>([\d,]+) cars?<\/span>/g,
  )) {
    const [, href = '', name = '', count = ''] = m;
    out.set(name, { href, count: num(count) });
  }
  return out;
}

/** The first group of `re` in `text`; the test fails when it does not match. */
const firstGroup = (re: RegExp, text: string) => defined(re.exec(text)?.[1], `a match of ${re} in the page`);

describe('one listing decides every count a shopper sees (scratch dealer built into a temp dir)', () => {
  let out: string;
  let dir: string;
  let index: EmbeddedIndex;
  let engine: EmbeddedEngine;
  const page = (p: string) => readFileSync(path.join(out, p, 'index.html'), 'utf8');
  /** The "N cars" a search path's pre-rendered first page prints. */
  const searchCount = (p: string) => num(firstGroup(/<p class="sr-count"[^>]*>([\d,]+) cars?<\/p>/, page(p)));

  beforeAll(() => {
    const scratch = scratchDealer('count-motors');
    dir = scratch.dir;
    const cfgFile = path.join(dir, 'dealer.json');
    const cfg = JSON.parse(readFileSync(cfgFile, 'utf8'));
    writeFileSync(
      cfgFile,
      JSON.stringify({
        ...cfg,
        search: {
          include_sold_cars_days: 3,
          include_sold_cars_days_by_make: { Kia: 4 },
          visibility: { exclude_makes: ['Great Wall'], exclude_stocknums: ['HIDE-ME'], extra_filter: 'year >= 2005' },
        },
      }),
    );
    writeFileSync(path.join(dir, 'stock.json'), JSON.stringify({ cars: stock() }));
    out = path.join(scratch.root, 'out');
    const r = runScript('build.ts', ['--dealer', dir, '--out', out, '--now', NOW]);
    expect(r.code, r.output).toBe(0);
    // The one published index (its content-hashed name is the one the search pages load).
    const indexFile = readdirSync(path.join(out, '_data')).find((f) => /^search-index\..*\.json$/.test(f))!;
    expect(page('search/new-used-and-demo-cars')).toContain(`/_data/${indexFile}`);
    index = JSON.parse(readFileSync(path.join(out, '_data', indexFile), 'utf8'));
    engine = createEmbeddedEngine(index);
  }, 240_000);

  it('the published index holds exactly the listing, and the sitemap lists exactly its car pages', () => {
    const bundle = loadDealer(dir);
    const listedList = listedCars(bundle.cars, bundle.config, new Date(NOW), matchRawFilter);
    const listed = listedList.map((c) => c.slug);
    // The traps are really in the stock: 45 records, of which these are not listed.
    expect(bundle.cars).toHaveLength(45);
    for (const out of ['car-32', 'car-33', 'car-34', 'car-35', 'car-36', 'car-39', 'car-40', 'car-41', 'car-42', 'car-45']) expect(listed).not.toContain(out);
    expect(listedList.some((c) => c.make === 'Great Wall')).toBe(false);
    expect(listed).toEqual(expect.arrayContaining(['car-31', 'car-37', 'car-38', 'car-43', 'car-44']));
    const slugs = defined(index.display.slug ?? index.columns.slug, 'the slug column');
    const indexed = Array.from({ length: index.count }, (_, i) => columnValue(slugs, i));
    expect(indexed).toEqual(listed);
    const sitemaps = readdirSync(out)
      .filter((f) => /^sitemap-\d+\.xml$/.test(f))
      .map((f) => readFileSync(path.join(out, f), 'utf8'))
      .join('');
    // Vehicle pages are the /cars/<slug>/ pages marked up as a Car (/cars/trade-in/ is a content page).
    const isCarPage = (slug: string) => page(`cars/${slug}`).includes('"@type":["Car"');
    const carUrls = [...sitemaps.matchAll(/<loc>[^<]*\/cars\/([^/<]+)\/<\/loc>/g)].map((m) => defined(m[1], 'a car slug')).filter(isCarPage);
    expect(carUrls.sort()).toEqual([...listed].sort());
    const carDirs = readdirSync(path.join(out, 'cars'), { withFileTypes: true })
      .filter((e) => e.isDirectory() && isCarPage(e.name))
      .map((e) => e.name);
    expect(carDirs.sort()).toEqual([...listed].sort());
  });

  it('home "View all N vehicles" = search "N cars" = the index total; every page is full, sold runs included', () => {
    const listed = index.count;
    const all = engine.search('cars', { page: 1, hitsPerPage: 21, facets: ['make', 'body', 'car_type'] }) as PagedSearchResponse;
    expect(all.totalHits).toBe(listed);
    // The listing has no run of sold cars left, so nothing is dropped from a page after paging.
    const status = defined(index.columns.status, 'the status column');
    const soldColumn = defined(index.columns.sold, 'the sold column');
    const docs = Array.from({ length: index.count }, (_, i) => ({
      status: String(columnValue(status, i)),
      sold: columnValue(soldColumn, i) === true,
    }));
    expect(firstOfSoldRuns(docs)).toHaveLength(listed);
    const home = text(page(''));
    expect(num(firstGroup(/View all ([\d,]+) vehicles/, home))).toBe(listed);
    expect(num(firstGroup(/([\d,]+) vehicles to browse now/, home))).toBe(listed);
    expect(searchCount('search/new-used-and-demo-cars')).toBe(listed);
    // The pre-rendered first page shows as many cards as a page holds (no short page).
    const staticHtml = page('search/new-used-and-demo-cars').split('id="search-static"')[1] ?? '';
    const cards = (staticHtml.match(/<article class="card sr-card/g) ?? []).length;
    expect(cards).toBe(Math.min(21, listed));
    for (const sort of [[], ['created_at:desc'], ['price:asc']]) {
      const res = engine.search('cars', { page: 1, hitsPerPage: 21, sort }) as PagedSearchResponse;
      const last = engine.search('cars', { page: res.totalPages, hitsPerPage: 21, sort }) as PagedSearchResponse;
      expect((res.totalPages - 1) * 21 + last.hits.length).toBe(listed);
    }
    const sold = engine.search('cars', { page: 1, hitsPerPage: 21, filter: 'status = sold' }) as PagedSearchResponse;
    expect(sold.hits.map((h) => h.slug)).toEqual(['car-31', 'car-38', 'car-44']);
    expect(sold.totalHits).toBe(3);
  });

  it('make and body tiles (home and the search landing page) = the index facets = their search page\'s "N cars"', () => {
    const all = engine.search('cars', { page: 1, hitsPerPage: 0, facets: ['make', 'body'] }) as PagedSearchResponse;
    const facets = all.facetDistribution!;
    const home = page('');
    const landing = page('search/new-used-and-demo-cars');
    for (const [id, facet, html] of [
      ['by-make', 'make', home],
      ['by-body', 'body', home],
      ['browse-makes', 'make', landing],
    ] as const) {
      const shown = tiles(html, id);
      expect(shown.size, id).toBeGreaterThan(1);
      for (const [label, tile] of shown) {
        expect(tile.count, `${id} ${label}`).toBe(facets[facet]?.[label]);
        expect(searchCount(tile.href.replace(/^\//, '')), `${tile.href}`).toBe(tile.count);
      }
    }
    // /models: each model's count is its search page's.
    const modelList = defined(page('models').split('class="grid models')[1], 'the models grid').split('</ul>')[0] ?? '';
    const models = [...modelList.matchAll(/<a [^>]*href="\/search\/([^"]+)"[\s\S]*?<span[^>]*>(\d+) cars?/g)];
    expect(models.length).toBeGreaterThan(2);
    for (const [, href = '', n] of models) expect(searchCount(`search/${href.replace(/\/$/, '')}`), href).toBe(Number(n));
    // Tiles count sold cars the search shows too (the old tiles counted only available cars).
    const bundle = loadDealer(dir);
    const toyotas = listedCars(bundle.cars, bundle.config, new Date(NOW), matchRawFilter).filter((c) => c.make === 'Toyota');
    expect(toyotas.some((c) => c.status === 'sold')).toBe(true);
    expect(tiles(home, 'by-make').get('Toyota')!.count).toBe(toyotas.length);
  });
});

describe('a group site (demo-group): the brand overview buttons count what their search page shows', () => {
  let out: string;
  const page = (p: string) => readFileSync(path.join(out, p, 'index.html'), 'utf8');
  const searchCount = (p: string) => num(firstGroup(/<p class="sr-count"[^>]*>([\d,]+) cars?<\/p>/, page(p)));

  beforeAll(() => {
    out = builtDemoSite('demo-group');
  }, 240_000);

  it('home, landing page, tiles and every "View all N {brand} vehicles" agree with the search pages', () => {
    const home = page('');
    const total = num(firstGroup(/View all ([\d,]+) vehicles/, text(home)));
    expect(searchCount('search/new-used-and-demo-cars')).toBe(total);
    for (const [label, tile] of tiles(home, 'by-make')) expect(searchCount(tile.href.replace(/^\//, '')), label).toBe(tile.count);
    const overviews = readdirSync(out).filter((d) => existsSync(path.join(out, d, 'overview', 'index.html')));
    let withStock = 0;
    for (const brand of overviews) {
      const [, brandSearch, count] = /href="\/search\/([^"]+)"[^>]*>View all ([\d,]+) [^<]+ vehicles<\/a>/.exec(page(`${brand}/overview`)) ?? [];
      if (brandSearch === undefined || count === undefined) continue;
      withStock++;
      expect(searchCount(`search/${brandSearch}`), brand).toBe(num(count));
    }
    expect(withStock, 'brands with stock on the group site').toBeGreaterThan(1);
  });
});
