import slugify from '@sindresorhus/slugify';
import { DEFAULT_MAX_PRICE, noteFor, readOptions } from './feed-context';
import { statusEntry } from './car-status';
import { boundedCarSlug, MAX_SLUG_CHARS } from '../bounded-name';

/**
 * The Car fields these checks read and write, named here rather than imported from car.ts: car.ts runs the checks,
 * so importing its type back would make a circle.
 */
interface Car {
  id: string;
  slug: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  car_type: string;
  km: number | null;
  reserved: boolean;
  vin: string | null;
  price: number | null;
  offer_price: number | null;
  before_price: number | null;
  subscription_price: number | null;
}

/*
 * What is decided on the whole record once its values are read: a slug made or tidied, reserved from a status
 * word that means it, and values a feed can send that no real car has (a negative price, a year ahead, a VIN of
 * the wrong length). Each is a warning; the car keeps its page, and a value that would mislead is left empty.
 * docs/feed-format.md, "Slugs" and "Implausible values", is the table.
 */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_KM = 2_000_000;
/** ISO 3779: 17 letters and digits, never I, O or Q (read as 1, 0 and 0). The ad feeds and JSON-LD read it too (validVin). */
export const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

const toSlug = (text: string) => slugify(text, { decamelize: false, customReplacements: [['&', '']] });

/**
 * The slug made for a record without one: year, make, model, badge and id, transliterated, lower case, at most
 * MAX_SLUG_CHARS (cut at a hyphen, the id kept at the end).
 */
export function madeSlug(car: Pick<Car, 'year' | 'make' | 'model' | 'badge' | 'id'>): string {
  return shortSlug(toSlug([car.year, car.make, car.model, car.badge, car.id].filter((p) => p !== null && p !== '').join(' ')), car.id);
}

/** A slug cut to MAX_SLUG_CHARS with the id kept: a longer one makes a folder name past the disk's limit. */
const shortSlug = (slug: string, id: string) => boundedCarSlug(slug, toSlug(id), id);

const money = (n: number) => `${n < 0 ? '-' : ''}$${Math.abs(n).toLocaleString('en-AU')}`;

/** Finishes a read car in place; warnings go to the record's notes. */
export function finishCar(car: Car, record: unknown): void {
  finishSlug(car);
  const entry = statusEntry((record as Record<string, unknown> | null)?.status);
  if (entry?.reserved) car.reserved = true;
  checkPlausible(car);
}

function finishSlug(car: Car): void {
  if (car.slug === '') {
    car.slug = madeSlug(car);
    noteFor('slug', 'made-slug', 'missing: made from year, make, model, badge and id (the same slug every build while those stay the same)', true);
    return;
  }
  if (SLUG.test(car.slug)) {
    if (car.slug.length <= MAX_SLUG_CHARS) return;
    car.slug = shortSlug(car.slug, car.id);
    noteFor('slug', 'long-slug', `longer than ${MAX_SLUG_CHARS} characters: cut at a hyphen, the id kept at the end`, true);
    return;
  }
  const tidy = toSlug(car.slug);
  const slug = tidy ? shortSlug(tidy, car.id) : madeSlug(car);
  noteFor('slug', 'tidied-slug', `expected lowercase letters, digits and single hyphens; found ${JSON.stringify(car.slug)}; read as "${slug}"`);
  car.slug = slug;
}

function checkPlausible(car: Car): void {
  const { max_price = DEFAULT_MAX_PRICE, now = new Date() } = readOptions();
  for (const field of ['price', 'offer_price', 'before_price', 'subscription_price'] as const) {
    const v = car[field];
    if (v === null) continue;
    // 0 is how dealer systems export "no price set" (price on application), as they write "no subscription": the
    // same as a blank, read as missing without a warning; the page shows the no-price text either way.
    if (v === 0) {
      if (field !== 'subscription_price') car[field] = null;
    } else if (v < 0) {
      noteFor(field, 'implausible', `expected an amount above $0; found ${money(v)}; left empty`);
      car[field] = null;
    } else if (v > max_price) {
      noteFor(field, 'implausible', `expected at most ${money(max_price)} (dealer.json feed.max_price); found ${money(v)}; left empty`);
      car[field] = null;
    }
  }
  if (car.km !== null) {
    if (car.km < 0 || (car.km === 0 && car.car_type === 'used')) {
      noteFor('km', 'implausible', `expected ${car.km < 0 ? 'kilometres from 0' : 'kilometres above 0 on a used car'}; found ${car.km}; left empty`);
      car.km = null;
    } else if (car.km > MAX_KM) {
      noteFor('km', 'implausible', `expected at most ${MAX_KM.toLocaleString('en-AU')} km; found ${car.km.toLocaleString('en-AU')}; left empty`);
      car.km = null;
    }
  }
  const latest = now.getUTCFullYear() + 2; // next year + 1: a model year runs ahead of the calendar
  if (car.year < 1900 || car.year > latest) {
    noteFor('year', 'implausible', `expected a year from 1900 to ${latest} (next year + 1); found ${car.year}; kept (it is part of the car's name)`);
  }
  if (car.vin !== null && !VIN.test(car.vin.toUpperCase())) {
    noteFor(
      'vin',
      'implausible',
      `expected 17 letters and digits without I, O or Q (ISO 3779); found ${JSON.stringify(car.vin)} (${car.vin.length} characters); kept (an older import's chassis number is no VIN, but it is the dealer's to show)`,
    );
  }
}
