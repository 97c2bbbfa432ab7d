import { describe, expect, it } from 'vitest';
import { parseDealerSettings } from '../../../src/domain/dealer-settings';
import type { Car } from '../../../src/domain/schemas';
import { newModelLinks, resolveHeaderMenu } from '../../../src/views/menus';
import { oncePer } from '../../../src/views/once-per';

/* Every page renders the menus: each is worked out once per stock (the site's car list), src/views/menus.ts. */
const base = { slug: 'x', name: 'X', id: 1, dealership_id: 2, url: 'https://x.example.com', locations: [{ id: 1, name: 'A', slug: 'a', address: {} }] };
const config = parseDealerSettings({ ...base, template: 'franchise' }, 'dealer.json').config!;
const cars = [{ make: 'Mazda', model: 'CX-5', car_type: 'used' }] as Car[];

describe('the menus of a stock', () => {
  it('are worked out once for the same car list, again for another', () => {
    expect(resolveHeaderMenu(config, cars)).toBe(resolveHeaderMenu(config, cars));
    expect(newModelLinks(config, cars)).toBe(newModelLinks(config, cars));
    expect(newModelLinks(config, cars).map((l) => l.label)).toEqual(['Mazda CX-5']);
    expect(newModelLinks(config, [...cars])).not.toBe(newModelLinks(config, cars));
    expect(newModelLinks(config, [...cars])).toEqual(newModelLinks(config, cars));
  });
});

describe('oncePer (src/views/once-per.ts), the one cache of the views', () => {
  it('computes once per key object (its first argument unless told), again for another, and keeps an undefined result too', () => {
    let calls = 0;
    const first = oncePer((_key: object) => {
      calls++;
      return calls > 1 ? undefined : 'x';
    });
    const a = {};
    expect([first(a), first(a), calls]).toEqual(['x', 'x', 1]);
    expect([first({}), first({}), calls]).toEqual([undefined, undefined, 3]);
    const none = {};
    calls = 1;
    expect([first(none), first(none), calls]).toEqual([undefined, undefined, 2]);
    const bySecond = oncePer(
      (label: string, _list: object) => `${label}:${++calls}`,
      (_label, list) => list,
    );
    expect(bySecond('a', a)).toBe(bySecond('b', a));
  });
});
