import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DealerValidationError, loadDealer } from '../../scripts/lib/load-dealer';
import { prepareSite } from '../../scripts/lib/prepare-site';
import { carsInBaseFilter } from '../../src/search/base-filter-cars';
import { makeCar, makeConfig } from '../unit/domain/fixtures';
import { scratchDealer } from './helpers';

const NOW = new Date('2026-11-21T00:00:00Z');
const withVisibility = (visibility: object) => makeConfig({ search: { visibility } });

describe('the dealer base filter decides which cars the site is built from', () => {
  const cars = [
    makeCar({ id: 1, slug: 'a', make: 'Toyota', car_type: 'used', status: 'in_stock' }),
    makeCar({ id: 2, slug: 'b', make: 'Toyota', car_type: 'new', status: 'in_stock' }),
    makeCar({ id: 3, slug: 'c', make: 'Great Wall', car_type: 'used', status: 'in_stock' }),
    makeCar({ id: 4, slug: 'd', make: 'Mazda', car_type: 'used', status: 'coming_soon', year: 2012 }),
  ];

  it('preset 0 without extras keeps every listed car, in order', () => {
    const r = carsInBaseFilter(cars, makeConfig());
    expect('cars' in r && r.cars.map((c) => c.slug)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('preset 7 (in stock, used), excluded makes and a raw filter narrow the cars as a query would', () => {
    const used = carsInBaseFilter(cars, withVisibility({ preset: 7 }));
    expect('cars' in used && used.cars.map((c) => c.slug)).toEqual(['a', 'c']);
    const noGreatWall = carsInBaseFilter(cars, withVisibility({ preset: 4, exclude_makes: ['Great Wall'] }));
    expect('cars' in noGreatWall && noGreatWall.cars.map((c) => c.slug)).toEqual(['a', 'd']);
    const recent = carsInBaseFilter(cars, withVisibility({ extra_filter: 'year > 2012' }));
    expect('cars' in recent && recent.cars.map((c) => c.slug)).not.toContain('d');
  });

  it('an invalid raw filter comes back as the engine message, not a throw', () => {
    const r = carsInBaseFilter(cars, withVisibility({ extra_filter: 'year >>= 2015' }));
    expect('error' in r && r.error).toMatch(/year/);
    const notFilterable = carsInBaseFilter(cars, withVisibility({ extra_filter: 'vin = "X"' }));
    expect('error' in notFilterable && notFilterable.error).toMatch(/not filterable/);
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
    expect(bundle.cars.some((c) => c.car_type === 'new'), 'the fixture has new cars').toBe(true);
    const site = prepareSite(bundle, NOW);
    expect(site.cars.length).toBeGreaterThan(0);
    expect(site.cars.every((c) => c.car_type === 'used')).toBe(true);
  });
});
