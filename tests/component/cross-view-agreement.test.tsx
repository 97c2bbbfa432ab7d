// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { googleVehicleAdsRows, type GoogleRow } from '../../src/domain/inventory-feeds/google-vehicle-ads';
import { metaVehicleCatalogRows, type MetaRow } from '../../src/domain/inventory-feeds/meta-vehicle-catalog';
import type { FeedSummary } from '../../src/domain/inventory-feeds/vehicle-values';
import { vehicleViewEventId } from '../../src/domain/analytics-events';
import { formEventId, testDriveSubcategory } from '../../src/domain/lead-forms';
import type { Car, CarInput, DealerConfig } from '../../src/domain/schemas';
import { printSheetView } from '../../src/views/print-sheet-view';
import { priceLine, vehicleView } from '../../src/views/view-model';
import CompareCars from '../../src/islands/site/CompareCars';
import SavedCars from '../../src/islands/site/SavedCars';
import { $watchlist } from '../../src/stores/watchlist';
import { CARD_ATTRIBUTES, cardConfigOf, toCardView, type CardHit } from '../../src/lib/card-view';
import { savedCarTable } from '../../src/islands/site/saved-car-table';
import { buildEmbeddedIndex } from '../../src/search/build-index';
import { toSiteSearchDocument } from '../../src/search/document';
import { documentsByIds } from '../../src/search/documents-by-id';
import { makeCar, makeConfig, makeLocation, NOW } from '../unit/domain/fixtures';
import { vehicleJsonLd } from '../../src/views/vehicle-jsonld';
import { leadToAdf } from '../../scripts/server/delivery/adf';

/*
 * One car, one answer, in every view a shopper or an ad platform sees it: the vehicle page (view model), the search
 * card (built from the search index document the island reads back, through the card's own attribute list), the
 * compare table (the island, rendered), the saved-cars page (the island, drawn from the watchlist table), the print
 * sheet and both ad feeds.
 * For a stock of edge cases on an ordinary and a compare-style dealer, every view that states the price, the badge,
 * availability (SOLD), the favourite/compare button or the condition must state the same one.
 *
 * Mutations tried, each a view given its own copy of a rule again; each made this test fail (then reverted;
 * the failing cases are named after each):
 * - search card: the old partial favourite check
 *   (`fav.enabled && !(fav.style === 'compare' && fav.compare_used_only && hit.car_type !== 'used')`): fails on
 *   "sold", "sold flag, stale status" (button on the card, none on the page) and, on the compare-style dealer,
 *   "unpriced" and "no photos";
 * - compare table: SOLD as `c.status === 'sold'`: fails on "sold flag, stale status" (compare says available);
 * - print sheet: `sold: car.status === 'sold' ? 'SOLD' : null`: fails on "sold flag, stale status";
 * - Google feed: `condition = car.car_type === 'used' ? 'used' : 'new'`: fails on "demo" (Google says new);
 * - Meta feed: `car.certified ? 'CPO' : 'USED'` for every car: fails on "new, certified" (Meta says CPO, not NEW);
 * - search card: price from `hit.price` alone (ignoring offer_price): fails on "offer price".
 * - saved-cars row: the watchlist table's price from `car.price` (its old summary's own price): fails on "offer price";
 *   the table without the card's badge: fails on "sold", "reserved", "EV" and the other badged cases.
 * - view event and lead forms: used as `car.car_type === 'used'`: fails on "demo" (a new-car event and 'Test Drive
 *   Booking New' for a car the page labels Used).
 * - JSON-LD: condition as `car.car_type === 'used'`: fails on "demo" (NewCondition for a car the page labels Used);
 * - JSON-LD: the offer's price as `car.price` (the feed's price): fails on "offer price" (32990, the page 29990);
 * - ADF: the asking price as `car.price`: fails on "offer price"; and "unpriced" when it sends no price element
 *   instead of ADF's call for price.
 * The build's cards (CarCard.astro: home, similar cars, a brand's overview) are drawn from this same card view
 * (cardHitOf, then toCardView), and are checked against each car's own page and its search result in the built demo
 * (tests/build/vehicle-finance-figures.test.ts).
 * The negative test at the end keeps one of these in the file: a card with its own favourite rule disagrees.
 */

const location = makeLocation({ id: 1, slug: 'brisbane', primary: true });
// Fuel tags on: the EV and hybrid cases then carry a badge every view must agree on.
const dealer = (over: Parameters<typeof makeConfig>[0] = {}): DealerConfig =>
  makeConfig({ url: 'https://dealer.example.com/', locations: [location], badges: { fuel_tags: true }, ...over } as never);
const CONFIGS: [string, DealerConfig][] = [
  ['favourites dealer', dealer()],
  ['compare-style dealer', dealer({ favourites: { enabled: true, style: 'compare', compare_used_only: true } })],
];

let nextId = 500;
/** A used car with every field the views and both feeds need; each case changes only what it is about. */
const car = (over: Partial<CarInput> = {}): Car => {
  const id = nextId++;
  return makeCar({
    id,
    slug: `car-${id}`,
    stocknum: `S${id}`,
    vin: '1fadp5au6dl536022',
    km: 41000,
    colour: 'Soul Red',
    price: 32990,
    price_type: 'Drive Away',
    simple_body: 'SUV',
    simple_fuel: 'Petrol',
    simple_transmission: 'Automatic',
    location_id: '1',
    images: [{ url: 'https://img.example/1.jpg' }],
    ...over,
  });
};

type Condition = 'new' | 'used' | 'demo';
const CASES: { name: string; car: Car; condition: Condition }[] = [
  { name: 'in stock', car: car(), condition: 'used' },
  { name: 'sold', car: car({ status: 'sold' }), condition: 'used' },
  { name: 'sold flag, stale status', car: car({ status: 'in_stock', sold: true }), condition: 'used' },
  { name: 'reserved', car: car({ reserved: true }), condition: 'used' },
  { name: 'coming soon', car: car({ status: 'coming_soon' }), condition: 'used' },
  { name: 'unpriced', car: car({ price: null }), condition: 'used' },
  { name: 'offer price', car: car({ price: 32990, offer_price: 29990 }), condition: 'used' },
  { name: 'was price', car: car({ price: 29990, before_price: 33990 }), condition: 'used' },
  { name: 'no photos', car: car({ images: [], primary_image_url: null }), condition: 'used' },
  { name: 'primary photo only', car: car({ images: [], primary_image_url: 'https://img.example/p.jpg' }), condition: 'used' },
  { name: 'caravan', car: car({ item_type: 'Caravan', simple_body: null }), condition: 'used' },
  { name: 'EV', car: car({ simple_fuel: 'Electric', fuel: 'Electric' }), condition: 'used' },
  { name: 'hybrid', car: car({ simple_fuel: 'Hybrid', fuel: 'Petrol/Electric Hybrid' }), condition: 'used' },
  { name: 'demo', car: car({ car_type: 'demo', certified: true, km: 900 }), condition: 'demo' },
  { name: 'new, certified', car: car({ car_type: 'new', certified: true, km: 10 }), condition: 'new' },
];
const CARS = CASES.map((c) => c.car);

/** A channel that knows only new and used lists a demonstrator as used (the spec's statement, restated here). */
const newOrUsed = (c: Condition) => (c === 'new' ? 'new' : 'used');

type FeedOut<R> = { row: R | null; summary: FeedSummary };
function feed<R>(rows: (cars: readonly Car[], config: DealerConfig, keep: (row: R) => void) => FeedSummary, c: Car, config: DealerConfig): FeedOut<R> {
  let row: R | null = null;
  const summary = rows([c], config, (r) => {
    row = r;
  });
  return { row, summary };
}
/** '29990.00 AUD' -> 29990 */
const amountOf = (cell: unknown) => (typeof cell === 'string' ? Number.parseFloat(cell) : null);

/** The compare island for one car, rendered from the site's search index as a browser gets it. */
async function compareView(c: Car, config: DealerConfig) {
  const index = buildEmbeddedIndex(CARS.map((x) => toSiteSearchDocument(x, { config, now: NOW })));
  const transport = { engine: 'embedded' as const, indexUid: 'cars', indexUrl: '/_data/search-index.test.json' };
  const fetcher = vi.fn(async () => new Response(JSON.stringify(index), { status: 200 })) as unknown as typeof fetch;
  window.history.replaceState(null, '', `/compare?ids=${c.id}`);
  render(
    <CompareCars transport={transport} card={cardConfigOf(config)} now={NOW.toISOString()} searchPath="/search/" savedPath="/watchlist" fetcher={fetcher} />,
  );
  const heading = (await screen.findByRole('link', { name: c.name })).closest('th')!;
  const cell = (key: string) => document.querySelector(`tr[data-row="${key}"] td`)?.textContent ?? null;
  const out = {
    sold: heading.querySelector('.badge--sold') !== null,
    price: document.querySelector('tr[data-row="price"] .compare-price')?.textContent ?? null,
    was: document.querySelector('tr[data-row="price"] .compare-was')?.textContent ?? null,
    badge: heading.querySelector('.badge')?.textContent ?? null,
    href: heading.querySelector('a')?.getAttribute('href') ?? null,
    condition: cell('car_type'),
  };
  cleanup();
  return out;
}

/** The saved-cars page with this car on the watchlist, drawn from the watchlist table as /watchlist/cars.json has it. */
async function savedView(c: Car, config: DealerConfig) {
  const table = JSON.stringify(savedCarTable(CARS, config, NOW));
  const fetcher = vi.fn(async () => new Response(table, { status: 200 })) as unknown as typeof fetch;
  $watchlist.set([c.id]);
  render(<SavedCars carsUrl="/watchlist/cars.json" apiBase="" searchPath="/search/" fetcher={fetcher} />);
  const row = (await screen.findByRole('link', { name: c.name })).closest('li')!;
  const out = {
    price: row.querySelector('.saved-price')?.textContent ?? null,
    was: row.querySelector('.saved-was')?.textContent ?? null,
    badge: row.querySelector('.badge')?.textContent ?? null,
    href: row.querySelector('a')?.getAttribute('href') ?? null,
  };
  cleanup();
  $watchlist.set([]);
  return out;
}

/** The search card exactly as the island makes it: the document read back from the index, only the card's columns. */
function cardView(c: Car, config: DealerConfig) {
  const index = buildEmbeddedIndex([toSiteSearchDocument(c, { config, now: NOW })]);
  const [doc] = documentsByIds(index, [c.id]);
  const hit = Object.fromEntries(CARD_ATTRIBUTES.filter((k) => k in doc!).map((k) => [k, doc![k]])) as CardHit;
  return toCardView(hit, cardConfigOf(config), NOW);
}

/** The dealer's CRM's view: an enquiry about the car as ADF/XML, its price element read back. */
function adfPrice(c: Car): { type: string; amount: number | null } | null {
  const payload = { form: 'enquiry', car_id: c.id, name: 'Jane', email: 'jane@example.com', phone: '0412 345 678' };
  const xml = leadToAdf(
    {
      lead_id: `L-${c.id}`,
      idempotency_key: `k-${c.id}`,
      form: 'enquiry',
      category: 'Sales',
      subcategory: 'Enquiry',
      name: 'Jane',
      email: 'jane@example.com',
      phone: '0412 345 678',
      car_id: c.id,
      is_last_step: 1,
      payload: JSON.stringify(payload),
      created_at: NOW.toISOString(),
    },
    {
      vendor: { name: 'Dealer', phone: '07 3000 0000' },
      car: { year: c.year, make: c.make, model: c.model, vin: c.vin, stocknum: c.stocknum, price: c.price, offer_price: c.offer_price, car_type: c.car_type },
    },
  );
  const m = /<price type="(\w+)"[^>]*?(?:\/>|>([^<]*)<\/price>)/.exec(xml);
  return m ? { type: m[1]!, amount: m[2] === undefined ? null : Number(m[2]) } : null;
}

async function allViews(c: Car, config: DealerConfig) {
  const page = vehicleView(c, { config, cars: CARS, now: NOW.toISOString() });
  const card = cardView(c, config);
  const compare = await compareView(c, config);
  const saved = await savedView(c, config);
  const print = printSheetView(c, config);
  const google = feed<GoogleRow>(googleVehicleAdsRows, c, config);
  const meta = feed<MetaRow>(metaVehicleCatalogRows, c, config);
  const jsonld = vehicleJsonLd(c, config) as unknown as { itemCondition: string; offers: { price?: number; availability: string } };
  const adf = adfPrice(c);
  return { page, card, compare, saved, print, google, meta, jsonld, adf };
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('one rule, one answer in every view', () => {
  for (const [configName, config] of CONFIGS) {
    for (const { name, car: c, condition } of CASES) {
      it(`${name} (${configName}): price, badge, availability, favourite button and condition agree`, async () => {
        const v = await allViews(c, config);
        const shown = priceLine(v.page.price);

        // The price shown.
        expect({
          card: `${v.card.price.text}${v.card.price.suffix ? ` ${v.card.price.suffix}` : ''}`,
          compare: v.compare.price,
          watchlist: v.saved.price,
          print: v.print.price,
        }).toEqual({ card: shown, compare: shown, watchlist: shown, print: shown });
        // The ad feeds advertise the amount the page shows (Meta: the sale price when there is one).
        if (v.google.row) expect(amountOf(v.google.row.price)).toBe(v.page.price.amount);
        if (v.meta.row) expect(amountOf(v.meta.row.sale_price ?? v.meta.row.price)).toBe(v.page.price.amount);
        // Search engines (JSON-LD) and the dealer's CRM (ADF) get the same amount, or none: ADF's call for price.
        const amount = v.page.price.amount ?? null;
        expect(v.jsonld.offers.price ?? null).toBe(amount);
        expect(v.adf).toEqual(amount === null ? { type: 'call', amount: null } : { type: 'asking', amount });

        // Badges.
        expect(v.card.badge).toEqual(v.page.badge);
        // The saved-cars row and the compare column say what the search card says: Was line, badge, link.
        const said = { was: v.card.price.was, badge: v.card.badge?.text ?? null, href: v.card.href };
        expect({
          saved: { was: v.saved.was, badge: v.saved.badge, href: v.saved.href },
          compare: { was: v.compare.was, badge: v.compare.badge, href: v.compare.href },
        }).toEqual({
          saved: said,
          compare: said,
        });

        // Availability: SOLD on the page, the card, the compare table and the print sheet; out of both feeds.
        const sold = v.page.sold !== null;
        expect({ card: v.card.sold, compare: v.compare.sold, print: v.print.sold !== null, pageAvailable: !v.page.available }).toEqual({
          card: sold,
          compare: sold,
          print: sold,
          pageAvailable: sold,
        });
        for (const f of [v.google, v.meta]) expect(f.summary.notAdvertised.sold ?? 0).toBe(sold ? 1 : 0);
        expect(v.jsonld.offers.availability === 'https://schema.org/SoldOut').toBe(sold);

        // The favourite/compare button.
        expect(v.card.favourite !== null).toBe(v.page.favourite !== null);

        // Condition: the compare table names all three; the page's analytics label and both feeds know new and used.
        expect(v.compare.condition?.toLowerCase()).toBe(condition);
        expect(v.page.eventLabel).toBe(newOrUsed(condition) === 'new' ? 'New Car' : 'Used Car');
        // The page's view event, the form event ids and the test drive's lead subcategory say the same new or used.
        const used = newOrUsed(condition) === 'used';
        expect({
          viewEvent: vehicleViewEventId(c),
          enquiryEvent: formEventId(c, 'enquiry'),
          testDriveEvent: formEventId(c, 'test_drive'),
          testDrive: testDriveSubcategory(c),
        }).toEqual({
          viewEvent: used ? 4 : 18,
          enquiryEvent: used ? 15 : 14,
          testDriveEvent: used ? 48 : 17,
          testDrive: used ? 'Test Drive Booking Used' : 'Test Drive Booking New',
        });
        expect(v.jsonld.itemCondition).toBe(newOrUsed(condition) === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition');
        if (v.google.row) expect(v.google.row.condition).toBe(newOrUsed(condition));
        if (v.meta.row) expect(v.meta.row.state_of_vehicle === 'NEW' ? 'new' : 'used').toBe(newOrUsed(condition));
      });
    }
  }

  it('the stock reaches every answer: some cars are advertised, some sold, some without the button on a compare site', async () => {
    // Guards the test itself: a stock where every view trivially says "no" would agree without proving anything.
    const compareDealer = CONFIGS[1]![1];
    const page = (c: Car, config: DealerConfig) => vehicleView(c, { config, cars: CARS, now: NOW.toISOString() });
    const byName = (n: string) => CASES.find((x) => x.name === n)!.car;
    expect(page(byName('in stock'), compareDealer).favourite).not.toBeNull();
    expect(page(byName('unpriced'), compareDealer).favourite).toBeNull();
    expect(page(byName('no photos'), compareDealer).favourite).toBeNull();
    expect(page(byName('no photos'), CONFIGS[0]![1]).favourite).not.toBeNull();
    expect(page(byName('sold flag, stale status'), compareDealer).sold).toBe('SOLD');
    expect(page(byName('EV'), compareDealer).badge?.kind).toBe('electric');
    expect(page(byName('hybrid'), compareDealer).badge?.kind).toBe('hybrid');
    expect(page(byName('offer price'), compareDealer).price.amount).toBe(29990);
    expect(cardView(byName('was price'), compareDealer).price.was).toBe('Was $33,990, now:');
    expect(feed<GoogleRow>(googleVehicleAdsRows, byName('demo'), compareDealer).row?.condition).toBe('used');
    expect(feed<MetaRow>(metaVehicleCatalogRows, byName('new, certified'), compareDealer).row?.state_of_vehicle).toBe('NEW');
    expect(feed<MetaRow>(metaVehicleCatalogRows, byName('demo'), compareDealer).row?.state_of_vehicle).toBe('CPO');
  });

  it('negative: a card that decides the button by its own partial copy of the rule disagrees with the page', () => {
    // The copy the search cards had: feature on and, on compare sites, the used-only check; nothing else.
    const ownCopy = (hit: CardHit, config: DealerConfig) => {
      const fav = config.favourites;
      return fav.enabled && !(fav.style === 'compare' && fav.compare_used_only && hit.car_type !== 'used');
    };
    const disagreements = CONFIGS.flatMap(([configName, config]) =>
      CASES.flatMap(({ name, car: c }) => {
        const page = vehicleView(c, { config, cars: CARS, now: NOW.toISOString() }).favourite !== null;
        const hit = documentsByIds(buildEmbeddedIndex([toSiteSearchDocument(c, { config, now: NOW })]), [c.id])[0] as unknown as CardHit;
        return ownCopy(hit, config) === page ? [] : [`${name} (${configName})`];
      }),
    );
    expect(disagreements).toEqual(expect.arrayContaining(['sold (favourites dealer)', 'unpriced (compare-style dealer)', 'no photos (compare-style dealer)']));
  });
});
