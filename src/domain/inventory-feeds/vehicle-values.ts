import { isAvailable } from '../availability';
import { plainText } from '../plain-text';
import { fuelKind, fuelWordsOf, type FuelWord } from '../fuel';
import { bodyType } from '../body-type';
import { dealerCommentParagraphs } from '../dealer-comments';
import { locationOfCar } from '../locations';
import { formatNumber } from '../number-format';
import { currentPrice, isRealPrice } from '../pricing';
import type { Car, DealerConfig, Location } from '../schemas';
import { carUrl } from '../site-paths';
import { VIN } from '../schemas/car-checks';
import { newOrUsed } from '../vehicle-condition';

/*
 * What both ad-platform feeds (Google vehicle ads, Meta automotive catalog) read off a car the same way: the car's
 * absolute page and photo URLs, its plain-text description, the location it stands at and that location's store
 * code, prices as "12345.00 AUD", and whether the car is advertised at all. Each platform's own enumerations are
 * in its file (google-vehicle-ads.ts, meta-vehicle-catalog.ts). Pure: the build writes the files.
 */

/**
 * The raster (JPEG) rendition of a photo at the dealer's image CDN, or null when the CDN cannot promise one (no CDN,
 * a store CDN the photo is not on, a CDN that passes vector images through). The build makes it from images.cdn
 * (src/lib/image-cdn.ts rasterPhotoUrl); without it the feeds use the photos' own URLs.
 */
export type RasterPhoto = (absoluteUrl: string) => string | null;

export type FeedConfig = Pick<DealerConfig, 'url' | 'name' | 'lang' | 'currency' | 'locations' | 'feeds' | 'contact'> & { rasterPhoto?: RasterPhoto | null };

/** Why a listed car is not advertised at all (not a data problem: the platforms do not take it). */
export type NotAdvertised = 'sold' | 'coming soon' | `not a passenger car (${string})`;

/** One car a feed could not carry: the attributes it lacks or holds in a form the platform refuses. */
export interface LeftOut {
  id: string;
  slug: string;
  name: string;
  missing: string[];
}

/** A car in a feed whose photos in a format the platform refuses (SVG...) were left out of it. */
export interface PhotosLeftOut {
  id: string;
  slug: string;
  name: string;
  count: number;
  types: string[];
}

/** What a feed carries and what it left out. */
export interface FeedSummary {
  rows: number;
  leftOut: LeftOut[];
  /** Cars carried with fewer photos: the ones the platform would refuse, counted by car. */
  photosLeftOut: PhotosLeftOut[];
  /** Listed cars the platforms do not take, by reason ("sold": 2). */
  notAdvertised: Record<string, number>;
}

/** A feed's whole text with its summary (tests and small sites; the build writes a line at a time). */
export interface FeedResult extends FeedSummary {
  text: string;
}

/** Writes each line of a feed (without its line break) as it is made: a 20,000-car feed never exists whole. */
export type LineSink = (line: string) => void;

/** A streamed feed collected into its text: lines end with \n, the file too. */
export function feedText(stream: (write: LineSink) => FeedSummary): FeedResult {
  const lines: string[] = [];
  const summary = stream((line) => lines.push(line));
  return { ...summary, text: lines.map((l) => `${l}\n`).join('') };
}

const blank = (v: string | null | undefined): v is null | undefined | '' =>
  v === null || v === undefined || v.trim() === '' || v.trim().toLowerCase() === 'null';
/** A feed text value, trimmed; blank and the feed's "null" are none. */
export const textOf = (v: string | null | undefined): string | null => (blank(v) ? null : v!.trim());

/**
 * Both platforms take in-stock cars (Google: "vehicles currently available"; a sold car's ad would waste the
 * dealer's money) and passenger vehicles only (Google: no RVs, boats, buses; Meta's body styles are car bodies).
 * item_type unset counts as a car, as the vehicle page does.
 */
export function notAdvertised(car: Pick<Car, 'status' | 'sold' | 'item_type'>): NotAdvertised | null {
  if (!isAvailable(car)) return 'sold';
  if (car.status === 'coming_soon') return 'coming soon';
  const type = textOf(car.item_type)?.toLowerCase();
  if (type && type !== 'car') return `not a passenger car (${type})`;
  return null;
}

/** The site's origin and base path without a trailing slash. */
export const siteBase = (config: Pick<DealerConfig, 'url'>): string => config.url.replace(/\/+$/, '');

/** A site path or an http(s) URL as an absolute URL on the dealer's site (platforms fetch without a page). */
export function absoluteUrl(config: Pick<DealerConfig, 'url'>, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return siteBase(config) + (pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`);
}

/** The vehicle page, canonical form (trailing slash, as the sitemap and JSON-LD write it). */
export const vehiclePageUrl = (car: Pick<Car, 'slug'>, config: Pick<DealerConfig, 'url'>): string => carUrl(config.url, car.slug);

/** The car's photos as absolute URLs, in feed order; the primary image when the gallery is empty. */
export function photoUrls(car: Pick<Car, 'images' | 'primary_image_url'>, config: Pick<DealerConfig, 'url'>): string[] {
  const urls = car.images.map((i) => i.url);
  if (urls.length === 0 && car.primary_image_url) urls.push(car.primary_image_url);
  return urls.map((u) => absoluteUrl(config, u));
}

/** The file type a photo URL names (its extension, or a data: URL's media type): "jpg", "svg"; null when it names none. */
export function photoFileType(url: string): string | null {
  const data = /^data:image\/([a-z0-9.+-]+)[;,]/i.exec(url);
  if (data) return data[1]!.toLowerCase().replace(/\+xml$/, '');
  let pathname = url;
  try {
    pathname = new URL(url).pathname;
  } catch {
    pathname = url.split(/[?#]/)[0]!;
  }
  const ext = /\.([a-z0-9]{2,5})$/i.exec(pathname);
  return ext ? ext[1]!.toLowerCase() : null;
}

/** Photo formats by file type: vector drawings no ad platform takes. */
export const VECTOR_PHOTO_TYPES: readonly string[] = ['svg', 'svgz', 'eps', 'ai', 'pdf'];

/**
 * The car's photos as a platform takes them: the CDN's raster rendition where the dealer's CDN makes one, else the
 * photo itself when its file type is one the platform accepts (or names no type: the platform reads the served
 * Content-Type then). The rest (SVG drawings...) are left out, their types listed for the build's warning.
 */
export function feedPhotos(
  car: Pick<Car, 'images' | 'primary_image_url'>,
  config: FeedConfig,
  accepted: readonly string[],
): { urls: string[]; refused: string[] } {
  const urls: string[] = [];
  const refused: string[] = [];
  for (const url of photoUrls(car, config)) {
    const raster = config.rasterPhoto?.(url) ?? null;
    const type = photoFileType(url);
    if (raster) urls.push(raster);
    else if (type === null || accepted.includes(type)) urls.push(url);
    else refused.push(type);
  }
  return { urls, refused };
}

/** The "missing photo" reason of a car without a photo the platform takes, naming what was left out. */
export function noPhotoReason(field: string, refused: readonly string[], platformRule: string): string {
  if (refused.length === 0) return `${field} (no photo)`;
  const types = [...new Set(refused)].map((t) => t.toUpperCase()).join(', ');
  return `${field} (no photo the platform takes: ${refused.length} ${types} left out; ${platformRule})`;
}

/**
 * The feed id of a car: its stock number (what the dealer and the analytics events call it, item_id), else its
 * record id. Both platforms match pixel/tag events to catalog items by this id.
 */
export const feedId = (car: Pick<Car, 'stocknum' | 'id'>): string => textOf(car.stocknum) ?? car.id;

/** A facts line for cars without dealer comments: "2022 Mazda CX-5 Maxx. 41,000 km, Automatic, Diesel, SUV. Black." */
function factsLine(car: Car): string {
  const facts = [
    typeof car.km === 'number' ? `${formatNumber(car.km)} km` : null,
    textOf(car.simple_transmission) ?? textOf(car.trans),
    textOf(car.simple_fuel) ?? textOf(car.fuel),
    bodyType(car),
  ].filter((f): f is string => !!f);
  return [car.name, facts.join(', '), textOf(car.colour)].filter((p) => p && p.length > 0).join('. ') + '.';
}

/**
 * The car's description as plain text, at most `max` characters: the dealer comments (paragraphs joined by a
 * space), else a facts line built from the record, so a car never lacks one.
 */
export function plainDescription(car: Car, max: number): string {
  const { paragraphs, pending } = dealerCommentParagraphs(car.dealercomments);
  const text = pending ? '' : paragraphs.map(plainText).filter(Boolean).join(' ');
  const chosen = text || factsLine(car);
  return chosen.length <= max ? chosen : `${chosen.slice(0, max - 3).trimEnd()}...`;
}

/** "12345.00 AUD": amount with two decimals, a space, the ISO 4217 code (both platforms' price form). */
export const feedPrice = (amount: number, currency: string): string => `${amount.toFixed(2)} ${currency.toUpperCase()}`;

/** The price a car is advertised at: the offer price when real, else the price; null when it has none (POA, 0, placeholders). */
export const advertisedPrice = (car: Pick<Car, 'price' | 'offer_price'>): number | null => currentPrice(car);

/** The regular price and, when the dealer offers less, the sale price (Meta's price / sale_price). */
export function priceAndSale(car: Pick<Car, 'price' | 'offer_price'>): { price: number | null; sale: number | null } {
  const price = isRealPrice(car.price) ? car.price : null;
  const offer = isRealPrice(car.offer_price) ? car.offer_price : null;
  if (price !== null && offer !== null && offer < price) return { price, sale: offer };
  return { price: offer ?? price, sale: null };
}

/** ISO 3166 country of the site, from its language tag ("en-AU" is AU); AU when the tag names none. */
export function siteCountry(config: Pick<DealerConfig, 'lang'>): string {
  const region = config.lang.split('-')[1];
  return region && /^[a-z]{2}$/i.test(region) ? region.toUpperCase() : 'AU';
}

/**
 * Why a car has no store: its feed names a location the dealer does not have (locationOfCar places it nowhere,
 * rather than at another branch), or the dealer has none. Both platforms place a vehicle at a store's address, so
 * such a car is left out of both feeds with this reason, counted with the others.
 */
export const NO_STORE = "its location matches none of dealer.json's locations";

/** The car's location and its store code (feeds.store_codes, else the location id); null when it has none (NO_STORE). */
export function carStore(car: Car, config: FeedConfig): { location: Location; storeCode: string } | null {
  const location = locationOfCar(car, config.locations);
  if (!location) return null;
  return { location, storeCode: config.feeds.store_codes[location.id] ?? location.id };
}

/**
 * A VIN as both platforms and the vehicle page's JSON-LD state it: upper case, exactly 17 letters and digits
 * (Google "String, 17 digits", Meta "exactly 17 characters") without I, O and Q, by the ISO 3779 rule the feed's
 * loader warns by (VIN); anything else, such as a chassis number of an older import, is no VIN.
 */
export function validVin(vin: string | null | undefined): string | null {
  const v = textOf(vin)?.toUpperCase() ?? null;
  return v && VIN.test(v) ? v : null;
}

/** Why a car's VIN cannot be advertised, named by the platform's `field`: none, or one that is not a VIN (validVin). */
export const vinReason = (field: string, vin: string | null | undefined): string =>
  textOf(vin) ? `${field} (not a VIN: 17 letters and digits without I, O or Q)` : field;

/**
 * The odometer reading in whole kilometres; a new car without one reads 0 (Google's best practice is "0 km" for a
 * new car the feed gives no figure for: its odometer reads nearly nothing); null for another car without one.
 */
export function odometerKm(car: Pick<Car, 'km' | 'car_type'>): number | null {
  if (typeof car.km === 'number' && car.km >= 0) return Math.round(car.km);
  return newOrUsed(car) === 'new' ? 0 : null;
}

/** A feed's required columns: all its columns but the optional ones, in column order. */
export function requiredColumns<C extends string>(columns: readonly C[], optional: readonly C[]): C[] {
  return columns.filter((c) => !optional.includes(c));
}

/** Lower-case letters and digits only, for matching the feed's free-text body, fuel and drive values. */
export const squash = (v: string | null | undefined): string =>
  (v ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The first platform body style whose rule matches the car's body type, else its feed body; null when none does. */
export function bodyStyleOf<V>(car: Pick<Car, 'simple_body' | 'body'>, rules: readonly [RegExp, V][]): V | null {
  for (const value of [bodyType(car), textOf(car.body)]) {
    const s = squash(value);
    const hit = s && rules.find(([re]) => re.test(s));
    if (hit) return hit[1];
  }
  return null;
}

export type { FuelWord } from '../fuel';

/**
 * The fuels a car's fuel and simple_fuel texts name (fuelWordsOf: the one fuel vocabulary the site's fuelKind reads
 * too), with the hybrid a "Petrol/Electric" text names without saying so; null when both are empty. Each platform
 * picks from these in its own order ("LPG/Petrol" is LPG for Google, which has an LPG value, and petrol for Meta,
 * which has none).
 */
export function fuelWords(car: Pick<Car, 'simple_fuel' | 'fuel'>): Set<FuelWord> | null {
  const words = fuelWordsOf(car);
  if (!words) return null;
  // "Petrol/Electric" names no hybrid but is one (fuelKind): each platform's order puts hybrid before electric.
  const kind = fuelKind(car);
  if (kind === 'hybrid') words.add('hybrid');
  if (kind === 'plug_in_hybrid') words.add('plug-in');
  return words;
}

/** The first of `order` (word, platform value) the car's fuel texts name, else `other`; null without fuel text. */
export function fuelValue<V>(car: Pick<Car, 'simple_fuel' | 'fuel'>, order: readonly [FuelWord, V][], other: V): V | null {
  const words = fuelWords(car);
  if (!words) return null;
  return order.find(([word]) => words.has(word))?.[1] ?? other;
}

/**
 * The rows of a feed from its cars, each mapped or left out; a second car with the same feed id is left out
 * (both platforms refuse or merge duplicate ids). `map` returns the row or the attributes the car lacks; each row
 * goes to `keep` as it is made (the build writes it out at once, so rows do not pile up in memory).
 */
export function feedRows<Row>(
  cars: readonly Car[],
  map: (car: Car) => { row: Row; photosRefused?: string[] } | { missing: string[] },
  keep: (row: Row) => void,
): FeedSummary {
  let rows = 0;
  const leftOut: LeftOut[] = [];
  const photosLeftOut: PhotosLeftOut[] = [];
  const notAdv: Record<string, number> = {};
  const ids = new Map<string, string>();
  for (const car of cars) {
    const reason = notAdvertised(car);
    if (reason) {
      notAdv[reason] = (notAdv[reason] ?? 0) + 1;
      continue;
    }
    const out = map(car);
    const missing = 'missing' in out ? [...out.missing] : [];
    const id = feedId(car);
    const first = ids.get(id);
    if (first !== undefined) missing.push(`id (stock number ${id} is also car ${first}'s)`);
    if (missing.length > 0) {
      leftOut.push({ id: car.id, slug: car.slug, name: car.name, missing });
      continue;
    }
    ids.set(id, car.slug);
    const { row, photosRefused } = out as { row: Row; photosRefused?: string[] };
    keep(row);
    if (photosRefused?.length)
      photosLeftOut.push({ id: car.id, slug: car.slug, name: car.name, count: photosRefused.length, types: [...new Set(photosRefused)] });
    rows += 1;
  }
  return { rows, leftOut, photosLeftOut, notAdvertised: notAdv };
}
