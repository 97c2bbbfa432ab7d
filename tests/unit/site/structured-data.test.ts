import { describe, expect, it } from 'vitest';
import { carSchema, dealerConfigSchema } from '../../../src/domain/schemas';
import { vehicleJsonLd } from '../../../src/views/vehicle-jsonld';
import { autoDealerJsonLd } from '../../../src/views/location-jsonld';
import { breadcrumbJsonLd } from '../../../src/views/breadcrumb-jsonld';
import { validVin } from '../../../src/domain/inventory-feeds/vehicle-values';
import { defined } from '../../defined';

const config = (over: Record<string, unknown> = {}) =>
  dealerConfigSchema.parse({
    slug: 'demo',
    name: 'Demo Motors',
    id: 1,
    dealership_id: 2,
    url: 'https://demo.example.com/',
    locations: [
      {
        id: 1,
        name: 'Main',
        slug: 'main',
        primary: true,
        city: 'Brisbane',
        address: { street: '1 Main St', city: 'Brisbane', state: 'QLD', postcode: '4000' },
        average_rating: 4.8,
        review_count: 120,
      },
      { id: 2, name: 'North', slug: 'north', city: 'Chermside', address: { city: 'Chermside' } },
    ],
    ...over,
  });
const car = (over: Record<string, unknown> = {}) =>
  carSchema.parse({
    id: 1,
    slug: 'a-car',
    name: '2022 Mazda CX-5 Maxx',
    year: 2022,
    make: 'Mazda',
    model: 'CX-5',
    car_type: 'used',
    status: 'in_stock',
    created_at: '2026-01-01',
    price: 30000,
    km: 41000,
    vin: 'JM0KF4W',
    images: [{ url: '/a.jpg' }],
    simple_fuel: 'Petrol',
    fuel: 'Unleaded Petrol',
    simple_transmission: 'Automatic',
    drive: 'Front Wheel Drive',
    doors: 5,
    engine_size_litres: '2.5',
    ...over,
  });
// The builders' typed result, read as plain JSON (what the page carries).
const ld = (c: ReturnType<typeof car>, cfg = config()) => JSON.parse(JSON.stringify(vehicleJsonLd(c, cfg)));

describe('vehicle JSON-LD per kind of car', () => {
  it('priced car: Car + Product with an offer at the shown price, fuel on the engine, drive from the enumeration', () => {
    const x = ld(car());
    expect(x['@type']).toEqual(['Car', 'Product']);
    expect(x.offers).toEqual({
      '@type': 'Offer',
      price: 30000,
      priceCurrency: 'AUD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
      url: 'https://demo.example.com/cars/a-car/',
      seller: { '@type': 'AutoDealer', name: 'Demo Motors', url: 'https://demo.example.com' },
    });
    expect(x.vehicleEngine).toEqual({
      '@type': 'EngineSpecification',
      fuelType: 'Petrol',
      engineDisplacement: { '@type': 'QuantitativeValue', value: 2.5, unitCode: 'LTR' },
    });
    expect(x.fuelType).toBeUndefined();
    expect(x.driveWheelConfiguration).toBe('https://schema.org/FrontWheelDriveConfiguration');
    expect(x.vehicleTransmission).toBe('Automatic');
    expect(x.numberOfDoors).toBe(5);
    expect(x.mileageFromOdometer).toEqual({ '@type': 'QuantitativeValue', value: 41000, unitCode: 'KMT' });
  });
  it('unpriced ("Enquire for price"): a Car, not a Product, with an offer stating availability and seller but no price', () => {
    const x = ld(car({ price: 0 }));
    expect(x['@type']).toBe('Car');
    expect(x.offers.price).toBeUndefined();
    expect(x.offers.priceCurrency).toBeUndefined();
    expect(x.offers).toMatchObject({ availability: 'https://schema.org/InStock', seller: { name: 'Demo Motors' } });
  });
  it('offer price: the offer carries the offer price shown, not the list price', () => {
    expect(ld(car({ price: 32000, offer_price: 29990 })).offers.price).toBe(29990);
  });
  it('sold: still a Product with its last price, SoldOut', () => {
    const x = ld(car({ status: 'sold' }));
    expect(x['@type']).toEqual(['Car', 'Product']);
    expect(x.offers).toMatchObject({ price: 30000, availability: 'https://schema.org/SoldOut' });
  });
  it('caravan and camper trailer: a Vehicle, without the fuel, gearbox, engine, drive, doors or odometer feeds give them', () => {
    for (const body of ['Caravan', 'Camper Trailer']) {
      const x = ld(car({ item_type: 'caravan', body, drive: '4x2', doors: 1, engine_size_litres: null, km: 0 }));
      expect(x['@type']).toEqual(['Vehicle', 'Product']);
      for (const p of ['fuelType', 'vehicleEngine', 'vehicleTransmission', 'driveWheelConfiguration', 'numberOfDoors', 'mileageFromOdometer'])
        expect(x, `${body} ${p}`).not.toHaveProperty(p);
      expect(x.offers.price).toBe(30000);
    }
  });
  it('a motorhome (item_type caravan, body Motorhome) drives itself: a Vehicle with its engine and gearbox', () => {
    const x = ld(car({ item_type: 'caravan', body: 'Motorhome', simple_fuel: 'Diesel', engine_size_litres: '2.3' }));
    expect(x['@type']).toEqual(['Vehicle', 'Product']);
    expect(x.vehicleEngine.fuelType).toBe('Diesel');
    expect(x.vehicleTransmission).toBe('Automatic');
  });
  it('a motorcycle is a Motorcycle, with no doors', () => {
    const x = ld(car({ item_type: 'motorcycle', body: 'Naked', doors: 0, drive: null }));
    expect(x['@type']).toEqual(['Motorcycle', 'Product']);
    expect(x).not.toHaveProperty('numberOfDoors');
    expect(x).not.toHaveProperty('driveWheelConfiguration');
  });
  it('EV: fuel type Electric on the engine, no displacement; 4x4 drive', () => {
    const x = ld(car({ simple_fuel: 'Electric', fuel: 'Electric', engine_size_litres: null, drive: '4x4' }));
    expect(x.vehicleEngine).toEqual({ '@type': 'EngineSpecification', fuelType: 'Electric' });
    expect(x.driveWheelConfiguration).toBe('https://schema.org/FourWheelDriveConfiguration');
  });
  it('hybrid: its simplified fuel on the engine; an unmappable drive is left out', () => {
    const x = ld(car({ simple_fuel: 'Hybrid', fuel: 'Hybrid (Petrol/Electric)', drive: '2WD' }));
    expect(x.vehicleEngine.fuelType).toBe('Hybrid');
    expect(x).not.toHaveProperty('driveWheelConfiguration');
  });
});

describe('the VIN in the vehicle JSON-LD: the ad feeds rule (validVin)', () => {
  it('a VIN given in lower case is published in upper case', () => {
    expect(ld(car({ vin: '1fadp5au6dl536022' })).vehicleIdentificationNumber).toBe('1FADP5AU6DL536022');
  });
  it('a value that is no VIN (15 characters, or with an I, O or Q) is left out', () => {
    for (const vin of ['jm0kf4w12345678', 'JM0KF4W', '1FADP5AU6DL53602O', '1FADP5AU6DL5360I2', 'Q1FADP5AU6DL53602'])
      expect(ld(car({ vin })), vin).not.toHaveProperty('vehicleIdentificationNumber');
    expect(validVin('1FADP5AU6DL53602O')).toBeNull();
  });
});

describe('BreadcrumbList JSON-LD of a breadcrumb', () => {
  it('the crumbs the page shows, in order, with absolute URLs; the page itself without one', () => {
    const crumbs = [
      { label: 'Home', href: '/' },
      { label: 'Used Cars', href: '/search/used-cars/' },
      { label: '2022 Mazda CX-5 Maxx', href: null },
    ];
    expect(JSON.parse(JSON.stringify(breadcrumbJsonLd(crumbs, 'https://demo.example.com/')))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://demo.example.com/' },
        { '@type': 'ListItem', position: 2, name: 'Used Cars', item: 'https://demo.example.com/search/used-cars/' },
        { '@type': 'ListItem', position: 3, name: '2022 Mazda CX-5 Maxx' },
      ],
    });
  });
});

describe('AutoDealer JSON-LD of a location', () => {
  const cars = [
    car({ id: 1, slug: 'a', price: 12990, location_id: '1' }),
    car({ id: 2, slug: 'b', price: 89990, location_id: '1' }),
    car({ id: 3, slug: 'c', price: 0, location_id: '1' }),
    car({ id: 4, slug: 'd', price: 150000, status: 'sold', location_id: '1' }),
    car({ id: 5, slug: 'e', price: 5000, location_id: '2' }),
  ];
  const location = (i: number) => defined(config().locations[i], `location ${i}`);
  it('has no aggregateRating of its own (self-serving), even where the page shows the rating', () => {
    const x = autoDealerJsonLd(location(0), config(), cars);
    expect(x).not.toHaveProperty('aggregateRating');
    expect(x).toMatchObject({ '@type': 'AutoDealer', name: 'Main', address: { streetAddress: '1 Main St', addressLocality: 'Brisbane' } });
  });
  it('priceRange from the shown prices of the available cars at that location', () => {
    expect(autoDealerJsonLd(location(0), config(), cars).priceRange).toBe('$12,990 - $89,990');
    expect(autoDealerJsonLd(location(1), config(), cars).priceRange).toBe('$5,000');
    expect(autoDealerJsonLd(location(1), config(), [])).not.toHaveProperty('priceRange');
  });
});
