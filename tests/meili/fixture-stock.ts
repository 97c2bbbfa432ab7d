import type { SearchDocument } from '../../src/search/document';
import { createRng } from '../../scripts/demo/prng';

/** The demo generator's seeded PRNG: the stock must be identical on every run so differences are reproducible. */
export const rng = createRng;

export const CATALOG: Record<string, { models: string[]; badges: string[] }> = {
  Toyota: { models: ['Corolla', 'Camry', 'HiLux', 'RAV4', 'LandCruiser Prado'], badges: ['Ascent Sport', 'SX', 'GXL', 'SR5', 'Cruiser'] },
  Mazda: { models: ['CX-5', 'Mazda3', 'BT-50', 'CX-30'], badges: ['Maxx Sport', 'Touring', 'GT', 'Akera'] },
  Ford: { models: ['Ranger', 'Everest', 'Mustang', 'Focus'], badges: ['XLT', 'Wildtrak', 'Raptor', 'Trend'] },
  Hyundai: { models: ['i30', 'Tucson', 'Santa Fe', 'Kona'], badges: ['Active', 'Elite', 'Highlander', 'N Line'] },
  Kia: { models: ['Sportage', 'Cerato', 'Sorento', 'Carnival'], badges: ['S', 'Sport', 'GT-Line', 'Platinum'] },
  Volkswagen: { models: ['Golf', 'Amarok', 'Tiguan', 'Polo'], badges: ['Life', 'Style', 'R-Line', 'Highline'] },
  Mitsubishi: { models: ['Triton', 'Outlander', 'ASX', 'Pajero Sport'], badges: ['GLX', 'GLS', 'Exceed', 'LS'] },
  Subaru: { models: ['Forester', 'Outback', 'XV', 'WRX'], badges: ['2.5i', 'Premium', 'Sport', 'Touring'] },
  Nissan: { models: ['Navara', 'X-Trail', 'Patrol', 'Qashqai'], badges: ['ST', 'ST-X', 'Ti', 'Pro-4X'] },
  Holden: { models: ['Commodore', 'Colorado'], badges: ['LT', 'Calais', 'Z71'] },
  'Mercedes-Benz': { models: ['C-Class', 'GLC'], badges: ['C200', 'C300', 'GLC300'] },
};

const BODIES = ['SUV', 'Sedan', 'Hatch', 'Ute', 'Wagon', 'Coupe', 'People Mover'];
const FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Electric'];
const COLOURS = ['White', 'Black', 'Silver', 'Grey', 'Blue', 'Red', 'Crystal White Pearl'];
const LOCATIONS = [
  { name: 'Demo Motors Brisbane', city: 'Brisbane', state: 'QLD', slug: 'demo-brisbane' },
  { name: 'Demo Motors Gold Coast', city: 'Southport', state: 'QLD', slug: 'demo-gold-coast' },
  { name: 'Demo Motors Sydney', city: 'Parramatta', state: 'NSW', slug: 'demo-sydney' },
];
const TAGS = ['Just Arrived', 'Price Drop', 'One Owner', 'Low Kms'];
const FEATURES = ['Apple CarPlay', 'Reversing Camera', 'Sunroof', 'Tow Bar', 'Leather Seats', 'Adaptive Cruise'];

/**
 * A deterministic stock shaped like the demo dealers' documents, with the edge cases conformance needs:
 * null prices, kms, colours and tags, empty lists, equal prices (sort ties), sold and coming-soon cars.
 */
export function fixtureStock(count = 400, seed = 20261121): SearchDocument[] {
  const r = rng(seed);
  const makes = Object.keys(CATALOG);
  return Array.from({ length: count }, (_, i) => {
    const make = r.pick(makes);
    const model = r.pick(CATALOG[make]!.models);
    const badge = r.chance(0.85) ? r.pick(CATALOG[make]!.badges) : null;
    const year = r.int(2012, 2026);
    const carType = year >= 2026 ? r.pick(['new', 'demo']) : r.chance(0.1) ? 'demo' : 'used';
    const status = r.chance(0.08) ? 'sold' : r.chance(0.06) ? 'coming_soon' : 'in_stock';
    // Prices on a $500 grid so equal prices (sort ties) happen.
    const price = r.chance(0.05) ? null : r.chance(0.02) ? 0 : r.int(16, 180) * 500;
    const km = carType === 'new' ? 0 : r.chance(0.04) ? null : r.int(5, 240) * 1000;
    const loc = r.pick(LOCATIONS);
    const body = r.chance(0.03) ? null : r.pick(BODIES);
    const fuel = r.pick(FUELS);
    const transmission = r.chance(0.8) ? 'Automatic' : 'Manual';
    const name = [year, make, model, badge].filter(Boolean).join(' ');
    const features = FEATURES.filter(() => r.chance(0.35));
    return {
      id: `f${1000 + i}`,
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${i}`,
      name,
      year,
      make,
      model,
      make_model: `${make} ${model}`,
      badge,
      series: r.chance(0.3) ? `S${r.int(1, 4)}` : null,
      car_type: carType,
      status,
      sold: status === 'sold',
      reserved: r.chance(0.05),
      certified: r.chance(0.2),
      preorder: false,
      has_nvic: r.chance(0.5),
      tag: r.chance(0.3) ? r.pick(TAGS) : null,
      item_type: 'car',
      price,
      before_price: price && r.chance(0.15) ? price + 2000 : null,
      offer_price: null,
      subscription_price: null,
      price_type: price ? 'drive_away' : null,
      km,
      colour: r.chance(0.05) ? null : r.pick(COLOURS),
      body,
      fuel,
      transmission,
      drive: r.pick(['FWD', 'AWD', '4WD', 'RWD']),
      seats: body === 'People Mover' ? 8 : r.pick([2, 4, 5, 5, 5, 7]),
      city: loc.city,
      state: loc.state,
      location_name: loc.name,
      dealership_id: String(r.int(1, 3)),
      dealership_slug: loc.slug,
      dealership_name: loc.name,
      created_at: 1_760_000_000 + r.int(0, 8_000_000),
      image: `https://img.example.com/${i}.jpg`,
      image_w: 1200,
      image_h: 800,
      stocknum: `ST${10000 + i}`,
      categories: r.chance(0.2) ? [] : [carType === 'used' ? 'Used Vehicles' : 'New Vehicles'],
      filtered_features: features,
    } satisfies SearchDocument;
  });
}
