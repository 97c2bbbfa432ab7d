import { describe, expect, it } from 'vitest';
import { carKeys, parseCar, type CarReadOptions } from '../../../../src/domain/schemas';
import { KEY_ALIASES } from '../../../../src/domain/schemas/car-keys';
import { STATUS_WORDS } from '../../../../src/domain/schemas/car-status';
import { formatPath } from '../../../../src/domain/schemas/friendly-errors';
import { PLACEHOLDERS } from '../../../../src/domain/schemas/feed-values';

/*
 * The shapes of docs/feed-format.md that real dealer exports send beyond the spec's own: one test per row of each
 * table (status words, placeholders, key names, number locales, date orders, image keys, implausible values).
 */

const BASE = { id: 7, slug: 'a-b', name: 'A B', year: 2020, make: 'A', model: 'B', car_type: 'used', created_at: '2026-01-01' };
const read = (extra: Record<string, unknown>, options?: CarReadOptions) => parseCar({ ...BASE, ...extra }, options);
const warningsOf = (r: ReturnType<typeof parseCar>) => r.warnings.map((w) => `${formatPath(w.path)}: ${w.message}`);

describe('car type words of dealer systems', () => {
  it('read as the spec value in any case and spacing; certified pre-owned is used and certified', () => {
    const typeOf = (car_type: string) => {
      const r = read({ car_type });
      expect(r.errors, car_type).toEqual([]);
      return [r.data!.car_type, r.data!.certified];
    };
    for (const word of ['Pre-Owned', 'PREOWNED', 'pre owned', 'Used Vehicle', 'used car', 'Second-hand']) expect(typeOf(word), word).toEqual(['used', false]);
    for (const word of ['Certified Pre-Owned', 'CERTIFIED USED', 'Certified']) expect(typeOf(word), word).toEqual(['used', true]);
    for (const word of ['Demonstrator', 'ex-demo', 'EX DEMO', 'Demo Vehicle', 'demo']) expect(typeOf(word), word).toEqual(['demo', false]);
    for (const word of ['Brand New', 'NEW', ' new vehicle ']) expect(typeOf(word), word).toEqual(['new', false]);
    // A certified flag the record gives itself wins over the one the car type implies.
    expect(read({ car_type: 'Certified Pre-Owned', certified: 'no' }).data!.certified).toBe(false);
  });

  it('words that name no type, or two, still refuse the record', () => {
    for (const word of ['nearly-new', 'used demo', 'vehicle', 'ex']) {
      expect(
        read({ car_type: word }).errors.map((e) => `${formatPath(e.path)}: ${e.message}`),
        word,
      ).toEqual([expect.stringMatching(/^car_type: must be new, used or demo/)]);
    }
  });
});

describe('status words', () => {
  it.each(Object.entries(STATUS_WORDS))('%s', (word, entry) => {
    const spelt = word.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
    for (const input of [word, spelt, word.toUpperCase()]) {
      const r = read({ status: input });
      expect(r.warnings).toEqual([]);
      expect(r.data!.status).toBe(entry.status);
      expect(r.data!.reserved).toBe(!!entry.reserved);
    }
  });

  it('the words of the issue map as documented', () => {
    const statusOf = (s: string) => [read({ status: s }).data!.status, read({ status: s }).data!.reserved];
    expect(['Available', 'Active', 'instock', 'In Stock', 'For Sale', 'Current'].map(statusOf)).toEqual(Array(6).fill(['in_stock', false]));
    expect(['Reserved', 'Under Offer', 'Deposit Taken'].map(statusOf)).toEqual(Array(3).fill(['in_stock', true]));
    expect(['Coming Soon', 'In Transit', 'On Order', 'Incoming'].map(statusOf)).toEqual(Array(4).fill(['coming_soon', false]));
    expect(['Sold', 'Delivered'].map(statusOf)).toEqual(Array(2).fill(['sold', false]));
  });

  it("another word is kept (so the site hides the car), without a value warning: the listing's account names it with its cars", () => {
    const r = read({ status: 'Pending Approval' });
    expect(r.data!.status).toBe('pending_approval');
    expect(r.warnings).toEqual([]);
  });

  it('`sold` given as a date: sold, and the date is sold_at when that is missing', () => {
    expect(read({ sold: '2026-10-03' }).data).toMatchObject({ sold: true, sold_at: '2026-10-03' });
    expect(read({ sold: '03/10/2026' }).data).toMatchObject({ sold: true, sold_at: '2026-10-03' });
    expect(read({ sold: 1790000000 }).data).toMatchObject({ sold: true, sold_at: '2026-09-21T14:13:20Z' });
    expect(read({ sold: '2026-10-03', sold_at: '2026-10-01' }).data).toMatchObject({ sold: true, sold_at: '2026-10-01' });
    expect(read({ sold: 'Y' }).data).toMatchObject({ sold: true, sold_at: null });
    expect(read({ sold: '2026-10-03' }).warnings).toEqual([]);
  });
});

describe('placeholders are missing values', () => {
  it.each([...PLACEHOLDERS, 'N/A', ' TBA ', 'Unknown', '--'])('%j in text, number, date and list fields', (p) => {
    const r = read({ badge: p, colour: p, price_type: p, dealercomments: p, tag: p, drive: p, price: p, km: p, rego_expiry: p, vin: p, features: ['ABS', p] });
    expect(r.warnings).toEqual([]);
    expect(r.data).toMatchObject({
      badge: null,
      colour: null,
      price_type: null,
      dealercomments: null,
      tag: null,
      drive: null,
      price: null,
      km: null,
      rego_expiry: null,
      vin: null,
      features: ['ABS'],
    });
  });

  it('a required field that is a placeholder refuses the record', () => {
    expect(read({ make: 'N/A' }).errors.map((e) => formatPath(e.path))).toEqual(['make']);
  });
});

describe('numbers that read two ways: feed.number_locale', () => {
  const number = (km: string, options?: CarReadOptions) => {
    const r = read({ km }, options);
    return { km: r.data!.km, counted: r.counted.map((n) => n.kind) };
  };
  it('unset: read with a dot decimal mark, and counted', () => {
    expect(number('7.500')).toEqual({ km: 7.5, counted: ['ambiguous-number'] });
    expect(number('7,500')).toEqual({ km: 7500, counted: ['ambiguous-number'] });
    expect(read({ km: '7.500' }).counted[0]!.message).toBe(
      'numbers such as "7.500" read either way (7.5 or 7500); read with a dot decimal mark and comma thousands (7.5); set feed.number_locale ("dot_decimal" or "comma_decimal") in dealer.json to say which',
    );
  });
  it('dot_decimal: 7.500 is 7.5 and 7,500 is 7500, without a warning', () => {
    expect(number('7.500', { number_locale: 'dot_decimal' })).toEqual({ km: 7.5, counted: [] });
    expect(number('7,500', { number_locale: 'dot_decimal' })).toEqual({ km: 7500, counted: [] });
  });
  it('comma_decimal: 7.500 is 7500 and 7,500 is 7.5, without a warning', () => {
    expect(number('7.500', { number_locale: 'comma_decimal' })).toEqual({ km: 7500, counted: [] });
    expect(number('7,500', { number_locale: 'comma_decimal' })).toEqual({ km: 7.5, counted: [] });
  });
  it('a number that reads one way only is read that way, whatever the setting', () => {
    for (const locale of [undefined, 'dot_decimal', 'comma_decimal'] as const) {
      expect(number('1.234,56', { number_locale: locale })).toEqual({ km: 1234.56, counted: [] });
      expect(number('1,234.56', { number_locale: locale })).toEqual({ km: 1234.56, counted: [] });
      expect(number('42,000,000', { number_locale: locale }).counted).toEqual([]);
      expect(number('7,5', { number_locale: locale })).toEqual({ km: 7.5, counted: [] });
      expect(number('0.500', { number_locale: locale })).toEqual({ km: 0.5, counted: [] });
    }
  });
  it('cents are kept', () => {
    expect(read({ price: '10.01' }).data!.price).toBe(10.01);
    expect(read({ price: 10.01 }).data!.price).toBe(10.01);
    expect(read({ price: '$32,990.50' }).data!.price).toBe(32990.5);
  });
});

describe('dates that read two ways: feed.date_order', () => {
  it('unset: day first, counted in one group for the feed (not per field)', () => {
    const r = read({ created_at: '03/04/2027', sold_at: '05/06/2027' });
    expect(r.data).toMatchObject({ created_at: '2027-04-03', sold_at: '2027-06-05' });
    expect(r.counted.map((n) => [n.kind, n.group])).toEqual([
      ['ambiguous-date', 'dates'],
      ['ambiguous-date', 'dates'],
    ]);
    expect(r.warnings).toEqual([]);
  });
  it('dmy and mdy read it their way, without a warning', () => {
    expect(read({ created_at: '03/04/2027' }, { date_order: 'dmy' })).toMatchObject({ data: { created_at: '2027-04-03' }, counted: [] });
    expect(read({ created_at: '03/04/2027' }, { date_order: 'mdy' })).toMatchObject({ data: { created_at: '2027-03-04' }, counted: [] });
  });
  it('a date that can only be read one way is read that way, without a warning', () => {
    expect(read({ created_at: '25/04/2027' }, { date_order: 'mdy' })).toMatchObject({ data: { created_at: '2027-04-25' }, counted: [] });
    expect(read({ created_at: '04/25/2027' })).toMatchObject({ data: { created_at: '2027-04-25' }, counted: [] });
    expect(read({ created_at: '04/04/2027' })).toMatchObject({ data: { created_at: '2027-04-04' }, counted: [] });
  });
});

describe('shapes', () => {
  it('images: objects with other URL keys; a key-less object names the keys found', () => {
    const r = read({ images: [{ src: 'https://x.example/1.jpg', alt: 'Front' }, { alt: 'Side', caption: 'x' }, { image: { url: '/3.jpg' } }] });
    expect(r.data!.images).toEqual([{ url: 'https://x.example/1.jpg' }, { url: '/3.jpg' }]);
    expect(warningsOf(r)).toEqual([
      'images[1]: expected a URL string or an object with `url` (or `src`, `href`, `image.url`, `large`, `original`); found an object with keys `alt`, `caption` (got {"alt":"Side","caption":"x"}); item left out',
    ]);
  });
  it('images as one comma-separated string', () => {
    expect(read({ images: 'https://x.example/1.jpg,https://x.example/2.jpg' }).data!.images).toEqual([
      { url: 'https://x.example/1.jpg' },
      { url: 'https://x.example/2.jpg' },
    ]);
  });
  it('features as one string split by |, ; or line breaks', () => {
    expect(read({ features: 'ABS|Cruise' }).data!.features).toEqual(['ABS', 'Cruise']);
    expect(read({ features: 'ABS; Cruise' }).data!.features).toEqual(['ABS', 'Cruise']);
    expect(read({ features: 'ABS\r\nCruise\n' }).data!.features).toEqual(['ABS', 'Cruise']);
  });
  it("standardEquipment as a plain list: its items are features (after the feed's own)", () => {
    const r = read({ features: ['Tow bar'], standardEquipment: ['ABS', 'Airbags'] });
    expect(r.data).toMatchObject({ features: ['Tow bar', 'ABS', 'Airbags'], standardEquipment: null });
    expect(r.warnings).toEqual([]);
  });
  it('location as an object { id, name }: location_id and location_name when missing', () => {
    expect(read({ location: { id: 101, name: 'Brisbane' } }).data).toMatchObject({ location_id: '101', location_name: 'Brisbane', location: 'Brisbane' });
    expect(read({ location: { id: 101, name: 'Brisbane' }, location_name: 'Demo Brisbane' }).data).toMatchObject({
      location_id: '101',
      location_name: 'Demo Brisbane',
    });
  });
  it('an object where another shape was expected names what it found', () => {
    expect(warningsOf(read({ variant: ['V6'] }))).toEqual([
      'variant: expected an object (cylinders, enginesize, fuelconsumptioncombined...); found a list (got ["V6"]); left empty',
    ]);
  });
});

describe('slugs', () => {
  it('a missing slug is made from year, make, model, badge and id, the same every time, counted once per feed', () => {
    const car = { id: 'A-77', name: 'Škoda Octavia', year: 2021, make: 'Škoda', model: 'Octavia', badge: 'RS 245', car_type: 'used' };
    const r = parseCar(car);
    expect(r.data!.slug).toBe('2021-skoda-octavia-rs-245-a-77');
    expect(parseCar({ ...car, price: 1 }).data!.slug).toBe(r.data!.slug);
    expect(r.warnings).toEqual([]);
    expect(r.counted.map((n) => `${n.field}: ${n.message}`)).toEqual([
      'slug: missing: made from year, make, model, badge and id (the same slug every build while those stay the same)',
    ]);
    expect(parseCar({ ...car, badge: null, slug: 'N/A' }).data!.slug).toBe('2021-skoda-octavia-a-77');
  });
  it('an uppercase or spaced slug is tidied with a warning', () => {
    const r = read({ slug: '2021 Mazda CX-5 ' });
    expect(r.data!.slug).toBe('2021-mazda-cx-5');
    expect(warningsOf(r)).toEqual(['slug: expected lowercase letters, digits and single hyphens; found "2021 Mazda CX-5"; read as "2021-mazda-cx-5"']);
  });
  it('a slug made from a 1,000-character make, model and badge is at most 80 characters, cut at a hyphen, the id at the end', () => {
    const long = (word: string) => `${word} `.repeat(200).trim(); // 999 characters
    const car = { id: 'A-77', name: 'Long', year: 2021, make: long('Make'), model: long('Model'), badge: long('Badge'), car_type: 'used' };
    const slug = parseCar(car).data!.slug;
    expect(slug).toBe(`2021-${'make-'.repeat(14)}a-77`);
    expect(slug.length).toBeLessThanOrEqual(80);
    // Two cars alike but for the id keep two slugs.
    expect(parseCar({ ...car, id: 'A-78' }).data!.slug).toBe(`2021-${'make-'.repeat(14)}a-78`);
  });
  it('a given slug longer than 80 characters is cut the same way, with a counted warning', () => {
    const r = read({ id: 'st-9', slug: `${'ford-ranger-wildtrak-'.repeat(10)}st-9` });
    expect(r.data!.slug).toBe(`${'ford-ranger-wildtrak-'.repeat(3)}ford-ranger-st-9`);
    expect(r.warnings).toEqual([]);
    expect(r.counted.map((n) => `${n.field}: ${n.message}`)).toEqual(['slug: longer than 80 characters: cut at a hyphen, the id kept at the end']);
    // A long slug that does not end with the id gets it added; a tidied one is cut too.
    expect(read({ id: 9, slug: 'x'.repeat(300) }).data!.slug).toBe(`${'x'.repeat(78)}-9`);
    expect(read({ id: 9, slug: 'X'.repeat(300) }).data!.slug).toBe(`${'x'.repeat(78)}-9`);
  });
});

describe('implausible values: a warning, and the car keeps its page', () => {
  const now = new Date('2026-11-21T00:00:00Z');
  it.each([
    [{ price: -5 }, 'price', null, 'price: expected an amount above $0; found -$5; left empty'],
    [{ price: 999_999_999 }, 'price', null, 'price: expected at most $2,000,000 (dealer.json feed.max_price); found $999,999,999; left empty'],
    [{ offer_price: -1 }, 'offer_price', null, 'offer_price: expected an amount above $0; found -$1; left empty'],
    [{ km: -10 }, 'km', null, 'km: expected kilometres from 0; found -10; left empty'],
    [{ km: 0 }, 'km', null, 'km: expected kilometres above 0 on a used car; found 0; left empty'],
    [{ km: 2_500_000 }, 'km', null, 'km: expected at most 2,000,000 km; found 2,500,000; left empty'],
    [{ year: 2031 }, 'year', 2031, "year: expected a year from 1900 to 2028 (next year + 1); found 2031; kept (it is part of the car's name)"],
    [{ year: 1850 }, 'year', 1850, "year: expected a year from 1900 to 2028 (next year + 1); found 1850; kept (it is part of the car's name)"],
    [
      { vin: 'JTMBFREV70D01234' },
      'vin',
      'JTMBFREV70D01234',
      'vin: expected 17 letters and digits without I, O or Q (ISO 3779); found "JTMBFREV70D01234" (16 characters); kept (an older import\'s chassis number is no VIN, but it is the dealer\'s to show)',
    ],
    [
      { vin: 'JTMBFREV70D0I2345' },
      'vin',
      'JTMBFREV70D0I2345',
      'vin: expected 17 letters and digits without I, O or Q (ISO 3779); found "JTMBFREV70D0I2345" (17 characters); kept (an older import\'s chassis number is no VIN, but it is the dealer\'s to show)',
    ],
  ])('%j', (extra, field, value, warning) => {
    const r = read(extra, { now });
    expect(r.data![field as 'price']).toBe(value);
    expect(warningsOf(r)).toEqual([warning]);
  });
  it('a price of 0 is how dealer systems say "no price set": read as blank, with no warning (the page shows the no-price text)', () => {
    const r = read({ price: 0, offer_price: '0', subscription_price: 0 }, { now });
    expect(r.data).toMatchObject({ price: null, offer_price: null, subscription_price: 0 });
    expect(warningsOf(r)).toEqual([]);
  });
  it("feed.max_price is the dealer's", () => {
    expect(read({ price: 2_500_000 }, { max_price: 5_000_000 }).data!.price).toBe(2_500_000);
    expect(read({ price: 150_000 }, { max_price: 100_000 }).data!.price).toBeNull();
  });
  it('a new car with 0 km, next year + 1, a good VIN and prices up to the maximum pass', () => {
    const r = read({ car_type: 'new', km: 0, year: 2028, vin: 'jtmbfrev70d012345', price: 2_000_000 }, { now });
    expect(r.warnings).toEqual([]);
    expect(r.data).toMatchObject({ km: 0, year: 2028, price: 2_000_000 });
  });
  it('photos that are not JPEG, PNG, WebP or AVIF are left out; a URL without an extension passes', () => {
    const r = read({
      images: ['https://x.example/1.jpg', 'https://x.example/2.heic', 'https://x.example/3.png?w=2', 'https://img.example/p/4', 'https://x.example/5.TIFF'],
    });
    expect(r.data!.images.map((i) => i.url)).toEqual(['https://x.example/1.jpg', 'https://x.example/3.png?w=2', 'https://img.example/p/4']);
    expect(warningsOf(r)).toEqual([
      'images[1].url: expected a JPEG, PNG, WebP or AVIF photo; found a .heic file (got "https://x.example/2.heic"); images[1] left out',
      'images[4].url: expected a JPEG, PNG, WebP or AVIF photo; found a .tiff file (got "https://x.example/5.TIFF"); images[4] left out',
    ]);
  });
});

describe('key names', () => {
  const sample: Record<string, unknown> = {
    id: 9,
    name: 'N',
    year: 2020,
    make: 'M',
    model: 'X',
    car_type: 'used',
    badge: 'GT',
    colour: 'Red',
    interior_colour: 'Black',
    km: 42000,
    price: 32990,
    before_price: 35000,
    offer_price: 31990,
    status: 'sold',
    created_at: '2026-01-02',
    updated_at: '2026-01-03',
    sold_at: '2026-01-04',
    stocknum: 'S1',
    vin: 'JTMBFREV70D012345',
    regplate: 'ABC123',
    rego_expiry: '2027-01-01',
    fuel: 'Diesel',
    body: 'Ute',
    trans: 'Auto',
    gearnum: '6',
    drive: '4x4',
    seats: 5,
    doors: 4,
    engine_size: '2800',
    engine_size_litres: '2.8',
    location_name: 'Yard 2',
    dealercomments: 'Nice',
    images: [{ url: '/1.jpg' }],
    primary_image_url: '/p.jpg',
    thumbnails: ['/t.jpg'],
    video_url: 'https://v.example/1',
    features: ['ABS'],
  };
  const rows = Object.entries(KEY_ALIASES).flatMap(([field, aliases]) => aliases.map((alias) => [alias, field] as const));
  it.each(rows)('%s is read as %s', (alias, field) => {
    const raw: Record<string, unknown> = { ...BASE, [alias]: sample[field] };
    if (field in BASE && field !== alias) delete raw[field];
    const r = parseCar(raw);
    expect(r.errors).toEqual([]);
    expect(r.unknownKeys).toEqual([]);
    expect(parseCar({ ...BASE, [field]: sample[field] }).data![field as 'km']).toEqual(r.data![field as 'km']);
  });
  it('any letter case and separator: Price, PRICE, Stock-Number, Simple Fuel', () => {
    const r = parseCar({ ...BASE, Price: '32,990', PRICE: 1, 'Stock-Number': 'S1', 'Simple Fuel': 'Diesel', Transmission: 'Automatic' });
    expect(r.data).toMatchObject({ price: 32990, stocknum: 'S1', simple_fuel: 'Diesel', trans: 'Automatic' });
    // PRICE is a second spelling of a field the record already has: reported, not used.
    expect(r.unknownKeys).toEqual([{ key: 'PRICE', duplicateOf: 'price' }]);
  });
  it("the spec's own key wins over another name", () => {
    expect(parseCar({ ...BASE, km: 10, odometer: 20 })).toMatchObject({ data: { km: 10 }, unknownKeys: [{ key: 'odometer', duplicateOf: 'km' }] });
  });
  it('a key that is neither is reported, with the closest field', () => {
    expect(parseCar({ ...BASE, odometr: 5, internal_ref: 'x' }).unknownKeys).toEqual([{ key: 'odometr' }, { key: 'internal_ref' }]);
    expect(carKeys.closest('odometr')).toEqual({ field: 'km', near: true });
    expect(carKeys.closest('pricee')).toEqual({ field: 'price', near: true });
    expect(carKeys.closest('colur')).toEqual({ field: 'colour', near: true });
    expect(carKeys.closest('dealer_internal_reference')).toMatchObject({ near: false });
  });
});
