import { describe, expect, it } from 'vitest';
import { listedCars, type RawFilterMatcher } from '../../../src/domain/listing';
import type { Car } from '../../../src/domain/schemas';
import { makeCar, makeConfig, NOW } from './fixtures';

const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();
const ids = (cars: Car[]) => cars.map((c) => c.id);
const visibility = (v: object) => makeConfig({ search: { visibility: v as never } });

describe('listedCars: the one decision of which cars a site lists', () => {
  it('status: in_stock, coming_soon and sold are listed; any other feed status is not (spec 4)', () => {
    const cars = ['in_stock', 'coming_soon', 'archived', 'draft', 'sold'].map((status, i) => makeCar({ id: i + 1, status, sold_at: ago(1) }));
    expect(ids(listedCars(cars, makeConfig(), NOW))).toEqual(['1', '2', '5']);
  });

  it('sold window: 3 days by default, counted from sold_at, else updated_at; a sold car with no date is not listed', () => {
    const cars = [
      makeCar({ id: 1, status: 'sold', sold_at: ago(3) }),
      makeCar({ id: 2, status: 'sold', sold_at: ago(3 + 1 / 24) }),
      makeCar({ id: 3, status: 'sold', updated_at: ago(2) }),
      makeCar({ id: 4, status: 'sold' }),
      // The feed's sold flag counts as sold even when the status is stale.
      makeCar({ id: 5, status: 'in_stock', sold: true, sold_at: ago(10) }),
      makeCar({ id: 6, status: 'in_stock', sold: true, sold_at: ago(1) }),
    ];
    // Sold handling off: the window alone is under test here (runs are below).
    expect(ids(listedCars(cars, makeConfig({ search: { sold_handling: false } }), NOW))).toEqual(['1', '3', '6']);
  });

  it('sold window per make: include_sold_cars_days_by_make overrides the default (case-insensitive make)', () => {
    const config = makeConfig({ search: { include_sold_cars_days: 3, include_sold_cars_days_by_make: { KIA: 4 }, sold_handling: false } });
    const cars = [
      makeCar({ id: 1, make: 'Kia', status: 'sold', sold_at: ago(3.9) }),
      makeCar({ id: 2, make: 'Kia', status: 'sold', sold_at: ago(4.1) }),
      makeCar({ id: 3, make: 'Mazda', status: 'sold', sold_at: ago(3.9) }),
    ];
    expect(ids(listedCars(cars, config, NOW))).toEqual(['1']);
  });

  it('base filter presets: statuses and car types (preset 7: in stock, used; preset 5: for sale, new and demo)', () => {
    const cars = [
      makeCar({ id: 1, car_type: 'used', status: 'in_stock' }),
      makeCar({ id: 2, car_type: 'used', status: 'coming_soon' }),
      makeCar({ id: 3, car_type: 'new', status: 'in_stock' }),
      makeCar({ id: 4, car_type: 'demo', status: 'coming_soon' }),
      makeCar({ id: 5, car_type: 'used', status: 'sold', sold_at: ago(1) }),
    ];
    expect(ids(listedCars(cars, visibility({ preset: 7 }), NOW))).toEqual(['1']);
    expect(ids(listedCars(cars, visibility({ preset: 5 }), NOW))).toEqual(['3', '4']);
    expect(ids(listedCars(cars, visibility({ preset: 0 }), NOW))).toEqual(['1', '2', '3', '4', '5']);
  });

  it("configured statuses replace the preset's; configured car types narrow it, and no overlap lists nothing", () => {
    const cars = [makeCar({ id: 1, car_type: 'used' }), makeCar({ id: 2, car_type: 'demo', status: 'coming_soon' }), makeCar({ id: 3, car_type: 'new' })];
    expect(ids(listedCars(cars, visibility({ statuses: ['coming_soon'] }), NOW))).toEqual(['2']);
    expect(ids(listedCars(cars, visibility({ preset: 2, car_types: ['demo', 'used'] }), NOW))).toEqual(['2']);
    expect(ids(listedCars(cars, visibility({ preset: 1, car_types: ['new'] }), NOW))).toEqual([]);
    expect(ids(listedCars(cars, visibility({ car_types: ['new', 'used'] }), NOW))).toEqual(['1', '3']);
  });

  it('exclusions: makes and stock numbers, compared trimmed and case-insensitively as the search engine does', () => {
    const cars = [
      makeCar({ id: 1, make: 'Great Wall', stocknum: 'A1' }),
      makeCar({ id: 2, make: 'Mazda', stocknum: ' b2 ' }),
      makeCar({ id: 3, make: 'Mazda', stocknum: null }),
      makeCar({ id: 4, make: 'Kia', stocknum: 'C3' }),
      makeCar({ id: 5, make: 'Kia', stocknum: 'null' }),
    ];
    expect(ids(listedCars(cars, visibility({ exclude_makes: ['great wall'], exclude_stocknums: ['B2', '', 'NULL'] }), NOW))).toEqual(['3', '4', '5']);
  });

  it("the raw extra filter goes to the search layer's matcher, after every other rule, and only when set", () => {
    const seen: { cars: string[]; filter: string }[] = [];
    const matcher: RawFilterMatcher = (cars, filter) => {
      seen.push({ cars: ids([...cars]), filter });
      return cars.filter((c) => c.year > 2015);
    };
    const cars = [makeCar({ id: 1, year: 2012 }), makeCar({ id: 2, year: 2020 }), makeCar({ id: 3, year: 2021, status: 'archived' })];
    expect(ids(listedCars(cars, visibility({ extra_filter: '  year > 2015 ' }), NOW, matcher))).toEqual(['2']);
    expect(seen).toEqual([{ cars: ['1', '2'], filter: 'year > 2015' }]);
    expect(ids(listedCars(cars, makeConfig(), NOW, matcher))).toEqual(['1', '2']);
    expect(seen).toHaveLength(1);
    expect(() => listedCars(cars, visibility({ extra_filter: 'year > 2015' }), NOW)).toThrow(/extra_filter is set/);
  });

  it("keeps the feed's order (the index order, so the tie-break order of every search)", () => {
    const cars = [makeCar({ id: 9 }), makeCar({ id: 2 }), makeCar({ id: 5 })];
    expect(ids(listedCars(cars, makeConfig(), NOW))).toEqual(['9', '2', '5']);
  });
});

describe('listedCars: sold runs (search.sold_handling)', () => {
  const sold = (id: number, over = {}) => makeCar({ id, status: 'sold', sold_at: ago(1), ...over });
  const cars = [
    makeCar({ id: 1 }),
    sold(2),
    sold(3),
    sold(4, { status: 'in_stock', sold: true }),
    makeCar({ id: 5 }),
    sold(6),
    makeCar({ id: 7, status: 'archived' }),
    sold(8),
  ];

  it('keeps only the first of each run of consecutive sold cars, judged on the listing (after every other rule)', () => {
    // 7 is not listed, so 6 and 8 are one run.
    expect(ids(listedCars(cars, makeConfig(), NOW))).toEqual(['1', '2', '5', '6']);
  });

  it('a sold car past its window does not break a run, and does not start one', () => {
    expect(ids(listedCars([sold(1), sold(2, { sold_at: ago(10) }), sold(3), makeCar({ id: 4 })], makeConfig(), NOW))).toEqual(['1', '4']);
  });

  it('with sold handling off every listed sold car stays', () => {
    expect(ids(listedCars(cars, makeConfig({ search: { sold_handling: false } }), NOW))).toEqual(['1', '2', '3', '4', '5', '6', '8']);
  });
});
