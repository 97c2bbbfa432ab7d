import { describe, expect, it } from 'vitest';
import { createEmbeddedHttpClient, EmbeddedSearchApiError } from '../../../src/search/http-client';
import { carEngine } from './fixtures';

const engine = carEngine();
const shape = (code: string) => ({ code, type: 'invalid_request', link: `https://docs.meilisearch.com/errors#${code}`, message: expect.any(String) });

describe('Meilisearch-shaped errors, never a throw', () => {
  it.each([
    ['unsortable attribute', { sort: ['badge:asc'] }, 'invalid_search_sort'],
    ['bad sort syntax', { sort: ['price:up'] }, 'invalid_search_sort'],
    ['facet not filterable', { facets: ['image'] }, 'invalid_search_facets'],
    ['bad filter', { filter: 'price >' }, 'invalid_search_filter'],
    ['negative offset', { offset: -1 }, 'invalid_search_offset'],
    ['fractional limit', { limit: 2.5 }, 'invalid_search_limit'],
    ['page as text', { page: '2' }, 'invalid_search_page'],
    ['q not a string', { q: 42 }, 'invalid_search_q'],
    ['unknown matchingStrategy', { matchingStrategy: 'some' }, 'invalid_search_matching_strategy'],
    ['attributesToSearchOn not searchable', { attributesToSearchOn: ['image'] }, 'invalid_search_attributes_to_search_on'],
  ])('%s', (_label, request, code) => {
    expect(engine.search('cars', request as never)).toEqual(shape(code));
  });
  it('sort messages name the attribute and the sortable ones', () => {
    expect(engine.search('cars', { sort: ['badge:asc'] })).toMatchObject({
      message: 'Attribute `badge` is not sortable. Available sortable attributes are: `created_at, km, price, sort_price, year`.',
    });
  });
  it('unknown index: index_not_found', () => {
    expect(engine.search('trucks', {})).toMatchObject({ code: 'index_not_found', message: 'Index `trucks` not found.' });
  });
  it('multi-search answers every query with its indexUid; one bad query fails the call naming it', () => {
    const ok = engine.multiSearch({
      queries: [
        { indexUid: 'cars', limit: 1 },
        { indexUid: 'cars', filter: 'make = Mazda', facets: ['model'] },
      ],
    });
    expect(ok).toMatchObject({
      results: [
        { indexUid: 'cars', estimatedTotalHits: 8 },
        { indexUid: 'cars', facetDistribution: { model: { 'BT-50': 1, 'CX-5': 1 } } },
      ],
    });
    const bad = engine.multiSearch({ queries: [{ indexUid: 'cars' }, { indexUid: 'cars', filter: 'make = ' }] });
    expect(bad).toMatchObject({ code: 'invalid_search_filter' });
    expect((bad as { message: string }).message.startsWith('Inside `.queries[1]`: ')).toBe(true);
  });
});

describe('embedded httpClient (meilisearch-js httpClient option)', () => {
  const client = createEmbeddedHttpClient(engine);
  const post = (path: string, body: unknown) => client(`https://embedded-search.invalid/${path}`, { method: 'POST', body: JSON.stringify(body) });

  it('POST /multi-search resolves to the parsed body', async () => {
    const res = (await post('multi-search', { queries: [{ indexUid: 'cars', q: 'ranger' }] })) as { results: { hits: { id: string }[] }[] };
    expect(res.results[0]?.hits.map((h) => h.id)).toEqual(['4']);
  });
  it('POST /indexes/{uid}/search answers a single search', async () => {
    expect(await post('indexes/cars/search', { filter: 'price > 50000', sort: ['price:asc'] })).toMatchObject({
      hits: [{ id: '4' }, { id: '6' }],
      estimatedTotalHits: 2,
    });
  });
  it('a bad request rejects with a MeiliSearchApiError carrying the 400 and the Meilisearch body', async () => {
    const err = await post('indexes/cars/search', { filter: 'colour IN [red' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EmbeddedSearchApiError);
    expect(err).toMatchObject({ name: 'MeiliSearchApiError', httpStatus: 400, code: 'invalid_search_filter', type: 'invalid_request' });
  });
  it('unknown index 404, unknown route 404, wrong method and malformed JSON 400', async () => {
    await expect(post('indexes/trucks/search', {})).rejects.toMatchObject({ httpStatus: 404, code: 'index_not_found' });
    await expect(client('https://x.invalid/indexes/cars/documents', { method: 'POST', body: '{}' })).rejects.toMatchObject({ httpStatus: 404 });
    await expect(client('https://x.invalid/multi-search', { method: 'GET' })).rejects.toMatchObject({ httpStatus: 400 });
    await expect(client('https://x.invalid/multi-search', { method: 'POST', body: '{"queries": [' })).rejects.toMatchObject({
      httpStatus: 400,
      code: 'malformed_payload',
    });
  });
  it('a loader runs once; after a failed load the next search tries again', async () => {
    let calls = 0;
    const flaky = createEmbeddedHttpClient(async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
      return engine;
    });
    const body = { method: 'POST', body: JSON.stringify({ queries: [{ indexUid: 'cars', limit: 0 }] }) };
    await expect(flaky('https://x.invalid/multi-search', body)).rejects.toThrow('offline');
    await flaky('https://x.invalid/multi-search', body);
    await flaky('https://x.invalid/multi-search', body);
    expect(calls).toBe(2);
  });
});
