import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { carSchema, dealerConfigSchema, locationSchema } from '../../../src/domain/schemas';
import { formatProblem, problemsFromZod } from '../../../src/domain/schemas/friendly-errors';
import { applyTemplate } from '../../../src/domain/templates';
import { DealerValidationError, loadDealer } from '../../../scripts/lib/load-dealer';

const minimalCar = { id: 7, slug: 'a-b', name: 'A B', year: 2020, make: 'A', model: 'B', car_type: 'used', status: 'in_stock', created_at: '2026-01-01' };
const minimalDealer = { slug: 'x', name: 'X', id: 1, dealership_id: 2, url: 'https://x.example.com', locations: [{ id: 1, name: 'A', slug: 'a', address: {} }] };

describe('Car schema', () => {
  it('reads feed numbers given as strings and empty values as null, keeping the spec field names', () => {
    const car = carSchema.parse({ ...minimalCar, price: '24990', km: '', before_price: 'null', seats: null });
    expect(car.price).toBe(24990);
    expect(car.km).toBeNull();
    expect(car.before_price).toBeNull();
    expect(car.seats).toBeNull();
    expect(car.id).toBe('7');
    expect(car.images).toEqual([]);
  });

  it('rejects a record without a make and an unknown car_type, naming each field', () => {
    const r = carSchema.safeParse({ ...minimalCar, make: undefined, car_type: 'nearly-new' });
    expect(r.success).toBe(false);
    const lines = problemsFromZod(r.error!, 'stock.json', { index: 4, record: '7 / a-b' }).map(formatProblem);
    expect(lines.some((l) => l.startsWith('stock.json record #4 (7 / a-b): make: '))).toBe(true);
    expect(lines.some((l) => l.startsWith('stock.json record #4 (7 / a-b): car_type: '))).toBe(true);
  });

  it('rejects slugs that are not URL-safe', () => {
    const r = carSchema.safeParse({ ...minimalCar, slug: 'Has Spaces' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe('must be lowercase letters, digits and single hyphens');
  });
});

describe('Location schema', () => {
  it('treats an empty location_type as the empty (sales) type and defaults hours to none', () => {
    const loc = locationSchema.parse({ id: 3, name: 'Parts', slug: 'parts', address: {}, location_type: null });
    expect(loc.location_type).toBe('');
    expect(loc.contact_detail.opening_hours).toEqual([]);
  });
});

describe('DealerConfig schema and templates', () => {
  it("fills every switch with the spec's default", () => {
    const c = dealerConfigSchema.parse(minimalDealer);
    expect(c.search.hits_per_page).toBe(21);
    expect(c.search.include_sold_cars_days).toBe(3);
    expect(c.search.make_list_length).toBe(7);
    expect(c.search.model_limit).toBe(30);
    expect(c.search.cards_per_row).toBe(3);
    expect(c.features.enquire_text).toBe('Enquire Now');
    expect(c.features.reserve_price_text).toBe('$200');
    expect(c.finance.interest.default).toBe(12.94);
    expect(c.finance.max_price).toBe(250000);
    expect(c.state).toBe('qld');
  });

  it('lays the dealer file over its template: the caravan template gives 4 cards a row unless the dealer says otherwise', () => {
    expect(dealerConfigSchema.parse(applyTemplate({ ...minimalDealer, template: 'caravan' })).search.cards_per_row).toBe(4);
    expect(dealerConfigSchema.parse(applyTemplate({ ...minimalDealer, template: 'caravan', search: { cards_per_row: 3 } })).search.cards_per_row).toBe(3);
    expect(dealerConfigSchema.parse(applyTemplate({ ...minimalDealer, template: 'group' })).favourites.style).toBe('compare');
  });

  it('rejects a stock-visibility preset outside 0..14 with the setting path', () => {
    const r = dealerConfigSchema.safeParse({ ...minimalDealer, search: { visibility: { preset: 15 } } });
    expect(r.success).toBe(false);
    expect(problemsFromZod(r.error!, 'dealer.json').map(formatProblem)[0]).toMatch(/^dealer\.json: search\.visibility\.preset: /);
  });
});

describe('loadDealer', () => {
  it('loads the fixture dealer folder', () => {
    const b = loadDealer(path.resolve('tests/fixtures/dealers/tiny-motors'));
    expect(b.config.slug).toBe('tiny-motors');
    expect(b.cars).toHaveLength(3);
  });

  it('throws one readable problem per bad field', () => {
    expect(() => loadDealer(path.resolve('tests/fixtures'))).toThrow(DealerValidationError);
    try { loadDealer(path.resolve('tests/fixtures')); } catch (e) { expect((e as Error).message).toContain('dealer.json: (file): dealer.json not found'); }
  });
});

describe('broken image URLs in a feed', () => {
  it('are reported with the image index', () => {
    const r = carSchema.safeParse({ ...minimalCar, images: [{ url: '/ok.jpg' }, { url: 'htp:/broken' }, { url: 'https://cdn.example.com/a b.jpg' }] });
    expect(r.success).toBe(false);
    expect(problemsFromZod(r.error!, 'stock.json').map((p) => p.field)).toEqual(['images[1].url', 'images[2].url']);
  });
  it('accept absolute and site-relative addresses', () => {
    expect(carSchema.parse({ ...minimalCar, images: [{ url: '/dealer/img/a.svg' }, { url: 'https://cdn.example.com/cars/1.jpg', thumb: { url: 'https://cdn.example.com/cars/1-t.jpg' } }] }).images).toHaveLength(2);
  });
});
