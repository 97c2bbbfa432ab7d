import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DealerValidationError, loadDealer } from '../../scripts/lib/load/load-dealer';
import { prepareSite } from '../../scripts/lib/derive/prepare-site';
import { listedCars } from '../../src/domain/listing';
import { buildEmbeddedIndex } from '../../src/search/build-index';
import { toSearchDocument } from '../../src/search/document';
import { createEmbeddedEngine } from '../../src/search/engine';
import { matchRawFilter, RawFilterError } from '../../src/search/listing-filter';
import { quoteFilterValue, visibilityRule } from '../../src/domain/base-filter';
import type { DealerConfig } from '../../src/domain/schemas';
import { makeCar, makeConfig } from '../unit/domain/fixtures';
import { scratchDealer } from './helpers';

const NOW = new Date('2026-11-21T00:00:00Z');
const withVisibility = (visibility: object) => makeConfig({ search: { visibility } });

/** Test oracle: the visibility rule written as the Meilisearch filter a query would carry. */
function asMeiliFilter(config: DealerConfig): string {
  const rule = visibilityRule(config);
  const inList = (attr: string, values: readonly string[]) => `${attr} IN [${values.map(quoteFilterValue).join(', ')}]`;
  const parts = [inList('status', rule.statuses)];
  if (rule.carTypes) parts.push(rule.carTypes.length ? inList('car_type', rule.carTypes) : 'car_type = "__none__"');
  if (rule.excludeMakes.length) parts.push(`NOT ${inList('make', rule.excludeMakes)}`);
  if (rule.excludeStocknums.length) parts.push(`NOT ${inList('stocknum', rule.excludeStocknums)}`);
  if (rule.extraFilter) parts.push(`(${rule.extraFilter})`);
  return parts.join(' AND ');
}

const listed = (cars: Parameters<typeof listedCars>[0], config: DealerConfig) => listedCars(cars, config, NOW, matchRawFilter).map((c) => c.slug);

describe('the dealer base filter decides which cars the site is built from', () => {
  const cars = [
    makeCar({ id: 1, slug: 'a', make: 'Toyota', car_type: 'used', status: 'in_stock' }),
    makeCar({ id: 2, slug: 'b', make: 'Toyota', car_type: 'new', status: 'in_stock' }),
    makeCar({ id: 3, slug: 'c', make: 'Great Wall', car_type: 'used', status: 'in_stock' }),
    makeCar({ id: 4, slug: 'd', make: 'Mazda', car_type: 'used', status: 'coming_soon', year: 2012 }),
  ];

  it('preset 0 without extras keeps every listed car, in order', () => {
    expect(listed(cars, makeConfig())).toEqual(['a', 'b', 'c', 'd']);
  });

  it('preset 7 (in stock, used), excluded makes and a raw filter narrow the cars as a query would', () => {
    expect(listed(cars, withVisibility({ preset: 7 }))).toEqual(['a', 'c']);
    expect(listed(cars, withVisibility({ preset: 4, exclude_makes: ['Great Wall'] }))).toEqual(['a', 'd']);
    expect(listed(cars, withVisibility({ extra_filter: 'year > 2012' }))).not.toContain('d');
  });

  it('the listing keeps exactly the cars the base filter string finds through the search engine', () => {
    const configs = [
      makeConfig(),
      withVisibility({ preset: 7 }),
      withVisibility({ preset: 4, exclude_makes: ['great wall '] }),
      withVisibility({ preset: 2 }),
      withVisibility({ preset: 1, car_types: ['new'] }),
      withVisibility({ statuses: ['coming_soon'] }),
      withVisibility({ exclude_stocknums: [' x1 '], extra_filter: 'make = Toyota OR year < 2013' }),
    ];
    const stock = cars.map((c, i) => ({ ...c, stocknum: `X${i + 1}` }));
    const engine = createEmbeddedEngine(buildEmbeddedIndex(stock.map(toSearchDocument)));
    for (const config of configs) {
      const byEngine = engine.matching(asMeiliFilter(config));
      if (!Array.isArray(byEngine)) throw new Error(byEngine.message);
      expect(listed(stock, config), asMeiliFilter(config)).toEqual(byEngine.map((i) => stock[i]?.slug));
    }
  });

  it('an invalid raw filter throws the engine message', () => {
    expect(() => listed(cars, withVisibility({ extra_filter: 'year >>= 2015' }))).toThrow(RawFilterError);
    expect(() => listed(cars, withVisibility({ extra_filter: 'year >>= 2015' }))).toThrow(/year/);
    expect(() => listed(cars, withVisibility({ extra_filter: 'vin = "X"' }))).toThrow(/not filterable/);
  });

  it('a dealer whose extra_filter is invalid fails validation naming dealer.json and the setting', () => {
    const { dir } = scratchDealer();
    const cfgFile = path.join(dir, 'dealer.json');
    const cfg = JSON.parse(readFileSync(cfgFile, 'utf8'));
    writeFileSync(cfgFile, JSON.stringify({ ...cfg, search: { visibility: { extra_filter: 'price >' } } }));
    expect(() => loadDealer(dir)).toThrow(DealerValidationError);
    expect(() => loadDealer(dir)).toThrow(/dealer\.json: search\.visibility\.extra_filter: not a valid search filter/);
  });

  it('a used-only dealer gets no new car in its site data (so no page, tile count or similar car shows one)', () => {
    const { dir } = scratchDealer();
    const cfgFile = path.join(dir, 'dealer.json');
    const cfg = JSON.parse(readFileSync(cfgFile, 'utf8'));
    writeFileSync(cfgFile, JSON.stringify({ ...cfg, search: { visibility: { preset: 1 } } }));
    const bundle = loadDealer(dir);
    expect(
      bundle.cars.some((c) => c.car_type === 'new'),
      'the fixture has new cars',
    ).toBe(true);
    const site = prepareSite(bundle, NOW);
    expect(site.cars.length).toBeGreaterThan(0);
    expect(site.cars.every((c) => c.car_type === 'used')).toBe(true);
  });
});
