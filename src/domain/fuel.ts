import type { Car } from './schemas';

/** Spec 5 defaults: fuel price 1.70 ($/L), distance 250 km, consumption 10 L/100km when unknown. */
export const FUEL_DEFAULTS = { fuelPrice: 1.7, distanceKm: 250, consumption: 10 } as const;

/** Combined consumption from the variant data ("7.1", "7.1L/100km"), or 10 when unknown. */
export function fuelConsumption(car: Pick<Car, 'variant'>): number {
  const raw = car.variant?.fuelconsumptioncombined;
  const value = raw ? Number.parseFloat(raw) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : FUEL_DEFAULTS.consumption;
}

/** Fuel cost = distance / 100 x consumption x fuel price, in dollars. */
export function fuelCost(input: { distanceKm?: number; consumption?: number; fuelPrice?: number } = {}): number {
  const distance = input.distanceKm ?? FUEL_DEFAULTS.distanceKm;
  const consumption = input.consumption ?? FUEL_DEFAULTS.consumption;
  const price = input.fuelPrice ?? FUEL_DEFAULTS.fuelPrice;
  return (distance / 100) * consumption * price;
}
