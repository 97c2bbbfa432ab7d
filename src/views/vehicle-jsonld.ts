import type { CarLeaf, EngineSpecification, MergeLeafTypes, MotorcycleLeaf, Offer, ProductLeaf, VehicleLeaf, WithContext } from 'schema-dts';
import { isAvailable } from '../domain/availability';
import { bodyType } from '../domain/body-type';
import { driveWheelConfiguration } from '../domain/drive-wheel';
import { carUrl } from '../domain/site-paths';
import { currentPrice, displayPrice } from '../domain/pricing';
import { vehicleKind, type VehicleKind } from '../domain/vehicle-kind';
import { newOrUsed } from '../domain/vehicle-condition';
import type { Car, DealerConfig } from '../domain/schemas';
import { validVin } from '../domain/inventory-feeds/vehicle-values';

/**
 * The vehicle page's one JSON-LD item, typed with schema-dts so a misspelt property fails the type check.
 *
 * - The type follows the kind of vehicle (domain vehicleKind): a car is a schema.org `Car` ("a wheeled,
 *   self-powered motor vehicle"), a motorcycle a `Motorcycle`, anything else a `Vehicle`. Caravans and camper
 *   trailers are towed: no fuel type, transmission, engine, driven wheels or odometer is claimed for them.
 * - A vehicle with a price shown is also a `Product` with an `Offer` (price, currency, availability, condition,
 *   seller): what Google's merchant listing and vehicle listing results read
 *   (https://developers.google.com/search/docs/appearance/structured-data/merchant-listing,
 *   https://developers.google.com/search/docs/appearance/structured-data/vehicle-listing).
 * - A vehicle shown as "Enquire for price" is not typed `Product`: Google's product snippet requires one of
 *   offers, review or aggregateRating on a Product, and an Offer there requires a price
 *   (https://developers.google.com/search/docs/appearance/structured-data/product-snippet#offer-details), which
 *   such a car does not have. It keeps a schema.org Offer without a price (price is optional in schema.org), so
 *   its availability and seller are still stated.
 * Unknown values are left out rather than sent empty.
 */
type Props = Omit<VehicleLeaf, '@type'>;
export type VehicleJsonLd = WithContext<
  | MergeLeafTypes<[CarLeaf, ProductLeaf]>
  | MergeLeafTypes<[MotorcycleLeaf, ProductLeaf]>
  | MergeLeafTypes<[VehicleLeaf, ProductLeaf]>
  | CarLeaf
  | MotorcycleLeaf
  | VehicleLeaf
>;

const known = (v: unknown): boolean => v !== null && v !== undefined && String(v).trim() !== '' && String(v) !== 'null';
const abs = (base: string, u: string) => (u.startsWith('http') ? u : `${base}${u.startsWith('/') ? '' : '/'}${u}`);
/** Only the properties with a known value. */
function knownOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => known(v))) as Partial<T>;
}

const LEAF = { car: 'Car', motorcycle: 'Motorcycle', towed: 'Vehicle', 'motor-vehicle': 'Vehicle' } as const satisfies Record<VehicleKind, string>;

export function vehicleJsonLd(car: Car, config: DealerConfig): VehicleJsonLd {
  const base = config.url.replace(/\/+$/, '');
  const url = carUrl(base, car.slug);
  const kind = vehicleKind(car);
  const towed = kind === 'towed';
  const images = car.images.map((i) => abs(base, i.url));
  if (images.length === 0 && car.primary_image_url) images.push(abs(base, car.primary_image_url));
  // Product markup needs an image; a car without photos is represented by the dealer's logo.
  if (images.length === 0) images.push(abs(base, config.logo));
  const shown = displayPrice(car, config);
  // Product offers need a real sale price; subscription prices are weekly, so they are not the item's price.
  const price = shown.kind === 'subscription' ? currentPrice(car) : shown.amount;
  const priced = typeof price === 'number' && price > 0;
  const condition = newOrUsed(car) === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition';
  const availability = !isAvailable(car)
    ? 'https://schema.org/SoldOut'
    : car.status === 'coming_soon'
      ? 'https://schema.org/PreOrder'
      : 'https://schema.org/InStock';
  const offer: Offer = {
    '@type': 'Offer',
    ...(priced ? { price, priceCurrency: config.currency } : {}),
    availability,
    itemCondition: condition,
    url,
    seller: { '@type': 'AutoDealer', name: config.name, url: base },
  };
  const fuel = car.simple_fuel ?? car.fuel;
  const litres = Number.parseFloat(String(car.engine_size_litres));
  const engine: EngineSpecification | undefined =
    towed || (!known(fuel) && !Number.isFinite(litres))
      ? undefined
      : {
          '@type': 'EngineSpecification',
          ...knownOnly({ fuelType: fuel ?? undefined }),
          ...(Number.isFinite(litres) && litres > 0 ? { engineDisplacement: { '@type': 'QuantitativeValue', value: litres, unitCode: 'LTR' } } : {}),
        };
  const drive = towed ? null : driveWheelConfiguration(car.drive);
  const props: Props = {
    name: car.name,
    url,
    image: images,
    brand: { '@type': 'Brand', name: car.make },
    manufacturer: { '@type': 'Organization', name: car.make },
    model: car.model,
    itemCondition: condition,
    vehicleModelDate: String(car.year),
    sku: car.stocknum ?? car.id,
    ...knownOnly({
      // The one VIN rule of the ad feeds: upper case, and a value that is no VIN (too short, an I or O) left out.
      vehicleIdentificationNumber: validVin(car.vin) ?? undefined,
      vehicleConfiguration: car.badge ?? undefined,
      bodyType: bodyType(car) ?? undefined,
      color: car.colour ?? undefined,
      vehicleInteriorColor: car.interior_colour ?? undefined,
      vehicleSeatingCapacity: car.seats ?? undefined,
      description: car.carsales_title ?? undefined,
    }),
    ...(towed ? {} : knownOnly({ vehicleTransmission: car.simple_transmission ?? car.trans ?? undefined })),
    // Doors only where a vehicle has them: feeds write 0 for motorcycles and 1 for caravans.
    ...(kind === 'car' || kind === 'motor-vehicle' ? knownOnly({ numberOfDoors: car.doors ?? undefined }) : {}),
    ...(drive ? { driveWheelConfiguration: `https://schema.org/${drive}` as const } : {}),
    ...(engine ? { vehicleEngine: engine } : {}),
    ...(!towed && typeof car.km === 'number' ? { mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' } } : {}),
    offers: offer,
  };
  const leaf = LEAF[kind];
  return { '@context': 'https://schema.org', '@type': priced ? [leaf, 'Product'] : leaf, ...props } as VehicleJsonLd;
}
