import type { Car } from '../../src/domain/schemas';
import { CARAVANS, CARS, MOTORCYCLES, type Model } from './catalog';
import { isoAt, type DemoCar } from './car-factory';
import { DEMO_VIDEO, HISTORY_REPORT, SPIN_FRAMES, SPIN_INTERIOR, spinFrame, ENGINE_IMAGE, INTERIOR_IMAGE } from './paths';

/*
 * Every edge case the spec names, as one car each (stock number "EDGE-..."). The generator builds an ordinary
 * car and lets `apply` bend it; the demo-data test runs `check` against the generated stock.json, so a case
 * that silently disappears from the demo data fails a test.
 */

export type DemoDealer = 'demo-motors' | 'coastal-caravans' | 'demo-group';

export interface EdgeContext {
  now: Date;
}
export interface CheckContext extends EdgeContext {
  /** All cars of the same stock file, newest created_at first. */
  byCreatedDesc: Car[];
}

export interface EdgeCase {
  stocknum: string;
  dealer: DemoDealer;
  /** What this car exercises (spec rule), for people reading the list. */
  exercises: string;
  /** How long before "now" the car was created (ms); picks its place in created_at order. */
  createdMsBefore: number;
  carType?: 'new' | 'demo' | 'used';
  model?: Model;
  /** Index into the dealer's sales locations (default: primary). */
  location?: number;
  apply(car: DemoCar, ctx: EdgeContext): void;
  check(car: Car, ctx: CheckContext): boolean;
}

const DAY = 86_400_000;
const MIN = 60_000;
/** Regular cars sit on whole hours; edge cars at half past, so a sold run never gets an ordinary car in between. */
const at = (days: number, seconds = 0) => days * DAY + 30 * MIN + seconds * 1000;
const daysAgo = (ctx: EdgeContext, iso: string | null | undefined) => (iso ? (ctx.now.getTime() - Date.parse(iso)) / DAY : NaN);
const model = (list: readonly Model[], make: string, name: string) => {
  const found = list.find((x) => x.make === make && x.model === name);
  if (!found) throw new Error(`edge-cases: no catalog model ${make} ${name}`);
  return found;
};
const sold = (car: DemoCar, ctx: EdgeContext, daysBefore: number) => {
  car.status = 'sold';
  car.sold = true;
  car.sold_at = isoAt(ctx.now, daysBefore * DAY);
};
const isSoldCar = (c: Car) => c.status === 'sold' || c.sold === true;
/** The car and the given number of following cars (created_at order) are sold, and the cars just outside are not. */
const soldRun = (car: Car, ctx: CheckContext, length: number) => {
  const i = ctx.byCreatedDesc.findIndex((c) => c.id === car.id);
  const run = ctx.byCreatedDesc.slice(i, i + length);
  return (
    i >= 0 &&
    run.length === length &&
    run.every(isSoldCar) &&
    !isSoldCar(ctx.byCreatedDesc[i - 1] ?? ({} as Car)) &&
    !isSoldCar(ctx.byCreatedDesc[i + length] ?? ({} as Car))
  );
};
const images = (n: number) => (car: DemoCar) => {
  const list = (car.images as { url: string }[])
    .slice(0, 3)
    .map((i) => i.url)
    .concat(INTERIOR_IMAGE, ENGINE_IMAGE, `${INTERIOR_IMAGE}?2`)
    .slice(0, n);
  car.images = list.map((url) => ({ url, thumb: { url }, width: 800, height: 600 }));
  car.thumbnails = list;
  car.photos_count = list.length;
  car.primary_image_url = list[0] ?? null;
};
const comments = (text: string) => (car: DemoCar) => {
  car.dealercomments = text;
};

const LONG_COMMENT = [
  'This immaculate one-owner vehicle has been serviced by the book at our own workshop and comes with every logbook stamp.',
  'It has passed our 150-point inspection, has a fresh roadworthy certificate and a brand new set of tyres.',
  'Inside you will find a spotless cabin with no rips, tears or odours, and all the technology works exactly as it should.',
  'Finance is available on the spot and we welcome your trade-in; ask us about our nationwide delivery and 7-day money-back promise.',
].join('|');

const withDealer = (dealer: DemoDealer, list: Omit<EdgeCase, 'dealer'>[]): EdgeCase[] => list.map((e) => ({ ...e, dealer }));

/** HTML a hostile or careless feed could send; the sanitiser must strip the script, the handler and the javascript: link. */
export const MALICIOUS_COMMENT =
  '<p>Great family car.</p><script>alert("xss")</script>|<img src="/dealer/img/vehicles/interior.png" onerror="alert(1)">' +
  '|<a href="javascript:alert(2)">Click for a discount</a> <a href="/contact">Contact us</a>';

const LOW_RATE_LENDER = (provider: string) => ({
  [provider]: {
    interestRate: null,
    comparisonRate: null,
    paymentWeek: null,
    paymentMonth: null,
    termYears: 5,
    deposit: 0,
    balloon: 0,
    establishmentFees: 395,
    totalPayable: null,
    financeProvider: provider,
    disclaimer: null,
  },
});

const MOTORS: EdgeCase[] = withDealer('demo-motors', [
  {
    stocknum: 'EDGE-SOLD-IN',
    exercises: 'sold 1 day before now: inside include_sold_cars_days (3), still listed with the SOLD notice',
    createdMsBefore: at(40),
    carType: 'used',
    apply: (c, x) => sold(c, x, 1),
    check: (c, x) => isSoldCar(c) && daysAgo(x, c.sold_at) < 3,
  },
  {
    stocknum: 'EDGE-SOLD-OUT',
    exercises: 'sold 10 days before now: outside include_sold_cars_days (3), gets no page and no search entry',
    createdMsBefore: at(45),
    carType: 'used',
    apply: (c, x) => sold(c, x, 10),
    check: (c, x) => isSoldCar(c) && daysAgo(x, c.sold_at) > 3,
  },
  {
    stocknum: 'EDGE-SOLD-RUN2-A',
    exercises: 'first of a run of 2 consecutive sold cars (created_at order): sold handling keeps only this one',
    createdMsBefore: at(20, 0),
    carType: 'used',
    apply: (c, x) => sold(c, x, 1),
    check: (c, x) => soldRun(c, x, 2),
  },
  {
    stocknum: 'EDGE-SOLD-RUN2-B',
    exercises: 'second of the run of 2 consecutive sold cars: dropped by sold handling',
    createdMsBefore: at(20, 10),
    carType: 'used',
    apply: (c, x) => sold(c, x, 1),
    check: (c, x) => soldRun(c, x, 1) === false && isSoldCar(c),
  },
  {
    stocknum: 'EDGE-SOLD-RUN3-A',
    exercises: 'first of a run of 3 consecutive sold cars: kept',
    createdMsBefore: at(25, 0),
    carType: 'used',
    apply: (c, x) => sold(c, x, 2),
    check: (c, x) => soldRun(c, x, 3),
  },
  {
    stocknum: 'EDGE-SOLD-RUN3-B',
    exercises: 'second of the run of 3: dropped',
    createdMsBefore: at(25, 10),
    carType: 'used',
    apply: (c, x) => sold(c, x, 2),
    check: (c) => isSoldCar(c),
  },
  {
    stocknum: 'EDGE-SOLD-RUN3-C',
    exercises: 'third of the run of 3: dropped',
    createdMsBefore: at(25, 20),
    carType: 'used',
    apply: (c, x) => sold(c, x, 2),
    check: (c) => isSoldCar(c),
  },
  {
    stocknum: 'EDGE-COMING-SOON',
    exercises: 'status coming_soon: available, COMING SOON tag',
    createdMsBefore: at(15),
    carType: 'used',
    apply: (c) => {
      c.status = 'coming_soon';
    },
    check: (c) => c.status === 'coming_soon',
  },
  {
    stocknum: 'EDGE-RESERVED',
    exercises: 'reserved: Reserved tag, no reserve/trade-in buttons',
    createdMsBefore: at(16),
    carType: 'used',
    apply: (c) => {
      c.reserved = true;
    },
    check: (c) => c.reserved === true && c.status === 'in_stock',
  },
  {
    stocknum: 'EDGE-PREORDER',
    exercises: 'preorder with no price: PREORDER text',
    createdMsBefore: at(17),
    carType: 'new',
    model: model(CARS, 'Toyota', 'bZ4X'),
    apply: (c) => {
      c.preorder = true;
      c.price = null;
      c.finance_lenders = null;
      c.year = 2027;
    },
    check: (c) => c.preorder === true && c.price === null,
  },
  {
    stocknum: 'EDGE-OFFER-PRICE',
    exercises: 'offer_price below price: reduced price shown and flagged',
    createdMsBefore: at(18),
    carType: 'new',
    model: model(CARS, 'Toyota', 'RAV4'),
    apply: (c) => {
      c.offer_price = (c.price as number) - 2000;
    },
    check: (c) => c.offer_price! > 10 && c.offer_price! < c.price!,
  },
  {
    stocknum: 'EDGE-BEFORE-PRICE',
    exercises: "before_price above price: 'Was {before price}, now:' line",
    createdMsBefore: at(19),
    carType: 'used',
    apply: (c) => {
      c.before_price = (c.price as number) + 3000;
    },
    check: (c) => c.before_price! > c.price!,
  },
  {
    stocknum: 'EDGE-PRICE-0',
    exercises: 'price 0: not a real price, no-price text',
    createdMsBefore: at(21),
    carType: 'used',
    apply: (c) => {
      c.price = 0;
      c.finance_lenders = null;
    },
    check: (c) => c.price === 0,
  },
  {
    stocknum: 'EDGE-PRICE-10',
    exercises: 'price exactly 10: still not a real price (real means above 10)',
    createdMsBefore: at(22),
    carType: 'used',
    apply: (c) => {
      c.price = 10;
      c.finance_lenders = null;
    },
    check: (c) => c.price === 10,
  },
  {
    stocknum: 'EDGE-PRICE-10.01',
    exercises: 'price 10.01: just above 10, a real price',
    createdMsBefore: at(23),
    carType: 'used',
    apply: (c) => {
      c.price = 10.01;
      c.finance_lenders = null;
    },
    check: (c) => c.price === 10.01,
  },
  {
    stocknum: 'EDGE-ELECTRIC',
    exercises: 'electric fuel: Electric tag, fuel calculator hidden',
    createdMsBefore: at(24),
    carType: 'new',
    model: model(CARS, 'Toyota', 'bZ4X'),
    apply: () => {},
    check: (c) => c.fuel === 'Electric' && c.simple_fuel === 'Electric',
  },
  {
    stocknum: 'EDGE-HYBRID',
    exercises: 'hybrid fuel: Hybrid tag',
    createdMsBefore: at(26),
    carType: 'new',
    model: model(CARS, 'Toyota', 'Camry'),
    apply: () => {},
    check: (c) => c.simple_fuel === 'Hybrid',
  },
  {
    stocknum: 'EDGE-VIDEO',
    exercises: 'video_url (mp4): native looping muted player as gallery slide 2',
    createdMsBefore: at(27),
    carType: 'new',
    model: model(CARS, 'Toyota', 'HiLux'),
    apply: (c) => {
      c.video_url = DEMO_VIDEO;
    },
    check: (c) => /\.mp4$/.test(c.video_url ?? ''),
  },
  {
    stocknum: 'EDGE-EXT-VIDEO',
    exercises: 'external_video_url on the embed host: iframe slide',
    createdMsBefore: at(28),
    carType: 'used',
    apply: (c) => {
      c.external_video_url = 'https://www.youtube.com/embed/dQw4w9WgXcQ';
    },
    check: (c) => (c.external_video_url ?? '').startsWith('https://www.youtube.com/embed/'),
  },
  {
    stocknum: 'EDGE-SPIN',
    exercises: '360 view: 16 spin frames, exterior and interior hotspots, interior view',
    createdMsBefore: at(29),
    carType: 'new',
    model: model(CARS, 'Toyota', 'RAV4'),
    apply: (c) => {
      c.spin_images = Array.from({ length: SPIN_FRAMES }, (_, i) => spinFrame(i));
      c.spin_code = 'demo-spin-rav4';
      c.spin_interior_image = SPIN_INTERIOR;
      c.colour = 'Red';
      c.hotspots = {
        exterior: [
          { angle: 0, x: 30, y: 62, title: 'Alloy wheels', description: '18-inch machined alloy wheels.' },
          { angle: 4, x: 50, y: 55, title: 'LED headlights', description: 'Auto-levelling LED headlights with daytime running lights.' },
          { angle: 8, x: 55, y: 58, title: 'Power tailgate', description: 'Hands-free power tailgate.' },
        ],
        interior: [{ angle: 0, x: 55, y: 60, title: 'Touchscreen', description: '10.5-inch multimedia touchscreen with Apple CarPlay.' }],
      };
    },
    check: (c) => c.spin_images.length >= 12 && !!c.hotspots?.exterior.length && !!c.hotspots?.interior.length && !!c.spin_interior_image,
  },
  {
    stocknum: 'EDGE-HISTORY',
    exercises: 'history report file: the history report button shows',
    createdMsBefore: at(30),
    carType: 'used',
    apply: (c) => {
      c.file = HISTORY_REPORT;
    },
    check: (c) => c.file === HISTORY_REPORT,
  },
  {
    stocknum: 'EDGE-REGO-PAST',
    exercises: "rego_expiry in the past: no 'Expires on' line",
    createdMsBefore: at(31),
    carType: 'used',
    apply: (c, x) => {
      c.rego_expiry = isoAt(x.now, 40 * DAY).slice(0, 10);
    },
    check: (c, x) => daysAgo(x, c.rego_expiry) > 0,
  },
  {
    stocknum: 'EDGE-REGO-FUTURE',
    exercises: "rego_expiry in the future: 'Expires on {date}' line",
    createdMsBefore: at(32),
    carType: 'used',
    apply: (c, x) => {
      c.rego_expiry = isoAt(x.now, -120 * DAY).slice(0, 10);
    },
    check: (c, x) => daysAgo(x, c.rego_expiry) < 0,
  },
  {
    stocknum: 'EDGE-SPEC-NULLS',
    exercises: "spec values null, '' and the text 'null': those rows are hidden",
    createdMsBefore: at(33),
    carType: 'used',
    // The exterior colour stays: Meta's catalog requires one, and a demo car left out of it would be a warning
    // the demo itself causes (the interior colour carries the 'null' case).
    apply: (c) => {
      c.body = '';
      c.drive = null;
      c.interior_colour = 'null';
      c.engine_size_litres = '';
      c.variant = { ...(c.variant as object), torque: 'null', fuelcapacity: '', cylinders: null };
    },
    // The feed's null, '' and 'null' all read as missing (docs/feed-format.md).
    check: (c) =>
      !!c.variant &&
      c.interior_colour === null &&
      c.body === null &&
      c.drive === null &&
      c.variant.torque === null &&
      c.variant.fuelcapacity === null &&
      c.variant.cylinders === null,
  },
  {
    stocknum: 'EDGE-COMMENTS-PIPES',
    exercises: "dealer comments split on '|' into paragraphs",
    createdMsBefore: at(34),
    carType: 'used',
    apply: comments('First paragraph about the car.|Second paragraph: service history.|Third paragraph: finance and trade-ins.'),
    check: (c) => (c.dealercomments ?? '').split('|').length === 3,
  },
  {
    stocknum: 'EDGE-COMMENTS-LONG',
    exercises: 'dealer comments over 400 characters: collapsed with Show More/Less',
    createdMsBefore: at(35),
    carType: 'used',
    apply: comments(LONG_COMMENT),
    check: (c) => (c.dealercomments ?? '').length > 400,
  },
  {
    stocknum: 'EDGE-COMMENTS-EMPTY',
    exercises: "empty dealer comments: 'Dealer comments are pending...'",
    createdMsBefore: at(36),
    carType: 'used',
    apply: comments(''),
    check: (c) => c.dealercomments === null,
  },
  {
    stocknum: 'EDGE-COMMENTS-SEPARATOR',
    exercises: "separator-only dealer comments '|': treated as empty",
    createdMsBefore: at(37),
    carType: 'used',
    apply: comments('|'),
    check: (c) => c.dealercomments === '|',
  },
  {
    stocknum: 'EDGE-COMMENTS-HTML',
    exercises: 'dealer comments with a <script> tag, an onerror attribute and a javascript: link (sanitiser)',
    createdMsBefore: at(38),
    carType: 'used',
    apply: comments(MALICIOUS_COMMENT),
    check: (c) => /<script>/.test(c.dealercomments ?? '') && /onerror=/.test(c.dealercomments ?? '') && /javascript:/.test(c.dealercomments ?? ''),
  },
  {
    stocknum: 'EDGE-SECOND-CITY',
    exercises: "car at the second-city location: 'Located at {city}' banner",
    createdMsBefore: at(39),
    carType: 'used',
    location: 1,
    apply: () => {},
    check: (c) => c.city === 'Gold Coast',
  },
  {
    stocknum: 'EDGE-IMAGES-0',
    exercises: 'no images: placeholder image, no favourite button on compare sites',
    createdMsBefore: at(41),
    carType: 'used',
    apply: images(0),
    check: (c) => c.images.length === 0,
  },
  {
    stocknum: 'EDGE-IMAGES-1',
    exercises: '1 image: no thumbnails',
    createdMsBefore: at(42),
    carType: 'used',
    apply: images(1),
    check: (c) => c.images.length === 1,
  },
  {
    stocknum: 'EDGE-IMAGES-2',
    exercises: '2 images: no thumbnails',
    createdMsBefore: at(43),
    carType: 'used',
    apply: images(2),
    check: (c) => c.images.length === 2,
  },
  {
    stocknum: 'EDGE-IMAGES-3',
    exercises: 'exactly 3 images: still no thumbnails (only above 3)',
    createdMsBefore: at(44),
    carType: 'used',
    apply: images(3),
    check: (c) => c.images.length === 3,
  },
  {
    stocknum: 'EDGE-IMAGES-6',
    exercises: 'more than 3 images: thumbnails and fullscreen strip',
    createdMsBefore: at(46),
    carType: 'used',
    apply: images(6),
    check: (c) => c.images.length > 3,
  },
  {
    stocknum: 'EDGE-CERTIFIED',
    exercises: 'certified used Toyota on a certified_make Toyota site: certified badge and dialog',
    createdMsBefore: at(47),
    carType: 'used',
    model: model(CARS, 'Toyota', 'Corolla'),
    apply: (c) => {
      c.certified = true;
    },
    check: (c) => c.certified === true && c.make === 'Toyota' && c.car_type === 'used' && c.status === 'in_stock',
  },
  {
    stocknum: 'EDGE-TEST-DRIVE-ONLY',
    exercises: "tag 'Test Drive Only': custom tag badge, form event id 17",
    createdMsBefore: at(48),
    carType: 'demo',
    model: model(CARS, 'Toyota', 'Corolla Cross'),
    apply: (c) => {
      c.tag = 'Test Drive Only';
    },
    check: (c) => c.tag === 'Test Drive Only',
  },
  {
    stocknum: 'EDGE-NEW-2D',
    exercises: 'created 2 days ago: new tag',
    createdMsBefore: 2 * DAY,
    carType: 'used',
    apply: () => {},
    check: (c, x) => daysAgo(x, c.created_at) === 2,
  },
  {
    stocknum: 'EDGE-NEW-8D',
    exercises: 'created exactly 8 days ago: still inside the 8-day new-tag window',
    createdMsBefore: 8 * DAY,
    carType: 'used',
    apply: () => {},
    check: (c, x) => daysAgo(x, c.created_at) === 8,
  },
  {
    stocknum: 'EDGE-NEW-8D-1M',
    exercises: 'created 8 days and 1 minute ago: just outside the new-tag window',
    createdMsBefore: 8 * DAY + MIN,
    carType: 'used',
    apply: () => {},
    check: (c, x) => daysAgo(x, c.created_at) > 8 && daysAgo(x, c.created_at) < 8.01,
  },
  {
    stocknum: 'EDGE-FINANCE-OK',
    exercises: 'finance_lenders for the site provider (Taurus) with every figure and a disclaimer over 197 characters',
    createdMsBefore: at(49),
    carType: 'used',
    model: model(CARS, 'Toyota', 'HiLux'),
    apply: () => {},
    check: (c) => {
      const l = c.finance_lenders?.Taurus;
      return !!l && l.interestRate! > 0 && l.comparisonRate! > 0 && l.paymentWeek! > 0 && l.paymentMonth! > 0 && (l.disclaimer ?? '').length > 197;
    },
  },
  {
    stocknum: 'EDGE-FINANCE-NULL',
    exercises: 'finance_lenders entry with null rates: finance info hidden',
    createdMsBefore: at(50),
    carType: 'used',
    apply: (c) => {
      c.finance_lenders = LOW_RATE_LENDER('Taurus');
    },
    check: (c) => c.finance_lenders?.Taurus?.interestRate === null && c.finance_lenders?.Taurus?.comparisonRate === null,
  },
  {
    stocknum: 'EDGE-MARKET-BELOW',
    exercises: 'price more than $499 below the state average market price: market price indicator shows',
    createdMsBefore: at(51),
    carType: 'used',
    model: model(CARS, 'Mazda', 'CX-5'),
    apply: (c) => {
      const ag = c.autograb_data as Record<string, number>;
      ag.state_average_market_price = (c.price as number) + 2500;
      ag.average_market_price = (c.price as number) + 1800;
    },
    check: (c) => c.autograb_data!.state_average_market_price! - c.price! > 499,
  },
  {
    stocknum: 'EDGE-GAUGE-OK',
    exercises: 'price comparison with confidence well above 0.2 and listing inside the range: gauge shows',
    createdMsBefore: at(52),
    carType: 'used',
    model: model(CARS, 'Hyundai', 'i30'),
    apply: (c) => {
      Object.assign(c.autograb_data as object, { confidence: 0.85 });
    },
    check: (c) => {
      const a = c.autograb_data!;
      return a.confidence! > 0.2 && a.market_range_max! >= a.listing_price! && a.fill! >= 0 && a.fill! <= 1;
    },
  },
  {
    stocknum: 'EDGE-GAUGE-LOW-CONFIDENCE',
    exercises: 'price comparison confidence exactly 0.2: panel hidden',
    createdMsBefore: at(53),
    carType: 'used',
    model: model(CARS, 'Ford', 'Ranger'),
    apply: (c) => {
      Object.assign(c.autograb_data as object, { confidence: 0.2 });
    },
    check: (c) => c.autograb_data?.confidence === 0.2,
  },
  {
    stocknum: 'EDGE-GAUGE-MAX-BELOW',
    exercises: 'market_range_max below listing_price: panel hidden',
    createdMsBefore: at(54),
    carType: 'used',
    model: model(CARS, 'Kia', 'Sportage'),
    apply: (c) => {
      const a = c.autograb_data as Record<string, number> & { listing_price: number };
      a.market_range_max = a.listing_price - 1500;
      a.market_range_min = a.listing_price - 6000;
      a.fill = 1;
    },
    check: (c) => c.autograb_data!.market_range_max! < c.autograb_data!.listing_price!,
  },
  {
    stocknum: 'EDGE-RICH-SPECS',
    exercises: 'variant data, standardEquipment featured/specifications/summary and more than 8 features (Show All)',
    createdMsBefore: at(55),
    carType: 'new',
    model: model(CARS, 'Toyota', 'LandCruiser 300'),
    apply: (c) => {
      c.standardEquipment = {
        featured: ['Head Up Display', 'Panoramic Sunroof', 'JBL Premium Sound'],
        specifications: ['ABS Brakes', '10 Airbags', 'Multi-terrain Select'],
        summary: ['5 Year Warranty', 'Capped Price Servicing'],
      };
    },
    check: (c) =>
      c.features.length > 8 &&
      !!c.variant?.cylinders &&
      (c.standardEquipment?.featured?.length ?? 0) > 0 &&
      (c.standardEquipment?.specifications?.length ?? 0) > 0 &&
      (c.standardEquipment?.summary?.length ?? 0) > 0,
  },
]);

const COASTAL: EdgeCase[] = withDealer('coastal-caravans', [
  {
    stocknum: 'EDGE-SUBSCRIPTION',
    exercises: "subscription_price on a subscription site: '/ week' price",
    createdMsBefore: at(10),
    carType: 'new',
    model: model(CARAVANS, 'Jayco', 'Journey'),
    apply: (c) => {
      c.subscription_price = 289;
    },
    check: (c) => c.subscription_price === 289,
  },
  {
    stocknum: 'EDGE-SUBSCRIPTION-0',
    exercises: 'subscription_price 0: falls back to the plain price',
    createdMsBefore: at(11),
    carType: 'used',
    model: model(CARAVANS, 'Coromal', 'Element'),
    apply: (c) => {
      c.subscription_price = 0;
    },
    check: (c) => c.subscription_price === 0 && c.price! > 10,
  },
  {
    stocknum: 'EDGE-CARAVAN-FEET',
    exercises: 'caravan body_length in feet and inches (21\'6"): converted to metres x 0.3048',
    createdMsBefore: at(12),
    carType: 'new',
    model: model(CARAVANS, 'Lotus Caravans', 'Trooper'),
    apply: (c) => {
      Object.assign(c.specifications as object, { body_length: '21\'6"', body_width: '7\'6"' });
    },
    check: (c) => c.item_type === 'caravan' && c.specifications?.body_length === '21\'6"',
  },
  {
    stocknum: 'EDGE-CARAVAN-FT',
    exercises: 'caravan body_length as decimal feet (21.5 ft)',
    createdMsBefore: at(13),
    carType: 'used',
    model: model(CARAVANS, 'New Age', 'Manta Ray'),
    apply: (c) => {
      Object.assign(c.specifications as object, { body_length: '21.5 ft', body_width: '7.5 ft' });
    },
    check: (c) => c.item_type === 'caravan' && c.specifications?.body_length === '21.5 ft',
  },
  {
    stocknum: 'EDGE-CARAVAN-SPEC-NULLS',
    exercises: "caravan specs null, '' and 'null': hidden",
    createdMsBefore: at(14),
    carType: 'used',
    model: model(CARAVANS, 'Jayco', 'Swan'),
    apply: (c) => {
      c.specifications = { body_width: null, body_length: '21\'0"', tare_weight: '', axle_type: 'null', sleeps: '4', aggregate_trailer_mass: null };
    },
    check: (c) => !!c.specifications && c.specifications.body_width === null && c.specifications.tare_weight === null && c.specifications.axle_type === null,
  },
  {
    stocknum: 'EDGE-ELECTRIC-MOTORCYCLE',
    exercises: "electric motorcycle: 'Motorcycle Details', Electric tag, no fuel calculator",
    createdMsBefore: at(15),
    carType: 'new',
    model: model(MOTORCYCLES, 'Zero', 'SR/F'),
    apply: () => {},
    check: (c) => c.item_type === 'motorcycle' && c.simple_fuel === 'Electric',
  },
  {
    stocknum: 'EDGE-SECOND-LOCATION',
    exercises: "unit at the second location (Ballina): 'Located at Ballina' banner",
    createdMsBefore: at(16),
    carType: 'used',
    model: model(CARAVANS, 'Jayco', 'Journey'),
    location: 1,
    apply: () => {},
    check: (c) => c.city === 'Ballina',
  },
]);

const GROUP: EdgeCase[] = withDealer('demo-group', [
  {
    stocknum: 'EDGE-HOBART',
    exercises: 'group car far from the primary city (Hobart): location banner',
    createdMsBefore: at(10),
    carType: 'used',
    location: 5,
    apply: () => {},
    check: (c) => c.city === 'Hobart',
  },
  {
    stocknum: 'EDGE-GROUP-NO-IMAGES',
    exercises: 'compare-style site: no images hides the compare button',
    createdMsBefore: at(11),
    carType: 'used',
    apply: images(0),
    check: (c) => c.images.length === 0,
  },
  {
    stocknum: 'EDGE-GROUP-NEW-COMPARE',
    exercises: 'compare-style site with a new car (compare_used_only off: button still shown)',
    createdMsBefore: at(12),
    carType: 'new',
    apply: () => {},
    check: (c) => c.car_type === 'new',
  },
  {
    stocknum: 'EDGE-GROUP-FINANCE-ANGLE',
    exercises: 'finance_lenders keyed by the group provider (Angle)',
    createdMsBefore: at(13),
    carType: 'used',
    apply: () => {},
    check: (c) => !!c.finance_lenders?.Angle?.paymentMonth,
  },
]);

export const EDGE_CASES: readonly EdgeCase[] = [...MOTORS, ...COASTAL, ...GROUP];

export const edgeCasesFor = (dealer: DemoDealer) => EDGE_CASES.filter((e) => e.dealer === dealer);
