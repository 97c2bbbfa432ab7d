import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { writeInventoryFeeds } from '../../scripts/lib/publish/inventory-feeds';
import { loadDealer, type DealerBundle } from '../../scripts/lib/load/load-dealer';
import { snapshotAccount } from '../../scripts/lib/load/feed-report';
import { deriveSite } from '../../scripts/lib/derive/prepare-site';
import { GOOGLE_VEHICLE_ADS_PATH } from '../../src/domain/inventory-feeds/google-vehicle-ads';
import { META_VEHICLE_CATALOG_PATH } from '../../src/domain/inventory-feeds/meta-vehicle-catalog';
import { fuelKind } from '../../src/domain/fuel';
import { listedCars } from '../../src/domain/listing';
import { displayPrice } from '../../src/domain/pricing';
import type { Car } from '../../src/domain/schemas';
import { formatProblem } from '../../src/domain/schemas/friendly-errors';
import { toSearchDocument } from '../../src/search/document';
import { columnValue, type EmbeddedIndex } from '../../src/search/index-format';
import { matchRawFilter } from '../../src/search/listing-filter';

/*
 * Three stock exports written the way three dealer-management systems write the spec's Car records
 * (tests/fixtures/feeds/export-*.json): a tidy JSON export, an everything-is-text export with other key names,
 * units, placeholders and no slugs, and a Unicode/edge export read with the dealer's feed settings. Each is loaded
 * through loadDealer against a copy of demo-motors' dealer.json; per car: what the normalised Car holds, whether
 * the site lists it, the price the page shows and the search document's engine; and every warning, by its text.
 * Then what the build publishes of the same load (deriveSite and writeInventoryFeeds, the build's own steps, no
 * further build): the search index file and both ad feed files, read back, per car.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const NOW = new Date('2026-11-21T00:00:00Z');

function load(feed: string, settings: Record<string, unknown> = {}): { bundle: DealerBundle; listed: Set<string>; warnings: string[]; skipped: string[] } {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'feed-exports-')), 'demo-motors');
  mkdirSync(dir);
  const config = JSON.parse(readFileSync(path.join(ROOT, 'dealers/demo-motors/dealer.json'), 'utf8'));
  writeFileSync(path.join(dir, 'dealer.json'), JSON.stringify({ ...config, feed: settings }));
  cpSync(path.join(ROOT, 'tests/fixtures/feeds', feed), path.join(dir, 'stock.json'));
  const bundle = loadDealer(dir, { skipInvalid: true, now: NOW });
  const plain = (p: Parameters<typeof formatProblem>[0]) => formatProblem(p).replace(/^.*stock\.json/, 'stock.json');
  return {
    bundle,
    listed: new Set(listedCars(bundle.cars, bundle.config, NOW, matchRawFilter).map((c) => c.id)),
    warnings: bundle.warnings.map(plain),
    skipped: bundle.skipped.map(plain),
  };
}

/** What a car is, in the terms the pages use. */
function summary(car: Car, bundle: DealerBundle, listed: Set<string>) {
  return {
    slug: car.slug,
    status: car.status,
    reserved: car.reserved,
    sold: car.sold,
    price: car.price,
    km: car.km,
    fuel: fuelKind(car),
    images: car.images.map((i) => i.url.replace('https://cdn.example.com/', '')),
    listed: listed.has(car.id),
    shown: displayPrice(car, bundle.config).text,
  };
}

function cars(r: ReturnType<typeof load>) {
  return Object.fromEntries(r.bundle.cars.map((c) => [c.id, summary(c, r.bundle, r.listed)]));
}

const photo = (url: string) => url.replace('https://cdn.example.com/', '');

/** One published record in common terms: make, price, km, fuel, condition and photos as the file holds them. */
type Shown = { make: unknown; price: unknown; km: unknown; fuel: unknown; condition: unknown; photos: string[] };

/**
 * The search index and the two ad feed files the build writes from this load, read back: per listed car, what the
 * search document and each feed show, or for a car a feed does not carry, the report's line that says why. Fails
 * when a file holds a car twice or a car the site does not list, or when a listed car is neither in a feed nor
 * accounted for in its report.
 */
function published(r: ReturnType<typeof load>) {
  const { site } = deriveSite(r.bundle, NOW);
  const out = mkdtempSync(path.join(os.tmpdir(), 'feed-exports-site-'));
  // --verbose's lines: every car a feed left out on a line of its own.
  const report = writeInventoryFeeds(site, out, { verbose: true }).lines;
  // The index file as the build writes it (scripts/lib/publish/site-files.ts).
  writeFileSync(path.join(out, 'search-index.json'), JSON.stringify(site.searchIndex));
  const index = JSON.parse(readFileSync(path.join(out, 'search-index.json'), 'utf8')) as EmbeddedIndex;
  const column = (name: string) => index.columns[name] ?? index.display[name]!;
  const search: [string, Shown][] = Array.from({ length: index.count }, (_, i) => {
    const v = (name: string) => columnValue(column(name), i);
    const image = v('image') as string | null;
    const fuel = v('fuel') as string | null;
    // The fuel facet holds the feed's text; the kind is what the one fuel rule reads from that text.
    return [
      String(v('id')),
      {
        make: v('make'),
        price: v('price'),
        km: v('km'),
        fuel: [fuel, fuelKind({ fuel, simple_fuel: null })],
        condition: v('car_type'),
        photos: image ? [photo(image)] : [],
      },
    ];
  });

  const text = (file: string) => readFileSync(path.join(out, file), 'utf8');
  const [header, ...lines] = text(GOOGLE_VEHICLE_ADS_PATH)
    .trimEnd()
    .split('\n')
    .map((l) => l.split('\t'));
  const google = lines.map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i]!])));
  const meta = parse(text(META_VEHICLE_CATALOG_PATH), { columns: true }) as Record<string, string>[];
  // A feed row names its car by the car page's URL (its id is the stock number where there is one).
  const bySlug = new Map(site.cars.map((c) => [c.slug, c.id]));
  const carOf = (url: string) => bySlug.get(new URL(url).pathname.split('/').at(-2)!) ?? `not listed: ${url}`;
  const googleRows: [string, Shown][] = google.map((row) => [
    carOf(row.link!),
    {
      make: row.brand,
      price: row.price,
      km: row.mileage,
      fuel: row.engine,
      condition: row.condition,
      photos: [row.image_link!, ...row.additional_image_link!.split(',').filter(Boolean)].map(photo),
    },
  ]);
  const metaRows: [string, Shown][] = meta.map((row) => [
    carOf(row.url!),
    {
      make: row.make,
      price: row.price,
      km: row['mileage.value'],
      fuel: row.fuel_type,
      condition: row.state_of_vehicle,
      photos: Object.keys(row)
        .filter((k) => /^image\[\d+\]\.url$/.test(k) && row[k])
        .map((k) => photo(row[k]!)),
    },
  ]);

  const listed = site.cars.map((c) => c.id);
  const once = (rows: [string, Shown][]) => {
    const ids = rows.map(([id]) => id);
    expect(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      'a car written twice',
    ).toEqual([]);
    expect(
      ids.filter((id) => !listed.includes(id)),
      'a car the site does not list',
    ).toEqual([]);
    return new Map(rows);
  };
  const inSearch = once(search);
  const feed = (file: string, rows: [string, Shown][]) => {
    const byCar = once(rows);
    const name = file.slice(1);
    const lines = report.filter((l) => l.includes(name));
    const notAdvertised =
      /not advertised: (.*)$/
        .exec(lines[0]!)?.[1]
        ?.split(', ')
        .reduce((n, part) => n + Number.parseInt(part, 10), 0) ?? 0;
    const shown = Object.fromEntries(
      listed.map((id) => {
        const car = site.cars.find((c) => c.id === id)!;
        const leftOut = lines.find((l) => l.includes(`left out car ${id} (${car.slug})`));
        return [id, byCar.get(id) ?? (leftOut ? `left out: ${leftOut.replace(/^.*\): /, '')}` : 'not advertised')];
      }),
    );
    // The cars in neither the file nor a named line are exactly those the summary line counts as not advertised.
    expect(Object.values(shown).filter((x) => x === 'not advertised').length).toBe(notAdvertised);
    return shown;
  };
  return {
    search: Object.fromEntries(listed.map((id) => [id, inSearch.get(id) ?? 'missing'])),
    google: feed(GOOGLE_VEHICLE_ADS_PATH, googleRows),
    meta: feed(META_VEHICLE_CATALOG_PATH, metaRows),
    report,
  };
}

describe('a tidy JSON export', () => {
  const r = load('export-tidy.json');

  it('each car as the pages read it', () => {
    expect(cars(r)).toEqual({
      501: {
        slug: '2022-toyota-corolla-ascent-sport-501',
        status: 'in_stock',
        reserved: false,
        sold: false,
        price: 27990,
        km: 31250,
        fuel: 'petrol',
        images: ['501/1.jpg', '501/2.webp'],
        listed: true,
        shown: '$27,990',
      },
      // "Available" is in stock; Petrol/Electric is a hybrid; the price keeps its cents; the .heic photo is left out.
      502: {
        slug: '2023-toyota-rav4-cruiser-hybrid-502',
        status: 'in_stock',
        reserved: false,
        sold: false,
        price: 48990.5,
        km: 12000,
        fuel: 'hybrid',
        images: ['502/1.jpg'],
        listed: true,
        shown: '$48,990.50',
      },
      503: {
        slug: '2024-mitsubishi-outlander-phev-503',
        status: 'in_stock',
        reserved: true,
        sold: false,
        price: 54990,
        km: 900,
        fuel: 'plug_in_hybrid',
        images: ['503/1.png'],
        listed: true,
        shown: '$54,990',
      },
      504: {
        slug: '2025-byd-atto-3-extended-504',
        status: 'coming_soon',
        reserved: false,
        sold: false,
        price: 10.01,
        km: 0,
        fuel: 'electric',
        images: [],
        listed: true,
        shown: '$10.01',
      },
      // `sold` as a date: sold, sold_at that date, inside the 3-day sold window.
      505: {
        slug: '2019-mazda-cx-5-maxx-505',
        status: 'sold',
        reserved: false,
        sold: true,
        price: 24990,
        km: 88000,
        fuel: 'petrol',
        images: [],
        listed: true,
        shown: '$24,990',
      },
      506: {
        slug: '2018-hyundai-i30-active-506',
        status: 'pending_approval',
        reserved: false,
        sold: false,
        price: 15990,
        km: 101000,
        fuel: 'petrol',
        images: [],
        listed: false,
        shown: '$15,990',
      },
      507: {
        slug: '2021-ford-ranger-xlt-507',
        status: 'in_stock',
        reserved: false,
        sold: false,
        price: null,
        km: null,
        fuel: 'diesel',
        images: [],
        listed: true,
        shown: 'Enquire for price',
      },
      508: {
        slug: '2031-tesla-model-y-508',
        status: 'in_stock',
        reserved: false,
        sold: false,
        price: null,
        km: null,
        fuel: 'electric',
        images: [],
        listed: true,
        shown: 'Enquire for price',
      },
      509: {
        slug: '2020-kia-sportage-si-509',
        status: 'in_stock',
        reserved: true,
        sold: false,
        price: 25990,
        km: 64000,
        fuel: 'diesel',
        images: [],
        listed: true,
        shown: '$25,990',
      },
    });
    expect(r.bundle.cars.find((c) => c.id === '505')!.sold_at).toBe('2026-11-20');
    expect(toSearchDocument(r.bundle.cars.find((c) => c.id === '501')!).engine).toBe('2.0L');
  });

  it("the search index and both ad feeds hold each listed car once, with the page's price, km, fuel and photos", () => {
    const p = published(r);
    // TOYOTA (502) is published as makes.json spells it; the sold car (505) and the coming-soon car (504) are in search, not in ads.
    expect(p.search).toEqual({
      501: { make: 'Toyota', price: 27990, km: 31250, fuel: ['Petrol', 'petrol'], condition: 'used', photos: ['501/1.jpg'] },
      502: { make: 'Toyota', price: 48990.5, km: 12000, fuel: ['Petrol/Electric', 'hybrid'], condition: 'used', photos: ['502/1.jpg'] },
      503: { make: 'Mitsubishi', price: 54990, km: 900, fuel: ['PHEV', 'plug_in_hybrid'], condition: 'demo', photos: ['503/1.png'] },
      504: { make: 'BYD', price: 10.01, km: 0, fuel: ['Electric', 'electric'], condition: 'new', photos: [] },
      505: { make: 'Mazda', price: 24990, km: 88000, fuel: ['Petrol', 'petrol'], condition: 'used', photos: [] },
      507: { make: 'Ford', price: null, km: null, fuel: ['Diesel', 'diesel'], condition: 'used', photos: [] },
      508: { make: 'Tesla', price: null, km: null, fuel: ['Electric', 'electric'], condition: 'new', photos: [] },
      509: { make: 'Kia', price: 25990, km: 64000, fuel: ['Diesel', 'diesel'], condition: 'used', photos: [] },
    });
    expect(p.google).toEqual({
      501: { make: 'Toyota', price: '27990.00 AUD', km: '31250 km', fuel: 'gasoline', condition: 'used', photos: ['501/1.jpg', '501/2.webp'] },
      502: { make: 'Toyota', price: '48990.50 AUD', km: '12000 km', fuel: 'hybrid', condition: 'used', photos: ['502/1.jpg'] },
      503: 'left out: missing VIN, vehicle_price_type (price_type is not drive-away or excluding government charges)',
      504: 'not advertised',
      505: 'not advertised',
      507: 'left out: missing image_link (no photo), price (no price above $10), mileage (no odometer reading), VIN (not a VIN: 17 letters and digits without I, O or Q), vehicle_price_type (price_type is not drive-away or excluding government charges)',
      508: 'left out: missing image_link (no photo), price (no price above $10), VIN, vehicle_price_type (price_type is not drive-away or excluding government charges)',
      509: 'left out: missing image_link (no photo), VIN, vehicle_price_type (price_type is not drive-away or excluding government charges)',
    });
    expect(p.meta).toEqual({
      501: { make: 'Toyota', price: '27990.00 AUD', km: '31250', fuel: 'PETROL', condition: 'USED', photos: ['501/1.jpg'] },
      502: { make: 'Toyota', price: '48990.50 AUD', km: '12000', fuel: 'HYBRID', condition: 'USED', photos: ['502/1.jpg'] },
      503: 'left out: missing vin, exterior_color',
      504: 'not advertised',
      505: 'not advertised',
      507: 'left out: missing image[0].url (no photo), price (no price above $10), mileage.value (no odometer reading), vin (not a VIN: 17 letters and digits without I, O or Q), exterior_color',
      508: 'left out: missing image[0].url (no photo), price (no price above $10), vin, exterior_color',
      509: 'left out: missing image[0].url (no photo), vin, exterior_color',
    });
  });

  it('every warning, with its text', () => {
    expect(r.warnings).toEqual([
      'stock.json record #1 (502 / 2023-toyota-rav4-cruiser-hybrid-502): images[1].url: expected a JPEG, PNG, WebP or AVIF photo; found a .heic file (got "https://cdn.example.com/502/2.heic"); images[1] left out',
      'stock.json record #6 (507 / 2021-ford-ranger-xlt-507): price: expected an amount above $0; found -$5; left empty',
      'stock.json record #6 (507 / 2021-ford-ranger-xlt-507): km: expected kilometres from 0; found -100; left empty',
      'stock.json record #6 (507 / 2021-ford-ranger-xlt-507): vin: expected 17 letters and digits without I, O or Q (ISO 3779); found "MPBUMFF50MX12345" (16 characters); kept (an older import\'s chassis number is no VIN, but it is the dealer\'s to show)',
      'stock.json record #7 (508 / 2031-tesla-model-y-508): price: expected at most $2,000,000 (dealer.json feed.max_price); found $999,999,999; left empty',
      'stock.json record #7 (508 / 2031-tesla-model-y-508): km: expected at most 2,000,000 km; found 3,000,000; left empty',
      "stock.json record #7 (508 / 2031-tesla-model-y-508): year: expected a year from 1900 to 2028 (next year + 1); found 2031; kept (it is part of the car's name)",
    ]);
    expect(r.skipped).toEqual([]);
  });

  it('the status word the build does not know is reported once, by the account, with its car', () => {
    const { account } = deriveSite(r.bundle, NOW);
    const { summary, line } = snapshotAccount({ cars: r.bundle.cars, account, skipped: r.bundle.skipped, raw: () => undefined });
    expect(line).toBe('9 cars in the snapshot = 8 listed + 1 status "pending_approval"');
    expect([...r.warnings, ...summary].filter((l) => /pending/i.test(l))).toEqual([
      'not listed: 1 car with status "pending_approval", not a status the site shows (in_stock, coming_soon, sold): 506 / 2018-hyundai-i30-active-506',
    ]);
  });
});

describe('an everything-is-text export: other key names, units, placeholders, no slugs', () => {
  const r = load('export-text.json');

  it('each car as the pages read it', () => {
    expect(cars(r)).toEqual({
      601: {
        slug: '2020-toyota-hilux-sr5-601',
        status: 'in_stock',
        reserved: false,
        sold: false,
        price: 32990,
        km: 42000,
        fuel: 'diesel',
        images: ['601/1.jpg', '601/2.jpg'],
        listed: true,
        shown: '$32,990',
      },
      602: {
        slug: '2019-mazda-3-602',
        status: 'in_stock',
        reserved: false,
        sold: false,
        price: 21990,
        km: 42000,
        fuel: 'petrol',
        images: ['602/1.jpg'],
        listed: true,
        shown: '$21,990',
      },
      603: {
        slug: '2017-ford-falcon-xr6-603',
        status: 'in_stock',
        reserved: false,
        sold: false,
        price: 12990,
        km: 150000,
        fuel: 'lpg',
        images: [],
        listed: true,
        shown: '$12,990',
      },
      // "7.500" with no feed.number_locale: read with a dot decimal mark (7.5), and counted below.
      604: {
        slug: '2022-toyota-camry-ascent-604',
        status: 'in_stock',
        reserved: true,
        sold: false,
        price: 34990,
        km: 7.5,
        fuel: 'hybrid',
        images: ['604/1.jpg'],
        listed: true,
        shown: '$34,990',
      },
      605: {
        slug: '2024-isuzu-d-max-ls-u-605',
        status: 'coming_soon',
        reserved: false,
        sold: false,
        price: 56990,
        km: 1500,
        fuel: 'hybrid',
        images: [],
        listed: true,
        shown: '$56,990',
      },
      // Delivered is sold; without a sold date it is outside the sold window.
      606: {
        slug: '2016-holden-commodore-sv6-606',
        status: 'sold',
        reserved: false,
        sold: false,
        price: 18990,
        km: 120500,
        fuel: 'petrol',
        images: [],
        listed: false,
        shown: '$18,990',
      },
      607: {
        slug: '2021-nissan-navara-st-607',
        status: 'in_stock',
        reserved: false,
        sold: false,
        price: null,
        km: null,
        fuel: 'diesel',
        images: [],
        listed: true,
        shown: 'Enquire for price',
      },
      608: {
        slug: '2023-suzuki-swift-gl-608',
        status: 'in_stock',
        reserved: false,
        sold: false,
        price: 19990,
        km: null,
        fuel: 'petrol',
        images: [],
        listed: true,
        shown: '$19,990',
      },
      609: {
        slug: '2018-vw-golf-110tsi',
        status: 'in_stock',
        reserved: false,
        sold: false,
        price: 22990,
        km: 77000,
        fuel: 'petrol',
        images: [],
        listed: true,
        shown: '$22,990',
      },
    });
  });

  it("other key names, placeholders and one-string lists read as the spec's fields", () => {
    const byId = Object.fromEntries(r.bundle.cars.map((c) => [c.id, c]));
    expect(byId[601]).toMatchObject({
      trans: 'Automatic',
      stocknum: 'T601',
      car_type: 'used',
      colour: null,
      created_at: '2026-04-03',
      features: ['Tow bar', 'Bull bar', 'Reverse camera'],
    });
    expect(byId[602]).toMatchObject({ badge: null, colour: 'Soul Red', features: ['Bluetooth', 'Cruise control'] });
    expect(byId[603]).toMatchObject({ colour: null, features: ['Airbags', 'ABS'], standardEquipment: null });
    expect(byId[605]).toMatchObject({ car_type: 'demo', colour: null });
    expect(byId[607]).toMatchObject({ trans: null, km: null });
    // No placeholder reaches a facet.
    const facets = r.bundle.cars.map(toSearchDocument).flatMap((d) => [d.colour, d.badge, d.transmission]);
    expect(facets.filter((v) => v && /^(n\/a|na|-+|tba|tbc|unknown)$/i.test(v))).toEqual([]);
  });

  it("the search index and both ad feeds hold each listed car once, with the page's price, km, fuel and photos", () => {
    const p = published(r);
    // TOYOTA (604) is published as Toyota; the feeds round its 7.5 km (read from "7.500" without a number locale) to whole km.
    expect(p.search).toEqual({
      601: { make: 'Toyota', price: 32990, km: 42000, fuel: ['Diesel', 'diesel'], condition: 'used', photos: ['601/1.jpg'] },
      602: { make: 'Mazda', price: 21990, km: 42000, fuel: ['ULP 95', 'petrol'], condition: 'used', photos: ['602/1.jpg'] },
      603: { make: 'Ford', price: 12990, km: 150000, fuel: ['LPG', 'lpg'], condition: 'used', photos: [] },
      604: { make: 'Toyota', price: 34990, km: 7.5, fuel: ['Petrol - Hybrid', 'hybrid'], condition: 'used', photos: ['604/1.jpg'] },
      605: { make: 'Isuzu', price: 56990, km: 1500, fuel: ['Diesel/Electric', 'hybrid'], condition: 'demo', photos: [] },
      607: { make: 'Nissan', price: null, km: null, fuel: ['Diesel', 'diesel'], condition: 'used', photos: [] },
      608: { make: 'Suzuki', price: 19990, km: null, fuel: ['Petrol', 'petrol'], condition: 'used', photos: [] },
      609: { make: 'Volkswagen', price: 22990, km: 77000, fuel: ['PULP', 'petrol'], condition: 'used', photos: [] },
    });
    expect(p.google).toEqual({
      601: 'left out: missing VIN, vehicle_price_type (price_type is not drive-away or excluding government charges)',
      602: { make: 'Mazda', price: '21990.00 AUD', km: '42000 km', fuel: 'gasoline', condition: 'used', photos: ['602/1.jpg'] },
      603: 'left out: missing image_link (no photo), VIN, vehicle_price_type (price_type is not drive-away or excluding government charges)',
      604: { make: 'Toyota', price: '34990.00 AUD', km: '8 km', fuel: 'hybrid', condition: 'used', photos: ['604/1.jpg'] },
      605: 'not advertised',
      607: 'left out: missing image_link (no photo), price (no price above $10), mileage (no odometer reading), VIN, vehicle_price_type (price_type is not drive-away or excluding government charges)',
      608: 'left out: missing image_link (no photo), mileage (no odometer reading), VIN, vehicle_price_type (price_type is not drive-away or excluding government charges)',
      609: 'left out: missing image_link (no photo), VIN, vehicle_price_type (price_type is not drive-away or excluding government charges)',
    });
    expect(p.meta).toEqual({
      601: 'left out: missing vin, exterior_color',
      602: { make: 'Mazda', price: '21990.00 AUD', km: '42000', fuel: 'PETROL', condition: 'USED', photos: ['602/1.jpg'] },
      603: 'left out: missing image[0].url (no photo), vin, exterior_color',
      604: { make: 'Toyota', price: '34990.00 AUD', km: '8', fuel: 'HYBRID', condition: 'USED', photos: ['604/1.jpg'] },
      605: 'not advertised',
      607: 'left out: missing image[0].url (no photo), price (no price above $10), mileage.value (no odometer reading), vin, exterior_color',
      608: 'left out: missing image[0].url (no photo), mileage.value (no odometer reading), vin, exterior_color',
      609: 'left out: missing image[0].url (no photo), vin, exterior_color',
    });
  });

  it('every warning, with its text; a caveat of the whole feed once', () => {
    expect(r.warnings).toEqual([
      'stock.json record #6 (607 / 2021-nissan-navara-st-607): price: expected a number, e.g. 32990, "32,990", "$32,990.00", "42,000 km", "150k", "32990.00 AUD"; found text (got "POA"); left empty',
      'stock.json record #7 (608 / 2023-suzuki-swift-gl-608): km: expected kilometres above 0 on a used car; found 0; left empty',
      'stock.json record #8 (609 / 2018-vw-golf-110tsi): slug: expected lowercase letters, digits and single hyphens; found "2018 VW Golf 110TSI"; read as "2018-vw-golf-110tsi"',
      'stock.json: odometr: not a Car field, ignored; did you mean `km`? (npm run feed:check proposes a mapping; docs/feed-format.md lists the fields and their other names); in 2 records, first record #1 (602 / 2019-mazda-3-602)',
      'stock.json: km: numbers such as "42,000" read either way (42 or 42000); read with a dot decimal mark and comma thousands (42000); set feed.number_locale ("dot_decimal" or "comma_decimal") in dealer.json to say which; in 5 records, first record #0 (601 / 2020-toyota-hilux-sr5-601)',
      'stock.json: dates: dates such as "03/04/2026" read either way (day or month first); read day first (DD/MM/YYYY); set feed.date_order ("dmy" or "mdy") in dealer.json to say which; in 2 records (created_at), first record #0 (601 / 2020-toyota-hilux-sr5-601)',
      'stock.json: slug: missing: made from year, make, model, badge and id (the same slug every build while those stay the same); in 8 records, first record #0 (601 / 2020-toyota-hilux-sr5-601)',
      'stock.json: price: numbers such as "21,990" read either way (21.99 or 21990); read with a dot decimal mark and comma thousands (21990); set feed.number_locale ("dot_decimal" or "comma_decimal") in dealer.json to say which; in 5 records, first record #1 (602 / 2019-mazda-3-602)',
    ]);
  });

  it('made slugs are the same on the next night', () => {
    expect(load('export-text.json').bundle.cars.map((c) => c.slug)).toEqual(r.bundle.cars.map((c) => c.slug));
  });
});

describe('a Unicode/edge export, read with feed.number_locale comma_decimal and feed.date_order mdy', () => {
  const r = load('export-unicode.json', { number_locale: 'comma_decimal', date_order: 'mdy' });

  it('each car as the pages read it', () => {
    expect(cars(r)).toEqual({
      'ŠK-701': {
        slug: '2021-skoda-octavia-rs-245-sk-701',
        status: 'in_stock',
        reserved: false,
        sold: false,
        price: 32990,
        km: 18500,
        fuel: 'petrol',
        images: ['701/1.jpg', '701/2.jpg'],
        listed: true,
        shown: '$32,990',
      },
      702: {
        slug: '2020-citroen-c5-aircross',
        status: 'in_stock',
        reserved: false,
        sold: false,
        price: 29990,
        km: 45000,
        fuel: 'diesel',
        images: ['702/1.jpg', '702/2.jpg'],
        listed: true,
        shown: '$29,990',
      },
      703: {
        slug: '2022-mercedes-benz-glc-300-4matic-703',
        status: 'coming_soon',
        reserved: false,
        sold: false,
        price: 89500.5,
        km: 1234,
        fuel: 'hybrid',
        images: ['703/1.avif'],
        listed: true,
        shown: '$89,500.50',
      },
      // Sold a year before NOW (epoch milliseconds): outside the sold window.
      704: {
        slug: '2019-peugeot-3008-gt-line-704',
        status: 'sold',
        reserved: false,
        sold: true,
        price: 24990,
        km: 61000,
        fuel: 'diesel',
        images: [],
        listed: false,
        shown: '$24,990',
      },
      // "7,5" is 7.5 (a decimal comma): no real price (10 or less), so the page asks for enquiries.
      705: {
        slug: '2018-renault-megane-r-s-280-705',
        status: 'in_stock',
        reserved: false,
        sold: false,
        price: 7.5,
        km: 92000,
        fuel: 'petrol',
        images: ['705/a,b.jpg', '705/2.jpg'],
        listed: true,
        shown: 'Enquire for price',
      },
      706: {
        slug: '2023-cupra-formentor-vzx-706',
        status: 'in_stock',
        reserved: false,
        sold: false,
        price: 64990,
        km: 5,
        fuel: 'plug_in_hybrid',
        images: [],
        listed: true,
        shown: '$64,990',
      },
      708: {
        slug: '2015-alfa-romeo-giulietta-708',
        status: 'in_stock',
        reserved: false,
        sold: false,
        price: 1234.56,
        km: 1234567,
        fuel: 'petrol',
        images: [],
        listed: true,
        shown: '$1,234.56',
      },
    });
  });

  it('month names, epoch times, the date order, objects for images and location, and lines for features', () => {
    const byId = Object.fromEntries(r.bundle.cars.map((c) => [c.id, c]));
    expect(byId['ŠK-701']).toMatchObject({
      make: 'Škoda',
      created_at: '2024-03-21',
      build_date: '2021-03',
      compliance_date: '2021-03',
      location_id: '102',
      location_name: 'Demo Motors Gold Coast',
      features: ['Matrix LED', 'Canton audio', 'Heated seats'],
    });
    expect(byId[702]).toMatchObject({
      created_at: '2024-03-21',
      images: [
        { url: 'https://cdn.example.com/702/1.jpg' },
        { url: 'https://cdn.example.com/702/2.jpg', thumb: { url: 'https://cdn.example.com/702/2-t.jpg' } },
      ],
    });
    expect(byId[703]!.created_at).toBe('2025-11-01T10:30:00Z');
    expect(byId[704]).toMatchObject({ sold_at: '2025-11-21T00:00:00Z', created_at: '2026-03-04' });
    expect(byId[708]!.created_at).toBe('2025-12-25');
    expect(toSearchDocument(byId[706]!).engine).toBe('1.4L');
  });

  it("the search index and both ad feeds hold each listed car once, with the page's price, km, fuel and photos", () => {
    const p = published(r);
    // Škoda keeps its diacritic everywhere; the $7.50 Mégane (705) is searchable but no ad (no price above $10).
    expect(p.search).toEqual({
      702: { make: 'Citroën', price: 29990, km: 45000, fuel: ['Diesel', 'diesel'], condition: 'used', photos: ['702/1.jpg'] },
      703: { make: 'Mercedes-Benz', price: 89500.5, km: 1234, fuel: ['Petrol/Electric', 'hybrid'], condition: 'used', photos: ['703/1.avif'] },
      705: { make: 'Renault', price: 7.5, km: 92000, fuel: ['Petrol', 'petrol'], condition: 'used', photos: ['705/a,b.jpg'] },
      706: { make: 'Cupra', price: 64990, km: 5, fuel: ['PHEV', 'plug_in_hybrid'], condition: 'new', photos: [] },
      708: { make: 'Alfa Romeo', price: 1234.56, km: 1234567, fuel: ['Petrol', 'petrol'], condition: 'used', photos: [] },
      'ŠK-701': { make: 'Škoda', price: 32990, km: 18500, fuel: ['Petrol', 'petrol'], condition: 'used', photos: ['701/1.jpg'] },
    });
    expect(p.google).toEqual({
      702: 'left out: missing VIN, vehicle_price_type (price_type is not drive-away or excluding government charges)',
      703: 'not advertised',
      705: 'left out: missing price (no price above $10), VIN (not a VIN: 17 letters and digits without I, O or Q), vehicle_price_type (price_type is not drive-away or excluding government charges)',
      706: 'left out: missing image_link (no photo), VIN, vehicle_price_type (price_type is not drive-away or excluding government charges)',
      708: 'left out: missing image_link (no photo), VIN, vehicle_price_type (price_type is not drive-away or excluding government charges)',
      'ŠK-701': { make: 'Škoda', price: '32990.00 AUD', km: '18500 km', fuel: 'gasoline', condition: 'used', photos: ['701/1.jpg', '701/2.jpg'] },
    });
    expect(p.meta).toEqual({
      702: 'left out: missing vin, exterior_color',
      703: 'not advertised',
      705: 'left out: missing price (no price above $10), vin (not a VIN: 17 letters and digits without I, O or Q), exterior_color',
      706: 'left out: missing image[0].url (no photo), vin, exterior_color',
      708: 'left out: missing image[0].url (no photo), vin, exterior_color',
      'ŠK-701': { make: 'Škoda', price: '32990.00 AUD', km: '18500', fuel: 'PETROL', condition: 'USED', photos: ['701/1.jpg', '701/2.jpg'] },
    });
  });

  it('every warning, with its text; the record without a readable name is the only one refused', () => {
    expect(r.warnings).toEqual([
      'stock.json record #1 (702 / 2020-citroen-c5-aircross): slug: expected lowercase letters, digits and single hyphens; found "2020-CITROËN-C5-Aircross"; read as "2020-citroen-c5-aircross"',
      'stock.json record #2 (703 / 2022-mercedes-benz-glc-300-4matic-703): images[1]: expected a URL string or an object with `url` (or `src`, `href`, `image.url`, `large`, `original`); found an object with keys `alt`, `caption` (got {"alt":"Side","caption":"Side view"}); item left out',
      'stock.json record #4 (705 / 2018-renault-megane-r-s-280-705): vin: expected 17 letters and digits without I, O or Q (ISO 3779); found "VF1RFB00X5I012345" (17 characters); kept (an older import\'s chassis number is no VIN, but it is the dealer\'s to show)',
      'stock.json: slug: missing: made from year, make, model, badge and id (the same slug every build while those stay the same); in 6 records, first record #0 (ŠK-701 / 2021-skoda-octavia-rs-245-sk-701)',
    ]);
    expect(r.skipped).toEqual(['stock.json record #6 (id 707): name: required (got "N/A")']);
  });
});
