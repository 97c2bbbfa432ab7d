import { describe, expect, it } from 'vitest';
import { causeLine, groupLeftOutCauses, leftOutCause, leftOutCauseLines } from '../../../src/domain/inventory-feeds/left-out-causes';
import type { FeedSummary } from '../../../src/domain/inventory-feeds/vehicle-values';

const GOOGLE_PHOTO = (n: number) =>
  `image_link (no photo the platform takes: ${n} SVG left out; Merchant Center disapproves an offer without an image it can read)`;
const META_PHOTO = (n: number) => `image[0].url (no photo the platform takes: ${n} SVG left out; Meta rejects a vehicle without an image it can read)`;
const car = (i: number, missing: string[]) => ({ id: String(i), slug: `car-${i}`, name: `Car ${i}`, missing });
const summary = (over: Partial<FeedSummary>): FeedSummary => ({ rows: 0, leftOut: [], photosLeftOut: [], notAdvertised: {}, ...over });

describe('leftOutCause: one platform-neutral cause per missing field, per-car figures dropped', () => {
  it('reads each platform field in the words a dealer reads', () => {
    expect(
      [
        GOOGLE_PHOTO(5),
        META_PHOTO(4),
        'image_link (no photo)',
        'price (no price above $10)',
        'mileage (no odometer reading)',
        'mileage.value (no odometer reading)',
        'VIN',
        'vin (not a VIN: 17 letters and digits without I, O or Q)',
        'store_code (no location)',
        'address (no location)',
        'exterior_color',
        "id (stock number A1 is also car 2021-mazda-3's)",
        'address.city (location north)',
      ].map(leftOutCause),
    ).toEqual([
      'photos are SVG',
      'photos are SVG',
      'no photo',
      'no price above $10',
      'no odometer reading',
      'no odometer reading',
      'no VIN',
      'VIN is not a valid VIN',
      'no location',
      'no location',
      'no colour',
      'stock number already used by another car',
      'missing address.city (location north)',
    ]);
  });

  it('names every refused type of a car once: "5 SVG, EPS left out" is SVG/EPS', () => {
    expect(leftOutCause('image_link (no photo the platform takes: 5 SVG, EPS left out; Merchant Center …)')).toBe('photos are SVG/EPS');
  });
});

describe('groupLeftOutCauses: one group per cause, the feeds that share it on the same cars in one', () => {
  // 100 cars, every one left out of both feeds for SVG photos (4 or 5 each: the count is per car, the cause is not).
  const cars = Array.from({ length: 100 }, (_, i) => i + 1);
  const google = summary({ leftOut: cars.map((i) => car(i, [GOOGLE_PHOTO(4 + (i % 2))])) });
  const meta = summary({ leftOut: cars.map((i) => car(i, [META_PHOTO(4 + (i % 2))])) });

  it('the demo before its photos were PNG: 200 per-car warnings become one line', () => {
    expect(
      leftOutCauseLines([
        { platform: 'Google', summary: google },
        { platform: 'Meta', summary: meta },
      ]),
    ).toEqual([
      'warning: Google and Meta feeds: 100 cars left out, photos are SVG (the platforms take JPEG or PNG; an images.cdn that makes JPEGs works too): 1 / car-1, 2 / car-2, 3 / car-3; all in the feed report',
    ]);
  });

  it('a cause on different cars in each feed is a line per feed; a car with two causes counts under each', () => {
    const g = summary({ leftOut: [car(7, ['VIN', 'price (no price above $10)']), car(8, ['VIN'])] });
    const m = summary({ leftOut: [car(7, ['vin', 'price (no price above $10)', 'exterior_color'])] });
    const groups = groupLeftOutCauses([
      { platform: 'Google', summary: g },
      { platform: 'Meta', summary: m },
    ]);
    expect(groups.map((x) => [x.platforms.join('+'), x.cause, x.cars])).toEqual([
      ['Google', 'no VIN', ['7 / car-7', '8 / car-8']],
      ['Google+Meta', 'no price above $10', ['7 / car-7']],
      ['Meta', 'no VIN', ['7 / car-7']],
      ['Meta', 'no colour', ['7 / car-7']],
    ]);
    // Three cars or fewer: all are named, so no pointer to the report.
    expect(causeLine(groups[0]!)).toBe('warning: Google feed: 2 cars left out, no VIN: 7 / car-7, 8 / car-8');
  });

  it('a cause the car page itself shows (no price, no photo yet) is a note; the same car missing a VIN is still a warning', () => {
    const g = summary({ leftOut: [car(1, ['image_link (no photo)', 'VIN']), car(2, ['price (no price above $10)'])] });
    expect(leftOutCauseLines([{ platform: 'Google', summary: g }])).toEqual([
      'note: Google feed: 1 car left out, no photo (its page shows "Photos coming soon"): 1 / car-1',
      'warning: Google feed: 1 car left out, no VIN: 1 / car-1',
      'note: Google feed: 1 car left out, no price above $10 (its page shows the no-price text): 2 / car-2',
    ]);
  });

  it('a car whose several fields share a cause is counted once under it', () => {
    const m = summary({ leftOut: [car(3, ['address.city (location north)', 'address.city (location north)']), car(4, ['address.city (location north)'])] });
    const [group] = groupLeftOutCauses([{ platform: 'Meta', summary: m }]);
    expect(group!.cars).toEqual(['3 / car-3', '4 / car-4']);
  });

  it('cars carried without some photos: counted by car and photo, per feed when the counts differ', () => {
    const photos = (n: number) => Array.from({ length: 5 }, (_, i) => ({ id: String(i + 1), slug: `car-${i + 1}`, name: '', count: n, types: ['webp'] }));
    const lines = leftOutCauseLines([
      { platform: 'Google', summary: summary({ rows: 5 }) },
      { platform: 'Meta', summary: summary({ rows: 5, photosLeftOut: photos(2) }) },
    ]);
    expect(lines).toEqual([
      'warning: Meta feed: 5 cars carried without 10 photos, photos are WEBP (the platforms take JPEG or PNG; an images.cdn that makes JPEGs works too): 1 / car-1, 2 / car-2, 3 / car-3; all in the feed report',
    ]);
  });

  it('nothing lost, no line', () => {
    expect(leftOutCauseLines([{ platform: 'Google', summary: summary({ rows: 3 }) }])).toEqual([]);
  });
});
