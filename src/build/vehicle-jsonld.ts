import { isAvailable } from '../domain/availability';
import { bodyType } from '../domain/body-type';
import { carUrl } from '../domain/site-paths';
import { currentPrice, displayPrice } from '../domain/pricing';
import type { Car, DealerConfig } from '../domain/schemas';

const known = (v: unknown): boolean => v !== null && v !== undefined && String(v).trim() !== '' && String(v) !== 'null';
const abs = (base: string, u: string) => (u.startsWith('http') ? u : `${base}${u.startsWith('/') ? '' : '/'}${u}`);

/**
 * One item typed ["Car", "Product"]: Product / merchant-listing properties (what still earns rich results:
 * name, image, offers with a price above 0, priceCurrency, availability, itemCondition) plus the Car
 * properties. Unknown values are left out rather than sent empty.
 */
export function vehicleJsonLd(car: Car, config: DealerConfig): Record<string, unknown> {
  const base = config.url.replace(/\/+$/, '');
  const url = carUrl(base, car.slug);
  const images = car.images.map((i) => abs(base, i.url));
  if (images.length === 0 && car.primary_image_url) images.push(abs(base, car.primary_image_url));
  // Product markup needs an image; a car without photos is represented by the dealer's logo.
  if (images.length === 0) images.push(abs(base, config.logo));
  const shown = displayPrice(car, config);
  // Product offers need a real sale price; subscription prices are weekly, so they are not the item's price.
  const price = shown.kind === 'subscription' ? currentPrice(car) : shown.amount;
  const condition = car.car_type === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition';
  const availability = !isAvailable(car) ? 'https://schema.org/SoldOut'
    : car.status === 'coming_soon' ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock';
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': ['Car', 'Product'],
    name: car.name,
    url,
    image: images,
    brand: { '@type': 'Brand', name: car.make },
    manufacturer: { '@type': 'Organization', name: car.make },
    model: car.model,
    itemCondition: condition,
    vehicleModelDate: String(car.year),
    sku: car.stocknum ?? car.id,
  };
  const optional: Record<string, unknown> = {
    vehicleIdentificationNumber: car.vin,
    vehicleConfiguration: car.badge,
    bodyType: bodyType(car),
    color: car.colour,
    vehicleInteriorColor: car.interior_colour,
    fuelType: car.simple_fuel ?? car.fuel,
    vehicleTransmission: car.simple_transmission ?? car.trans,
    driveWheelConfiguration: car.drive,
    numberOfDoors: car.doors,
    vehicleSeatingCapacity: car.seats,
    description: car.carsales_title,
  };
  for (const [k, v] of Object.entries(optional)) if (known(v)) ld[k] = v;
  if (typeof car.km === 'number') ld.mileageFromOdometer = { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' };
  if (known(car.engine_size_litres)) ld.vehicleEngine = { '@type': 'EngineSpecification', engineDisplacement: { '@type': 'QuantitativeValue', value: Number.parseFloat(String(car.engine_size_litres)), unitCode: 'LTR' } };
  if (typeof price === 'number' && price > 0) {
    ld.offers = {
      '@type': 'Offer',
      price,
      priceCurrency: config.currency,
      availability,
      itemCondition: condition,
      url,
      seller: { '@type': 'AutoDealer', name: config.name, url: base },
    };
  }
  return ld;
}
