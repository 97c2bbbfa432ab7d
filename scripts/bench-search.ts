/**
 * Embedded search benchmark: builds the index for 2,000 and 20,000 generated cars, prints its size (raw and
 * gzipped, per car) and the latency of a fixed query mix. Run: node --import ./scripts/node-ts.mjs scripts/bench-search.ts
 */
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { buildEmbeddedIndex } from '../src/search/build-index';
import type { SearchDocument } from '../src/search/document';
import { createEmbeddedEngine } from '../src/search/engine/engine';
import { isMeiliError } from '../src/search/engine/errors';
import type { SearchRequest } from '../src/search/engine/types';
import { createRng } from './demo/prng';

/** The demo generator's seeded PRNG (mulberry32): deterministic test data. */
export function seededRandom(seed: number): () => number {
  return createRng(seed).next;
}

const MODELS: Record<string, string[]> = {
  Toyota: ['Corolla', 'Camry', 'RAV4', 'Hilux', 'LandCruiser', 'Kluger', 'Yaris', 'Prado', 'C-HR'],
  Mazda: ['CX-5', 'CX-3', 'Mazda3', 'BT-50', 'CX-9', 'MX-5', 'CX-30'],
  Ford: ['Ranger', 'Everest', 'Mustang', 'Puma', 'Escape', 'Focus'],
  Hyundai: ['i30', 'Tucson', 'Santa Fe', 'Kona', 'Venue', 'Palisade'],
  Kia: ['Sportage', 'Cerato', 'Sorento', 'Seltos', 'Carnival', 'Picanto', 'Stonic'],
  Mitsubishi: ['Triton', 'Outlander', 'ASX', 'Eclipse Cross', 'Pajero Sport'],
  Nissan: ['Navara', 'X-Trail', 'Qashqai', 'Patrol', 'Juke'],
  Volkswagen: ['Golf', 'Tiguan', 'Amarok', 'Polo', 'T-Roc'],
  Subaru: ['Forester', 'Outback', 'XV', 'WRX', 'Impreza'],
  Honda: ['CR-V', 'HR-V', 'Civic', 'Jazz', 'Accord'],
  Isuzu: ['D-Max', 'MU-X'],
  'Great Wall': ['Cannon', 'Haval H6', 'Jolion'],
  MG: ['ZS', 'MG3', 'HS'],
  BMW: ['X3', 'X5', '3 Series', '1 Series'],
  'Mercedes-Benz': ['C-Class', 'GLC', 'A-Class', 'Sprinter'],
};
const BADGES = [
  'GX',
  'GXL',
  'SR',
  'SR5',
  'Ascent',
  'Sport',
  'Touring',
  'Active',
  'Elite',
  'Highlander',
  'Titanium',
  'XLT',
  'Wildtrak',
  'ST',
  'Premium',
  'Limited',
  'Base',
  null,
];
const BODIES = ['Sedan', 'Hatch', 'SUV', 'Ute', 'Wagon', 'Van', 'Coupe', 'Convertible', 'Cab Chassis'];
const FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'Plug-in Hybrid'];
const TRANS = ['Automatic', 'Manual'];
const DRIVES = ['FWD', 'RWD', 'AWD', '4WD'];
const COLOURS = ['White', 'Black', 'Silver', 'Grey', 'Blue', 'Red', 'Green', 'Orange', 'Bronze', 'Yellow'];
const LOCATIONS = [
  { location_name: 'Brisbane City', city: 'Brisbane', state: 'QLD', dealership_slug: 'demo-brisbane', dealership_name: 'Demo Motors Brisbane' },
  { location_name: 'Gold Coast', city: 'Southport', state: 'QLD', dealership_slug: 'demo-gold-coast', dealership_name: 'Demo Motors Gold Coast' },
  { location_name: 'Parramatta', city: 'Sydney', state: 'NSW', dealership_slug: 'demo-parramatta', dealership_name: 'Demo Motors Parramatta' },
  { location_name: 'Ringwood', city: 'Melbourne', state: 'VIC', dealership_slug: 'demo-ringwood', dealership_name: 'Demo Motors Ringwood' },
  { location_name: 'Osborne Park', city: 'Perth', state: 'WA', dealership_slug: 'demo-osborne-park', dealership_name: 'Demo Motors Osborne Park' },
];
const TAGS = ['Just Arrived', 'Price Drop', 'Low Kms', 'One Owner', null, null, null, null];
const FEATURES = ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Sunroof', 'Tow Bar', 'Leather Seats', 'Adaptive Cruise', 'Heated Seats'];

/** Deterministic synthetic stock with realistic value spreads (same seed, same cars). */
export function generateCars(count: number, seed = 42): SearchDocument[] {
  const rnd = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => {
    const item = list[Math.floor(rnd() * list.length)];
    if (item === undefined) throw new Error('generateCars picked from an empty list');
    return item;
  };
  const makes = Object.entries(MODELS);
  const base = Date.UTC(2025, 0, 1) / 1000;
  return Array.from({ length: count }, (_, i) => {
    const [make, models] = pick(makes);
    const model = pick(models);
    const badge = pick(BADGES);
    const year = 2008 + Math.floor(rnd() * 19);
    const carType = year >= 2026 ? 'new' : rnd() < 0.12 ? 'demo' : 'used';
    const status = rnd() < 0.85 ? 'in_stock' : rnd() < 0.6 ? 'coming_soon' : 'sold';
    const price = rnd() < 0.03 ? 0 : Math.round((8000 + rnd() * 90000) / 10) * 10;
    const km = carType === 'new' ? 10 : Math.round((rnd() * 250000) / 100) * 100;
    const body = pick(BODIES);
    const fuel = pick(FUELS);
    const loc = pick(LOCATIONS);
    const id = String(100000 + i);
    const name = [year, make, model, badge].filter(Boolean).join(' ');
    const slug = `${name}-${id}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    return {
      id,
      slug,
      name,
      year,
      make,
      model,
      make_model: `${make} ${model}`,
      badge,
      series: rnd() < 0.5 ? `Series ${1 + Math.floor(rnd() * 3)}` : null,
      car_type: carType,
      status,
      sold: status === 'sold',
      reserved: rnd() < 0.03,
      certified: rnd() < 0.1,
      preorder: false,
      has_nvic: rnd() < 0.9,
      tag: pick(TAGS),
      item_type: null,
      price,
      before_price: rnd() < 0.1 ? price + 2000 : null,
      offer_price: null,
      subscription_price: null,
      price_type: pick(['DAP', 'EGC', null]),
      km,
      colour: pick(COLOURS),
      body,
      fuel,
      transmission: pick(TRANS),
      drive: pick(DRIVES),
      seats: pick([2, 4, 5, 5, 5, 7, 8]),
      ...loc,
      dealership_id: String(7 + LOCATIONS.indexOf(loc)),
      created_at: base + Math.floor(rnd() * 400 * 86400),
      image: `https://cdn.example.com/stock/${id}/1.jpg`,
      image_w: 1024,
      image_h: 768,
      stocknum: `S${id}`,
      categories: rnd() < 0.3 ? ['Family'] : [],
      filtered_features: FEATURES.filter(() => rnd() < 0.3),
    };
  });
}

const FACETS = ['make', 'model', 'body', 'fuel', 'transmission', 'drive', 'colour', 'car_type', 'year', 'price'];

/** The fixed mix: what the search page sends (text, make refinement, price range, sort, 10 facets, page 1). */
export function queryMix(): SearchRequest[] {
  const common = {
    facets: FACETS,
    hitsPerPage: 21,
    page: 1,
    attributesToHighlight: ['*'],
    highlightPreTag: '__ais-highlight__',
    highlightPostTag: '__/ais-highlight__',
  };
  return [
    { ...common, q: '' },
    { ...common, q: 'hilux' },
    { ...common, q: 'toyot', filter: [['"make"="Toyota"', '"make"="Mazda"']] },
    { ...common, q: '', filter: ['"price" 20000 TO 45000', ['"make"="Ford"']], sort: ['price:asc'] },
    { ...common, q: 'sr5 ute', filter: ['"price">=10000', '"price"<=60000'], sort: ['created_at:desc'] },
    { ...common, q: 'corola', filter: ['status IN ["in_stock", "coming_soon"]'] },
    {
      ...common,
      q: '',
      filter: ['status IN ["in_stock", "coming_soon", "sold"] AND car_type IN ["used"]', ['"body"="SUV"', '"body"="Wagon"']],
      sort: ['price:desc'],
    },
    { ...common, q: 'white diesel', filter: ['"year" 2015 TO 2024'], sort: ['km:asc'] },
  ];
}

function percentile(sorted: number[], p: number): number {
  // No samples have no percentile.
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

export type SearchBenchFigures = {
  cars: number;
  buildMs: number;
  rawBytes: number;
  gzipBytes: number;
  gzipBytesPerCar: number;
  searchColumnsGzipBytesPerCar: number;
  /** JSON.parse of the file plus making the engine (decoding the columns): what the page pays before its first search. */
  loadMs: number;
  firstQueryMs: number;
  medianMs: number;
  p95Ms: number;
  /** Each column's JSON gzipped on its own, bytes per car (the columns' sum is above the whole file's size). */
  columnGzipBytesPerCar: Record<string, number>;
};

export function benchOne(cars: number, rounds = 20): SearchBenchFigures {
  const docs = generateCars(cars);
  const t0 = performance.now();
  const index = buildEmbeddedIndex(docs);
  const json = JSON.stringify(index);
  const buildMs = performance.now() - t0;
  const gzipBytes = gzipSync(json).length;
  const searchOnly = gzipSync(JSON.stringify({ ...index, display: {} })).length;
  const columnGzipBytesPerCar = Object.fromEntries(
    Object.entries({ ...index.columns, ...index.display })
      .map(([name, col]) => [name, gzipSync(JSON.stringify(col)).length / cars] as const)
      .sort((a, b) => b[1] - a[1]),
  );
  const l0 = performance.now();
  const engine = createEmbeddedEngine(JSON.parse(json), { indexUid: 'cars' });
  const loadMs = performance.now() - l0;
  const mix = queryMix();
  const f0 = performance.now();
  const [, firstQuery] = mix;
  if (!firstQuery) throw new Error('The query mix needs a second query to time the first search with');
  const first = engine.search('cars', firstQuery);
  const firstQueryMs = performance.now() - f0;
  if (isMeiliError(first)) throw new Error(first.message);
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const req of mix) {
      const s = performance.now();
      const res = engine.search('cars', req);
      times.push(performance.now() - s);
      if (isMeiliError(res)) throw new Error(res.message);
    }
  }
  times.sort((a, b) => a - b);
  return {
    cars,
    buildMs,
    rawBytes: json.length,
    gzipBytes,
    gzipBytesPerCar: gzipBytes / cars,
    searchColumnsGzipBytesPerCar: searchOnly / cars,
    loadMs,
    firstQueryMs,
    medianMs: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    columnGzipBytesPerCar,
  };
}

export function runSearchBench(sizes: readonly number[] = [2000, 20000]): SearchBenchFigures[] {
  const results = sizes.map((n) => benchOne(n));
  const f = (x: number, d = 2) => x.toFixed(d);
  console.log('Embedded search (Node, fixed mix: text + make + price range + sort + 10 facets, page 1)');
  for (const r of results) {
    console.log(
      `${String(r.cars).padStart(6)} cars: build ${f(r.buildMs, 0)} ms; index ${(r.rawBytes / 1024).toFixed(0)} KB raw, ${(r.gzipBytes / 1024).toFixed(0)} KB gz ` +
        `(${f(r.gzipBytesPerCar, 1)} B/car; search columns ${f(r.searchColumnsGzipBytesPerCar, 1)} B/car); ` +
        `load ${f(r.loadMs, 0)} ms; first text query ${f(r.firstQueryMs)} ms; median ${f(r.medianMs)} ms, p95 ${f(r.p95Ms)} ms`,
    );
    const cols = Object.entries(r.columnGzipBytesPerCar);
    console.log(
      `        gz B/car by column (each alone): ${cols
        .filter(([, b]) => b >= 0.1)
        .map(([n, b]) => `${n} ${f(b, 1)}`)
        .join(', ')}; ${cols.filter(([, b]) => b < 0.1).length} more under 0.1`,
    );
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) runSearchBench();
