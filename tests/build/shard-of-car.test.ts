import { describe, expect, it } from 'vitest';
import { shardOfCar } from '../../src/render-runtime/shards';

const counts = (cars: number, shards: number) => {
  const n = new Array(shards).fill(0);
  for (let i = 0; i < cars; i++) n[shardOfCar(i, shards)]++;
  return n;
};

describe('shardOfCar: which render process renders a car', () => {
  it('gives every car to one process, the first taking 3 for every 4 of the others (it also bundles and renders the shared pages)', () => {
    expect(counts(20_000, 2)).toEqual([8571, 11429]);
    expect(counts(7_000, 4)).toEqual([1400, 1867, 1867, 1866]);
    expect(counts(5, 3)).toEqual([1, 2, 2]);
  });

  it('keeps every car in the first process when there is one', () => {
    expect(counts(10, 1)).toEqual([10]);
    expect(shardOfCar(3, 0)).toBe(0);
  });

  it('spreads neighbouring cars over the processes rather than handing out blocks', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => shardOfCar(i, 2))).toEqual([1, 0, 1, 0, 1, 0, 1]);
    expect(Array.from({ length: 15 }, (_, i) => shardOfCar(i, 4)).join('')).toBe('123012301230123');
  });
});
