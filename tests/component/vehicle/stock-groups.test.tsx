import { describe, expect, it } from 'vitest';
import { similarCandidates, stockGroups } from '../../../src/views/stock-groups';
import { chooseSimilarCars } from '../../../src/domain/similar-cars';
import { makeCar } from '../../unit/domain/fixtures';

let n = 0;
const car = (o: Parameters<typeof makeCar>[0]) => makeCar({ id: ++n, slug: `car-${n}`, status: 'in_stock', ...o });

describe('similar vehicles at build time (the two spec queries answered from the grouped stock)', () => {
  const me = car({ make: 'Toyota', model: 'Corolla', simple_body: 'Hatch', price: 30000 });
  const sameModel = Array.from({ length: 12 }, () => car({ make: 'Toyota', model: 'Corolla', simple_body: 'Sedan', price: 31000 }));
  const sameBody = car({ make: 'Mazda', model: '3', simple_body: 'Hatch', price: 29000 });
  const otherBody = car({ make: 'Ford', model: 'Ranger', simple_body: 'Ute', price: 30000 });
  const tooDear = car({ make: 'Toyota', model: 'Corolla', simple_body: 'Hatch', price: 40001 });
  const sold = car({ make: 'Mazda', model: '3', simple_body: 'Hatch', price: 30000, status: 'sold' });
  const stock = [me, ...sameModel, sameBody, otherBody, tooDear, sold];

  it('takes at most 10 hits per query, in stock, inside the ±10000 window, never the car itself', () => {
    const c = similarCandidates(me, stockGroups(stock));
    expect(c.filter((x) => x.model === 'Corolla')).toHaveLength(10);
    expect(c).toContain(sameBody);
    expect(c).not.toContain(me);
    expect(c).not.toContain(tooDear);
    expect(c).not.toContain(sold);
    expect(c).not.toContain(otherBody);
  });

  it('merges into at most 6, model matches first', () => {
    const picked = chooseSimilarCars(me, similarCandidates(me, stockGroups(stock)));
    expect(picked).toHaveLength(6);
    expect(picked.every((x) => x.model === 'Corolla')).toBe(true);
  });
});
