import { describe, expect, it } from 'vitest';
import { buildEmbeddedIndex } from '../../../src/search/build-index';
import { FILTERABLE_ATTRIBUTES, RANKING_RULES, SEARCHABLE_ATTRIBUTES, SORTABLE_ATTRIBUTES, toSearchDocument } from '../../../src/search/document';
import { columnValue } from '../../../src/search/index-format';
import { makeCar, makeConfig, NOW } from '../domain/fixtures';

describe('toSearchDocument', () => {
  it('flattens a car: make_model, simple_* over raw fields, created_at in epoch seconds, primary image', () => {
    const d = toSearchDocument(makeCar({
      simple_body: 'SUV', body: '4D Wagon', fuel: 'Unleaded Petrol', simple_fuel: null, trans: '6 SP AUTOMATIC', simple_transmission: 'Automatic',
      created_at: '2026-01-01T00:00:00Z', primary_image_url: 'https://img.example/2.jpg',
      images: [{ url: 'https://img.example/1.jpg' }, { url: 'https://img.example/2.jpg', width: 800, height: 600 }],
    }));
    expect(d).toMatchObject({
      id: '101', make_model: 'Toyota Corolla', body: 'SUV', fuel: 'Unleaded Petrol', transmission: 'Automatic',
      created_at: 1767225600, image: 'https://img.example/2.jpg', image_w: 800, image_h: 600,
    });
  });
  it("stores '', blanks and the text 'null' as null; keeps every key", () => {
    const d = toSearchDocument(makeCar({ tag: 'null', badge: '  ', colour: '', categories: ['', 'SUV'] }));
    expect(d).toMatchObject({ tag: null, badge: null, colour: null, image: 'https://img.example/1.jpg', categories: ['SUV'] });
    expect(Object.values(d)).not.toContain(undefined);
  });
  it('settings shared with the Meilisearch sync: sortable price, km, year, created_at; make searched first', () => {
    expect([...SORTABLE_ATTRIBUTES]).toEqual(['price', 'km', 'year', 'created_at']);
    expect(SEARCHABLE_ATTRIBUTES.slice(0, 4)).toEqual(['make', 'model', 'badge', 'name']);
    expect(RANKING_RULES).toEqual(['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness']);
    // The spec's facet list, minus the derived price bands this project does not index.
    for (const f of ['badge', 'status', 'car_type', 'categories', 'city', 'colour', 'dealership_name', 'filtered_features', 'item_type', 'km', 'location_name', 'make', 'make_model', 'model', 'price', 'subscription_price', 'seats', 'body', 'drive', 'fuel', 'transmission', 'state', 'tag', 'year']) {
      expect(FILTERABLE_ATTRIBUTES).toContain(f);
    }
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
    expect(Object.keys(index.display).sort()).toEqual(['image', 'image_h', 'image_w', 'slug']);
    expect(index.columns).not.toHaveProperty('slug');
  });
  it('every value reads back as indexed', () => {
    const all = { ...index.columns, ...index.display };
    docs.forEach((d, i) => {
      for (const [key, value] of Object.entries(d)) expect(columnValue(all[key], i)).toEqual(value);
    });
  });
});
