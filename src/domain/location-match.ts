import { nameKey } from './name-key';
import type { Location } from './schemas';

/*
 * Which of the dealer's locations a stock value names. Dealer systems write a branch as its number (`2`), its slug
 * (`orange`), its name in any case (`ORANGE`, `Acme Motors Orange`), a code of their own (`ORG`, configured in
 * dealer.json `locations[].codes`) or the town it is in; letter case, accents and spacing never count (nameKey).
 * A value that names no location, or names two, matches none: the caller decides what the car shows then, and
 * never places it at another branch's address.
 */

/** The parts of a location a stock value can name it by. */
export type MatchableLocation = Pick<Location, 'id' | 'name' | 'slug' | 'codes' | 'city' | 'address'>;

export type LocationMatch<L> =
  | { kind: 'matched'; location: L }
  /** The value names no location. */
  | { kind: 'unmatched' }
  /** The value names several locations (two branches in one town, one code configured twice). */
  | { kind: 'ambiguous'; locations: L[] };

/** Keys by how sure they are: what the dealer configured (id, slug, name, codes) wins over what is derived. */
interface LocationIndex<L> {
  exact: Map<string, L[]>;
  derived: Map<string, L[]>;
}

const indexes = new WeakMap<readonly MatchableLocation[], LocationIndex<MatchableLocation>>();

function add<L>(map: Map<string, L[]>, text: string | null | undefined, loc: L): void {
  if (text == null) return;
  const key = nameKey(String(text));
  if (key === '') return;
  const list = map.get(key) ?? [];
  if (!list.includes(loc)) list.push(loc);
  map.set(key, list);
}

/** The words every location's name starts with ("Acme Motors" of "Acme Motors Orange" and "Acme Motors Dubbo"). */
function sharedLeadingWords(names: readonly string[]): number {
  if (names.length < 2) return 0;
  const words = names.map((n) => n.trim().split(/\s+/));
  let n = 0;
  while (words.every((w) => w.length > n + 1 && nameKey(w[n]!) === nameKey(words[0]![n]!))) n += 1;
  return n;
}

function indexOf<L extends MatchableLocation>(locations: readonly L[]): LocationIndex<L> {
  const cached = indexes.get(locations);
  if (cached) return cached as unknown as LocationIndex<L>;
  const index: LocationIndex<L> = { exact: new Map(), derived: new Map() };
  const shared = sharedLeadingWords(locations.map((l) => l.name));
  for (const loc of locations) {
    for (const text of [loc.id, loc.slug, loc.name, ...(loc.codes ?? [])]) add(index.exact, text, loc);
    // The branch's own word without the group's name ("Orange" of "Acme Motors Orange"), and its town.
    if (shared > 0) add(index.derived, loc.name.trim().split(/\s+/).slice(shared).join(' '), loc);
    add(index.derived, loc.city, loc);
    add(index.derived, loc.address?.city, loc);
  }
  indexes.set(locations, index as unknown as LocationIndex<MatchableLocation>);
  return index;
}

/** The location one stock value names (text or a number; an object's parts are separate values, car-keys.ts). */
export function matchLocation<L extends MatchableLocation>(value: string | number, locations: readonly L[]): LocationMatch<L> {
  const key = nameKey(String(value));
  if (key === '') return { kind: 'unmatched' };
  const index = indexOf(locations);
  for (const tier of [index.exact, index.derived]) {
    const found = tier.get(key);
    if (!found) continue;
    return found.length === 1 ? { kind: 'matched', location: found[0]! } : { kind: 'ambiguous', locations: found };
  }
  return { kind: 'unmatched' };
}

/** The fields of a car that name its location, in the order they are tried. */
export const CAR_LOCATION_FIELDS = ['location_id', 'location', 'location_name'] as const;
export type CarLocationField = (typeof CAR_LOCATION_FIELDS)[number];
type CarLocationValues = Partial<Record<CarLocationField, string | number | null>>;

export type CarPlace<L> =
  /** A value names this location. */
  | { kind: 'matched'; location: L; field: CarLocationField }
  /** The car names no location at all: it is at the dealer's primary location (a one-location dealer's stock). */
  | { kind: 'default'; location: L | null }
  /** The car names a location, and none of the dealer's is it (or several are): it is shown at no branch. */
  | { kind: 'unknown'; location: null; values: { field: CarLocationField; value: string }[]; ambiguous: L[] };

/**
 * Where a car is: the first of its location_id, location and location_name that names one location; the primary
 * location when it has none of them; no location when it has one and none names a location.
 */
export function placeCar<L extends MatchableLocation>(car: CarLocationValues, locations: readonly L[], primary: L | null): CarPlace<L> {
  const values: { field: CarLocationField; value: string }[] = [];
  const ambiguous: L[] = [];
  for (const field of CAR_LOCATION_FIELDS) {
    const raw = car[field];
    if (raw == null || String(raw).trim() === '') continue;
    const value = String(raw).trim();
    const m = matchLocation(value, locations);
    if (m.kind === 'matched') return { kind: 'matched', location: m.location, field };
    if (m.kind === 'ambiguous') for (const l of m.locations) if (!ambiguous.includes(l)) ambiguous.push(l);
    // location and location_name often repeat one text: it is one value.
    if (!values.some((v) => v.value === value)) values.push({ field, value });
  }
  return values.length === 0 ? { kind: 'default', location: primary } : { kind: 'unknown', location: null, values, ambiguous };
}
