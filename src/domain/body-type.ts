import type { Car } from './schemas';

/**
 * Display names of the spec's known body values (feeds write them as codes: 'peopleMover', 'cabChassis',
 * 'suv'). The one table headings, titles, facets, tiles, budget tiles and search paths read, so one body has
 * one name and one slug ('Cab Chassis', /search/cab-chassis/) on every site, however its feed spells it.
 */
export const BODY_DISPLAY_NAMES: Readonly<Record<string, string>> = {
  '4x4': '4x4',
  bus: 'Bus',
  cabchassis: 'Cab Chassis',
  convertible: 'Convertible',
  coupe: 'Coupe',
  hardtop: 'Hardtop',
  hatch: 'Hatch',
  hatchback: 'Hatchback',
  motorhome: 'Motorhome',
  lighttruck: 'Light Truck',
  peoplemover: 'People Mover',
  sedan: 'Sedan',
  softtop: 'Soft Top',
  suv: 'SUV',
  ute: 'Ute',
  van: 'Van',
  wagon: 'Wagon',
  stationwagon: 'Station Wagon',
};

/** 'cabChassis', 'Cab Chassis', 'cab-chassis' and 'CAB_CHASSIS' are one key. */
const bodyKey = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A body value as shoppers read it: the table's name for a known value, else the feed's text as written. */
export function bodyDisplayName(value: string): string {
  const t = value.trim();
  return BODY_DISPLAY_NAMES[bodyKey(t)] ?? t;
}

/**
 * The body type shoppers see on cards and tiles and that search filters on (the index's `body`): the feed's
 * simplified simple_body when it has one, else its body, by its display name. Feeds write "none" as blank or
 * the text "null".
 */
export function bodyType(car: Pick<Car, 'simple_body' | 'body'>): string | null {
  const raw = clean(car.simple_body) ?? clean(car.body);
  return raw === null ? null : bodyDisplayName(raw);
}

function clean(value: string | null | undefined): string | null {
  const t = value?.trim();
  return !t || t.toLowerCase() === 'null' ? null : t;
}
