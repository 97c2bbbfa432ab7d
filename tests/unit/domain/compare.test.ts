import { describe, expect, it } from 'vitest';
import { compareHref, compareIds, compareRows, compareSelection, COMPARE_MAX, type CompareCar } from '../../../src/domain/compare';
import { makeConfig } from './fixtures';

/* Compare: up to 4 cars side by side from their search documents, differences marked, equal rows foldable. */
const config = makeConfig();
const car = (over: Partial<CompareCar>): CompareCar => ({
  id: '1',
  slug: 'a',
  name: 'A',
  year: 2021,
  car_type: 'used',
  status: 'in_stock',
  sold: false,
  badge: null,
  price: 30000,
  offer_price: null,
  subscription_price: null,
  preorder: false,
  km: 40000,
  body: 'SUV',
  fuel: 'Petrol',
  transmission: 'Automatic',
  drive: 'AWD',
  seats: 5,
  colour: null,
  image: null,
  weekly: null,
  weekly_basis: null,
  engine: null,
  fuel_economy: null,
  ...over,
});
const row = (rows: ReturnType<typeof compareRows>, key: string) => rows.find((r) => r.key === key);

describe('compareIds / compareHref', () => {
  it('reads ?ids= as trimmed, unique ids, at most 4', () => {
    expect(compareIds(' 101, 102,,101 ,103,104,105')).toEqual(['101', '102', '103', '104']);
    expect(COMPARE_MAX).toBe(4);
    expect(compareIds(null)).toEqual([]);
    expect(compareIds('')).toEqual([]);
  });
  it('builds the shareable address, ids encoded', () => {
    expect(compareHref(['101', '102'])).toBe('/compare?ids=101,102');
    expect(compareHref(['a b', 'c&d', 'a b'])).toBe('/compare?ids=a%20b,c%26d');
  });
});

describe('compareRows', () => {
  const a = car({ id: '1', price: 30000, km: 40000, year: 2021, weekly: 149, weekly_basis: 'lender', engine: '2.0L', fuel_economy: 6.8 });
  const b = car({
    id: '2',
    price: 27500,
    km: 65000,
    year: 2019,
    transmission: 'automatic ',
    weekly: 131.4,
    weekly_basis: 'estimate',
    engine: '2.5L',
    fuel_economy: 7.4,
  });
  const rows = compareRows([a, b], config);

  it("one row per figure, in the cars' order, with the page's wording", () => {
    expect(row(rows, 'price')?.cells.map((c) => c.text)).toEqual(['$30,000', '$27,500']);
    expect(row(rows, 'weekly')?.cells.map((c) => c.text)).toEqual(['From $149 per week', 'Est. $131 per week']);
    expect(row(rows, 'km')?.cells.map((c) => c.text)).toEqual(['40,000 kms', '65,000 kms']);
    expect(row(rows, 'fuel_economy')?.cells.map((c) => c.text)).toEqual(['6.8 L/100km', '7.4 L/100km']);
    expect(row(rows, 'car_type')?.cells.map((c) => c.text)).toEqual(['Used', 'Used']);
  });

  it('marks rows that differ and the best car of each: lowest price, weekly, km, fuel use; newest year', () => {
    expect(rows.filter((r) => !r.same).map((r) => r.key)).toEqual(['price', 'weekly', 'km', 'year', 'engine', 'fuel_economy']);
    expect(row(rows, 'price')?.cells.map((c) => c.best)).toEqual([false, true]);
    expect(row(rows, 'weekly')?.cells.map((c) => c.best)).toEqual([false, true]);
    expect(row(rows, 'km')?.cells.map((c) => c.best)).toEqual([true, false]);
    expect(row(rows, 'year')?.cells.map((c) => c.best)).toEqual([true, false]);
    expect(row(rows, 'fuel_economy')?.cells.map((c) => c.best)).toEqual([true, false]);
    // No better end for a body or an engine: different, but nobody is best.
    expect(row(rows, 'engine')?.cells.map((c) => c.best)).toEqual([false, false]);
  });

  it('equal rows (ignoring case and spacing) are "same"; rows nobody has are left out', () => {
    expect(row(rows, 'transmission')).toMatchObject({ same: true });
    expect(row(rows, 'body')).toMatchObject({
      same: true,
      cells: [
        { text: 'SUV', best: false },
        { text: 'SUV', best: false },
      ],
    });
    expect(row(rows, 'colour')).toBeUndefined();
    expect(row(rows, 'badge')).toBeUndefined();
  });

  it('a missing value differs from a present one; a lone value is never "best"', () => {
    const r = compareRows([car({ id: '1', km: 10000 }), car({ id: '2', km: null })], config);
    expect(row(r, 'km')).toEqual({
      key: 'km',
      label: 'Kilometres',
      same: false,
      cells: [
        { text: '10,000 kms', best: false },
        { text: null, best: false },
      ],
    });
  });

  it("no-price cars show the site's no-price text and are never the cheapest; subscriptions are not purchase prices", () => {
    const sub = makeConfig({ pricing: { offers_subscription: true } });
    const r = compareRows([car({ id: '1', price: 0 }), car({ id: '2', price: 20000 }), car({ id: '3', price: 50000, subscription_price: 289 })], sub);
    expect(row(r, 'price')?.cells).toEqual([
      { text: sub.pricing.no_price_text, best: false },
      { text: '$20,000', best: false },
      { text: '$289 / week', best: false },
    ]);
    const two = compareRows([car({ id: '1', price: 21000 }), car({ id: '2', price: 20000 }), car({ id: '3', price: 0 })], config);
    expect(row(two, 'price')?.cells.map((c) => c.best)).toEqual([false, true, false]);
  });

  it('one car: every row is "same", nothing is best', () => {
    const r = compareRows([a], config);
    expect(r.every((x) => x.same && x.cells.every((c) => !c.best))).toBe(true);
  });
});

describe('compareSelection: what a Compare link takes', () => {
  it('the car on screen first, then watchlist and favourites, each once, at most 4', () => {
    expect(compareSelection('5', ['1', '5', '2'], ['2', '3', '4'])).toEqual(['5', '1', '2', '3']);
    expect(compareSelection(null, ['1'], ['1', '2'])).toEqual(['1', '2']);
    expect(compareSelection(null, [], [])).toEqual([]);
  });
});
