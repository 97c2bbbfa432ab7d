import { describe, expect, it } from 'vitest';
import { buildEmbeddedIndex } from '../../../src/search/build-index';
import { createSearchClient } from '../../../src/search/client';
import { toSearchDocument } from '../../../src/search/document';
import { parseSortParam, sortIndexName } from '../../../src/search/routing';
import { routeFilters, withRouteFilters } from '../../../src/search/route-query';
import { currentPrice, displayPrice } from '../../../src/domain/pricing';
import { makeCar, makeConfig } from '../domain/fixtures';

/** A car shown as "Enquire for price" ($10 placeholder), one on offer below its price, and two plain prices. */
const cars = [
  makeCar({ id: 1, slug: 'enquire-1', price: 10 }),
  makeCar({ id: 2, slug: 'offer-2', price: 30000, offer_price: 18000 }),
  makeCar({ id: 3, slug: 'plain-3', price: 20000 }),
  makeCar({ id: 4, slug: 'plain-4', price: 25000 }),
];

async function order(key: 'price-asc' | 'price-desc'): Promise<string[]> {
  const client = createSearchClient({ engine: 'embedded', indexUid: 'cars', loadIndex: async () => buildEmbeddedIndex(cars.map(toSearchDocument)) });
  const { results } = (await client.search([
    { indexName: sortIndexName(key, 'cars'), params: { query: '', hitsPerPage: 21, page: 0 } },
  ] as never)) as unknown as { results: { hits: { id: string }[] }[] };
  return results[0]!.hits.map((h) => h.id);
}

describe('price sorts use the price the shopper sees', () => {
  it('the display and the sort read one rule: "Enquire for price" has no sort price', () => {
    const config = makeConfig();
    expect(displayPrice(cars[0]!, config)).toMatchObject({ kind: 'none', amount: null });
    expect(toSearchDocument(cars[0]!).sort_price).toBeNull();
    for (const car of cars.slice(1)) expect(toSearchDocument(car).sort_price).toBe(displayPrice(car, config).amount);
    expect(toSearchDocument(cars[1]!).sort_price).toBe(currentPrice(cars[1]!));
  });
  it('lowest price first: the offer price counts, the $10 placeholder sorts last with the unpriced cars', async () => {
    expect(await order('price-asc')).toEqual(['2', '3', '4', '1']);
  });
  it('highest price first: by the shown price too, unpriced still last', async () => {
    expect(await order('price-desc')).toEqual(['4', '3', '2', '1']);
  });
  it("the spec's sortBy=Car_production:price:desc still reads as the highest-price sort", () => {
    expect(parseSortParam('Car_production:price:desc')).toBe('price-desc');
    expect(parseSortParam(sortIndexName('price-asc', 'Car_production'))).toBe('price-asc');
  });
});

describe('lowest price first keeps the cars without a price, last', () => {
  const rules = { price_asc_excludes_zero: true };
  const unpriced = [...cars, makeCar({ id: 5, slug: 'no-price-5', price: null }), makeCar({ id: 6, slug: 'zero-6', price: 0 })];
  const search = async (indexName: string) => {
    const client = createSearchClient({ engine: 'embedded', indexUid: 'cars', loadIndex: async () => buildEmbeddedIndex(unpriced.map(toSearchDocument)) });
    const { results } = (await withRouteFilters(client as never as Parameters<typeof withRouteFilters>[0], rules).search([
      { indexName, params: { query: '', hitsPerPage: 21, page: 0 } },
    ] as never)) as unknown as {
      results: { nbHits: number; hits: { id: string }[] }[];
    };
    return results[0]!;
  };

  it('the count does not change with the sort: 6 cars either way, the unpriced ones after the priced', async () => {
    const relevant = await search(sortIndexName('relevant', 'cars'));
    const lowest = await search(sortIndexName('price-asc', 'cars'));
    expect(lowest.nbHits).toBe(relevant.nbHits);
    expect(lowest.nbHits).toBe(6);
    expect(lowest.hits.map((h) => h.id).slice(0, 3)).toEqual(['2', '3', '4']);
    expect(new Set(lowest.hits.map((h) => h.id).slice(3))).toEqual(new Set(['1', '5', '6']));
    // The budget count of the same route counts the same cars.
    expect(routeFilters({ ranges: {}, sortBy: 'price-asc' }, rules)).toBe('');
  });

  it('a client sorting by the raw feed price ascending still gets price > 0 (the spec), where a $0 would lead', async () => {
    expect(routeFilters({ ranges: {}, sortBy: undefined }, rules)).toBe('');
    const raw = await search('cars:price:asc');
    expect(raw.hits.map((h) => h.id)).not.toContain('6');
    expect(raw.hits.map((h) => h.id)).not.toContain('5');
  });
});
