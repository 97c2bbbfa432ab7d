import { describe, expect, it } from 'vitest';
import { chooseSimilarCars, similarCarsRequest, similarPriceWindow } from '../../../src/domain';
import { FALLBACK_PRICE_STEPS, isSimilarCandidate, similarFallback } from '../../../src/domain/similar-cars';
import { makeCar } from './fixtures';

const car = makeCar({ id: 1, make: 'Toyota', model: 'Corolla', price: 30000, simple_body: 'Hatch' });
const other = (id: number, over: object = {}) => makeCar({ id, make: 'Mazda', model: '3', price: 30000, ...over });

describe('similar vehicles', () => {
  it('"price window plus or minus 10000 when price is under 50000, else 25000"', () => {
    expect(similarPriceWindow(49999)).toBe(10000);
    expect(similarPriceWindow(50000)).toBe(25000);
  });
  it('keeps candidates inside the window: 20000 and 40000 in, 19999 and 40001 out', () => {
    const picked = chooseSimilarCars(car, [other(2, { price: 20000 }), other(3, { price: 40000 }), other(4, { price: 19999 }), other(5, { price: 40001 })]);
    expect(picked.map((c) => c.id)).toEqual(['2', '3']);
  });
  it('"only in_stock", deduplicated by id, never the car itself', () => {
    const picked = chooseSimilarCars(car, [other(2), other(2), other(3, { status: 'coming_soon' }), other(4, { status: 'sold' }), makeCar({ id: 1 })]);
    expect(picked.map((c) => c.id)).toEqual(['2']);
  });
  it('"model matches sort first" and "at most 6 results"', () => {
    const candidates = [other(2), other(3), makeCar({ id: 4, price: 31000 }), other(5), other(6), other(7), other(8), makeCar({ id: 9, price: 29000 })];
    const picked = chooseSimilarCars(car, candidates);
    expect(picked).toHaveLength(6);
    expect(picked.map((c) => c.id)).toEqual(['4', '9', '2', '3', '5', '6']);
  });
  it('multi-search request: indexUid, facets [], attributesToHighlight [*], limit 10, filter', () => {
    const { queries } = similarCarsRequest(car, 'cars');
    expect(queries).toHaveLength(2);
    for (const q of queries) {
      expect(q).toMatchObject({ indexUid: 'cars', facets: [], attributesToHighlight: ['*'], limit: 10 });
      expect(q.highlightPreTag).toBeTruthy();
      expect(q.highlightPostTag).toBeTruthy();
      expect(q.filter).toContain('status = "in_stock"');
      expect(q.filter).toContain('price 20000 TO 40000');
      expect(q.filter).toContain('NOT id = "1"');
    }
    expect(queries[0]?.filter).toContain('make = "Toyota" AND model = "Corolla"');
    expect(queries[1]?.filter).toContain('body = "Hatch"');
    expect(queries[1]?.filter).not.toContain('simple_body');
    expect(similarCarsRequest(makeCar({ simple_body: null, body: 'Wagon' }), 'cars').queries[1]?.filter).toContain('body = "Wagon"');
    expect(similarCarsRequest(makeCar({ simple_body: null, body: null, car_type: 'demo' }), 'cars').queries[1]?.filter).toContain('car_type = "demo"');
    expect(similarCarsRequest(makeCar({ price: 60000 }), 'cars').queries[0]?.filter).toContain('price 35000 TO 85000');
  });
});

describe('similar-vehicle fallback: same kind, nearest price first', () => {
  const car = (id: number, over: Record<string, unknown>) => makeCar({ id, slug: `c-${id}`, status: 'in_stock', ...over });
  const caravan = car(1, { item_type: 'caravan', simple_body: 'Caravan', price: 72990 });
  const stock = [
    car(2, { make: 'Toyota', model: 'Camry', item_type: 'car', simple_body: 'Sedan', price: 70000 }),
    car(3, { make: 'Honda', model: 'CB', item_type: 'motorcycle', simple_body: 'Naked', price: 72000 }),
    car(4, { make: 'Jayco', model: 'Starcraft', item_type: 'caravan', simple_body: 'Caravan', price: 140000 }),
    car(5, { make: 'Jayco', model: 'Journey', item_type: 'caravan', simple_body: 'Camper Trailer', price: 60000 }),
    car(6, { make: 'Avan', model: 'Aspire', item_type: 'caravan', simple_body: 'Caravan', price: 80000 }),
    car(7, { make: 'Avan', model: 'Cruiser', item_type: 'caravan', simple_body: 'Caravan', price: 30000 }),
    car(8, { make: 'Jayco', model: 'Silverline', item_type: 'caravan', simple_body: 'Caravan', price: 90000, status: 'sold' }),
  ];
  it('never lists another kind: a caravan gets caravans only', () => {
    const picked = similarFallback(caravan, stock);
    expect(picked.every((c) => c.item_type === 'caravan')).toBe(true);
    expect(picked.map((c) => c.id)).not.toContain('2');
    expect(picked.map((c) => c.id)).not.toContain('3');
  });
  it('widens in steps: ±30 % same body, ±30 % any body, ±50 %, ±100 %; never sold, never the car itself', () => {
    // 80,000 (same body, within 30 %), 60,000 (other body, within 30 %), 140,000 (within 100 %), 30,000 (within 100 %).
    expect(similarFallback(caravan, [caravan, ...stock]).map((c) => c.id)).toEqual(['6', '5', '4', '7']);
    expect(FALLBACK_PRICE_STEPS).toEqual([0.3, 0.5, 1]);
  });
  it('a $22,990 hatch never gets a $72,990 car, let alone a caravan', () => {
    const hatch = car(10, { make: 'Hyundai', model: 'i30', simple_body: 'Hatch', price: 22990 });
    const cars = [
      car(11, { make: 'Ford', model: 'Everest', simple_body: 'SUV', price: 72990 }),
      car(12, { make: 'Kia', model: 'Rio', simple_body: 'Hatch', price: 19990 }),
      ...stock,
    ];
    expect(similarFallback(hatch, cars).map((c) => c.id)).toEqual(['12']);
  });
  it('the offer price on screen is the price compared', () => {
    const offered = car(20, { item_type: 'caravan', simple_body: 'Caravan', price: 200000, offer_price: 80000 });
    expect(similarFallback(offered, stock).map((c) => c.id)[0]).toBe('6');
  });
  it('one candidate rule for the spec queries and the build groups', () => {
    const a = car(30, { price: 30000 });
    expect(isSimilarCandidate(a, car(31, { price: 39000 }))).toBe(true);
    expect(isSimilarCandidate(a, car(32, { price: 41000 }))).toBe(false);
    expect(isSimilarCandidate(a, car(33, { price: 30000, status: 'sold' }))).toBe(false);
    expect(isSimilarCandidate(a, a)).toBe(false);
  });
});
