import { describe, expect, it } from 'vitest';
import { parseDealerSettings } from '../../../src/domain/dealer-settings';
import type { Car } from '../../../src/domain/schemas';
import { newModelLinks, resolveHeaderMenu } from '../../../src/views/menus';

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
