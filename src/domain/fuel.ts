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
 * fuel: the fuel calculator stays, the badge says Hybrid, never Electric); "PHEV" is a plug-in hybrid; "ULP 95",
 * "ULP95", "E10" and "Petrol - Unleaded ULP" are petrol; "CNG" (compressed natural gas) is natural gas, not LPG.
 * The Electric/Hybrid badge, the fuel calculator and the ad feeds all ask here (the feeds through fuelWords).
 */
export type FuelKind = 'electric' | 'plug_in_hybrid' | 'hybrid' | 'diesel' | 'lpg' | 'natural_gas' | 'petrol' | 'other';

/** The fuels a fuel text can name; the site's kinds and each ad platform's values are read from these. */
export type FuelWord = 'plug-in' | 'hybrid' | 'electric' | 'diesel' | 'lpg' | 'natural-gas' | 'flex' | 'petrol' | 'gasoline';

/** How dealer feeds name each fuel (matched on lower-case letters and digits, other characters as spaces). */
const FUEL_WORDS: readonly [FuelWord, RegExp][] = [
  ['plug-in', /\b(plug ?in|phev)\b/],
  ['hybrid', /\b(hybrid|hev|mhev)\b/],
  ['electric', /\b(electric|ev|bev)\b/],
  ['diesel', /\bdiesel\b/],
  ['lpg', /\b(lpg|autogas)\b/],
  ['natural-gas', /\b(cng|natural gas)\b/],
  ['flex', /\b(flex|e85)\b/],
  // ULP, PULP with or without the octane ("ULP 95", "ULP95", "PULP98"); E10 is petrol with 10 % ethanol.
  ['petrol', /\b(petrol|unleaded|ulp|pulp|premium|e10)\b|\bp?ulp ?\d{2,3}\b/],
  ['gasoline', /\bgasoline\b/],
];

/** Fuels a hybrid burns beside its battery ("Petrol/Electric" is a hybrid, not an EV). */
const BURNED: readonly FuelWord[] = ['diesel', 'lpg', 'natural-gas', 'flex', 'petrol', 'gasoline'];

/** A fuel text; blank and the feeds' "null" are none. */
const fuelText = (v: string | null | undefined): string => (typeof v === 'string' && v.trim().toLowerCase() !== 'null' ? v : '');

/** The fuels the car's fuel and simple_fuel texts name; null when both are empty. */
export function fuelWordsOf(car: Pick<Car, 'fuel' | 'simple_fuel'>): Set<FuelWord> | null {
  const s = `${fuelText(car.fuel)} ${fuelText(car.simple_fuel)}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  if (!s) return null;
  return new Set(FUEL_WORDS.filter(([, pattern]) => pattern.test(s)).map(([word]) => word));
}

/** The kind the fuel words name: plug-in, hybrid (or electric with a fuel it burns), electric, then the fuel burned. */
function kindOf(words: ReadonlySet<FuelWord>): FuelKind {
  if (words.has('plug-in')) return 'plug_in_hybrid';
  const electric = words.has('electric');
  if (words.has('hybrid') || (electric && BURNED.some((w) => words.has(w)))) return 'hybrid';
  if (electric) return 'electric';
  if (words.has('diesel')) return 'diesel';
  if (words.has('lpg')) return 'lpg';
  if (words.has('natural-gas')) return 'natural_gas';
  if (words.has('petrol') || words.has('gasoline')) return 'petrol';
  return 'other';
}

/** The car's fuel kind; null when it names no fuel. docs/feed-format.md, "Fuel", is the table. */
export function fuelKind(car: Pick<Car, 'fuel' | 'simple_fuel'>): FuelKind | null {
  const words = fuelWordsOf(car);
  return words ? kindOf(words) : null;
}

/** Hybrids and plug-in hybrids: the Hybrid badge. */
export const isHybridFuel = (kind: FuelKind | null): boolean => kind === 'hybrid' || kind === 'plug_in_hybrid';
