import type { Car } from './schemas';

export type SpecRow = { label: string; value: string };

/** Specs whose value is empty, null or the text 'null' are hidden. */
export function isShownSpecValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  const text = String(value).trim();
  return text !== '' && text.toLowerCase() !== 'null';
}

export function visibleSpecRows(rows: ReadonlyArray<{ label: string; value: unknown }>): SpecRow[] {
  return rows.filter((r) => isShownSpecValue(r.value)).map((r) => ({ label: r.label, value: String(r.value).trim() }));
}

/** Caravan feet-to-metre factor (spec 9). */
export const FEET_TO_METRES = 0.3048;

/**
 * Caravan lengths arrive in feet as 21, "21.5 ft" or 21'6" (feet and inches). Returns metres to 2 decimals,
 * or null when the text is not a length in feet.
 */
export function feetToMetres(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * FEET_TO_METRES * 100) / 100 : null;
  const text = value.trim();
  const feetInches = /^(\d+(?:\.\d+)?)\s*(?:'|ft|feet)\s*(?:(\d+(?:\.\d+)?)\s*(?:"|''|in|inch(?:es)?)?)?$/i.exec(text);
  const plain = /^(\d+(?:\.\d+)?)$/.exec(text);
  const match = feetInches ?? plain;
  if (!match) return null;
  const feet = Number(match[1]) + (feetInches && feetInches[2] ? Number(feetInches[2]) / 12 : 0);
  return Math.round(feet * FEET_TO_METRES * 100) / 100;
}

/** The caravan details rows: width and length shown in metres, others as given, empty ones hidden. */
export function caravanSpecRows(car: Pick<Car, 'specifications'>): SpecRow[] {
  const s = car.specifications ?? {};
  const metres = (v: string | null | undefined) => {
    const m = feetToMetres(v);
    return m === null ? v : `${m.toFixed(2)} m`;
  };
  return visibleSpecRows([
    { label: 'Body Width', value: metres(s.body_width) },
    { label: 'Body Length', value: metres(s.body_length) },
    { label: 'Tare Weight', value: s.tare_weight },
    { label: 'Axle Type', value: s.axle_type },
    { label: 'Sleeps', value: s.sleeps },
    { label: 'Aggregate Trailer Mass', value: s.aggregate_trailer_mass },
  ]);
}

/** Spec 9: key information shows 4 before 'Show More', the feature list 8 before 'Show All'. */
export const KEY_INFO_VISIBLE = 4;
export const FEATURES_VISIBLE = 8;

export function splitVisible<T>(items: readonly T[], visible: number): { shown: T[]; hidden: T[] } {
  return { shown: items.slice(0, visible), hidden: items.slice(visible) };
}

/** '{Car/Motorcycle} Details' */
export function detailsTitle(car: Pick<Car, 'item_type'>): string {
  return car.item_type?.toLowerCase() === 'motorcycle' ? 'Motorcycle Details' : 'Car Details';
}
