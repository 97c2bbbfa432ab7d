import { describe, expect, it } from 'vitest';
import { buildEmbeddedIndex } from '../../../src/search/build-index';
import {
  DISPLAYED_ATTRIBUTES,
  FILTERABLE_ATTRIBUTES,
  RANKING_RULES,
  SEARCHABLE_ATTRIBUTES,
  SORTABLE_ATTRIBUTES,
  searchSettings,
  toSearchDocument,
  toSiteSearchDocument,
} from '../../../src/search/document';
import { weeklyFinanceFigure } from '../../../src/domain/finance';
import { columnValue } from '../../../src/search/index-format';
import { makeCar, makeConfig, NOW } from '../domain/fixtures';
import { defined } from '../../defined';

describe('toSearchDocument', () => {
  it('flattens a car: make_model, simple_* over raw fields, created_at in epoch seconds, primary image', () => {
    const d = toSearchDocument(
      makeCar({
        simple_body: 'SUV',
        body: '4D Wagon',
        fuel: 'Unleaded Petrol',
        simple_fuel: null,
        trans: '6 SP AUTOMATIC',
        simple_transmission: 'Automatic',
        created_at: '2026-01-01T00:00:00Z',
        primary_image_url: 'https://img.example/2.jpg',
        images: [{ url: 'https://img.example/1.jpg' }, { url: 'https://img.example/2.jpg', width: 800, height: 600 }],
      }),
    );
    expect(d).toMatchObject({
      id: '101',
      make_model: 'Toyota Corolla',
      body: 'SUV',
      fuel: 'Unleaded Petrol',
      transmission: 'Automatic',
      created_at: 1767225600,
      image: 'https://img.example/2.jpg',
      image_w: 800,
      image_h: 600,
    });
  });
  it("stores '', blanks and the text 'null' as null; keeps every key", () => {
    const d = toSearchDocument(makeCar({ tag: 'null', badge: '  ', colour: '', categories: ['', 'SUV'] }));
    expect(d).toMatchObject({ tag: null, badge: null, colour: null, image: 'https://img.example/1.jpg', categories: ['SUV'] });
    expect(Object.values(d)).not.toContain(undefined);
  });
  it('settings shared with the Meilisearch sync: sortable price, km, year, created_at; make searched first', () => {
    expect([...SORTABLE_ATTRIBUTES]).toEqual(['sort_price', 'price', 'km', 'year', 'created_at']);
    expect(SEARCHABLE_ATTRIBUTES.slice(0, 4)).toEqual(['make', 'model', 'badge', 'name']);
    expect(RANKING_RULES).toEqual(['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness']);
    // The spec's facet list, minus the derived price bands this project does not index.
    for (const f of [
      'badge',
      'status',
      'car_type',
      'categories',
      'city',
      'colour',
      'dealership_name',
      'filtered_features',
      'item_type',
      'km',
      'location_name',
      'make',
      'make_model',
      'model',
      'price',
      'subscription_price',
      'seats',
      'body',
      'drive',
      'fuel',
      'transmission',
      'state',
      'tag',
      'year',
    ]) {
      expect(FILTERABLE_ATTRIBUTES).toContain(f);
    }
  });
});

describe('toSiteSearchDocument: what the compare page reads', () => {
  it('every field of a site document is returned in hits but the sort key', () => {
    const doc = toSiteSearchDocument(makeCar(), { config: makeConfig(), now: NOW });
    expect(new Set(DISPLAYED_ATTRIBUTES)).toEqual(new Set(Object.keys(doc).filter((k) => k !== 'sort_price')));
  });
  const lender = (paymentWeek: number) => ({
    Taurus: {
      interestRate: 8.99,
      comparisonRate: 9.41,
      paymentWeek,
      paymentMonth: 600,
      termYears: 5,
      deposit: 0,
      balloon: 0,
      establishmentFees: 395,
      totalPayable: null,
      financeProvider: 'Taurus',
      disclaimer: null,
    },
  });
  const taurus = makeConfig({ finance: { provider: 'Taurus' } });
  it("carries the car's own weekly figure: the estimate on its price, or the lender's quote when its page shows it", () => {
    const car = makeCar({ price: 42000, offer_price: null });
    const d = toSiteSearchDocument(car, { config: taurus, now: NOW });
    expect(d.weekly).toBe(Math.round(weeklyFinanceFigure(car, taurus, false)!.amount * 100) / 100);
    expect(d.weekly_basis).toBe('estimate');
    const quoted = makeCar({ year: new Date(NOW).getFullYear(), price: 42000, finance_lenders: lender(149) });
    expect(toSiteSearchDocument(quoted, { config: taurus, now: NOW })).toMatchObject({ weekly: 149, weekly_basis: 'lender' });
    expect(toSiteSearchDocument(car, { config: makeConfig({ finance: { provider: null } }), now: NOW })).toMatchObject({ weekly: null, weekly_basis: null });
  });
  it('carries the price range of the shown price and the weekly price range of the weekly figure, filterable in both transports', () => {
    const offer = makeCar({ price: 32990, offer_price: 29990 });
    expect(toSiteSearchDocument(offer, { config: taurus, now: NOW }).price_range).toBe('$20,000 – $29,999');
    const quoted = makeCar({ year: new Date(NOW).getFullYear(), price: 42000, finance_lenders: lender(149) });
    expect(toSiteSearchDocument(quoted, { config: taurus, now: NOW }).weekly_price_range).toBe('$100 – $149 a week');
    expect(toSiteSearchDocument(makeCar({ price: null, offer_price: null }), { config: taurus, now: NOW })).toMatchObject({
      price_range: null,
      weekly_price_range: null,
    });
    expect(searchSettings().filterableAttributes).toEqual(expect.arrayContaining(['categories', 'filtered_features', 'price_range', 'weekly_price_range']));
  });
  it('engine and fuel economy as the vehicle page shows them', () => {
    expect(toSearchDocument(makeCar({ engine_size_litres: '2.5', variant: { fuelconsumptioncombined: '6.8' } as never }))).toMatchObject({
      engine: '2.5L',
      fuel_economy: 6.8,
      weekly: null,
    });
    expect(toSearchDocument(makeCar({ engine_size_litres: null, engine_size: null, variant: null }))).toMatchObject({ engine: null, fuel_economy: null });
    expect(toSearchDocument(makeCar({ item_type: 'motorcycle', engine_size_litres: null, engine_size: '649', variant: null }))).toMatchObject({
      engine: '649cc',
    });
  });
});

describe('embedded index format', () => {
  const docs = [makeCar(), makeCar({ id: 102, slug: 'b-102', make: 'Mazda', price: null }), makeCar({ id: 103, slug: 'c-103' })].map(toSearchDocument);
  const index = buildEmbeddedIndex(docs);
  it('dictionary-encodes text, most frequent value first, and keeps numbers as arrays', () => {
    expect(index.columns.make).toEqual({ t: 's', d: ['Toyota', 'Mazda'], v: [0, 1, 0] });
    expect(index.columns.price).toEqual({ t: 'n', v: [24990, null, 24990] });
  });
  it('card-only fields live apart from the search columns', () => {
    expect(Object.keys(index.display).sort()).toEqual([
      'engine',
      'fuel_economy',
      'image',
      'image_h',
      'image_thumb',
      'image_w',
      'slug',
      'weekly',
      'weekly_basis',
    ]);
    expect(index.columns).not.toHaveProperty('slug');
  });
  it('every value reads back as indexed', () => {
    const all = { ...index.columns, ...index.display };
    docs.forEach((d, i) => {
      for (const [key, value] of Object.entries(d)) expect(columnValue(defined(all[key], `column ${key}`), i)).toEqual(value);
    });
  });
});
