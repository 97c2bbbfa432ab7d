import { describe, expect, it } from 'vitest';
import { fuelConsumption, fuelCost } from '../../../src/domain/fuel';
import { makeCar } from './fixtures';

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
