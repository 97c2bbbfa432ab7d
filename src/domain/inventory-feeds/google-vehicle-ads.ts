import type { Car } from '../schemas';
import type { Cell } from './delimited';
import { isCertifiedPreOwned, newOrUsed } from '../vehicle-condition';
import {
  advertisedPrice,
  bodyStyleOf,
  carStore,
  NO_STORE,
  feedId,
  feedPhotos,
  feedPrice,
  feedRows,
  fuelValue,
  noPhotoReason,
  odometerKm,
  plainDescription,
  requiredColumns,
  siteCountry,
  squash,
  textOf,
  validVin,
  vehiclePageUrl,
  vinReason,
  type FeedConfig,
  type FeedSummary,
  type FuelWord,
} from './vehicle-values';

/*
 * Google Merchant Center vehicle ads, primary feed as a tab-delimited file (docs/feeds.md cites the specification:
 * support.google.com/merchants/answer/11192663 and the attribute pages it links). The headers are the
 * specification's exact attribute names; a group attribute is written as name(sub:sub), its value as a:b.
 */

export const GOOGLE_VEHICLE_ADS_PATH = '/feeds/google-vehicle-ads.tsv';

export const GOOGLE_COLUMNS = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'additional_image_link',
  'price',
  'vehicle_price_type',
  'condition',
  'brand',
  'model',
  'year',
  'mileage',
  'VIN',
  'store_code',
  'vehicle_fulfillment(option:store_code)',
  'google_product_category',
  'body_style',
  'color',
  'trim',
  'engine',
  'certified_pre-owned',
] as const;
export type GoogleColumn = (typeof GOOGLE_COLUMNS)[number];
/** Columns written as numbers; every other cell is text (a formula-looking text is neutralised, src/domain/inventory-feeds/delimited.ts). */
export const GOOGLE_NUMBER_COLUMNS: ReadonlySet<GoogleColumn> = new Set(['year']);
/**
 * Image formats Merchant Center accepts for image_link and additional_image_link: JPEG, WebP, PNG, non-animated
 * GIF, BMP and TIFF (support.google.com/merchants/answer/6324350, answer/10742489); SVG is not among them.
 */
export const GOOGLE_IMAGE_TYPES: readonly string[] = ['jpg', 'jpeg', 'webp', 'png', 'gif', 'bmp', 'tif', 'tiff'];
export type GoogleRow = Record<GoogleColumn, Cell>;

/** Attributes every vehicle offer must carry; vehicle_price_type too in Australia (and Canada, which this product does not serve). */
export const GOOGLE_REQUIRED: readonly GoogleColumn[] = requiredColumns(GOOGLE_COLUMNS, [
  'additional_image_link',
  'vehicle_price_type',
  'body_style',
  'color',
  'trim',
  'engine',
  'certified_pre-owned',
]);

/** The taxonomy path of passenger vehicles (the attribute takes the id or the full path). */
export const GOOGLE_VEHICLE_CATEGORY = 'Vehicles & Parts > Vehicles > Motor Vehicles > Cars, Trucks & Vans';

/** Google's enumerations. */
export const GOOGLE_BODY_STYLES = [
  'convertible',
  'coupe',
  'crossover',
  'full size van',
  'hatchback',
  'minivan',
  'sedan',
  'station wagon',
  'suv',
  'truck',
] as const;
export const GOOGLE_ENGINES = ['gasoline', 'diesel', 'electric', 'hybrid', 'lpg', 'methane', 'natural_gas', 'plug-in_hybrid', 'other'] as const;
export const GOOGLE_PRICE_TYPES = ['drive_away_price', 'estimated_drive_away_price', 'excluding_government_charges_price'] as const;
type BodyStyle = (typeof GOOGLE_BODY_STYLES)[number];
type Engine = (typeof GOOGLE_ENGINES)[number];
type PriceType = (typeof GOOGLE_PRICE_TYPES)[number];

/** Australian feed bodies in Google's body styles; a body none of these match is left empty (the attribute is optional). */
const BODY_RULES: [RegExp, BodyStyle][] = [
  [/\b(suv|4wd wagon)\b/, 'suv'],
  [/\bcrossover\b/, 'crossover'],
  [/\b(people mover|minivan|mpv)\b/, 'minivan'],
  [/\b(ute|utility|pick ?up|cab chassis|truck)\b/, 'truck'],
  [/\b(convertible|cabriolet|roadster|spyder|spider)\b/, 'convertible'],
  [/\bcoupe\b/, 'coupe'],
  [/\b(hatch|hatchback|liftback)\b/, 'hatchback'],
  [/\b(sedan|saloon)\b/, 'sedan'],
  [/\b(wagon|estate|touring)\b/, 'station wagon'],
  [/\bvan\b/, 'full size van'],
];

export function googleBodyStyle(car: Pick<Car, 'simple_body' | 'body'>): BodyStyle | null {
  return bodyStyleOf(car, BODY_RULES);
}

/** Google's engine values in the order they win: plug-in before hybrid, hybrid before its fuels, gases before petrol. */
const ENGINE_BY_FUEL: [FuelWord, Engine][] = [
  ['plug-in', 'plug-in_hybrid'],
  ['hybrid', 'hybrid'],
  ['electric', 'electric'],
  ['diesel', 'diesel'],
  ['lpg', 'lpg'],
  ['natural-gas', 'natural_gas'],
  ['petrol', 'gasoline'],
  ['gasoline', 'gasoline'],
];

/** The feed's fuel text in Google's engine values. */
export function googleEngine(car: Pick<Car, 'simple_fuel' | 'fuel'>): Engine | null {
  return fuelValue(car, ENGINE_BY_FUEL, 'other');
}

/** The feed's price_type ("Drive Away", "DAP", "Excl. Government Charges", "EGC") as Google's vehicle_price_type. */
export function googlePriceType(priceType: string | null | undefined): PriceType | null {
  const s = squash(priceType).replace(/ /g, '');
  if (!s) return null;
  if (/^(estimated|est)(driveaway|dap)/.test(s)) return 'estimated_drive_away_price';
  if (/^(driveaway|dap|driveawayprice)$/.test(s)) return 'drive_away_price';
  if (s === 'egc' || /^excl?(uding)?(gov|govt|government)charges$/.test(s)) return 'excluding_government_charges_price';
  return null;
}

/**
 * Australian price rules (vehicle_price_type attribute page): a new car's price is drive-away or estimated
 * drive-away; a used car's drive-away or excluding government charges.
 */
function australianPriceProblem(condition: 'new' | 'used', type: PriceType | null): string | null {
  if (type === null) return 'vehicle_price_type (price_type is not drive-away or excluding government charges)';
  if (condition === 'new' && type === 'excluding_government_charges_price') return 'vehicle_price_type (a new car in Australia needs a drive-away price)';
  if (condition === 'used' && type === 'estimated_drive_away_price')
    return 'vehicle_price_type (a used car in Australia needs a drive-away or excluding-government-charges price)';
  return null;
}

/** A URL as one item of a comma-separated list (additional_image_link): its own commas escaped. */
const listUrl = (u: string) => u.replace(/,/g, '%2C');

/** One car as a row of the feed, or the required attributes it lacks. */
export function googleVehicleAd(car: Car, config: FeedConfig): { row: GoogleRow; photosRefused: string[] } | { missing: string[] } {
  const missing: string[] = [];
  const { urls: photos, refused } = feedPhotos(car, config, GOOGLE_IMAGE_TYPES);
  const amount = advertisedPrice(car);
  const condition = newOrUsed(car);
  const vin = validVin(car.vin);
  const store = carStore(car, config);
  const km = odometerKm(car);
  const priceType = googlePriceType(car.price_type);

  // image_link is required: Merchant Center disapproves an offer without one, so the car is left out and named.
  if (photos.length === 0) missing.push(noPhotoReason('image_link', refused, 'Merchant Center disapproves an offer without an image it can read'));
  if (amount === null) missing.push('price (no price above $10)');
  if (km === null) missing.push('mileage (no odometer reading)');
  if (!vin) missing.push(vinReason('VIN', car.vin));
  if (!store) missing.push(`store_code (${NO_STORE})`);
  if (siteCountry(config) === 'AU') {
    const problem = australianPriceProblem(condition, priceType);
    if (problem) missing.push(problem);
  }
  if (missing.length > 0) return { missing };

  const storeCode = store!.storeCode;
  return {
    photosRefused: refused,
    row: {
      id: feedId(car),
      title: car.name.slice(0, 150),
      description: plainDescription(car, 5000),
      link: vehiclePageUrl(car, config),
      image_link: photos[0],
      additional_image_link: photos.slice(1, 11).map(listUrl).join(','),
      price: feedPrice(amount!, config.currency),
      vehicle_price_type: priceType,
      condition,
      brand: car.make,
      model: car.model,
      year: car.year,
      mileage: `${km} km`,
      VIN: vin,
      store_code: storeCode,
      'vehicle_fulfillment(option:store_code)': `in_store:${storeCode}`,
      google_product_category: GOOGLE_VEHICLE_CATEGORY,
      body_style: googleBodyStyle(car),
      color: textOf(car.colour)?.slice(0, 100) ?? null,
      trim: textOf(car.badge)?.slice(0, 150) ?? null,
      engine: googleEngine(car),
      'certified_pre-owned': condition === 'used' ? (isCertifiedPreOwned(car) ? 'yes' : 'no') : null,
    },
  };
}

/** The rows of the feed, one per advertised car, each given to `keep` as it is made (src/views/inventory-feed-files.ts writes them). */
export function googleVehicleAdsRows(cars: readonly Car[], config: FeedConfig, keep: (row: GoogleRow) => void): FeedSummary {
  return feedRows(cars, (car) => googleVehicleAd(car, config), keep);
}
