import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeInventoryFeeds } from '../../scripts/lib/publish/inventory-feeds';
import { loadDealer } from '../../scripts/lib/load/load-dealer';
import { prepareSite } from '../../scripts/lib/derive/prepare-site';
import { builtSearchPaths } from '../../src/views/linked-search-paths';
import { googleVehicleAdsFeed, metaVehicleCatalogFeed } from '../../src/views/inventory-feed-files';
import { rowCells } from '../../src/domain/inventory-feeds/delimited';
import {
  GOOGLE_BODY_STYLES,
  GOOGLE_COLUMNS,
  GOOGLE_ENGINES,
  GOOGLE_NUMBER_COLUMNS,
  GOOGLE_PRICE_TYPES,
  GOOGLE_REQUIRED,
  googleVehicleAdsRows,
  type GoogleRow,
} from '../../src/domain/inventory-feeds/google-vehicle-ads';
import {
  META_BODY_STYLES,
  META_COLUMNS,
  META_DRIVETRAINS,
  META_FUEL_TYPES,
  META_NUMBER_COLUMNS,
  META_REQUIRED,
  META_STATES,
  META_TRANSMISSIONS,
  metaVehicleCatalogRows,
  type MetaRow,
} from '../../src/domain/inventory-feeds/meta-vehicle-catalog';
import { feedId, notAdvertised, type FeedConfig } from '../../src/domain/inventory-feeds/vehicle-values';
import type { DealerConfig } from '../../src/domain/schemas';
import { feedReportSchema } from '../../src/domain/schemas/feed-report';
import { rasterPhotoUrl } from '../../src/lib/image-cdn';
import '../../src/lib/image-cdn-every-provider';
import { expectSafeFeed, parseStrictCsv, parseStrictTsv, records, VECTOR_URL } from '../fixtures/feeds/strict-parse';
import { NOW, builtDemoSite, editStock, runScript, scratchDealer } from './helpers';

/** An image CDN that makes JPEGs of any photo, SVG drawings included (a template that passes {format} on). */
const JPEG_CDN = { template: 'https://img.example.com/?url={url}&w={width}&output={format}' } as const;
const withCdn = (config: DealerConfig): FeedConfig => ({ ...config, rasterPhoto: (u) => rasterPhotoUrl(JPEG_CDN, u) });
const tsv = parseStrictTsv;
const oneOf = (values: readonly string[]) => (v: string | undefined) => v === '' || (v !== undefined && values.includes(v));

/*
 * Every demo car of the three demo dealers, through both feeds: each listed car is either a row carrying every
 * required field in the platform's form, or left out naming what it lacks, or not advertised (sold, coming soon,
 * not a passenger car). Nothing else, and nothing twice. Every file is read back by a strict CSV/TSV parser (same
 * rows, the header's column count on every row), with no cell starting a formula and no SVG photo. The demo photos
 * are PNGs of drawings, which both platforms take: without an image CDN the feeds carry them as they are; with one
 * that makes JPEGs the cars are advertised with those.
 */
describe.each(['demo-motors', 'coastal-caravans', 'demo-group'])('inventory feeds of %s', (slug) => {
  const site = prepareSite(loadDealer(slug), new Date(NOW));
  const base = site.config.url.replace(/\/+$/, '');
  const advertised = site.cars.filter((c) => !notAdvertised(c));
  const config = withCdn(site.config);

  it("Google vehicle ads: the spec headers, every required attribute, values in the spec forms, photos as the CDN's JPEGs", () => {
    const feed = googleVehicleAdsFeed(site.cars, config);
    const table = tsv(feed.text);
    expectSafeFeed(table, GOOGLE_COLUMNS, GOOGLE_NUMBER_COLUMNS);
    expect(table.length - 1).toBe(feed.rows);
    // The strict reader gets back exactly the rows the feed made, cell for cell.
    const made: GoogleRow[] = [];
    googleVehicleAdsRows(site.cars, config, (r) => made.push(r));
    expect(table.slice(1)).toEqual(made.map((r) => rowCells(GOOGLE_COLUMNS, r, 'tsv', GOOGLE_NUMBER_COLUMNS)));
    const rows = records(table);
    expect(rows.length + feed.leftOut.length).toBe(advertised.length);
    for (const r of rows) {
      for (const col of GOOGLE_REQUIRED) expect(r[col], `${r.id} ${col}`).not.toBe('');
      expect(r.price).toMatch(/^\d+\.\d{2} AUD$/);
      expect(GOOGLE_PRICE_TYPES).toContain(r.vehicle_price_type);
      expect(r.mileage).toMatch(/^\d+ km$/);
      expect(r.VIN).toMatch(/^[A-Z0-9]{17}$/);
      expect(['new', 'used']).toContain(r.condition);
      if (r.condition === 'new') expect(r.vehicle_price_type).not.toBe('excluding_government_charges_price');
      expect(r.link?.startsWith(`${base}/cars/`) && r.link.endsWith('/')).toBe(true);
      expect(r.image_link).toMatch(/^https:\/\/img\.example\.com\/\?url=.*&output=jpeg$/);
      for (const u of r.additional_image_link ? r.additional_image_link.split(',') : []) expect(u).toMatch(/&output=jpeg$/);
      expect(r['vehicle_fulfillment(option:store_code)']).toBe(`in_store:${r.store_code}`);
      expect(oneOf(GOOGLE_BODY_STYLES)(r.body_style), r.body_style).toBe(true);
      expect(oneOf(GOOGLE_ENGINES)(r.engine), r.engine).toBe(true);
      expect(oneOf(['yes', 'no'])(r['certified_pre-owned'])).toBe(true);
    }
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const car of feed.leftOut) expect(car.missing.length, car.slug).toBeGreaterThan(0);
  });

  it("Meta catalog: Meta field names, every required field, enumerations, photos as the CDN's JPEGs", () => {
    const feed = metaVehicleCatalogFeed(site.cars, config);
    const table = parseStrictCsv(feed.text);
    expectSafeFeed(table, META_COLUMNS, META_NUMBER_COLUMNS);
    expect(table.length - 1).toBe(feed.rows);
    const made: MetaRow[] = [];
    metaVehicleCatalogRows(site.cars, config, (r) => made.push(r));
    expect(table.slice(1)).toEqual(made.map((r) => rowCells(META_COLUMNS, r, 'csv', META_NUMBER_COLUMNS)));
    const rows = records(table);
    expect(rows.length + feed.leftOut.length).toBe(advertised.length);
    for (const r of rows) {
      for (const col of META_REQUIRED) expect(r[col], `${r.vehicle_id} ${col}`).not.toBe('');
      expect(r.price).toMatch(/^\d+\.\d{2} AUD$/);
      expect(r['mileage.value']).toMatch(/^\d+$/);
      expect(r['mileage.unit']).toBe('KM');
      expect(r.vin).toMatch(/^[A-Z0-9]{17}$/);
      expect(r.url?.startsWith(`${base}/cars/`)).toBe(true);
      expect(r['image[0].url']).toMatch(/&output=jpeg$/);
      expect(META_STATES).toContain(r.state_of_vehicle);
      expect(META_BODY_STYLES).toContain(r.body_style);
      expect(oneOf(META_FUEL_TYPES)(r.fuel_type)).toBe(true);
      expect(oneOf(META_TRANSMISSIONS)(r.transmission)).toBe(true);
      expect(oneOf(META_DRIVETRAINS)(r.drivetrain)).toBe(true);
      expect(r['address.country']).toBe('AU');
      expect(Number(r.latitude)).toBeLessThan(0);
    }
    expect(new Set(rows.map((r) => r.vehicle_id)).size).toBe(rows.length);
  });

  it("without an image CDN: the demo's own PNG photos carried as they are, no SVG in either file, no car short of a photo the platform takes", () => {
    const google = googleVehicleAdsFeed(site.cars, site.config);
    const meta = metaVehicleCatalogFeed(site.cars, site.config);
    expectSafeFeed(tsv(google.text), GOOGLE_COLUMNS, GOOGLE_NUMBER_COLUMNS);
    expectSafeFeed(parseStrictCsv(meta.text), META_COLUMNS, META_NUMBER_COLUMNS);
    expect(google.text + meta.text).not.toMatch(/\.svg\b/);
    expect(advertised.some((c) => c.images.some((i) => VECTOR_URL.test(i.url)))).toBe(false);
    expect([...google.photosLeftOut, ...meta.photosLeftOut]).toEqual([]);
    expect([...google.leftOut, ...meta.leftOut].filter((c) => c.missing.some((m) => m.includes('no photo the platform takes')))).toEqual([]);
    if (slug === 'coastal-caravans') return;
    // Every advertised car but the stock's few deliberate gaps (no price, no photo, no colour) is in both feeds.
    expect(google.rows).toBeGreaterThan(advertised.length * 0.9);
    expect(meta.rows).toBeGreaterThan(advertised.length * 0.9);
    for (const r of records(tsv(google.text))) expect(r.image_link).toMatch(new RegExp(`^${base}/dealer/img/vehicles/[a-z]+(-[a-z]+)*\\.png$`));
    for (const r of records(parseStrictCsv(meta.text))) expect(r['image[0].url']).toMatch(/\.png$/);
  });

  it("the cars left out are the demo stock's deliberate gaps, each named with its field", () => {
    const google = googleVehicleAdsFeed(site.cars, config);
    const meta = metaVehicleCatalogFeed(site.cars, config);
    const byCar = (feed: typeof google) => Object.fromEntries(feed.leftOut.map((c) => [c.slug, c.missing.map((m) => m.split(' ')[0])]));
    if (slug === 'coastal-caravans') {
      // Caravans, motorcycles and trucks: neither platform's vehicle ads take them.
      expect(google.rows + meta.rows).toBe(0);
      expect(Object.keys(google.notAdvertised).every((r) => r.startsWith('not a passenger car'))).toBe(true);
      return;
    }
    const noPhoto = site.cars.filter((c) => !notAdvertised(c) && c.images.length === 0 && !c.primary_image_url).map((c) => c.slug);
    expect(noPhoto.length).toBeGreaterThan(0);
    for (const s of noPhoto) {
      expect(byCar(google)[s]).toContain('image_link');
      expect(byCar(meta)[s]).toContain('image[0].url');
    }
    // Every car with what both require is in both feeds, under its stock number.
    const inGoogle = new Set(records(tsv(google.text)).map((r) => r.id));
    for (const car of advertised) if (!byCar(google)[car.slug]) expect(inGoogle.has(feedId(car))).toBe(true);
  });
});

describe('the build writes the feeds', () => {
  let out = '';
  let output = '';
  beforeAll(() => {
    const { root, dir } = scratchDealer();
    // Car 1 has everything both platforms require; car 2 (new) has no VIN.
    editStock(dir, (cars) => ({
      cars: cars.map((c, i) =>
        i === 0
          ? {
              ...c,
              vin: 'JM0KF4W7A00123456',
              colour: '=HYPERLINK("http://evil.example","Red")',
              price_type: 'Excl. Government Charges',
              images: [{ url: '/dealer/img/cx5.jpg' }, { url: '/dealer/img/side.svg' }],
              dealercomments: 'Tab\there|line "two"\u2028@SUM(1)',
            }
          : i === 1
            ? { ...c, colour: 'White', price_type: 'Drive Away', images: [{ url: '/dealer/img/m3.jpg' }] }
            : c,
      ),
    }));
    out = path.join(root, 'out');
    const r = runScript('build.ts', ['--dealer', dir, '--out', out, '--now', NOW]);
    output = r.output;
    expect(r.code, r.output).toBe(0);
  }, 240_000);

  it('into /feeds/ of the site, with the listed car that has every field', () => {
    const googleTable = tsv(readFileSync(path.join(out, 'feeds/google-vehicle-ads.tsv'), 'utf8'));
    expectSafeFeed(googleTable, GOOGLE_COLUMNS, GOOGLE_NUMBER_COLUMNS);
    const google = records(googleTable);
    expect(google.map((r) => r.link)).toEqual(['https://tiny-motors.example.com/cars/2022-mazda-cx-5-maxx-t1/']);
    expect(google[0]).toMatchObject({
      price: '32990.00 AUD',
      mileage: '41000 km',
      VIN: 'JM0KF4W7A00123456',
      description: 'Tab here line "two" @SUM(1)',
      color: `'=HYPERLINK("http://evil.example","Red")`,
      image_link: 'https://tiny-motors.example.com/dealer/img/cx5.jpg',
      additional_image_link: '',
    });
    const metaTable = parseStrictCsv(readFileSync(path.join(out, 'feeds/meta-vehicle-catalog.csv'), 'utf8'));
    expectSafeFeed(metaTable, META_COLUMNS, META_NUMBER_COLUMNS);
    const meta = records(metaTable);
    expect(meta.map((r) => r.url)).toEqual(['https://tiny-motors.example.com/cars/2022-mazda-cx-5-maxx-t1/']);
    expect(meta[0]!['image[0].url']).toBe('https://tiny-motors.example.com/dealer/img/cx5.jpg');
    expect(meta[0]!['image[1].url']).toBe('');
  });

  it('prints one line per cause with its cars, shared by both feeds; the feed report names every car and field', () => {
    expect(output).toContain('warning: Google and Meta feeds: 1 car left out, no VIN: 2 / 2024-mazda-3-g20-t2');
    // Car 1's SVG drawing is left out of both files, counted and named.
    expect(output).toContain(
      'warning: Google and Meta feeds: 1 car carried without 1 photo, photos are SVG (the platforms take JPEG or PNG; an images.cdn that makes JPEGs works too): 1 / 2022-mazda-cx-5-maxx-t1',
    );
    // No line per car without --verbose.
    expect(output).not.toContain('left out car 2');
    // Car 3 (sold past its window) is not listed, so no feed counts it.
    expect(output).toMatch(/feeds\/google-vehicle-ads\.tsv: 1 car, 1 left out for missing fields\n/);
    const report = feedReportSchema.parse(JSON.parse(readFileSync(`${out}.feed-report.json`, 'utf8')));
    expect(report.ad_feeds!.map((f) => [f.platform, f.file, f.rows, f.left_out.map((c) => [c.id, c.missing[0]])])).toEqual([
      ['Google', 'feeds/google-vehicle-ads.tsv', 1, [['2', 'VIN']]],
      ['Meta', 'feeds/meta-vehicle-catalog.csv', 1, [['2', 'vin']]],
    ]);
    expect(report.ad_feeds![1]!.photos_left_out).toEqual([
      { id: '1', slug: '2022-mazda-cx-5-maxx-t1', stocknum: expect.any(String), photos: 1, types: ['svg'] },
    ]);
  });

  it("robots.txt allows /feeds/, the sitemap does not list them, _headers leaves them the platforms' revalidating default", () => {
    expect(readFileSync(path.join(out, 'robots.txt'), 'utf8')).toMatch(/^Allow: \/feeds\/$/m);
    const sitemaps = readdirSync(out).filter((f) => f.startsWith('sitemap') && f.endsWith('.xml'));
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const f of sitemaps) expect(readFileSync(path.join(out, f), 'utf8')).not.toContain('/feeds/');
    // No rule of its own: the platforms' default Cache-Control revalidates (scripts/lib/publish/cdn-limits.ts).
    expect(readFileSync(path.join(out, '_headers'), 'utf8')).not.toContain('/feeds/');
  });
});

/*
 * The demo as a new dealer first builds it (`npm start`): both ad feeds carry its cars, and everything the build
 * reported (the feed report is the console's account: stock warnings, settings warnings, every car a feed left out)
 * is about the stock's deliberate edge cases (stock numbers EDGE-…), never the demo's own make-up: its photos were
 * SVG once, which left every car out of both feeds with a warning each.
 */
describe('the demo-motors site as built', () => {
  let site = '';
  let report: ReturnType<typeof feedReportSchema.parse>;
  beforeAll(() => {
    site = builtDemoSite('demo-motors');
    report = feedReportSchema.parse(JSON.parse(readFileSync(`${site}.feed-report.json`, 'utf8')));
  }, 240_000);
  const edge = (stocknum: string | null) => /^EDGE-/.test(stocknum ?? '');

  it('both ad feeds carry its cars: the Google and Meta files have rows, with its PNG photos', () => {
    const google = records(tsv(readFileSync(path.join(site, 'feeds/google-vehicle-ads.tsv'), 'utf8')));
    const meta = records(parseStrictCsv(readFileSync(path.join(site, 'feeds/meta-vehicle-catalog.csv'), 'utf8')));
    expect(google.length).toBeGreaterThan(250);
    expect(meta.length).toBeGreaterThan(250);
    expect(google.every((r) => /\.png$/.test(r.image_link!))).toBe(true);
    expect(report.ad_feeds!.map((f) => [f.platform, f.rows])).toEqual([
      ['Google', google.length],
      ['Meta', meta.length],
    ]);
  });

  it('every warning it reported is about a deliberate edge case of the stock, none about the demo itself', () => {
    expect(report.warnings.settings).toEqual([]);
    const stockWarned = report.warnings.stock.groups.flatMap((g) => g.messages.flatMap((m) => m.records));
    expect(stockWarned.filter((r) => !edge(r.stocknum))).toEqual([]);
    for (const feed of report.ad_feeds!) {
      expect(feed.photos_left_out, feed.platform).toEqual([]);
      expect(feed.left_out.length, feed.platform).toBeLessThan(10);
      expect(
        feed.left_out.filter((c) => !edge(c.stocknum)),
        feed.platform,
      ).toEqual([]);
    }
  });
});

describe('the console of a fresh demo-motors build', () => {
  it('prints no warning the demo causes: unpriced and photo-less cars are notes (their pages say so), the sold-out model link a note', () => {
    const site = prepareSite(loadDealer('demo-motors'), new Date(NOW));
    const { lines } = writeInventoryFeeds(site, mkdtempSync(path.join(os.tmpdir(), 'feeds-console-')));
    const linked = builtSearchPaths(site);
    expect([...lines, ...linked.warnings].filter((l) => l.startsWith('warning:'))).toEqual([]);
    expect(lines.filter((l) => l.startsWith('note:'))).toEqual([
      expect.stringMatching(/^note: Google and Meta feeds: 3 cars left out, no price above \$10 \(their pages show the no-price text\): 109009 \//),
      expect.stringMatching(/^note: Google and Meta feeds: 1 car left out, no photo \(its page shows "Photos coming soon"\): 109030 \//),
    ]);
    expect(linked.notes).toEqual([
      'note: footer menu "Models": "Yaris Cross" (/search/toyota/yaris-cross/) has no stock tonight; its page shows the empty state and links to /search/toyota/',
    ]);
  });
});

describe('feeds settings', () => {
  it('the files written a line at a time are the feeds as one text (several write chunks of demo-motors), photos through images.cdn', () => {
    const loaded = prepareSite(loadDealer('demo-motors'), new Date(NOW));
    const site = { ...loaded, config: { ...loaded.config, images: { ...loaded.config.images, cdn: JPEG_CDN } } };
    const dir = mkdtempSync(path.join(os.tmpdir(), 'feeds-lines-'));
    const { lines } = writeInventoryFeeds(site, dir);
    const google = googleVehicleAdsFeed(site.cars, withCdn(site.config));
    const meta = metaVehicleCatalogFeed(site.cars, withCdn(site.config));
    expect(google.text.length).toBeGreaterThan(3 * 65536);
    expect(readFileSync(path.join(dir, 'feeds/google-vehicle-ads.tsv'), 'utf8')).toBe(google.text);
    expect(readFileSync(path.join(dir, 'feeds/meta-vehicle-catalog.csv'), 'utf8')).toBe(meta.text);
    expect(lines[0]).toBe(
      `feeds/google-vehicle-ads.tsv: ${google.rows} cars, ${google.leftOut.length} left out for missing fields; not advertised: ${Object.entries(
        google.notAdvertised,
      )
        .map(([r, n]) => `${n} ${r}`)
        .join(', ')}`,
    );
  });

  it('feeds.google_vehicle_ads / feeds.meta_catalog false: that file is not written', () => {
    const site = prepareSite(loadDealer('demo-group'), new Date(NOW));
    const dir = mkdtempSync(path.join(os.tmpdir(), 'feeds-off-'));
    const { lines } = writeInventoryFeeds({ ...site, config: { ...site.config, feeds: { ...site.config.feeds, meta_catalog: false } } }, dir);
    expect(existsSync(path.join(dir, 'feeds/google-vehicle-ads.tsv'))).toBe(true);
    expect(existsSync(path.join(dir, 'feeds/meta-vehicle-catalog.csv'))).toBe(false);
    expect(lines.join('\n')).not.toContain('meta-vehicle-catalog');
    const none = mkdtempSync(path.join(os.tmpdir(), 'feeds-off-'));
    writeInventoryFeeds({ ...site, config: { ...site.config, feeds: { ...site.config.feeds, google_vehicle_ads: false, meta_catalog: false } } }, none);
    expect(existsSync(path.join(none, 'feeds'))).toBe(false);
  });

  it('a store code naming no location is a warning; a named one is used', () => {
    const site = prepareSite(loadDealer('demo-group'), new Date(NOW));
    const dir = mkdtempSync(path.join(os.tmpdir(), 'feeds-codes-'));
    const { lines } = writeInventoryFeeds(
      {
        ...site,
        config: {
          ...site.config,
          images: { ...site.config.images, cdn: JPEG_CDN },
          feeds: { ...site.config.feeds, store_codes: { 301: 'BNE-301', 999: 'X' } },
        },
      },
      dir,
    );
    expect(lines).toContain('warning: dealer.json feeds.store_codes: "999" is no location id (301, 302, 303, 304, 305, 306)');
    expect(readFileSync(path.join(dir, 'feeds/google-vehicle-ads.tsv'), 'utf8')).toContain('\tBNE-301\tin_store:BNE-301\t');
  });
});

// A dealer.json with feeds settings is read by the strict schema (unknown keys refused like every area).
describe('feeds settings schema', () => {
  it('refuses an unknown key and a store code with a separator', () => {
    const { dir } = scratchDealer();
    const file = path.join(dir, 'dealer.json');
    const cfg = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...cfg, feeds: { google_vehicle_adz: false, store_codes: { 1: 'BNE:01' } } }));
    expect(() => loadDealer(dir)).toThrow(/feeds\.google_vehicle_adz: unknown setting; did you mean `feeds\.google_vehicle_ads`/);
    expect(() => loadDealer(dir)).toThrow(/feeds\.store_codes\.1: must be 1 to 64 letters/);
  });
});
