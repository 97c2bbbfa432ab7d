import { describe, expect, it } from 'vitest';
import { shardOfCar } from '../../src/build/site-data';

const counts = (cars: number, shards: number) => {
  const n = new Array(shards).fill(0);
  for (let i = 0; i < cars; i++) n[shardOfCar(i, shards)]++;
  return n;
};

describe('shardOfCar: which render process renders a car', () => {
  it('gives every car to one process, the first taking half a share (it also bundles and renders the shared pages)', () => {
    expect(counts(20_000, 2)).toEqual([6667, 13333]);
    expect(counts(7_000, 4)).toEqual([1000, 2000, 2000, 2000]);
    expect(counts(5, 3)).toEqual([1, 2, 2]);
  });

  it('keeps every car in the first process when there is one', () => {
    expect(counts(10, 1)).toEqual([10]);
    expect(shardOfCar(3, 0)).toBe(0);
  });

  it('spreads neighbouring cars over the processes rather than handing out blocks', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => shardOfCar(i, 2))).toEqual([0, 1, 1, 0, 1, 1]);
  });
});
