import { locationPhone } from '../location-phone';
import type { Car } from '../schemas';
import type { Cell } from './delimited';
import { isCertifiedPreOwned, newOrUsed } from '../vehicle-condition';
import {
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
  priceAndSale,
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
 * Meta (Facebook/Instagram) automotive inventory ads: a vehicle catalog feed as CSV (docs/feeds.md cites the
 * reference: developers.facebook.com/docs/marketing-api/auto-ads/reference). Nested fields are written the way
 * that reference allows for CSV, as flattened columns in JSON-path syntax: mileage.value, image[0].url,
 * address.city. Enumerations are written in upper case (the reference: enum fields are case-insensitive).
 */

export const META_VEHICLE_CATALOG_PATH = '/feeds/meta-vehicle-catalog.csv';

/** Photos per vehicle the feed carries (image[0].url ... image[9].url). */
export const META_IMAGES = 10;
const IMAGE_COLUMNS = Array.from({ length: META_IMAGES }, (_, i) => `image[${i}].url` as const);

export const META_COLUMNS = [
  'vehicle_id',
  'title',
  'description',
  'url',
  'make',
  'model',
  'year',
  'trim',
  'mileage.value',
  'mileage.unit',
  ...IMAGE_COLUMNS,
  'state_of_vehicle',
  'availability',
  'price',
  'sale_price',
  'vin',
  'body_style',
  'transmission',
  'fuel_type',
  'drivetrain',
  'exterior_color',
  'interior_color',
  'address.addr1',
  'address.city',
  'address.region',
  'address.postal_code',
  'address.country',
  'latitude',
  'longitude',
  'dealer_id',
  'dealer_name',
  'dealer_phone',
] as const;
export type MetaColumn = (typeof META_COLUMNS)[number];
/** Columns written as numbers ("-27.47" is a latitude, not a formula); every other cell is text. */
export const META_NUMBER_COLUMNS: ReadonlySet<MetaColumn> = new Set(['year', 'mileage.value', 'latitude', 'longitude']);
/**
 * Image formats taken for Meta's image[].url: JPEG and PNG, the formats Meta's catalog image guidance names (taken
 * narrowly: a CDN rendition is always JPEG); SVG is refused.
 */
export const META_IMAGE_TYPES: readonly string[] = ['jpg', 'jpeg', 'png'];
export type MetaRow = Partial<Record<MetaColumn, Cell>>;

/** Fields a vehicle must carry (the reference's required fields; the address as its object's fields). */
export const META_REQUIRED: readonly MetaColumn[] = requiredColumns(META_COLUMNS, [
  'trim',
  ...IMAGE_COLUMNS.slice(1),
  'availability',
  'sale_price',
  'transmission',
  'fuel_type',
  'drivetrain',
  'interior_color',
  'latitude',
  'longitude',
  'dealer_id',
  'dealer_name',
  'dealer_phone',
]);

/** Meta's enumerations. */
export const META_BODY_STYLES = [
  'CONVERTIBLE',
  'COUPE',
  'CROSSOVER',
  'ESTATE',
  'GRANDTOURER',
  'HATCHBACK',
  'MINIBUS',
  'MINIVAN',
  'MPV',
  'PICKUP',
  'ROADSTER',
  'SALOON',
  'SEDAN',
  'SMALL_CAR',
  'SPORTSCAR',
  'SUPERCAR',
  'SUPERMINI',
  'SUV',
  'TRUCK',
  'VAN',
  'WAGON',
  'OTHER',
] as const;
export const META_STATES = ['NEW', 'USED', 'CPO'] as const;
export const META_FUEL_TYPES = ['DIESEL', 'ELECTRIC', 'GASOLINE', 'FLEX', 'HYBRID', 'PETROL', 'PLUGIN_HYBRID', 'OTHER'] as const;
export const META_TRANSMISSIONS = ['AUTOMATIC', 'MANUAL', 'OTHER'] as const;
export const META_DRIVETRAINS = ['4X2', '4X4', 'AWD', 'FWD', 'RWD', 'OTHER'] as const;
type BodyStyle = (typeof META_BODY_STYLES)[number];

const BODY_RULES: [RegExp, BodyStyle][] = [
  [/\bsuv\b/, 'SUV'],
  [/\bcrossover\b/, 'CROSSOVER'],
  [/\b(people mover|minivan)\b/, 'MINIVAN'],
  [/\bmpv\b/, 'MPV'],
  [/\b(bus|minibus)\b/, 'MINIBUS'],
  [/\b(ute|utility|pick ?up)\b/, 'PICKUP'],
  [/\b(cab chassis|truck)\b/, 'TRUCK'],
  [/\broadster\b/, 'ROADSTER'],
  [/\b(convertible|cabriolet|spyder|spider)\b/, 'CONVERTIBLE'],
  [/\bcoupe\b/, 'COUPE'],
  [/\b(hatch|hatchback|liftback)\b/, 'HATCHBACK'],
  [/\bsedan\b/, 'SEDAN'],
  [/\bsaloon\b/, 'SALOON'],
  [/\b(wagon|touring)\b/, 'WAGON'],
  [/\bestate\b/, 'ESTATE'],
  [/\bvan\b/, 'VAN'],
];

/** The feed's body in Meta's body styles; a body none of these match is OTHER (the field is required, OTHER is valid). */
export function metaBodyStyle(car: Pick<Car, 'simple_body' | 'body'>): BodyStyle {
  return bodyStyleOf(car, BODY_RULES) ?? 'OTHER';
}

/** Meta's fuel types in the order they win (Meta has no LPG or natural gas: those cars fall to their other fuel). */
const FUEL_TYPE_BY_FUEL: [FuelWord, (typeof META_FUEL_TYPES)[number]][] = [
  ['plug-in', 'PLUGIN_HYBRID'],
  ['hybrid', 'HYBRID'],
  ['electric', 'ELECTRIC'],
  ['diesel', 'DIESEL'],
  ['flex', 'FLEX'],
  ['petrol', 'PETROL'],
  ['gasoline', 'GASOLINE'],
];

/** Australian fuel text in Meta's fuel types ("Unleaded Petrol" is PETROL); null when the feed has none. */
export function metaFuelType(car: Pick<Car, 'simple_fuel' | 'fuel'>): (typeof META_FUEL_TYPES)[number] | null {
  return fuelValue(car, FUEL_TYPE_BY_FUEL, 'OTHER');
}

export function metaTransmission(car: Pick<Car, 'simple_transmission' | 'trans'>): (typeof META_TRANSMISSIONS)[number] | null {
  const s = squash(`${textOf(car.simple_transmission) ?? ''} ${textOf(car.trans) ?? ''}`);
  if (!s) return null;
  if (/\bmanual\b/.test(s)) return 'MANUAL';
  if (/\b(automatic|auto|cvt|dct|dsg|sequential)\b/.test(s)) return 'AUTOMATIC';
  return 'OTHER';
}

export function metaDrivetrain(car: Pick<Car, 'drive'>): (typeof META_DRIVETRAINS)[number] | null {
  const s = squash(car.drive);
  if (!s) return null;
  if (/\b(4x4|4wd|four wheel)/.test(s)) return '4X4';
  if (/\b(awd|all wheel)/.test(s)) return 'AWD';
  if (/\b(fwd|front wheel)/.test(s)) return 'FWD';
  if (/\b(rwd|rear wheel)/.test(s)) return 'RWD';
  if (/\b(4x2|2wd|two wheel)/.test(s)) return '4X2';
  return 'OTHER';
}

/** NEW for new cars; a certified used or demo car is CPO, any other USED. */
export function metaStateOfVehicle(car: Pick<Car, 'car_type' | 'certified'>): (typeof META_STATES)[number] {
  if (newOrUsed(car) === 'new') return 'NEW';
  return isCertifiedPreOwned(car) ? 'CPO' : 'USED';
}

/** One car as a row of the catalog, or the required fields it lacks. */
export function metaVehicle(car: Car, config: FeedConfig): { row: MetaRow; photosRefused: string[] } | { missing: string[] } {
  const missing: string[] = [];
  const { urls: photos, refused } = feedPhotos(car, config, META_IMAGE_TYPES);
  const { price, sale } = priceAndSale(car);
  const vin = validVin(car.vin);
  const store = carStore(car, config);
  const colour = textOf(car.colour);
  const km = odometerKm(car);
  const address = store?.location.address;
  const addr = {
    'address.addr1': textOf(address?.street),
    'address.city': textOf(address?.city) ?? textOf(store?.location.city),
    'address.region': textOf(address?.state),
    'address.postal_code': textOf(address?.postcode),
  };

  // An image is required: Meta rejects a vehicle without one, so the car is left out and named.
  if (photos.length === 0) missing.push(noPhotoReason('image[0].url', refused, 'Meta rejects a vehicle without an image it can read'));
  if (price === null) missing.push('price (no price above $10)');
  if (km === null) missing.push('mileage.value (no odometer reading)');
  if (!vin) missing.push(vinReason('vin', car.vin));
  if (!colour) missing.push('exterior_color');
  if (!store) missing.push(`address (${NO_STORE})`);
  else for (const [field, value] of Object.entries(addr)) if (!value) missing.push(`${field} (location ${store.location.slug})`);
  if (missing.length > 0) return { missing };

  const { location, storeCode } = store!;
  const row: MetaRow = {
    vehicle_id: feedId(car).slice(0, 100),
    title: car.name.slice(0, 500),
    description: plainDescription(car, 5000),
    url: vehiclePageUrl(car, config),
    make: car.make,
    model: car.model,
    year: car.year,
    trim: textOf(car.badge)?.slice(0, 50) ?? null,
    'mileage.value': km,
    'mileage.unit': 'KM',
    state_of_vehicle: metaStateOfVehicle(car),
    availability: 'AVAILABLE',
    price: feedPrice(price!, config.currency),
    sale_price: sale === null ? null : feedPrice(sale, config.currency),
    vin,
    body_style: metaBodyStyle(car),
    transmission: metaTransmission(car),
    fuel_type: metaFuelType(car),
    drivetrain: metaDrivetrain(car),
    exterior_color: colour,
    interior_color: textOf(car.interior_colour),
    ...addr,
    'address.country': siteCountry(config),
    latitude: location.address.lat ?? null,
    longitude: location.address.long ?? null,
    dealer_id: storeCode,
    dealer_name: location.name,
    dealer_phone: locationPhone(location, config, car.car_type),
  };
  photos.slice(0, META_IMAGES).forEach((u, i) => {
    row[`image[${i}].url` as MetaColumn] = u;
  });
  return { row, photosRefused: refused };
}

/** The rows of the catalog, one per advertised car, each given to `keep` as it is made (src/views/inventory-feed-files.ts writes them). */
export function metaVehicleCatalogRows(cars: readonly Car[], config: FeedConfig, keep: (row: MetaRow) => void): FeedSummary {
  return feedRows(cars, (car) => metaVehicle(car, config), keep);
}
