import { currentPrice } from './pricing';
import type { Car } from './schemas';

/*
 * Key-field coverage: for the fields a shopper and the ad platforms judge a car by, the share of listed cars that
 * have a value. A feed that changes shape overnight (prices moved under another key, odometer as an object) builds
 * without an error but empties one of these fields on every car; comparing the shares with the last published
 * build is what notices it (scripts/lib/derive/publish-guard.ts), and the cars that lost a field are named.
 */

export const KEY_FIELDS = ['price', 'km', 'photos', 'fuel', 'transmission', 'body', 'location'] as const;
export type KeyField = (typeof KEY_FIELDS)[number];

/** The fields of a car its key fields are read from. */
export type CoverageCar = Pick<
  Car,
  | 'price'
  | 'offer_price'
  | 'km'
  | 'images'
  | 'primary_image_url'
  | 'fuel'
  | 'simple_fuel'
  | 'trans'
  | 'simple_transmission'
  | 'body'
  | 'simple_body'
  | 'location_id'
  | 'location'
  | 'location_name'
>;

const given = (...values: unknown[]) => values.some((v) => v != null && (typeof v !== 'string' || v.trim() !== ''));

/**
 * Whether a car has a value for a key field. A price counts when the site shows one (a $0 or $10 placeholder reads
 * "Enquire for price", pricing.ts); a location when the feed names one, or when the dealer has a single location
 * (there is nothing to choose, so a feed without locations loses nothing).
 */
export function hasKeyField(car: CoverageCar, field: KeyField, singleLocation: boolean): boolean {
  switch (field) {
    case 'price':
      return currentPrice(car) !== null;
    case 'km':
      return car.km !== null && Number.isFinite(car.km);
    case 'photos':
      return car.images.length > 0 || given(car.primary_image_url);
    case 'fuel':
      return given(car.fuel, car.simple_fuel);
    case 'transmission':
      return given(car.trans, car.simple_transmission);
    case 'body':
      return given(car.body, car.simple_body);
    case 'location':
      return singleLocation || given(car.location_id, car.location, car.location_name);
  }
}

/** The key fields a car has no value for, in KEY_FIELDS order (the manifest keeps them per car). */
export function missingKeyFields(car: CoverageCar, singleLocation: boolean): KeyField[] {
  return KEY_FIELDS.filter((f) => !hasKeyField(car, f, singleLocation));
}

/** One key field over the listed cars: how many have a value, of how many. */
export interface FieldCoverage {
  field: KeyField;
  with: number;
  of: number;
}

/** Coverage of each key field, from each listed car's missing fields (missingKeyFields). */
export function keyFieldCoverage(missing: readonly (readonly string[])[]): FieldCoverage[] {
  return KEY_FIELDS.map((field) => ({ field, with: missing.filter((m) => !m.includes(field)).length, of: missing.length }));
}

/** A share as percentage points (0 to 100); no cars is 0. */
export const coveragePercent = (c: Pick<FieldCoverage, 'with' | 'of'>) => (c.of ? (c.with / c.of) * 100 : 0);

/** `35 of 35 (100 %)` */
export const coverageText = (c: Pick<FieldCoverage, 'with' | 'of'>) => `${c.with} of ${c.of} (${Math.round(coveragePercent(c))} %)`;

/** A key field whose share fell further than allowed. */
export interface CoverageDrop {
  field: KeyField;
  before: FieldCoverage;
  after: FieldCoverage;
  /** Percentage points lost. */
  points: number;
}

/**
 * The key fields whose share of listed cars fell by more than `maxPoints` percentage points against the last
 * published build. A build with no listed car, or a field the last build did not record, is not compared (the
 * empty-snapshot guard speaks for the first; the second has nothing to compare with).
 */
export function coverageDrops(previous: readonly FieldCoverage[], next: readonly FieldCoverage[], maxPoints: number): CoverageDrop[] {
  const drops: CoverageDrop[] = [];
  for (const after of next) {
    const before = previous.find((c) => c.field === after.field);
    if (!before || !before.of || !after.of) continue;
    const points = coveragePercent(before) - coveragePercent(after);
    // A tiny tolerance so that exactly maxPoints (100 % → 80 % at 20) publishes despite float rounding.
    if (points > maxPoints + 1e-9) drops.push({ field: after.field, before, after, points });
  }
  return drops;
}

/** Below this share a key field is called empty on a first build (no earlier build to compare with). */
export const SPARSE_SHARE = 0.5;

/** The key fields empty on more than half the listed cars: said on a first build, which has nothing to compare with. */
export function sparseFields(coverage: readonly FieldCoverage[]): FieldCoverage[] {
  return coverage.filter((c) => c.of > 0 && c.of - c.with > c.of * SPARSE_SHARE);
}

/** A car as the comparison of two builds sees it: matched by slug, with its missing key fields (unknown in older manifests). */
export interface ComparedCar {
  slug: string;
  missing?: readonly string[];
}

/**
 * Cars in both builds that had a key field last time and have none now, each with the fields it lost. Cars the
 * last build recorded no missing fields for (an older manifest) are not compared.
 */
export function lostKeyFields<C extends ComparedCar>(
  previous: readonly ComparedCar[],
  next: readonly C[],
  fields: readonly KeyField[] = KEY_FIELDS,
): { car: C; fields: KeyField[] }[] {
  const before = new Map(previous.map((c) => [c.slug, c]));
  const out: { car: C; fields: KeyField[] }[] = [];
  for (const car of next) {
    const old = before.get(car.slug);
    if (!old?.missing || !car.missing) continue;
    const lost = fields.filter((f) => car.missing!.includes(f) && !old.missing!.includes(f));
    if (lost.length) out.push({ car, fields: lost });
  }
  return out;
}
