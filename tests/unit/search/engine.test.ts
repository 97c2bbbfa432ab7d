import { describe, expect, it } from 'vitest';
import { searchSettings } from '../../../src/search/document';
import type { PagedSearchResponse, OffsetSearchResponse } from '../../../src/search/engine/types';
import { carEngine, CARS, doc, ids, ok, searchIds } from './fixtures';
import { defined } from '../../defined';

const engine = carEngine();

describe('facets: facetDistribution and facetStats', () => {
  it('counts each requested facet, values A to Z (Meilisearch default sortFacetValuesBy alpha)', () => {
    const res = ok(engine.search('cars', { facets: ['make', 'body'] }));
    expect(res.facetDistribution).toEqual({ make: { Ford: 1, Hyundai: 1, Mazda: 2, Toyota: 4 }, body: { Hatch: 3, Sedan: 1, SUV: 1, Ute: 3 } });
    expect(Object.keys(defined(res.facetDistribution?.make, 'make facet'))).toEqual(['Ford', 'Hyundai', 'Mazda', 'Toyota']);
    expect(Object.keys(defined(res.facetDistribution?.body, 'body facet'))).toEqual(['Hatch', 'Sedan', 'SUV', 'Ute']);
  });
  it('values differing only by case are one facet value (White x3 + white x1)', () => {
    const res = ok(engine.search('cars', { facets: ['colour'] }));
    expect(res.facetDistribution!.colour).toEqual({ Blue: 1, Grey: 1, Red: 1, Silver: 1, White: 4 });
  });
  it('facetStats gives min and max of numeric facets, skipping null values', () => {
    const res = ok(engine.search('cars', { facets: ['price', 'km', 'year', 'make'] }));
    expect(res.facetStats).toEqual({ price: { min: 0, max: 61990 }, km: { min: 15000, max: 140000 }, year: { min: 2015, max: 2024 } });
  });
  it('counts only documents that pass the filter and the query', () => {
    const res = ok(engine.search('cars', { filter: 'make = Toyota', facets: ['make', 'price'] }));
    expect(res.facetDistribution!.make).toEqual({ Toyota: 4 });
    expect(res.facetStats!.price).toEqual({ min: 0, max: 45990 });
    const text = ok(engine.search('cars', { q: 'corolla', facets: ['model', 'status'] }));
    expect(text.facetDistribution).toEqual({ model: { Corolla: 2 }, status: { coming_soon: 1, in_stock: 1 } });
  });
  it('array facets count each value; booleans count as "true"/"false"', () => {
    const res = ok(engine.search('cars', { facets: ['categories', 'sold'] }));
    expect(res.facetDistribution).toEqual({ categories: { Work: 1 }, sold: { false: 7, true: 1 } });
  });
  it('no facets requested: no facetDistribution in the answer', () => {
    const res = ok(engine.search('cars', {}));
    expect(res).not.toHaveProperty('facetDistribution');
  });
});

describe('sort', () => {
  it('price ascending and descending', () => {
    expect(searchIds(engine, { sort: ['price:asc'] })).toEqual(['5', '8', '7', '2', '3', '1', '4', '6']);
    expect(searchIds(engine, { sort: ['price:desc'] })).toEqual(['6', '4', '1', '3', '2', '7', '8', '5']);
  });
  it('documents without the sort value go last in both directions', () => {
    expect(searchIds(engine, { sort: ['km:asc'] })).toEqual(['4', '2', '7', '1', '3', '8', '5', '6']);
    expect(searchIds(engine, { sort: ['km:desc'] })).toEqual(['5', '8', '3', '1', '7', '2', '4', '6']);
  });
  it('several keys: the second breaks ties of the first', () => {
    const e = carEngine([doc({ id: 'a', year: 2020, price: 10 }), doc({ id: 'b', year: 2020, price: 5 }), doc({ id: 'c', year: 2019, price: 7 })]);
    expect(searchIds(e, { sort: ['year:desc', 'price:asc'] })).toEqual(['b', 'a', 'c']);
  });
  it('latest first is created_at:desc', () => {
    expect(searchIds(engine, { sort: ['created_at:desc'] })).toEqual(['4', '6', '8', '2', '7', '3', '5', '1']);
  });
  it('with a query, relevance comes first and sort breaks relevance ties (ranking rules order)', () => {
    expect(searchIds(engine, { q: 'corolla' })).toEqual(['2', '8']);
    expect(searchIds(engine, { q: 'corolla', sort: ['price:asc'] })).toEqual(['8', '2']);
  });
});

describe('pagination', () => {
  it('page/hitsPerPage answers totalHits, totalPages, page, hitsPerPage', () => {
    const res = ok(engine.search('cars', { page: 2, hitsPerPage: 3 })) as PagedSearchResponse;
    expect(res).toMatchObject({ page: 2, hitsPerPage: 3, totalHits: 8, totalPages: 3 });
    expect(res.hits.map((h) => h.id)).toEqual(['4', '5', '6']);
    expect(ids(engine.search('cars', { page: 3, hitsPerPage: 3 }))).toEqual(['7', '8']);
    expect(ids(engine.search('cars', { page: 4, hitsPerPage: 3 }))).toEqual([]);
    expect(res).not.toHaveProperty('estimatedTotalHits');
  });
  it('hitsPerPage 0 still counts (instant-meilisearch uses it for facet-only requests)', () => {
    const res = ok(engine.search('cars', { page: 1, hitsPerPage: 0, facets: ['make'] })) as PagedSearchResponse;
    expect(res).toMatchObject({ hits: [], totalHits: 8, totalPages: 0 });
    expect(res.facetDistribution?.make?.Toyota).toBe(4);
  });
  it('offset/limit answers estimatedTotalHits, offset, limit (defaults 0 and 20)', () => {
    const res = ok(engine.search('cars', { offset: 6, limit: 5 })) as OffsetSearchResponse;
    expect(res).toMatchObject({ offset: 6, limit: 5, estimatedTotalHits: 8 });
    expect(res.hits.map((h) => h.id)).toEqual(['7', '8']);
    expect(ok(engine.search('cars', {}))).toMatchObject({ offset: 0, limit: 20, estimatedTotalHits: 8 });
    expect(res).not.toHaveProperty('totalPages');
  });
  it('counts and serves at most pagination.maxTotalHits results', () => {
    const capped = carEngine(CARS, { ...searchSettings(), pagination: { maxTotalHits: 5 } });
    expect(ok(capped.search('cars', { page: 1, hitsPerPage: 3 }))).toMatchObject({ totalHits: 5, totalPages: 2 });
    expect(ids(capped.search('cars', { offset: 4, limit: 10 }))).toEqual(['5']);
  });
  it('echoes the query and reports processingTimeMs', () => {
    const res = ok(engine.search('cars', { q: 'mazda' }));
    expect(res.query).toBe('mazda');
    expect(typeof res.processingTimeMs).toBe('number');
  });
});

describe('q: prefix and typo tolerance (1 typo from 5 letters, 2 from 9, last word is a prefix)', () => {
  it('the last word matches as a prefix', () => {
    expect(searchIds(engine, { q: 'toyo' })).toEqual(['1', '2', '5', '8']);
    expect(searchIds(engine, { q: 'cx' })).toEqual(['3']);
  });
  it('a word that is not last must match whole (prefix only for the last word)', () => {
    expect(searchIds(engine, { q: 'toyo hilux' })).toEqual([]);
    expect(searchIds(engine, { q: 'hilux toyo' })).toEqual(['1']);
  });
  it('one typo from 5 letters: corola finds Corolla, mazada finds Mazda, a swap counts as one', () => {
    expect(searchIds(engine, { q: 'corola' })).toEqual(['2', '8']);
    expect(searchIds(engine, { q: 'mazada' })).toEqual(['3', '6']);
    expect(searchIds(engine, { q: 'hliux' })).toEqual(['1']);
  });
  it('no typo under 5 letters; no second typo under 9', () => {
    expect(searchIds(engine, { q: 'hilx ' })).toEqual([]);
    expect(searchIds(engine, { q: 'hulix' })).toEqual([]);
    const e = carEngine([doc({ id: 'a', model: 'Landcruiser' }), doc({ id: 'b', model: 'Outlander' })]);
    expect(searchIds(e, { q: 'landcrusr' })).toEqual(['a']);
    expect(searchIds(e, { q: 'outlandr' })).toEqual(['b']);
    expect(searchIds(e, { q: 'otlandr' })).toEqual([]);
  });
  it('a typo on the first letter counts as two (Meilisearch): none under 9 letters, and then it is the only one', () => {
    expect(searchIds(engine, { q: 'xorolla ' })).toEqual([]);
    const e = carEngine([doc({ id: 'a', model: 'Landcruiser' }), doc({ id: 'b', model: 'Kandcruiser' })]);
    expect(searchIds(e, { q: 'mandcruiser ' })).toEqual(['a', 'b']);
    expect(searchIds(e, { q: 'mandcrusier ' }), 'first letter plus a swap is three typos').toEqual([]);
    // One typo inside the word ranks above one on the first letter (which counts two), whatever the index order.
    const ranked = carEngine([doc({ id: 'first', model: 'Xommodore' }), doc({ id: 'inner', model: 'Comodore' })]);
    expect(searchIds(ranked, { q: 'commodore ' })).toEqual(['inner', 'first']);
  });
  it('matchingStrategy last: all words first, then documents with the first words only; all: every word', () => {
    expect(searchIds(engine, { q: 'toyota ascent' })).toEqual(['2', '8', '1', '5']);
    expect(searchIds(engine, { q: 'toyota ascent', matchingStrategy: 'all' })).toEqual(['2', '8']);
  });
  it('typo rule: an exact match ranks above a typo match', () => {
    const e = carEngine([doc({ id: 'typo', model: 'Kruger' }), doc({ id: 'exact', model: 'Kluger' })]);
    expect(searchIds(e, { q: 'kluger' })).toEqual(['exact', 'typo']);
  });
  it('attribute rule: a match in an earlier searchable attribute ranks higher (badge before name)', () => {
    const e = carEngine([doc({ id: 'in-name', name: 'Corolla Sport pack' }), doc({ id: 'in-badge', badge: 'Sport' })]);
    expect(searchIds(e, { q: 'sport' })).toEqual(['in-badge', 'in-name']);
  });
  it('proximity rule: query words close together rank higher', () => {
    const e = carEngine([doc({ id: 'far', name: 'Ascent manual with sunroof and extra sport mats' }), doc({ id: 'near', name: 'Ascent Sport manual' })]);
    expect(searchIds(e, { q: 'ascent sport' })).toEqual(['near', 'far']);
  });
  it('attribute rule, word position: an earlier word in the same attribute ranks higher', () => {
    const e = carEngine([doc({ id: 'late', model: 'Pajero Sport' }), doc({ id: 'early', model: 'Sportage' })]);
    expect(searchIds(e, { q: 'spor' })).toEqual(['early', 'late']);
  });
  it('exactness rule: a value equal to the whole query ranks above one that only starts with it', () => {
    const e = carEngine([doc({ id: 'cross', model: 'Corolla Cross' }), doc({ id: 'plain', model: 'Corolla' })]);
    expect(searchIds(e, { q: 'corolla' })).toEqual(['plain', 'cross']);
  });
  it('a query word split in two finds the two-word value ("newage" finds New Age) as a one-typo match', () => {
    const e = carEngine([doc({ id: 'na', make: 'New Age', model: 'Manta Ray' }), doc({ id: 'other', make: 'Jayco', model: 'Newcastle' })]);
    expect(searchIds(e, { q: 'newage' })).toEqual(['na']);
    // Like typos, splitting needs a word of 5 letters or more.
    expect(searchIds(e, { q: 'newa' })).toEqual([]);
  });
  it('two query words joined find a one-word value ("land cruiser" finds Landcruiser)', () => {
    const e = carEngine([doc({ id: 'lc', model: 'Landcruiser' }), doc({ id: 'rr', make: 'Land Rover', model: 'Defender' })]);
    expect(searchIds(e, { q: 'land cruiser' })).toEqual(['lc', 'rr']);
    expect(searchIds(e, { q: 'land cruiser', matchingStrategy: 'all' })).toEqual(['lc']);
  });
  it('searches accents and case away; numbers are searchable', () => {
    const e = carEngine([doc({ id: 'a', colour: 'Crème' }), doc({ id: 'b', year: 2019 })]);
    expect(searchIds(e, { q: 'CREME' })).toEqual(['a']);
    expect(searchIds(e, { q: '2019' })).toEqual(['b']);
  });
  it('attributesToSearchOn restricts the attributes searched', () => {
    expect(searchIds(engine, { q: 'white', attributesToSearchOn: ['make'] })).toEqual([]);
    expect(searchIds(engine, { q: 'white', attributesToSearchOn: ['colour'] })).toEqual(['1', '4', '7', '8']);
  });
});

describe('highlight and attributesToRetrieve', () => {
  it('_formatted wraps whole matched words; a prefix match wraps the typed prefix', () => {
    const hit = defined(ok(engine.search('cars', { q: 'hilux', attributesToHighlight: ['*'] })).hits[0], 'first hit');
    expect(hit._formatted).toMatchObject({ model: '<em>Hilux</em>', name: '2019 Toyota <em>Hilux</em> SR5', make: 'Toyota' });
    const toyo = defined(ok(engine.search('cars', { q: 'toyo', attributesToHighlight: ['make'] })).hits[0], 'first hit');
    expect(toyo._formatted!.make).toBe('<em>Toyo</em>ta');
  });
  it('custom tags (instant-meilisearch sends __ais-highlight__) and only the listed attributes', () => {
    const hit = defined(
      ok(
        engine.search('cars', {
          q: 'corola',
          attributesToHighlight: ['name'],
          highlightPreTag: '__ais-highlight__',
          highlightPostTag: '__/ais-highlight__',
        }),
      ).hits[0],
      'first hit',
    );
    expect(hit._formatted!.name).toBe('2021 Toyota __ais-highlight__Corolla__/ais-highlight__ Ascent Sport');
    expect(hit._formatted!.model).toBe('Corolla');
  });
  it('numbers become text in highlighted _formatted values, as Meilisearch formats them', () => {
    const hit = defined(ok(engine.search('cars', { q: 'hilux', attributesToHighlight: ['*'] })).hits[0], 'first hit');
    expect(hit._formatted!.year).toBe('2019');
    expect(hit.year).toBe(2019);
  });
  it('no attributesToHighlight: no _formatted', () => {
    expect(ok(engine.search('cars', { q: 'hilux' })).hits[0]).not.toHaveProperty('_formatted');
  });
  it('attributesToRetrieve limits the hit fields', () => {
    const [hit] = ok(engine.search('cars', { q: 'hilux', attributesToRetrieve: ['id', 'name', 'price'] })).hits;
    expect(hit).toEqual({ id: '1', name: '2019 Toyota Hilux SR5', price: 45990 });
  });
  it('hits carry the document as indexed (nulls kept, lists as lists)', () => {
    const [hit] = ok(engine.search('cars', { filter: 'id = 6' })).hits;
    expect(hit).toMatchObject({ id: '6', km: null, categories: [], sold: false, car_type: 'new', created_at: 1_700_000_800 });
  });
});
