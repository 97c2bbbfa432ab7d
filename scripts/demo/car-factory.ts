import type { CarInput } from '../../src/domain/schemas';
import { ANGLES, COLOURS, type Model } from './catalog';
import type { DealerPlan, PlanLocation } from './plan';
import { ENGINE_IMAGE, INTERIOR_IMAGE, slugify, vehicleImage } from './paths';
import type { Rng } from './prng';
import { CARAVAN_FEATURES, COMMENT_SENTENCES, FEATURED_EQUIPMENT, FEATURES, SPEC_EQUIPMENT, SUMMARY_EQUIPMENT, USED_CAR_CHECKS } from './text-pools';

/** A stock record as written to stock.json (plain JSON, spec field names). */
export type DemoCar = CarInput & Record<string, unknown>;

const DAY = 86_400_000;
export const isoAt = (now: Date, msBefore: number) => new Date(now.getTime() - msBefore).toISOString();
const dateOnly = (d: Date) => d.toISOString().slice(0, 10);

/** Finance disclaimer, deliberately longer than the 197-character short form the page shows first. */
export const LENDER_DISCLAIMER =
  "Finance is subject to the lender's credit assessment and lending criteria. Repayments are an estimate based on the advertised rate, term, deposit and balloon shown, and include the establishment fee. " +
  'Fees and charges are payable. Terms and conditions apply; ask us for a full quote.';

/** Pre-computed lender figures, as the nightly finance feed would give them (standard amortisation). */
export function lenderEntry(provider: string, price: number, rate: number, termYears: number, depositShare: number, balloonShare: number, fees: number) {
  const deposit = Math.round(price * depositShare);
  const balloon = Math.round(price * balloonShare);
  const principal = price - deposit + fees;
  const r = rate / 100 / 12;
  const n = termYears * 12;
  const month = ((principal - balloon / (1 + r) ** n) * r) / (1 - (1 + r) ** -n);
  const round2 = (x: number) => Math.round(x * 100) / 100;
  return {
    interestRate: rate,
    comparisonRate: round2(rate + 0.42),
    paymentWeek: round2((month * 12) / 52),
    paymentMonth: round2(month),
    termYears,
    termMonths: n,
    termWeeks: termYears * 52,
    deposit,
    balloon,
    establishmentFees: fees,
    totalPayable: round2(month * n + balloon),
    financeProvider: provider,
    disclaimer: LENDER_DISCLAIMER,
  };
}

function pickType(rng: Rng, plan: DealerPlan): 'new' | 'demo' | 'used' {
  const x = rng.next();
  return x < plan.mix.new ? 'new' : x < plan.mix.new + plan.mix.demo ? 'demo' : 'used';
}

/** Price ending in 990, as dealers advertise. */
const dealerPrice = (x: number) => Math.max(990, Math.round(x / 1000) * 1000 - 10);

export interface CarSeed {
  id: number;
  stocknum: string;
  createdMsBefore: number;
  carType?: 'new' | 'demo' | 'used';
  model?: Model;
  location?: PlanLocation;
}

/** One ordinary, fully populated stock record. Edge cases start from this and change what they exercise. */
// eslint-disable-next-line max-lines-per-function -- one stock record, field by field in the feed format's order: a literal read top to bottom
export function makeCar(rng: Rng, plan: DealerPlan, now: Date, seed: CarSeed): DemoCar {
  const car_type = seed.carType ?? pickType(rng, plan);
  const model = seed.model ?? rng.pick(car_type === 'used' ? plan.usedModels : plan.newModels);
  const nowYear = now.getUTCFullYear();
  const year = car_type === 'new' ? nowYear : car_type === 'demo' ? nowYear - rng.int(0, 1) : nowYear - rng.int(1, 13);
  const age = nowYear - year;
  const badge = rng.pick(model.badges);
  const colour = rng.pick(COLOURS);
  const code = rng.code(6);
  const name = `${year} ${model.make} ${model.model} ${badge}`;
  const base = model.price[0] + rng.next() * (model.price[1] - model.price[0]);
  const price = dealerPrice(car_type === 'new' ? base : car_type === 'demo' ? base * 0.92 : base * Math.max(0.25, 0.88 ** age));
  const km =
    car_type === 'new'
      ? 10
      : car_type === 'demo'
        ? rng.int(500, 9000)
        : model.kind === 'caravan' && model.engine === 0
          ? null
          : rng.int(8000, 22000) * Math.max(age, 1);
  const location = seed.location ?? (rng.chance(0.8) ? plan.locations[0] : rng.pick(plan.locations));
  if (!location) throw new Error('The demo plan has no locations');
  const imageCount = rng.chance(0.7) ? 5 : 4;
  const photos = [...ANGLES.map((a) => vehicleImage(model.shape, colour.name, a)), INTERIOR_IMAGE, ENGINE_IMAGE].slice(0, imageCount);
  const created = isoAt(now, seed.createdMsBefore);
  const isCaravan = model.kind === 'caravan';
  const itemType = model.kind;
  const featurePool = isCaravan ? CARAVAN_FEATURES : FEATURES;
  const features = featurePool.filter(() => rng.chance(0.7)).slice(0, 14);
  // At least 10 features, topped up from the pool in order (while it lasts).
  for (let next = featurePool[features.length]; features.length < 10 && next !== undefined; next = featurePool[features.length]) features.push(next);
  const comments = Array.from({ length: rng.int(2, 4) }, () => rng.pick(COMMENT_SENTENCES));
  const rate = Math.round((car_type === 'used' ? 9.49 + rng.next() * 3.45 : 6.99 + rng.next() * 2) * 100) / 100;
  const termYears = rng.pick([3, 4, 5, 5, 7]);
  const subscription = rng.chance(plan.subscriptionShare) ? Math.round(price / 230) : null;
  const engineLitres = model.engine ? model.engine.toFixed(1) : null;
  const gears = model.trans === 'Automatic' ? rng.pick([6, 8, 10]) : 6;
  return {
    id: seed.id,
    slug: slugify(`${year}-${model.make}-${model.model}-${badge}-${code}`),
    path: null,
    name,
    year,
    make: model.make,
    model: model.model,
    badge,
    series: model.series,
    colour: colour.name,
    interior_colour: rng.pick(['Black', 'Grey', 'Beige']),
    km,
    price,
    before_price: null,
    offer_price: null,
    subscription_price: subscription,
    price_type: car_type === 'new' ? 'Drive Away' : rng.pick(['Drive Away', 'Excl. Government Charges']),
    preorder: false,
    car_type,
    item_type: itemType,
    status: 'in_stock',
    sold: false,
    tag: null,
    reserved: false,
    certified: false,
    has_nvic: model.kind === 'car',
    created_at: created,
    updated_at: created,
    sold_at: null,
    stocknum: seed.stocknum,
    // ISO 3779: no I, O or Q in a VIN (the feed check warns about one that has them).
    vin: `JT${rng.code(15).toUpperCase()}`.replace(/I/g, '1').replace(/[OQ]/g, '0'),
    regplate: car_type === 'new' ? null : `${rng.int(100, 999)}${rng.code(3).toUpperCase()}`,
    rego_expiry: car_type === 'new' ? null : dateOnly(new Date(now.getTime() + rng.int(30, 330) * DAY)),
    build_date: `${year}-${String(rng.int(1, 12)).padStart(2, '0')}`,
    compliance_date: `${year}-${String(rng.int(1, 12)).padStart(2, '0')}`,
    fuel: model.fuel === 'Petrol' ? 'Unleaded Petrol' : model.fuel === 'Hybrid' ? 'Hybrid (Petrol/Electric)' : model.fuel,
    simple_fuel: model.fuel,
    simple_body: model.simple_body,
    body: model.body,
    simple_transmission: model.trans,
    trans: `${gears} Speed ${model.trans}`,
    gearnum: String(gears),
    drive: model.drive || null,
    seats: model.seats,
    doors: model.doors,
    engine_size: engineLitres ? String(Math.round(model.engine * 1000)) : null,
    engine_size_litres: engineLitres,
    bodyconfiguration: model.body,
    views: rng.int(3, 900),
    photos_count: photos.length,
    location_id: location.id,
    location: location.name,
    private_suburb: location.suburb,
    private_postcode: location.postcode,
    dealership_id: plan.dealershipId,
    dealership_slug: plan.slug,
    dealership_name: plan.name,
    city: location.city,
    state: location.state,
    location_name: location.name,
    dealercomments: comments.join('|'),
    carsales_title: name,
    images: photos.map((url) => ({ url, thumb: { url }, width: 800, height: 600 })),
    thumbnails: photos,
    primary_image_url: photos[0],
    video_url: null,
    external_video_url: null,
    spin_images: [],
    spin_code: null,
    spin_interior_image: null,
    hotspots: null,
    standardEquipment: {
      featured: FEATURED_EQUIPMENT.filter(() => rng.chance(0.6)),
      specifications: SPEC_EQUIPMENT.filter(() => rng.chance(0.7)),
      summary: SUMMARY_EQUIPMENT.slice(0, rng.int(2, 4)),
    },
    features,
    used_car_checks: car_type === 'used' ? USED_CAR_CHECKS : [],
    file: null,
    series_values: null,
    finance_lenders: plan.provider
      ? { [plan.provider]: lenderEntry(plan.provider, price, rate, termYears, rng.pick([0, 0.1]), car_type === 'used' ? 0 : 0.3, 395) }
      : null,
    payment_processors: ['stripe'],
    specifications: isCaravan ? caravanSpecs(rng) : null,
    autograb_data: car_type === 'used' && model.kind === 'car' ? marketData(rng, price) : null,
    variant: model.kind === 'caravan' ? null : variantOf(model, rng),
    categories: [model.kind === 'car' ? model.simple_body : model.body],
    filtered_features: features.slice(0, 5),
  };
}

function caravanSpecs(rng: Rng) {
  const feet = rng.int(16, 23);
  return {
    body_width: '7\'6"',
    body_length: `${feet}'${rng.pick([0, 3, 6, 9])}"`,
    tare_weight: `${rng.int(1900, 2900)} kg`,
    axle_type: rng.pick(['Single', 'Tandem']),
    sleeps: String(rng.int(2, 6)),
    aggregate_trailer_mass: `${rng.int(2600, 3500)} kg`,
  };
}

/** Market data with the listing inside the range and good confidence; edge cases break each rule on purpose. */
export function marketData(rng: Rng, price: number) {
  const avg = Math.round(price * (0.97 + rng.next() * 0.1));
  // The market range sits around the market average, not the listing price, so the gauge needle moves from car to
  // car (at fill 0.5 for every car it never moved). No extra random draws: the rest of the demo data stays as it was.
  const min = Math.round(avg * 0.9);
  const max = Math.round(avg * 1.1);
  const fill = Math.min(1, Math.max(0, Math.round(((price - min) / (max - min)) * 100) / 100));
  return {
    state_average_market_price: avg,
    average_market_price: Math.round(avg * 1.01),
    fill,
    listing_price: price,
    market_range_min: min,
    market_range_max: max,
    confidence: Math.round((0.55 + rng.next() * 0.4) * 100) / 100,
    description: marketDescription(fill),
  };
}

/** The gauge's sentence for where the listing sits in the range. */
export function marketDescription(fill: number): string {
  if (fill < 0.4) return 'Priced below the market midpoint for similar vehicles.';
  if (fill > 0.6) return 'Priced above the market midpoint for similar vehicles.';
  return 'Priced around the market midpoint for similar vehicles.';
}

function variantOf(model: Model, rng: Rng) {
  return {
    cylinders: model.cylinders ? String(model.cylinders) : null,
    enginesize: model.engine ? String(Math.round(model.engine * 1000)) : null,
    enginesize_litres: model.engine ? model.engine.toFixed(1) : null,
    induction: model.fuel === 'Diesel' ? 'Turbo Intercooled' : model.fuel === 'Electric' ? null : 'Aspirated',
    geartype: model.trans,
    fuelconsumptioncombined: model.fuel === 'Electric' ? null : (4 + rng.next() * 6).toFixed(1),
    fuelcapacity: model.fuel === 'Electric' ? null : String(rng.int(45, 110)),
    grossvehiclemass: String(rng.int(1800, 3300)),
    vehiclelength: String(rng.int(4200, 5400)),
    vehicleheight: String(rng.int(1400, 1950)),
    vehiclewidth: String(rng.int(1750, 1990)),
    torque: String(rng.int(180, 700)),
    bodyconfiguration: model.body,
    ancaprating: rng.pick(['5', '5', '4']),
  };
}
