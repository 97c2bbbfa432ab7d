import {
  carSchema,
  dealerConfigSchema,
  locationSchema,
  type Car,
  type CarInput,
  type DealerConfig,
  type DealerConfigInput,
  type Location,
  type LocationInput,
} from '../../../src/domain/schemas';

/** A fixed clock for every rule that depends on "now". */
export const NOW = new Date('2026-03-15T02:00:00Z');

/** Minimal valid car record; tests override only the fields their rule reads. */
export function makeCar(overrides: Partial<CarInput> = {}): Car {
  return carSchema.parse({
    id: 101,
    slug: 'toyota-corolla-2021-101',
    name: '2021 Toyota Corolla Ascent Sport',
    year: 2021,
    make: 'Toyota',
    model: 'Corolla',
    car_type: 'used',
    status: 'in_stock',
    created_at: '2026-01-01T00:00:00Z',
    price: 24990,
    images: [{ url: 'https://img.example/1.jpg' }],
    ...overrides,
  });
}

export function makeLocation(overrides: Partial<LocationInput> = {}): Location {
  return locationSchema.parse({
    id: 1,
    name: 'Demo Motors Brisbane',
    slug: 'demo-motors-brisbane',
    location_type: 'sales',
    city: 'Brisbane',
    phone: '07 3000 0000',
    address: { street: '1 Main St', city: 'Brisbane', state: 'QLD', postcode: '4000', lat: -27.4698, long: 153.0251 },
    ...overrides,
  });
}

/** The settings areas the old catch-all `features` was split into. */
type SplitArea = 'pricing' | 'badges' | 'vehicle' | 'purchase' | 'contact' | 'site';

type ConfigOverrides = Omit<Partial<DealerConfigInput>, 'finance' | 'search' | 'favourites' | SplitArea> & {
  finance?: Partial<NonNullable<DealerConfigInput['finance']>>;
  search?: Partial<NonNullable<DealerConfigInput['search']>>;
  pricing?: Partial<NonNullable<DealerConfigInput['pricing']>>;
  badges?: Partial<NonNullable<DealerConfigInput['badges']>>;
  vehicle?: Partial<NonNullable<DealerConfigInput['vehicle']>>;
  purchase?: Partial<NonNullable<DealerConfigInput['purchase']>>;
  contact?: Partial<NonNullable<DealerConfigInput['contact']>>;
  site?: Partial<NonNullable<DealerConfigInput['site']>>;
  favourites?: Partial<NonNullable<DealerConfigInput['favourites']>>;
};

/** Minimal valid dealer config with the schema's defaults; nested areas are merged, not replaced. */
export function makeConfig(overrides: ConfigOverrides = {}): DealerConfig {
  const { finance, search, favourites, pricing, badges, vehicle, purchase, contact, site, ...rest } = overrides;
  return dealerConfigSchema.parse({
    slug: 'demo-motors',
    name: 'Demo Motors',
    id: 9,
    dealership_id: 77,
    url: 'https://demo-motors.example/',
    locations: [{ id: 1, name: 'Demo Motors Brisbane', slug: 'demo-motors-brisbane', primary: true, address: { city: 'Brisbane' } }],
    finance: { ...finance },
    search: { ...search },
    pricing: { ...pricing },
    badges: { ...badges },
    vehicle: { ...vehicle },
    purchase: { ...purchase },
    contact: { ...contact },
    site: { ...site },
    favourites: { ...favourites },
    ...rest,
  });
}
