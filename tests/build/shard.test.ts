import { describe, expect, it } from 'vitest';
import { parseShard, shardOf } from '../../scripts/lib/fleet/shard';

const names = (n: number) => Array.from({ length: n }, (_, i) => `dealer-${String(i).padStart(2, '0')}`);

describe('parseShard', () => {
  it('reads i/n, 1-based', () => {
    expect(parseShard('1/4')).toEqual({ index: 1, total: 4 });
    expect(parseShard('4/4')).toEqual({ index: 4, total: 4 });
    expect(parseShard(' 2 / 3 ')).toEqual({ index: 2, total: 3 });
  });

  it('rejects anything else with a message', () => {
    for (const bad of ['0/4', '5/4', '1/0', '1', 'a/b', '-1/2', '1/2/3', '']) {
      const r = parseShard(bad);
      expect('error' in r, bad).toBe(true);
    }
    expect(parseShard('5/4')).toEqual({ error: '--shard 5/4: the shard number must be between 1 and 4' });
  });
});

describe('shardOf', () => {
  it('splits into disjoint contiguous parts that cover every name exactly once, for any size and count', () => {
    for (let n = 0; n <= 23; n++) {
      for (let total = 1; total <= 7; total++) {
        const list = names(n);
        const parts = Array.from({ length: total }, (_, i) => shardOf(list, { index: i + 1, total }));
        expect(parts.flat(), `${n} names in ${total}`).toEqual(list);
        const sizes = parts.map((p) => p.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('gives the same parts whatever order the names come in (directory listings differ between machines)', () => {
    const list = names(10);
    const shuffled = [list[7]!, list[2]!, list[9]!, list[0]!, list[5]!, list[1]!, list[8]!, list[3]!, list[6]!, list[4]!];
    for (let i = 1; i <= 3; i++) expect(shardOf(shuffled, { index: i, total: 3 })).toEqual(shardOf(list, { index: i, total: 3 }));
  });

  it('puts the extra names in the first parts, as Playwright does', () => {
    const list = names(10);
    expect(shardOf(list, { index: 1, total: 4 })).toEqual(list.slice(0, 3));
    expect(shardOf(list, { index: 2, total: 4 })).toEqual(list.slice(3, 6));
    expect(shardOf(list, { index: 3, total: 4 })).toEqual(list.slice(6, 8));
    expect(shardOf(list, { index: 4, total: 4 })).toEqual(list.slice(8, 10));
  });

  it('leaves a shard empty when there are more shards than names', () => {
    expect(shardOf(['a', 'b'], { index: 3, total: 4 })).toEqual([]);
    expect(shardOf(['a', 'b'], { index: 1, total: 4 })).toEqual(['a']);
  });
});
