import { describe, expect, it } from 'vitest';
import {
  coverageDrops,
  coverageText,
  keyFieldCoverage,
  lostKeyFields,
  missingKeyFields,
  sparseFields,
  type FieldCoverage,
} from '../../../src/domain/feed-coverage';
import { makeCar } from './fixtures';

const full = { price: 24990, km: 41000, fuel: 'Petrol', trans: 'Automatic', body: 'SUV', location_id: 2 } as const;

describe('key-field coverage', () => {
  it('a car has a key field when the site shows a value for it', () => {
    expect(missingKeyFields(makeCar(full), false)).toEqual([]);
    // A $10 placeholder reads "Enquire for price"; simple_* fields count; a primary image alone is a photo.
    expect(
      missingKeyFields(makeCar({ price: 10, km: null, images: [], primary_image_url: 'https://img.example/a.jpg', simple_fuel: 'Diesel' }), false),
    ).toEqual(['price', 'km', 'transmission', 'body', 'location']);
    expect(missingKeyFields(makeCar({ ...full, price: null, offer_price: 19990, images: [], body: '  ' }), false)).toEqual(['photos', 'body']);
  });

  it('a dealer with one location has every car at it: a feed without locations loses nothing', () => {
    const car = makeCar({ ...full, location_id: null });
    expect(missingKeyFields(car, false)).toEqual(['location']);
    expect(missingKeyFields(car, true)).toEqual([]);
  });

  it('counts, for each key field, the listed cars with a value', () => {
    const coverage = keyFieldCoverage([[], ['price'], ['price', 'km'], []]);
    expect(coverage.find((c) => c.field === 'price')).toEqual({ field: 'price', with: 2, of: 4 });
    expect(coverage.find((c) => c.field === 'km')).toEqual({ field: 'km', with: 3, of: 4 });
    expect(coverage.map((c) => c.field)).toEqual(['price', 'km', 'photos', 'fuel', 'transmission', 'body', 'location']);
    expect(coverageText({ with: 2, of: 3 })).toBe('2 of 3 (67 %)');
  });

  const cov = (field: FieldCoverage['field'], w: number, of: number): FieldCoverage => ({ field, with: w, of });

  it('a fall of more than the allowed points against the last build is a drop; exactly the limit is not', () => {
    const before = [cov('price', 35, 35), cov('km', 30, 40), cov('photos', 10, 10)];
    const drops = coverageDrops(before, [cov('price', 0, 35), cov('km', 21, 40), cov('photos', 8, 10)], 20);
    // price 100 → 0 (100 points); km 75 → 52.5 (22.5 points); photos 100 → 80 (exactly 20: allowed).
    expect(drops.map((d) => [d.field, Math.round(d.points * 10) / 10])).toEqual([
      ['price', 100],
      ['km', 22.5],
    ]);
    // A rise, a field the last build did not record, and an empty build are not drops.
    expect(coverageDrops(before, [cov('price', 35, 35), cov('fuel', 0, 35), cov('photos', 0, 0)], 20)).toEqual([]);
  });

  it('a first build names the key fields empty on more than half the listed cars', () => {
    expect(sparseFields([cov('price', 0, 35), cov('km', 17, 35), cov('photos', 18, 35), cov('fuel', 0, 0)]).map((c) => c.field)).toEqual(['price', 'km']);
  });

  it('names the cars that had a key field last build and have none now; cars of an older manifest are not compared', () => {
    const previous = [{ slug: 'a', missing: [] }, { slug: 'b', missing: ['km'] }, { slug: 'c' }];
    const next = [
      { slug: 'a', missing: ['price', 'km'] },
      { slug: 'b', missing: ['km'] },
      { slug: 'c', missing: ['price'] },
      { slug: 'd', missing: ['price'] },
    ];
    expect(lostKeyFields(previous, next)).toEqual([{ car: next[0], fields: ['price', 'km'] }]);
    expect(lostKeyFields(previous, next, ['km'])).toEqual([{ car: next[0], fields: ['km'] }]);
  });
});
