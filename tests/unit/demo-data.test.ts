import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { carSchema, type Car } from '../../src/domain/schemas';
import { loadDealer, DEALERS_DIR } from '../../scripts/lib/load/load-dealer';
import { EDGE_CASES, type DemoDealer } from '../../scripts/demo/edge-cases';
import { DEFAULT_NOW, writeDemo } from '../../scripts/demo/generate';
import { referencedAssets } from '../../scripts/demo/assets';
import { DEMO_VIDEO } from '../../scripts/demo/paths';
import { defined } from '../defined';

const DEALERS: DemoDealer[] = ['demo-motors', 'coastal-caravans', 'demo-group'];
const tmpDirs: string[] = [];
afterAll(() => tmpDirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function listFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

function committedCars(slug: DemoDealer): Car[] {
  const raw = JSON.parse(readFileSync(path.join(DEALERS_DIR, slug, 'stock.json'), 'utf8')) as { cars: unknown[] };
  return raw.cars.map((c) => carSchema.parse(c));
}

describe('committed demo dealers', () => {
  it.each(DEALERS)('%s: every file parses with the schemas (dealer.json over its template, stock, offers, reviews, makes, brands)', (slug) => {
    const bundle = loadDealer(slug);
    expect(bundle.config.slug).toBe(slug);
    expect(bundle.skipped).toEqual([]);
    expect(bundle.offers.length).toBeGreaterThan(0);
    expect(bundle.reviews.length).toBeGreaterThan(0);
    expect(bundle.makes.length).toBeGreaterThan(0);
  });

  it('is what the generator writes for the default now (regenerate with npm run generate:demo)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'demo-now-'));
    tmpDirs.push(dir);
    await writeDemo(dir, DEFAULT_NOW);
    for (const slug of DEALERS) {
      for (const file of ['dealer.json', 'stock.json', 'offers.json', 'reviews.json', 'makes.json']) {
        expect(readFileSync(path.join(dir, slug, file), 'utf8'), `${slug}/${file}`).toBe(readFileSync(path.join(DEALERS_DIR, slug, file), 'utf8'));
      }
    }
  });

  it('demo-motors: Toyota franchise, Taurus finance, about 300 new/used/demo cars, three locations with a phone-less parts site', () => {
    const { config, cars } = loadDealer('demo-motors');
    expect(config.template).toBe('franchise');
    expect(config.manufacturer).toEqual({ name: 'Toyota', slug: 'toyota' });
    expect(config.finance.provider).toBe('Taurus');
    expect(cars.length).toBeGreaterThanOrEqual(280);
    expect(new Set(cars.map((c) => c.car_type))).toEqual(new Set(['new', 'used', 'demo']));
    expect(new Set(cars.filter((c) => c.car_type === 'used').map((c) => c.make)).size).toBeGreaterThan(5);
    const [primary, second, parts] = config.locations;
    if (!primary || !second || !parts) throw new Error('demo-motors needs three locations');
    expect(primary.primary).toBe(true);
    expect(primary.address.city).toBe('Brisbane');
    expect(primary.average_rating).toBe(4.1);
    expect(primary.review_count).toBe(1070);
    expect(primary.special_hours.length).toBeGreaterThan(0);
    expect(primary.contact_detail.opening_hours.find((h) => h.weekday === 0)?.status).toBe('Closed');
    expect(primary.contact_detail.opening_hours.filter((h) => h.status === 'Open').map((h) => h.weekday)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(second.address.city).not.toBe('Brisbane');
    expect(second.special_hours).toEqual([]);
    expect(second.contact_detail.phone_new && second.contact_detail.phone_used && second.contact_detail.phone_demo).toBeTruthy();
    expect(parts.location_type).toBe('parts');
    expect(parts.phone ?? parts.contact_detail.phone ?? parts.contact_detail.landline_phone ?? null).toBeNull();
    expect(config.badges.certified_make).toBe('Toyota');
    expect(config.badges.certified_enabled).toBe(true);
    expect(Date.parse(config.blocks.popup?.expiry_date ?? '')).toBeGreaterThan(DEFAULT_NOW.getTime());
    expect(config.menus.footer.map((f) => f.title)).toEqual(['Models', 'Buyer Tools', 'Servicing and Parts', 'Demo Motors']);
  });

  it('coastal-caravans: caravan template, AusLoans limits, subscriptions, 4 per row, gallery view, 80 units of caravans, motorcycles and trucks', () => {
    const { config, cars } = loadDealer('coastal-caravans');
    expect(config.template).toBe('caravan');
    expect(config.finance.provider).toBe('AusLoans');
    expect(config.finance.interest).toMatchObject({ min: 7.5, max: 14.5 });
    expect(config.pricing.offers_subscription).toBe(true);
    expect(config.vehicle).toMatchObject({ default_view_mode: 'gallery', hide_twitter: true, phone_revealed_at_start: true });
    expect(config.contact.closed_text).toBe('By appointment only');
    expect(config.search.cards_per_row).toBe(4);
    expect(cars).toHaveLength(80);
    expect(new Set(cars.map((c) => c.item_type))).toEqual(new Set(['caravan', 'motorcycle', 'truck']));
    expect(cars.filter((c) => (c.subscription_price ?? 0) > 0).length).toBeGreaterThan(40);
  });

  it('demo-group: compare-style group site with the spec stats, profile, brand directory and 6 locations in 4 states', () => {
    const { config, cars, brands } = loadDealer('demo-group');
    expect(config.template).toBe('group');
    expect(config.finance.provider).toBe('Angle');
    expect(config.favourites.style).toBe('compare');
    expect(config.site.menu_hover).toBe(true);
    expect(config.blocks.stats).toEqual([
      { value: '50+', label: 'Locations' },
      { value: '40+', label: 'Brands' },
      { value: '30+', label: 'Years Est.' },
    ]);
    expect(config.blocks.profile).toContain('50+ brands and 59 franchises from Cairns to Hobart');
    expect(config.locations.length).toBeGreaterThan(3);
    expect(new Set(config.locations.map((l) => l.address.state))).toEqual(new Set(['QLD', 'NSW', 'VIC', 'TAS']));
    expect(new Set(brands.map((b) => b.kind))).toEqual(new Set(['car', 'motorcycle', 'truck', 'our']));
    expect(cars).toHaveLength(120);
  });

  it.each(DEALERS)('%s: offers cover the card truncation lengths and one is excluded from this site', (slug) => {
    const { config, offers } = loadDealer(slug);
    const lengths = offers.map((o) => (o.description ?? '').length);
    expect(lengths.some((n) => n < 160)).toBe(true);
    expect(lengths.some((n) => n >= 160 && n <= 200)).toBe(true);
    expect(lengths.some((n) => n > 200)).toBe(true);
    expect(offers.some((o) => (o.disclaimer ?? '').length > 200)).toBe(true);
    expect(offers.filter((o) => o.excluded_website_ids.includes(config.id))).toHaveLength(1);
  });

  it.each(DEALERS)('%s: makes include logos and null logos', (slug) => {
    const { makes } = loadDealer(slug);
    expect(makes.some((m) => m.logo === null)).toBe(true);
    expect(makes.some((m) => m.logo !== null)).toBe(true);
  });

  it.each(DEALERS)('%s: every /dealer/ address in its files exists under assets/', (slug) => {
    const dir = path.join(DEALERS_DIR, slug);
    const json = ['dealer.json', 'stock.json', 'offers.json', 'makes.json', 'brands.json']
      .filter((f) => existsSync(path.join(dir, f)))
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
    const missing = referencedAssets(...json).filter((u) => !existsSync(path.join(dir, 'assets', u.replace(/^\/dealer\//, ''))));
    expect(missing).toEqual([]);
  });

  it('the demo video is a real MP4 file (ftyp box)', () => {
    const file = readFileSync(path.join(DEALERS_DIR, 'demo-motors', 'assets', DEMO_VIDEO.replace(/^\/dealer\//, '')));
    expect(file.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(file.length).toBeLessThan(50_000);
  });

  it('stays small: all demo dealer folders together under 5 MB', () => {
    const total = DEALERS.flatMap((slug) => listFiles(path.join(DEALERS_DIR, slug)).map((f) => readFileSync(path.join(DEALERS_DIR, slug, f)).length)).reduce(
      (a, b) => a + b,
      0,
    );
    expect(total).toBeLessThan(5 * 1024 * 1024);
  });
});

describe('generator', () => {
  it('is deterministic: two runs give byte-identical folders', async () => {
    const a = mkdtempSync(path.join(tmpdir(), 'demo-a-'));
    const b = mkdtempSync(path.join(tmpdir(), 'demo-b-'));
    tmpDirs.push(a, b);
    await writeDemo(a, DEFAULT_NOW);
    await writeDemo(b, DEFAULT_NOW);
    const files = listFiles(a);
    expect(files).toEqual(listFiles(b));
    expect(files.length).toBeGreaterThan(100);
    for (const f of files) expect(readFileSync(path.join(a, f)).equals(readFileSync(path.join(b, f))), f).toBe(true);
  });

  it('moves dates with --now: created_at and sold_at are relative to the given now', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'demo-now2-'));
    tmpDirs.push(dir);
    const later = new Date('2027-03-01T00:00:00Z');
    await writeDemo(dir, later);
    const raw = JSON.parse(readFileSync(path.join(dir, 'demo-motors', 'stock.json'), 'utf8')) as { cars: Car[] };
    const soldIn = raw.cars.find((c) => c.stocknum === 'EDGE-SOLD-IN')!;
    expect(soldIn.sold_at).toBe('2027-02-28T00:00:00.000Z');
  });
});

describe('edge cases', () => {
  it('every edge case has a unique EDGE- stock number and says what it exercises', () => {
    const nums = EDGE_CASES.map((e) => e.stocknum);
    expect(new Set(nums).size).toBe(nums.length);
    for (const e of EDGE_CASES) {
      expect(e.stocknum).toMatch(/^EDGE-/);
      expect(e.exercises.length).toBeGreaterThan(10);
    }
  });

  const byDealer = new Map(
    DEALERS.map((slug) => {
      const cars = committedCars(slug);
      return [slug, { cars, byCreatedDesc: [...cars].sort((x, y) => Date.parse(y.created_at ?? '') - Date.parse(x.created_at ?? '')) }];
    }),
  );

  it.each(EDGE_CASES.map((e) => [e.dealer, e.stocknum, e] as const))('%s %s is present and holds its condition', (dealer, stocknum, edge) => {
    const { cars, byCreatedDesc } = byDealer.get(dealer)!;
    const matches = cars.filter((c) => c.stocknum === stocknum);
    expect(matches).toHaveLength(1);
    expect(edge.check(defined(matches[0], stocknum), { now: DEFAULT_NOW, byCreatedDesc })).toBe(true);
  });

  it('an edge check can fail: the sold-inside-window check rejects an in-stock car', () => {
    const edge = EDGE_CASES.find((e) => e.stocknum === 'EDGE-SOLD-IN')!;
    const plain = committedCars('demo-motors').find((c) => !c.stocknum?.startsWith('EDGE-'))!;
    expect(edge.check(plain, { now: DEFAULT_NOW, byCreatedDesc: [plain] })).toBe(false);
  });

  it('finance lender data sits on most demo-motors cars under the dealer provider, with disclaimers longer than the 197-character short form', () => {
    const cars = committedCars('demo-motors');
    const withLender = cars.filter((c) => c.finance_lenders?.Taurus?.interestRate);
    expect(withLender.length / cars.length).toBeGreaterThan(0.9);
    expect(withLender.every((c) => (c.finance_lenders?.Taurus?.disclaimer ?? '').length > 197)).toBe(true);
  });

  it('demo-motors: sold cars in created_at order form exactly two single sold cars, one run of 2 and one run of 3', () => {
    const { byCreatedDesc } = byDealer.get('demo-motors')!;
    const soldFlags = byCreatedDesc.map((c) => c.status === 'sold' || c.sold);
    const runs: number[] = [];
    soldFlags.forEach((s, i) => {
      if (s && !soldFlags[i - 1]) runs.push(soldFlags.slice(i).findIndex((x) => !x));
    });
    expect(runs.sort()).toEqual([1, 1, 2, 3]);
  });
});
