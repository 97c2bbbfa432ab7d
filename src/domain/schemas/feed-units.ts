import { note, readOptions } from './feed-context';
import { foundShape, isBlank, readNumber, type Read } from './feed-values';
import { readNumberText } from './feed-numbers';

/*
 * Amounts that carry their unit: a distance in miles ("50,300 mi", { value: 62500, unit: "mi" }, or a unit key
 * beside it, car-keys.ts) and a price as { amount, currency }. Each is read as the Car keeps it: kilometres, and a
 * number in the site's currency. docs/feed-format.md, "Units", is the table.
 */

/** One international mile in kilometres. */
export const KM_PER_MILE = 1.609344;

/** Unit words, matched whole, any letter case. */
export const MILES = /^(?:mi|mi\.|mile|miles|mls)$/i;
export const KILOMETRES = /^(?:km|kms|k|kilomet(?:er|re)s?)$/i;

/** Text ending in a miles unit: "50300 mi", "50,300 miles", "62 500 MI". */
const MILES_AFTER = /^(.*\d)\s*(?:mi|mi\.|miles?|mls)$/i;

/** Keys (lower case, letters and digits only) an object keeps its number and its unit under. */
const DISTANCE_VALUE_KEYS = ['value', 'amount', 'reading', 'km', 'kms', 'distance', 'mileage', 'odometer', 'number', 'text'];
const UNIT_KEYS = ['unit', 'units', 'uom', 'unitofmeasure', 'unitcode', 'measure'];
const AMOUNT_KEYS = ['amount', 'value', 'price', 'amt', 'number'];
const CURRENCY_KEYS = ['currency', 'currencycode', 'currencyiso', 'iso', 'cur'];

export const DISTANCE_SHAPES = 'kilometres: a number, "42,000 km", "50,300 mi", or { value, unit } with unit km or mi';
export const MONEY_SHAPES = 'a number, "$32,990", or { amount, currency }';

const squashKey = (k: string) => k.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The first of `keys` the object has (any letter case and spacing) with a value. */
function pick(o: Record<string, unknown>, keys: readonly string[]): unknown {
  const byKey = new Map(Object.keys(o).map((k) => [squashKey(k), o[k]]));
  for (const k of keys) {
    const v = byKey.get(k);
    if (v !== undefined && !isBlank(v)) return v;
  }
  return undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

const MILES_NOTE = `read in miles and converted to km (× ${KM_PER_MILE}, rounded to whole km)`;

/** Miles as whole kilometres, noted once per field for the feed. */
function fromMiles(miles: number): Read<number> {
  note('miles', MILES_NOTE, true);
  return { ok: true, value: Math.round(miles * KM_PER_MILE) };
}

/** A distance read in the unit given (null: kilometres, or the unit its text names). */
function inUnit(value: unknown, unit: unknown): Read<number | null> {
  if (isBlank(unit)) return readDistance(value);
  if (typeof unit !== 'string' || (!MILES.test(unit.trim()) && !KILOMETRES.test(unit.trim()))) {
    return { ok: false, message: `expected a distance in km or miles; found the unit ${typeof unit === 'string' ? JSON.stringify(unit) : foundShape(unit)}` };
  }
  const r = readDistance(value);
  if (!r.ok || r.value === null || !MILES.test(unit.trim())) return r;
  // The text names its own unit ("80,950 km" beside a mi unit key): the text is what it says.
  if (typeof value === 'string' && /[a-z]/i.test(value)) return r;
  return fromMiles(r.value);
}

/**
 * Kilometres: a number, text with km (feed-numbers.ts) or miles (converted), or an object with its number under
 * `value` (`amount`, `reading`...) and its unit under `unit` (`units`, `uom`...). Blank is null.
 */
export function readDistance(v: unknown): Read<number | null> {
  if (isBlank(v)) return { ok: true, value: null };
  if (isObject(v)) {
    const value = pick(v, DISTANCE_VALUE_KEYS);
    if (value === undefined) return { ok: false, message: `expected ${DISTANCE_SHAPES}; found ${foundShape(v)}` };
    if (isObject(value) || Array.isArray(value)) return { ok: false, message: `expected ${DISTANCE_SHAPES}; found ${foundShape(v)}` };
    return inUnit(value, pick(v, UNIT_KEYS));
  }
  if (typeof v === 'string') {
    const m = MILES_AFTER.exec(v.trim());
    if (m) {
      const r = readNumberText(m[1]!);
      return r.ok ? fromMiles(r.value) : { ok: false, message: `expected ${DISTANCE_SHAPES}; found text` };
    }
  }
  return readNumber(v);
}

/**
 * A price: a number or text with currency (feed-numbers.ts), or an object with its number under `amount` (`value`,
 * `price`) and its currency under `currency`. A currency other than the site's (dealer.json `currency`) is not
 * read: a US dollar amount shown as Australian dollars would mislead.
 */
export function readMoney(v: unknown): Read<number | null> {
  if (!isObject(v)) return readNumber(v);
  const amount = pick(v, AMOUNT_KEYS);
  if (amount === undefined || isObject(amount) || Array.isArray(amount)) return { ok: false, message: `expected ${MONEY_SHAPES}; found ${foundShape(v)}` };
  const currency = pick(v, CURRENCY_KEYS);
  const site = readOptions().currency;
  if (typeof currency === 'string' && site && currency.trim().toUpperCase() !== site.toUpperCase()) {
    return { ok: false, message: `expected an amount in ${site.toUpperCase()}, the site's currency; found one in ${currency.trim().toUpperCase()}` };
  }
  return readNumber(amount);
}

/** Whether a key beside a distance names its unit: `mileage_unit`, `km_unit`, `odometer_units`, `distance_uom`, `unit`. */
export function distanceUnitStem(key: string): string | null {
  const m = /^(.*?)(?:units?|uom|unitofmeasure)$/.exec(squashKey(key));
  return m ? m[1]! : null;
}
