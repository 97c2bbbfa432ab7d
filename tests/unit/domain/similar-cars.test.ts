import { describe, expect, it } from 'vitest';
import { chooseSimilarCars, similarCarsRequest, similarPriceWindow } from '../../../src/domain';
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
    expect(queries[0].filter).toContain('make = "Toyota" AND model = "Corolla"');
    expect(queries[1].filter).toContain('body = "Hatch"');
    expect(queries[1].filter).not.toContain('simple_body');
    expect(similarCarsRequest(makeCar({ simple_body: null, body: 'Wagon' }), 'cars').queries[1].filter).toContain('body = "Wagon"');
    expect(similarCarsRequest(makeCar({ simple_body: null, body: null, car_type: 'demo' }), 'cars').queries[1].filter).toContain('car_type = "demo"');
    expect(similarCarsRequest(makeCar({ price: 60000 }), 'cars').queries[0].filter).toContain('price 35000 TO 85000');
  });
});
