import { describe, expect, it, vi } from 'vitest';
import { buildEmbeddedIndex } from '../../../src/search/build-index';
import { createSearchClient } from '../../../src/search/client';
import { defined } from '../../defined';
import { CARS } from './fixtures';

type Result = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- hits are read field by field as the library returns them
  hits: Record<string, any>[];
  nbHits: number;
  nbPages: number;
  page: number;
  facets: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number }>;
};

/** InstantSearch-style requests through instantMeiliSearch 1.0.0 and the embedded httpClient, no server. */
describe('round trip: instantMeiliSearch + embedded httpClient', () => {
  let loads = 0;
  const searchClient = createSearchClient({
    engine: 'embedded',
    indexUid: 'cars',
    loadIndex: async () => {
      loads++;
      return buildEmbeddedIndex(CARS);
    },
  });
  const search = async (requests: { indexName: string; params: Record<string, unknown> }[]) =>
    ((await searchClient.search(requests as never)) as unknown as { results: Result[] }).results;
  /** The result of one request. */
  const searchOne = async (request: { indexName: string; params: Record<string, unknown> }) => defined((await search([request]))[0], 'the result');

  it('facetFilters (OR group) + numericFilters (range) + facets: hits, counts, stats', async () => {
    const res = await searchOne({
      indexName: 'cars',
      params: {
        query: '',
        facets: ['make', 'body', 'price'],
        facetFilters: [['make:Toyota', 'make:Mazda']],
        numericFilters: ['price>=10000', 'price<=50000'],
        hitsPerPage: 21,
        page: 0,
      },
    });
    expect(res.hits.map((h) => h.id)).toEqual(['1', '2', '3', '8']);
    expect(res.nbHits).toBe(4);
    expect(res.nbPages).toBe(1);
    expect(res.facets.make).toEqual({ Mazda: 1, Toyota: 3 });
    expect(res.facets.body).toEqual({ Hatch: 2, SUV: 1, Ute: 1 });
    expect(res.facets_stats?.price).toMatchObject({ min: 15990, max: 45990 });
  });

  it('sort from the index name (cars:price:asc) and pagination pages', async () => {
    const res = await searchOne({ indexName: 'cars:price:asc', params: { query: '', hitsPerPage: 3, page: 1 } });
    expect(res.hits.map((h) => h.id)).toEqual(['2', '3', '1']);
    expect(res).toMatchObject({ nbHits: 8, nbPages: 3, page: 1 });
  });

  it('typo-tolerant query with InstantSearch highlight tags', async () => {
    const res = await searchOne({ indexName: 'cars', params: { query: 'corola', facets: [] } });
    expect(res.hits.map((h) => h.id)).toEqual(['2', '8']);
    expect(res.hits[0]?._highlightResult.model.value).toBe('__ais-highlight__Corolla__/ais-highlight__');
  });

  it('several requests in one call (results list + a disjunctive facet request)', async () => {
    const results = await search([
      { indexName: 'cars', params: { query: '', facets: ['make'], facetFilters: [['make:Ford']], hitsPerPage: 21, page: 0 } },
      { indexName: 'cars', params: { query: '', facets: ['make'], hitsPerPage: 0, page: 0 } },
    ]);
    expect(results[0]?.hits.map((h) => h.id)).toEqual(['4']);
    expect(results[1]?.facets.make).toEqual({ Ford: 1, Hyundai: 1, Mazda: 2, Toyota: 4 });
  });

  it('loads the index once for all searches', () => {
    expect(loads).toBe(1);
  });

  it('a bad filter rejects instead of answering wrong results', async () => {
    // instant-meilisearch logs the error before re-throwing it; keep the test output clean.
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(search([{ indexName: 'cars', params: { query: '', filters: 'price >' } }])).rejects.toThrow(/Was expecting a value/);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('meilisearch transport', () => {
  it('needs a host', () => {
    expect(() => createSearchClient({ engine: 'meilisearch', indexUid: 'cars' })).toThrow('search.host is required');
  });
  it('builds a client for a real host without contacting it', () => {
    const client = createSearchClient({ engine: 'meilisearch', host: 'https://search.example.com', searchKey: 'key', indexUid: 'cars' });
    expect(typeof client.search).toBe('function');
  });
});

/*
 * Text search counts the cars matching every word, partial matches only when none does, and never counts a car for
 * its yard's name ('Ridgeline Toyota Brisbane' holds Kias too). Both transports get the same requests (client.ts).
 */
describe('text search: every word must match; location and dealership names are not searched', () => {
  const yard = 'Ridgeline Toyota Brisbane';
  const client = createSearchClient({
    engine: 'embedded',
    indexUid: 'cars',
    loadIndex: async () => buildEmbeddedIndex(CARS.map((c) => ({ ...c, location_name: yard, dealership_name: yard, city: 'Brisbane' }))),
  });
  const ask = async (query: string) =>
    defined(
      ((await client.search([{ indexName: 'cars', params: { query, hitsPerPage: 21, page: 0 } }] as never)) as unknown as { results: Result[] }).results[0],
      'the result',
    );

  it('toyota finds the Toyotas only, not the other makes at a yard named Toyota', async () => {
    const res = await ask('toyota');
    expect(res.nbHits).toBe(4);
    expect(new Set(res.hits.map((h) => h.make))).toEqual(new Set(['Toyota']));
  });

  it('toyota hilux counts the Hilux, not every Toyota', async () => {
    const res = await ask('toyota hilux');
    expect(res.nbHits).toBe(1);
    expect(res.hits.map((h) => h.id)).toEqual(['1']);
  });

  it('with no car matching every word, the partial matches (words dropped from the end) are shown', async () => {
    const res = await ask('toyota mustang');
    expect(res.nbHits).toBe(4);
    expect(new Set(res.hits.map((h) => h.make))).toEqual(new Set(['Toyota']));
  });

  it('the city is still searched', async () => {
    expect((await ask('brisbane')).nbHits).toBe(8);
  });

  it('the Meilisearch transport asks with matchingStrategy all, then last only when nothing matched every word', async () => {
    const bodies: { queries: { q?: string; matchingStrategy?: string }[] }[] = [];
    const fetchStub = vi.fn(async (url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as (typeof bodies)[number];
      // Only the text searches (instant-meilisearch also asks a query-less search of its own for an empty answer).
      if (String(url).endsWith('/multi-search') && body.queries.some((q) => q.q)) bodies.push(body);
      return new Response(
        JSON.stringify({
          results: body.queries.map((q) => ({
            indexUid: 'cars',
            hits: [],
            query: q.q ?? '',
            processingTimeMs: 1,
            hitsPerPage: 21,
            page: 1,
            totalPages: 0,
            totalHits: 0,
          })),
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    });
    vi.stubGlobal('fetch', fetchStub);
    try {
      const meili = createSearchClient({ engine: 'meilisearch', host: 'https://search.example.com', searchKey: 'key', indexUid: 'cars' });
      await meili.search([{ indexName: 'cars', params: { query: 'toyota mustang', hitsPerPage: 21, page: 0 } }] as never);
      expect(bodies.map((b) => b.queries.map((q) => q.matchingStrategy))).toEqual([['all'], ['last']]);
      bodies.length = 0;
      await meili.search([{ indexName: 'cars', params: { query: 'toyota', hitsPerPage: 21, page: 0 } }] as never);
      expect(bodies.map((b) => b.queries.map((q) => q.matchingStrategy))).toEqual([['all']]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
