import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { carSchema, dealerConfigSchema } from '../../../src/domain/schemas';
import { carLocation, vehicleView } from '../../../src/views/view-model';
import { vehicleJsonLd } from '../../../src/views/vehicle-jsonld';
import { financeCalculatorView } from '../../../src/views/finance-calculator-view';
import { vehiclePageView } from '../../../src/views/vehicle-page-view';

const config = (over: Record<string, unknown> = {}) =>
  dealerConfigSchema.parse({
    slug: 'demo',
    name: 'Demo Motors',
    id: 1,
    dealership_id: 2,
    url: 'https://demo.example.com/',
    locations: [{ id: 1, name: 'Main', slug: 'main', primary: true, city: 'Brisbane', address: { city: 'Brisbane' } }],
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
    ...over,
  });
const site = (c: ReturnType<typeof car>, cfg = config(), cars = [c]) => ({ config: cfg, cars, now: '2026-11-21T00:00:00Z' });

describe('vehicle view', () => {
  it('gives the pending text when the dealer comments are empty or only separators', () => {
    expect(vehicleView(car({ dealercomments: ' | ' }), site(car())).comments.paragraphs).toEqual([
      'Dealer comments are pending. Please check back here later.',
    ]);
  });
  it('splits comments on | and collapses at 400 characters', () => {
    const v = vehicleView(car({ dealercomments: `One owner.|${'y'.repeat(500)}` }), site(car()));
    expect(v.comments.paragraphs).toHaveLength(2);
    expect(v.comments.collapsed.truncated).toBe(true);
  });
  it("keeps no car's view once its page is rendered (a cache held every car's view to the end of the build)", async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const a = car();
    const s = site(a, config(), [a, car({ id: 2, slug: 'b' })]);
    // Made in a function of its own: a local of this async test would keep the view alive across the await.
    const viewOnce = () => {
      const first = vehicleView(a, s);
      expect(vehicleView(a, s)).toEqual(first);
      return new WeakRef(first);
    };
    const ref = viewOnce();
    // A WeakRef's target lives to the end of the current task; the car and its site stay alive meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 0));
    gc();
    expect(ref.deref()).toBeUndefined();
    expect(s.cars[0]).toBe(a);
  });
  it('titles similar cars In-Stock, or Available on subscription sites, and never lists the car itself', () => {
    const a = car();
    const b = car({ id: 2, slug: 'b' });
    const v = vehicleView(a, site(a, config(), [a, b]));
    expect(v.similarTitle).toBe('Similar Cars In-Stock');
    expect(v.similar.map((c) => c.id)).toEqual(['2']);
    expect(vehicleView(a, site(a, config({ pricing: { offers_subscription: true } }))).similarTitle).toBe('Similar Cars Available');
  });
  it('leaves the market range to the product API: the page asks /autogauge, so the build works none out per car', () => {
    // Comparable stock that would give a range: the view still carries none (at 20,000 cars that was 7 s a build).
    const a = car();
    const others = [2, 3, 4].map((id) => car({ id, slug: `c${id}`, price: 26000 + id * 1000 }));
    const v = vehicleView(a, site(a, config(), [a, ...others]));
    expect(Object.keys(v)).not.toContain('comparison');
    expect(JSON.stringify(v)).not.toContain('market_range');
  });
  it('gives a sold car only Find Me Something Similar and the SOLD notice', () => {
    const v = vehicleView(car({ status: 'sold' }), site(car()));
    expect(v.actions.map((a) => a.label)).toEqual(['Find Me Something Similar']);
    expect(v.sold).toBe('SOLD');
  });
  it('places a car without a known location at the primary location: with none flagged, the first sales location', () => {
    const cfg = config({
      locations: [
        { id: 7, name: 'Parts Centre', slug: 'parts', location_type: 'parts', address: {} },
        { id: 8, name: 'Sales Yard', slug: 'sales', location_type: 'sales', address: {} },
      ],
    });
    expect(carLocation(car(), cfg)?.name).toBe('Sales Yard');
  });
  it('shows a car whose feed names a branch the dealer does not have at no branch: the dealer, its main phone, no map', () => {
    const cfg = config({
      locations: [
        { id: 1, name: 'Acme Motors Orange', slug: 'orange', primary: true, phone: '02 6360 1000', address: { street: '1 Summer St', city: 'Orange' } },
        { id: 2, name: 'Acme Motors Bathurst', slug: 'bathurst', phone: '02 6331 2000', address: { street: '9 Durham St', city: 'Bathurst' } },
      ],
    });
    const dubbo = car({ location: 'Dubbo' });
    expect(carLocation(dubbo, cfg)).toBeNull();
    const v = vehicleView(dubbo, site(dubbo, cfg));
    expect(v.location).toBeNull();
    expect(v.placeName).toBe('Demo Motors');
    expect(v.phone).toBe('02 6360 1000');
    expect(v.pdf.contact).toBe('02 6360 1000');
    // The same car at a branch its feed spells in capitals is at that branch, with its own phone and address.
    const bathurst = car({ location: 'BATHURST' });
    const at = vehicleView(bathurst, site(bathurst, cfg));
    expect([at.location?.id, at.placeName, at.phone, at.pdf.contact]).toEqual([
      '2',
      'Acme Motors Bathurst',
      '02 6331 2000',
      '02 6331 2000 · 9 Durham St, Bathurst',
    ]);
  });
  it('a caravan gets no fuel calculator (no engine), a motorhome and a car keep it', () => {
    const van = car({ item_type: 'caravan', body: 'Caravan', fuel: 'Unleaded Petrol' });
    expect(vehicleView(van, site(van)).fuel).toBeNull();
    const motorhome = car({ item_type: 'caravan', body: 'Motorhome', fuel: 'Diesel' });
    expect(vehicleView(motorhome, site(motorhome)).fuel).not.toBeNull();
    expect(vehicleView(car({ fuel: 'Petrol' }), site(car())).fuel).not.toBeNull();
  });
  it('shows the engine size with its unit: cc for a motorcycle of 649, litres for a car', () => {
    const bike = car({ item_type: 'motorcycle', engine_size: '649', variant: { enginesize: '649' } });
    const rows = vehicleView(bike, site(bike)).allSpecs.filter((r) => /^Engine/.test(r.label));
    expect(rows.map((r) => `${r.label} ${r.value}`)).toEqual(['Engine 649cc', 'Engine Size 649cc']);
    const sedan = car({ engine_size_litres: '2.5', variant: { enginesize_litres: '2.5' } });
    const carRows = vehicleView(sedan, site(sedan)).allSpecs.filter((r) => /^Engine/.test(r.label));
    expect(carRows.map((r) => `${r.label} ${r.value}`)).toEqual(['Engine 2.5L', 'Engine Size 2.5L']);
  });
  it('puts the video at position 2', () => {
    const v = vehicleView(car({ images: [{ url: '/1.jpg' }, { url: '/2.jpg' }], video_url: '/v.mp4' }), site(car()));
    expect(v.slides.map((s) => s.kind)).toEqual(['image', 'video', 'image']);
  });
  it('a car with no photo keeps Photos coming soon first, the dealer slide second, never in its place', () => {
    const bare = car({ images: [], primary_image_url: null });
    const cfg = config({ vehicle: { custom_second_slide: '/dealer/img/slide.png' } });
    expect(vehicleView(bare, site(bare, cfg)).slides.map((s) => s.kind)).toEqual(['placeholder', 'image']);
    expect(vehicleView(bare, site(bare)).slides).toEqual([]);
  });
});

describe("vehicle view: figures and buttons are the car's own", () => {
  const taurus = (paymentWeek: number | null) => ({
    Taurus: {
      interestRate: 8.99,
      comparisonRate: 9.41,
      paymentWeek,
      paymentMonth: 650,
      termYears: 5,
      deposit: 0,
      balloon: 0,
      establishmentFees: 395,
      totalPayable: null,
      financeProvider: 'Taurus',
      disclaimer: null,
    },
  });
  const financeCfg = config({ finance: { provider: 'Taurus' } });
  it('the sticky header shows the same weekly figure as the sidebar, and different cars show different figures', () => {
    const a = car({ finance_lenders: taurus(149) });
    const v = vehicleView(a, site(a, financeCfg));
    expect(v.financeInfo?.headline).toBe('From $149 per week');
    expect(v.stickyFinance).toBe('From $149 per week');
    const cheap = car({ id: 3, slug: 'c', price: 9000 });
    const dear = car({ id: 4, slug: 'd', price: 80000 });
    expect(vehicleView(cheap, site(cheap, financeCfg)).stickyFinance).not.toBe(vehicleView(dear, site(dear, financeCfg)).stickyFinance);
  });
  it('the lender offer says until when it is valid where the dealer sets it (one month ahead of the build), and nothing where not', () => {
    const a = car({ finance_lenders: taurus(149) });
    const rows = (cfg: ReturnType<typeof config>) => vehicleView(a, site(a, cfg)).financeInfo!.rows;
    expect(rows(config({ finance: { provider: 'Taurus', offer_valid_months: 1 } }))).toContainEqual({ label: 'Offer valid until', value: '21 December 2026' });
    expect(rows(financeCfg).map((r) => r.label)).not.toContain('Offer valid until');
  });
  it('a sold car shows no weekly figure; an estimate-only car shows the same estimate in the sidebar and the sticky header', () => {
    const sold = car({ status: 'sold', price: 26260 });
    expect(vehicleView(sold, site(sold, financeCfg)).stickyFinance).toBeNull();
    const plain = car({ price: 26260 });
    const v = vehicleView(plain, site(plain, financeCfg));
    expect(v.financeInfo).toBeNull();
    expect(v.stickyFinance).toMatch(/^Est\. \$\d+ per week$/);
    expect(v.sideFinance).toBe(v.stickyFinance);
  });
  it("the vehicle page's finance calculator and the finance page's are built by one function, with one disclaimer", () => {
    const a = car({ finance_lenders: taurus(149) });
    const cfg = config({ finance: { provider: 'Taurus', disclaimer: 'Estimates only.', comparison_basis: 'Based on $30,000 over 5 years.' } });
    const page = vehicleView(a, site(a, cfg)).finance!;
    const financePage = financeCalculatorView(cfg, null);
    // The finance page used to add the comparison basis to its disclaimer; the calculator states that beside its rate.
    expect(page.disclaimer).toBe('Estimates only.');
    expect(financePage.disclaimer).toBe(page.disclaimer);
    expect(financePage.finance).toEqual(page.finance);
    expect(page).toMatchObject({ price: 30000, comparisonRate: 9.41 });
    expect(financePage).toMatchObject({ price: null, comparisonRate: null });
  });
  it('on a subscription price the sticky header shows no second weekly figure and the finance line says it is to buy', () => {
    const cfg = config({ finance: { provider: 'Taurus' }, pricing: { offers_subscription: true } });
    const c = car({ subscription_price: 289, finance_lenders: taurus(263) });
    const v = vehicleView(c, site(c, cfg));
    expect(v.price.suffix).toBe('/ week');
    // One price line for the sidebar and both sticky bars: a weekly price never reads as the car's price.
    expect(v.priceLine).toBe('$289 / week');
    expect(vehicleView(car(), site(car())).priceLine).toBe('$30,000');
    expect(v.stickyFinance).toBeNull();
    expect(v.financeInfo?.headline).toBe('To buy on finance: From $263 per week');
  });
  it('the sticky header Trade-In button follows the sidebar rule (hidden on reserved, price-0 and coming-soon cars)', () => {
    for (const over of [{ reserved: true }, { price: 0 }, { status: 'coming_soon' }]) {
      const c = car(over);
      expect(vehicleView(c, site(c)).showTradeIn, JSON.stringify(over)).toBe(false);
    }
    expect(vehicleView(car(), site(car())).showTradeIn).toBe(true);
  });
  it('shows the market price indicator when the price is more than $499 below the state average', () => {
    const c = car({ autograb_data: { state_average_market_price: 32500, average_market_price: 31800 } });
    expect(vehicleView(c, site(c)).market).toMatchObject({ basis: 'state', below: 2500 });
    const near = car({ autograb_data: { state_average_market_price: 30499 } });
    expect(vehicleView(near, site(near)).market).toBeNull();
  });
});

describe('similar vehicles fallback', () => {
  it('when the spec queries find none, the fallback keeps the kind and widens the price window in steps', () => {
    const a = car({ price: 30000, body: 'SUV' });
    const suv = car({ id: 2, slug: 'suv', make: 'Kia', model: 'Sorento', price: 50000, body: 'SUV' });
    const ute = car({ id: 3, slug: 'ute', make: 'Ford', model: 'Ranger', price: 45000, body: 'Ute' });
    const sold = car({ id: 4, slug: 'sold', make: 'Kia', model: 'Sportage', price: 40000, body: 'SUV', status: 'sold' });
    const far = car({ id: 5, slug: 'far', make: 'Kia', model: 'Carnival', price: 90000, body: 'SUV' });
    const van = car({ id: 6, slug: 'van', make: 'Jayco', model: 'Journey', price: 30000, body: 'SUV', item_type: 'caravan' });
    const v = vehicleView(a, site(a, config(), [a, suv, ute, sold, far, van]));
    // ±50 %: the ute ($45,000); ±100 %: the SUV ($50,000); never the $90,000 SUV nor the caravan.
    expect(v.similar.map((c) => c.id)).toEqual(['3', '2']);
    expect(v.similarTitle).toBe('Similar Cars In-Stock');
  });
  it("a caravan's section lists caravans only and says so", () => {
    const a = car({ price: 72990, body: 'Caravan', item_type: 'caravan' });
    const camry = car({ id: 2, slug: 'camry', make: 'Toyota', model: 'Camry', price: 72990, body: 'Sedan' });
    const other = car({ id: 3, slug: 'van', make: 'Jayco', model: 'Journey', price: 120000, body: 'Caravan', item_type: 'caravan' });
    const v = vehicleView(a, site(a, config(), [a, camry, other]));
    expect(v.similar.map((c) => c.id)).toEqual(['3']);
    expect(v.similarTitle).toBe('Similar Caravans In-Stock');
  });
});

describe('vehicle JSON-LD', () => {
  it('is one Car + Product item with an offer, condition and the car properties', () => {
    const ld = vehicleJsonLd(car(), config());
    expect(ld['@type']).toEqual(['Car', 'Product']);
    expect(ld.url).toBe('https://demo.example.com/cars/a-car/');
    expect(ld.image).toEqual(['https://demo.example.com/a.jpg']);
    // The fixture's 7-character chassis number is no VIN: left out (the ad feeds' one VIN rule).
    expect(ld.vehicleIdentificationNumber).toBeUndefined();
    expect(ld.mileageFromOdometer).toEqual({ '@type': 'QuantitativeValue', value: 41000, unitCode: 'KMT' });
    expect(ld.offers).toMatchObject({
      price: 30000,
      priceCurrency: 'AUD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
    });
  });
  it('gives an offer without a price (and no Product type) when there is no real price, and marks a sold car SoldOut', () => {
    const unpriced = vehicleJsonLd(car({ price: 0 }), config());
    expect(unpriced['@type']).toBe('Car');
    expect((unpriced.offers as Record<string, unknown>).price).toBeUndefined();
    expect((vehicleJsonLd(car({ status: 'sold' }), config()).offers as Record<string, unknown>).availability).toBe('https://schema.org/SoldOut');
  });
});

describe('photos of the 360 view and the PDF', () => {
  const cdn = { images: { cdn: { template: 'https://img.example.net/?url={url}&w={width}&h={height}&output={format}' } } };
  it('360 frames are responsive like the gallery: srcset with width descriptors and the gallery sizes', () => {
    const c = car({ spin_images: ['https://photos.example.com/s0.jpg', 'https://photos.example.com/s1.jpg'] });
    const frames = vehicleView(c, site(c, config(cdn))).spin!.frames;
    expect(frames).toHaveLength(2);
    expect(frames[0]?.srcset).toMatch(/^https:\/\/img\.example\.net\/\?url=https%3A%2F%2Fphotos\.example\.com%2Fs0\.jpg&w=480&h=360&output=webp 480w, /);
    expect(frames[0]?.srcset).toContain(' 1600w');
    expect(frames[0]?.sizes).toContain('calc(100vw - 32px)');
  });
  it("the PDF tries the CDN's print-size copy (CORS) before the feed's URL", () => {
    const c = car({ images: [{ url: 'https://photos.example.com/a.jpg' }] });
    const { images, printPath } = vehicleView(c, site(c, config(cdn))).pdf;
    expect(images).toHaveLength(2);
    expect(images[0]).toMatch(/^https:\/\/img\.example\.net\/\?url=https%3A%2F%2Fphotos\.example\.com%2Fa\.jpg&w=1280/);
    expect(images[1]).toBe('https://photos.example.com/a.jpg');
    expect(printPath).toBe('/print?car_id=a-car');
  });
});

describe('the vehicle page view (what the page frontmatter reads)', () => {
  it('describes the car with its facts, price and place, and what a shopper can do; a sold car says so', () => {
    const c = car({ simple_transmission: 'Automatic' });
    const page = vehiclePageView(c, site(c));
    expect(page.description).toBe(
      `2022 Mazda CX-5 Maxx, 41,000 kms, Automatic for ${page.v.priceLine} at ${page.v.placeName}. Enquire, book a test drive or get finance online.`,
    );
    const sold = car({ sold: true, status: 'sold' });
    expect(vehiclePageView(sold, site(sold)).description).toMatch(/This vehicle has been sold; we can find you something similar\.$/);
  });

  it('hands the islands the recently-viewed record, the analytics item, the first photo and every photo link', () => {
    const c = car({ images: [{ url: '/a.jpg' }, { url: '/b.jpg' }] });
    const page = vehiclePageView(c, site(c));
    expect(page.viewed).toMatchObject({ id: c.id, slug: 'a-car', make: 'Mazda', model: 'CX-5', price: page.v.priceLine });
    expect(page.item).toMatchObject({ item_id: expect.any(String) });
    expect(page.photoLinks).toHaveLength(2);
    expect(page.firstImage).toBe(page.photoLinks[0]);
    expect(page.now.toISOString()).toBe('2026-11-21T00:00:00.000Z');
  });
});
