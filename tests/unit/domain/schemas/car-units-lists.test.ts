import { describe, expect, it } from 'vitest';
import { parseCar, type CarReadOptions } from '../../../../src/domain/schemas';
import { formatPath } from '../../../../src/domain/schemas/friendly-errors';
import { splitGluedUrls, splitUrlList } from '../../../../src/domain/schemas/car-shapes';

/*
 * Units and lists as dealer exports send them: miles, a unit key beside the odometer, { value, unit } and
 * { amount, currency } objects, images with an order key, `;` lists, URLs run together, http photos, and a Variant
 * column that is the badge. docs/feed-format.md, "Units" and "Shapes".
 */

const BASE = { id: 'U1011', slug: 'u1011', name: '2019 Toyota Camry Ascent', year: 2019, make: 'Toyota', model: 'Camry', car_type: 'used' };
// The dealer's number_locale set, so "50,300" reads one way without its own note.
const read = (extra: Record<string, unknown>, options: CarReadOptions = {}) => parseCar({ ...BASE, ...extra }, { number_locale: 'dot_decimal', ...options });
const warningsOf = (r: ReturnType<typeof parseCar>) => r.warnings.map((w) => `${formatPath(w.path)}: ${w.message}`);
const countedOf = (r: ReturnType<typeof parseCar>) => r.counted.map((n) => `${n.field}: ${n.message}`);

describe('distances in miles are kilometres', () => {
  it.each([
    [{ mileage: 62500, mileage_unit: 'mi' }, 100584],
    [{ mileage: '62,500', Mileage_Unit: 'Miles' }, 100584],
    [{ odometer: 50300, 'Odometer Units': 'MI' }, 80950],
    [{ km: 50300, km_unit: 'mi' }, 80950],
    [{ kms: 50300, distance_unit: 'mls' }, 80950],
    [{ odometer: 50300, unit: 'mi' }, 80950],
    [{ odometer: { value: 62500, unit: 'mi' } }, 100584],
    [{ odometer: { reading: '50,300', uom: 'miles' } }, 80950],
    [{ odometer: { value: 50300 }, odometer_unit: 'mi' }, 80950],
    [{ km: '50300 mi' }, 80950],
    [{ mileage: '50,300 miles' }, 80950],
  ])('%j is %i km, noted once for the feed', (extra, km) => {
    const r = read(extra);
    expect(r.warnings).toEqual([]);
    expect(r.unknownKeys).toEqual([]);
    expect(r.data!.km).toBe(km);
    expect(countedOf(r)).toEqual(['km: read in miles and converted to km (× 1.609344, rounded to whole km)']);
  });

  it('a km unit, or text naming its own unit, is read as it is, without a note', () => {
    for (const extra of [
      { odometer: 42000, odometer_unit: 'km' },
      { odometer: { value: '42,000', unit: 'KMS' } },
      { mileage: '42,000 km', mileage_unit: 'mi' },
    ]) {
      const r = read(extra);
      expect([r.data!.km, r.counted, r.unknownKeys]).toEqual([42000, [], []]);
    }
  });

  it('a unit that is no distance leaves km empty with a warning; a bare `unit` that is no distance stays an unknown key', () => {
    const hours = read({ odometer: 1200, odometer_unit: 'hours' });
    expect(hours.data!.km).toBeNull();
    expect(warningsOf(hours)).toEqual(['km: expected a distance in km or miles; found the unit "hours" (got {"value":1200,"unit":"hours"}); left empty']);
    expect(read({ km: 42000, unit: 'Unit 4, Yard B' })).toMatchObject({ data: { km: 42000 }, unknownKeys: [{ key: 'unit' }] });
  });
});

describe('prices given as { amount, currency }', () => {
  it('read as the number, in any price field', () => {
    const r = read(
      { price: { amount: 32990, currency: 'AUD' }, before_price: { value: '35,990.00', currency: 'aud' }, offer_price: { amount: '31990' } },
      { currency: 'AUD' },
    );
    expect(r.warnings).toEqual([]);
    expect(r.data).toMatchObject({ price: 32990, before_price: 35990, offer_price: 31990 });
  });

  it("another currency than the site's is a warning, and the price is left empty", () => {
    const r = read({ price: { amount: 25000, currency: 'USD' } }, { currency: 'AUD' });
    expect(r.data!.price).toBeNull();
    expect(warningsOf(r)).toEqual([
      `price: expected an amount in AUD, the site's currency; found one in USD (got {"amount":25000,"currency":"USD"}); left empty`,
    ]);
  });
});

describe('image lists', () => {
  it('sorted by their order key (any case, numeric, stable; images without one last)', () => {
    const r = read({
      photos: [
        { url: 'https://cdn.example.com/u1011/3.jpg', Order: '3' },
        { url: 'https://cdn.example.com/u1011/10.jpg', Order: 10 },
        { url: 'https://cdn.example.com/u1011/none.jpg' },
        { url: 'https://cdn.example.com/u1011/1.jpg', Order: 1 },
        { url: 'https://cdn.example.com/u1011/2.jpg', Order: 2 },
      ],
    });
    expect(r.data!.images.map((i) => i.url.split('/').pop())).toEqual(['1.jpg', '2.jpg', '3.jpg', '10.jpg', 'none.jpg']);
    for (const key of ['position', 'SEQUENCE', 'sortOrder', 'display_order', 'index', 'rank']) {
      const images = read({
        images: [
          { url: '/b.jpg', [key]: 2 },
          { url: '/a.jpg', [key]: 1 },
        ],
      }).data!.images;
      expect(images.map((i) => i.url)).toEqual(['/a.jpg', '/b.jpg']);
    }
  });

  it('`;` separates photo URLs, as `,` and `|` do; a `;` inside a URL stays', () => {
    expect(splitUrlList('https://cdn.example.com/1.jpg;https://cdn.example.com/2.jpg; /dealer/3.jpg')).toEqual([
      'https://cdn.example.com/1.jpg',
      'https://cdn.example.com/2.jpg',
      '/dealer/3.jpg',
    ]);
    expect(splitUrlList('https://cdn.example.com/1.jpg;v=2')).toEqual(['https://cdn.example.com/1.jpg;v=2']);
    const r = read({ images: 'https://cdn.example.com/1.jpg;https://cdn.example.com/2.jpg', thumbnails: '/t/1.jpg;/t/2.jpg' });
    expect(r.data!.images).toEqual([{ url: 'https://cdn.example.com/1.jpg' }, { url: 'https://cdn.example.com/2.jpg' }]);
    expect(r.data!.thumbnails).toEqual(['/t/1.jpg', '/t/2.jpg']);
  });

  it('two URLs run together are split when each is whole (counted); else that photo is left out with a warning', () => {
    const r = read({ images: ['https://a.example/1.jpghttps://a.example/2.jpg', 'https://a.example/3.jpg'] });
    expect(r.data!.images.map((i) => i.url)).toEqual(['https://a.example/1.jpg', 'https://a.example/2.jpg', 'https://a.example/3.jpg']);
    expect(countedOf(r)).toEqual(['images: photo URLs run together without a separator ("https://…/1.jpghttps://…/2.jpg") were split into their URLs']);
    const broken = read({ images: [{ url: 'https://a.example/1.jpghttps://' }, '/ok.jpg'], primary_image_url: 'https://a.example/p.jpghttp://b' });
    expect(broken.data!.images).toEqual([{ url: '/ok.jpg' }]);
    expect(broken.data!.primary_image_url).toBeNull();
    expect(warningsOf(broken)).toEqual([
      'images[0].url: expected one photo URL; found a second URL run into it at character 24 ("https://"): photos need a separator (, ; | or a line break) (got "https://a.example/1.jpghttps://"); images[0] left out',
      'primary_image_url: expected one photo URL; found a second URL run into it at character 24 ("http://b"): photos need a separator (, ; | or a line break) (got "https://a.example/p.jpghttp://b"); left empty',
    ]);
  });

  it("a URL inside an image service's address is one photo", () => {
    for (const url of [
      'https://img.example.com/fetch/https://dealer.example.com/1.jpg',
      'https://img.example.com/?url=https://dealer.example.com/1.jpg&w=800',
    ]) {
      expect(splitGluedUrls(url)).toBeNull();
      const r = read({ images: [url] });
      expect([r.data!.images, r.warnings, r.counted]).toEqual([[{ url }], [], []]);
    }
  });

  it('http:// photos are read as https:// everywhere a photo is, noted once', () => {
    const r = read({
      images: [{ url: 'http://cdn.example.com/1.jpg', thumb: 'HTTP://cdn.example.com/1t.jpg' }],
      thumbnails: ['http://cdn.example.com/t1.jpg'],
      primary_image_url: 'http://cdn.example.com/1.jpg',
      spin_images: 'http://cdn.example.com/s1.jpg|http://cdn.example.com/s2.jpg',
      spin_interior_image: 'http://cdn.example.com/in.jpg',
      video_url: 'http://video.example.com/1',
    });
    expect(r.warnings).toEqual([]);
    expect(r.data).toMatchObject({
      images: [{ url: 'https://cdn.example.com/1.jpg', thumb: { url: 'https://cdn.example.com/1t.jpg' } }],
      thumbnails: ['https://cdn.example.com/t1.jpg'],
      primary_image_url: 'https://cdn.example.com/1.jpg',
      spin_images: ['https://cdn.example.com/s1.jpg', 'https://cdn.example.com/s2.jpg'],
      spin_interior_image: 'https://cdn.example.com/in.jpg',
      // Not a photo: a link is the dealer's to give.
      video_url: 'http://video.example.com/1',
    });
    expect(r.counted.map((n) => [n.field, n.kind])).toEqual([['photos', 'https']]);
  });
});

describe('a Variant given as text', () => {
  it('is the badge when the record has none, without a warning', () => {
    const r = read({ Variant: 'Ascent Sport' });
    expect([r.data!.badge, r.data!.variant, r.warnings, r.unknownKeys]).toEqual(['Ascent Sport', null, [], []]);
    expect(read({ variant: 'SX' }).data!.badge).toBe('SX');
  });

  it('beside a different badge is reported as another name of badge; the same text is no news', () => {
    expect(read({ badge: 'Ascent', Variant: 'Ascent Sport' })).toMatchObject({
      data: { badge: 'Ascent', variant: null },
      warnings: [],
      unknownKeys: [{ key: 'variant', duplicateOf: 'badge' }],
    });
    expect(read({ badge: 'Ascent', variant: 'Ascent' }).unknownKeys).toEqual([]);
  });

  it('the variant object of engine details is read as before', () => {
    expect(read({ variant: { cylinders: 4, enginesize: '2.5' } }).data!.variant).toEqual({ cylinders: '4', enginesize: '2.5' });
  });
});
