import { describe, expect, it } from 'vitest';
import { fuelConsumption, fuelCost, fuelKind } from '../../../src/domain/fuel';
import { isFuelCalculatorShown } from '../../../src/domain/eligibility';
import { tagBadge } from '../../../src/domain/tag-badge';
import { fuelValue, type FuelWord } from '../../../src/domain/inventory-feeds/vehicle-values';
import { googleEngine } from '../../../src/domain/inventory-feeds/google-vehicle-ads';
import { metaFuelType } from '../../../src/domain/inventory-feeds/meta-vehicle-catalog';
import { makeCar, makeConfig } from './fixtures';

const GOOGLE_ORDER: [FuelWord, string][] = [
  ['plug-in', 'plug-in_hybrid'],
  ['hybrid', 'hybrid'],
  ['electric', 'electric'],
  ['diesel', 'diesel'],
  ['petrol', 'gasoline'],
];

describe('"Fuel cost = distance / 100 x consumption x fuel price"', () => {
  it('defaults 250 km, 10 L/100km, 1.70 give $42.50', () => {
    expect(fuelCost()).toBeCloseTo(42.5, 10);
    expect(fuelCost({ distanceKm: 1000, consumption: 7.5, fuelPrice: 2 })).toBeCloseTo(150, 10);
  });
  it('"consumption defaults to 10 L/100km when unknown"', () => {
    expect(fuelConsumption(makeCar())).toBe(10);
    expect(fuelConsumption(makeCar({ variant: { fuelconsumptioncombined: '6.8L/100km' } }))).toBe(6.8);
    expect(fuelConsumption(makeCar({ variant: { fuelconsumptioncombined: 'null' } }))).toBe(10);
  });
});

describe('fuel kinds: compound fuels of dealer systems map to one kind', () => {
  it.each([
    ['Petrol', 'petrol'],
    ['ULP 95', 'petrol'],
    ['Petrol - Unleaded ULP', 'petrol'],
    ['Premium Unleaded', 'petrol'],
    ['PULP', 'petrol'],
    ['E10', 'petrol'],
    ['ULP95', 'petrol'],
    ['PULP98', 'petrol'],
    ['Diesel', 'diesel'],
    ['LPG', 'lpg'],
    ['Autogas', 'lpg'],
    ['CNG', 'natural_gas'],
    ['Compressed Natural Gas', 'natural_gas'],
    ['Petrol/Electric', 'hybrid'],
    ['Petrol - Hybrid', 'hybrid'],
    ['Hybrid', 'hybrid'],
    ['Diesel/Electric', 'hybrid'],
    ['Petrol Electric', 'hybrid'],
    ['PHEV', 'plug_in_hybrid'],
    ['Plug-in Hybrid', 'plug_in_hybrid'],
    ['Petrol - Plug In Electric', 'plug_in_hybrid'],
    ['Electric', 'electric'],
    ['EV', 'electric'],
    ['BEV', 'electric'],
    ['Hydrogen', 'other'],
  ] as const)('%s is %s', (fuel, kind) => {
    expect(fuelKind({ fuel, simple_fuel: null })).toBe(kind);
    expect(fuelKind({ fuel: null, simple_fuel: fuel })).toBe(kind);
  });

  it('no fuel text is no kind', () => {
    expect(fuelKind({ fuel: null, simple_fuel: '' })).toBeNull();
  });

  it('a hybrid is not an EV: it keeps the fuel calculator and shows the Hybrid badge', () => {
    const config = makeConfig({ badges: { fuel_tags: true } });
    for (const fuel of ['Petrol/Electric', 'PHEV', 'Diesel/Electric']) {
      const car = makeCar({ fuel, simple_fuel: null, status: 'in_stock' });
      expect(isFuelCalculatorShown(car)).toBe(true);
      expect(tagBadge(car, config, new Date('2026-11-21'))).toEqual({ kind: 'hybrid', text: 'Hybrid' });
    }
    const ev = makeCar({ fuel: 'Electric', simple_fuel: null, status: 'in_stock' });
    expect(isFuelCalculatorShown(ev)).toBe(false);
    expect(tagBadge(ev, config, new Date('2026-11-21'))).toEqual({ kind: 'electric', text: 'Electric' });
  });

  it('one vocabulary: the ad feeds say what the site says (E10 and ULP95 are petrol, CNG natural gas, LPG LPG)', () => {
    // The Google engine and Meta fuel type of each kind (Meta has no LPG or natural gas value).
    const google = {
      petrol: 'gasoline',
      diesel: 'diesel',
      lpg: 'lpg',
      natural_gas: 'natural_gas',
      electric: 'electric',
      hybrid: 'hybrid',
      plug_in_hybrid: 'plug-in_hybrid',
      other: 'other',
    };
    const meta = {
      petrol: 'PETROL',
      diesel: 'DIESEL',
      lpg: 'OTHER',
      natural_gas: 'OTHER',
      electric: 'ELECTRIC',
      hybrid: 'HYBRID',
      plug_in_hybrid: 'PLUGIN_HYBRID',
      other: 'OTHER',
    };
    for (const fuel of [
      'E10',
      'ULP95',
      'ULP 95',
      'PULP98',
      'Premium Unleaded',
      'Petrol',
      'Diesel',
      'LPG',
      'Autogas',
      'CNG',
      'Natural Gas',
      'PHEV',
      'Petrol/Electric',
      'HEV',
      'Electric',
      'Hydrogen',
    ]) {
      const car = { fuel, simple_fuel: null };
      const kind = fuelKind(car)!;
      expect([fuel, googleEngine(car), metaFuelType(car)]).toEqual([fuel, google[kind], meta[kind]]);
    }
    expect(['E10', 'ULP95', 'CNG', 'LPG'].map((fuel) => fuelKind({ fuel, simple_fuel: null }))).toEqual(['petrol', 'petrol', 'natural_gas', 'lpg']);
  });

  it('the ad feeds read a compound fuel as its kind too', () => {
    expect(fuelValue({ fuel: 'Petrol/Electric', simple_fuel: null }, GOOGLE_ORDER, 'other')).toBe('hybrid');
    expect(fuelValue({ fuel: 'PHEV', simple_fuel: null }, GOOGLE_ORDER, 'other')).toBe('plug-in_hybrid');
  });
});
