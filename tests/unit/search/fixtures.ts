import { buildEmbeddedIndex } from '../../../src/search/build-index';
import { searchSettings, type SearchDocument, type SearchSettings } from '../../../src/search/document';
import { createEmbeddedEngine } from '../../../src/search/engine/engine';
import type { MeiliError, SearchRequest, SearchResponse } from '../../../src/search/engine/types';

/** A full search document; tests set only what their rule reads. */
export function doc(overrides: Partial<SearchDocument> & { id: string }): SearchDocument {
  return {
    slug: `car-${overrides.id}`,
    name: 'Car',
    year: 2020,
    make: 'Toyota',
    model: 'Corolla',
    make_model: 'Toyota Corolla',
    badge: null,
    series: null,
    car_type: 'used',
    status: 'in_stock',
    sold: false,
    reserved: false,
    certified: false,
    preorder: false,
    has_nvic: false,
    tag: null,
    item_type: null,
    price: 20000,
    before_price: null,
    offer_price: null,
    subscription_price: null,
    price_type: null,
    km: 50000,
    colour: null,
    body: null,
    fuel: null,
    transmission: null,
    drive: null,
    seats: null,
    city: null,
    state: null,
    location_name: null,
    dealership_id: null,
    dealership_slug: null,
    dealership_name: null,
    created_at: 1_700_000_000,
    image: null,
    image_w: null,
    image_h: null,
    stocknum: null,
    categories: [],
    filtered_features: [],
    ...overrides,
  };
}

/** Eight cars with hand-picked values, so every count below can be checked by eye. */
export const CARS: SearchDocument[] = [
  doc({
    id: '1',
    name: '2019 Toyota Hilux SR5',
    make: 'Toyota',
    model: 'Hilux',
    make_model: 'Toyota Hilux',
    badge: 'SR5',
    year: 2019,
    price: 45990,
    km: 62000,
    body: 'Ute',
    fuel: 'Diesel',
    colour: 'White',
    created_at: 1_700_000_100,
    categories: ['Work'],
  }),
  doc({
    id: '2',
    name: '2021 Toyota Corolla Ascent Sport',
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent Sport',
    year: 2021,
    price: 24990,
    km: 30000,
    body: 'Hatch',
    fuel: 'Petrol',
    colour: 'Silver',
    created_at: 1_700_000_500,
  }),
  doc({
    id: '3',
    name: '2018 Mazda CX-5 Maxx',
    make: 'Mazda',
    model: 'CX-5',
    make_model: 'Mazda CX-5',
    badge: 'Maxx',
    year: 2018,
    price: 27500,
    km: 81000,
    body: 'SUV',
    fuel: 'Petrol',
    colour: 'Red',
    created_at: 1_700_000_300,
  }),
  doc({
    id: '4',
    name: '2022 Ford Ranger XLT',
    make: 'Ford',
    model: 'Ranger',
    make_model: 'Ford Ranger',
    badge: 'XLT',
    year: 2022,
    price: 58990,
    km: 15000,
    body: 'Ute',
    fuel: 'Diesel',
    colour: 'white',
    created_at: 1_700_000_900,
    car_type: 'demo',
  }),
  doc({
    id: '5',
    name: '2015 Toyota Camry Altise',
    make: 'Toyota',
    model: 'Camry',
    make_model: 'Toyota Camry',
    badge: 'Altise',
    year: 2015,
    price: 0,
    km: 140000,
    body: 'Sedan',
    fuel: 'Petrol',
    colour: 'Blue',
    created_at: 1_700_000_200,
    status: 'sold',
    sold: true,
  }),
  doc({
    id: '6',
    name: '2024 Mazda BT-50 XTR',
    make: 'Mazda',
    model: 'BT-50',
    make_model: 'Mazda BT-50',
    badge: 'XTR',
    year: 2024,
    price: 61990,
    km: null,
    body: 'Ute',
    fuel: 'Diesel',
    colour: 'Grey',
    created_at: 1_700_000_800,
    car_type: 'new',
  }),
  doc({
    id: '7',
    name: '2020 Hyundai i30 Active',
    make: 'Hyundai',
    model: 'i30',
    make_model: 'Hyundai i30',
    badge: 'Active',
    year: 2020,
    price: 19990,
    km: 45000,
    body: 'Hatch',
    fuel: 'Petrol',
    colour: 'White',
    created_at: 1_700_000_400,
  }),
  doc({
    id: '8',
    name: '2017 Toyota Corolla Ascent',
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent',
    year: 2017,
    price: 15990,
    km: 99000,
    body: 'Hatch',
    fuel: 'Petrol',
    colour: 'White',
    created_at: 1_700_000_700,
    status: 'coming_soon',
  }),
];

export function carEngine(docs: SearchDocument[] = CARS, settings?: SearchSettings) {
  return createEmbeddedEngine(JSON.parse(JSON.stringify(buildEmbeddedIndex(docs, settings ?? searchSettings()))), { indexUid: 'cars' });
}

/** Search that fails the test on an error answer. */
export function ok(result: SearchResponse | MeiliError): SearchResponse {
  if ('code' in result) throw new Error(`unexpected error ${result.code}: ${result.message}`);
  return result;
}

export function ids(result: SearchResponse | MeiliError): string[] {
  return ok(result).hits.map((h) => String(h.id));
}

export function searchIds(engine: ReturnType<typeof carEngine>, request: SearchRequest): string[] {
  return ids(engine.search('cars', { limit: 100, ...request }));
}
