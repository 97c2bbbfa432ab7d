import { nameKey } from './name-key';
import type { Car } from './schemas';

/*
 * One make, one facet value: the names a stock spells several ways (`MERCEDES BENZ`, `mercedes-benz`,
 * `Mercedes-Benz`; `Skoda`, `Škoda`; `QLD`, `Qld`, `Queensland`) become one spelling before anything is derived
 * from them, so facets, search paths (/search/skoda/) and headings see one name. Which spelling: the dealer's
 * own (makes.json for makes; its locations for location names and states), else the most common in the stock
 * (the first seen on a tie).
 */

/** The Australian states and territories: code and full name, either spelling in any case is the state. */
export const AUSTRALIAN_STATES = [
  { code: 'ACT', name: 'Australian Capital Territory' },
  { code: 'NSW', name: 'New South Wales' },
  { code: 'NT', name: 'Northern Territory' },
  { code: 'QLD', name: 'Queensland' },
  { code: 'SA', name: 'South Australia' },
  { code: 'TAS', name: 'Tasmania' },
  { code: 'VIC', name: 'Victoria' },
  { code: 'WA', name: 'Western Australia' },
] as const;

const STATE_BY_KEY = new Map<string, string>(
  AUSTRALIAN_STATES.flatMap((s) => [
    [nameKey(s.code), s.code],
    [nameKey(s.name), s.code],
  ]),
);

/** The state code a spelling names (`Qld`, `queensland` → QLD), or null when it is not an Australian state. */
export function australianState(text: string): string | null {
  return STATE_BY_KEY.get(nameKey(text)) ?? null;
}

export type CanonicalField = 'make' | 'model' | 'state' | 'location_name';

/** One spelling replaced, counted once for all the cars that had it (`from` null: the car had none). */
export interface Canonicalisation {
  field: CanonicalField;
  from: string | null;
  to: string;
  cars: number;
}

/** What the dealer configured: its display spelling of makes, and its locations (their names, states and ids). */
export interface NameSettings {
  makes: readonly { name: string; slug?: string }[];
  locations: readonly { id: string; name: string; address: { state?: string | null } }[];
}

type Named = Pick<Car, 'make' | 'model' | 'state' | 'location_name' | 'location_id'>;

/** A name that is only symbols has no key: it stays its own name (keyed by its exact text, never merged). */
const keyOr = (key: string, text: string) => (key !== '' ? key : `\u0000${text}`);

/**
 * The spelling each key is shown with: the configured one when there is one, else the most common among
 * `values` (the first seen on a tie).
 */
function spellings(values: Iterable<{ key: string; text: string }>, configured: ReadonlyMap<string, string>): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const { key, text } of values) {
    const byText = counts.get(key) ?? new Map<string, number>();
    byText.set(text, (byText.get(text) ?? 0) + 1);
    counts.set(key, byText);
  }
  const out = new Map<string, string>();
  for (const [key, byText] of counts) {
    let best: [string, number] | null = null;
    for (const entry of byText) if (!best || entry[1] > best[1]) best = entry;
    out.set(key, configured.get(key) ?? best![0]);
  }
  return out;
}

/** What a build replaces, per field: spelling by key, and how to key a car's value. */
interface FieldRule<T> {
  field: CanonicalField;
  value: (car: T) => string | null;
  key: (car: T, value: string) => string;
  configured: ReadonlyMap<string, string>;
}

/**
 * The stock with one spelling per make, model (within its make), state and location name, and each spelling
 * replaced with the number of cars that had it. A car without a location_name takes the name of the dealer's
 * location of its location_id. `body` is not touched (body types have their own table). Cars whose names are
 * already canonical are returned as they are.
 */
export function canonicalNames<T extends Named>(input: readonly T[], settings: NameSettings): { cars: T[]; changes: Canonicalisation[] } {
  const counted = new Map<string, Canonicalisation>();
  const count = (field: CanonicalField, from: string | null, to: string) => {
    const id = JSON.stringify([field, from, to]);
    const c = counted.get(id) ?? { field, from, to, cars: 0 };
    c.cars += 1;
    counted.set(id, c);
  };
  const locationById = new Map(settings.locations.map((l) => [String(l.id), l]));
  let cars = input.map((car) => {
    if (car.location_name?.trim() || car.location_id == null) return car;
    const location = locationById.get(String(car.location_id));
    if (!location) return car;
    count('location_name', null, location.name);
    return { ...car, location_name: location.name };
  });

  const makeKey = (make: string) => keyOr(nameKey(make), make);
  const stateKey = (state: string) => australianState(state) ?? keyOr(nameKey(state), state);
  const configuredMakes = new Map<string, string>();
  for (const m of settings.makes) for (const spelling of [m.slug, m.name]) if (spelling) configuredMakes.set(makeKey(spelling), m.name);
  const rules: FieldRule<T>[] = [
    { field: 'make', value: (car) => car.make, key: (_, v) => makeKey(v), configured: configuredMakes },
    // After the makes: a model is one name within its (canonical) make.
    { field: 'model', value: (car) => car.model, key: (car, v) => `${makeKey(car.make)}/${keyOr(nameKey(v), v)}`, configured: new Map() },
    {
      field: 'state',
      value: (car) => car.state,
      key: (_, v) => stateKey(v),
      configured: new Map(settings.locations.flatMap((l) => (l.address.state ? [[stateKey(l.address.state), l.address.state]] : []))),
    },
    {
      field: 'location_name',
      value: (car) => car.location_name,
      key: (_, v) => keyOr(nameKey(v), v),
      configured: new Map(settings.locations.map((l) => [keyOr(nameKey(l.name), l.name), l.name])),
    },
  ];
  for (const rule of rules) {
    const valued = cars.flatMap((car) => {
      const text = rule.value(car);
      return text == null ? [] : [{ key: rule.key(car, text), text }];
    });
    const chosen = spellings(valued, rule.configured);
    cars = cars.map((car) => {
      const text = rule.value(car);
      if (text == null) return car;
      const to = chosen.get(rule.key(car, text))!;
      if (to === text) return car;
      count(rule.field, text, to);
      return { ...car, [rule.field]: to };
    });
  }
  return { cars, changes: [...counted.values()] };
}
