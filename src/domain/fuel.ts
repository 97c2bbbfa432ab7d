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

/**
 * The kind of fuel a car runs on, from the feed's free text (fuel and simple_fuel together). Compound words from
 * dealer systems map to one kind: "Petrol/Electric", "Petrol - Hybrid", "Diesel/Electric" are hybrids (they burn
 * fuel: the fuel calculator stays, the badge says Hybrid, never Electric); "PHEV" is a plug-in hybrid; "ULP 95" and
 * "Petrol - Unleaded ULP" are petrol. The Electric/Hybrid badge, the fuel calculator and the ad feeds all ask here.
 */
export type FuelKind = 'electric' | 'plug_in_hybrid' | 'hybrid' | 'diesel' | 'lpg' | 'petrol' | 'other';

const COMBUSTION = /\b(petrol|unleaded|ulp|pulp|premium|diesel|lpg|autogas|gasoline|e10|e85)\b/;

/** The car's fuel kind; null when it names no fuel. docs/feed-format.md, "Fuel", is the table. */
export function fuelKind(car: Pick<Car, 'fuel' | 'simple_fuel'>): FuelKind | null {
  const s = `${car.fuel ?? ''} ${car.simple_fuel ?? ''}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  if (!s) return null;
  if (/\b(phev|plug ?in)\b/.test(s)) return 'plug_in_hybrid';
  const electric = /\b(electric|ev|bev)\b/.test(s);
  if (/\b(hybrid|hev|mhev)\b/.test(s) || (electric && COMBUSTION.test(s))) return 'hybrid';
  if (electric) return 'electric';
  if (/\bdiesel\b/.test(s)) return 'diesel';
  if (/\b(lpg|autogas|cng)\b/.test(s)) return 'lpg';
  if (/\b(petrol|unleaded|ulp|pulp|premium|gasoline|e10)\b/.test(s) || /\bulp ?\d{2}\b/.test(s)) return 'petrol';
  return 'other';
}

/** Hybrids and plug-in hybrids: the Hybrid badge. */
export const isHybridFuel = (kind: FuelKind | null): boolean => kind === 'hybrid' || kind === 'plug_in_hybrid';
