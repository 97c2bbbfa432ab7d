// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { InstantSearch } from 'react-instantsearch';
import { afterEach, describe, expect, it } from 'vitest';
import { FACETS, FACET_LIST_LIMIT, facetShowMoreLabel, type FacetDef } from '../../../src/islands/search/facets';
import { Facet } from '../../../src/islands/search/widgets/Facet';

/* Every facet list with more values than it shows has "Show more": no value is out of reach. */
afterEach(cleanup);

// 14 body types, as a stock from the spec's known body values can have.
const BODIES = [
  '4x4',
  'Bus',
  'Cab Chassis',
  'Convertible',
  'Coupe',
  'Hardtop',
  'Hatch',
  'Light Truck',
  'Motorhome',
  'People Mover',
  'Sedan',
  'SUV',
  'Ute',
  'Van',
];
const client = {
  search(requests: { indexName: string }[]) {
    return Promise.resolve({
      results: requests.map((r) => ({
        index: r.indexName,
        hits: [],
        nbHits: 140,
        page: 0,
        nbPages: 7,
        hitsPerPage: 21,
        processingTimeMS: 1,
        query: '',
        params: '',
        exhaustiveNbHits: true,
        facets: { body: Object.fromEntries(BODIES.map((b, i) => [b, 20 - i])) },
      })),
    });
  },
};

const lists = FACETS.filter((f): f is Extract<FacetDef, { kind: 'list' }> => f.kind === 'list');

describe('facet lists: Show more', () => {
  it('every list facet has a Show more label (makes: Show all makes)', () => {
    for (const f of lists) expect(facetShowMoreLabel(f), f.attribute).toMatch(/^Show (more|all makes)$/);
    expect(facetShowMoreLabel(lists.find((f) => f.attribute === 'make')!)).toBe('Show all makes');
  });

  it('a body list of 14 shows 10, then all 14 after Show more, and back', async () => {
    const body = lists.find((f) => f.attribute === 'body')!;
    render(
      <InstantSearch searchClient={client as never} indexName="cars">
        <Facet attribute="body" title={body.title} limit={FACET_LIST_LIMIT} showMoreLabel={facetShowMoreLabel(body)} />
      </InstantSearch>,
    );
    const group = await screen.findByRole('group', { name: 'Body type' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(10);
    expect(within(group).queryByLabelText(/Van/)).toBeNull();
    fireEvent.click(within(group).getByRole('button', { name: 'Show more' }));
    expect(await within(group).findAllByRole('checkbox')).toHaveLength(14);
    expect(within(group).getByLabelText(/Van/)).toBeTruthy();
    fireEvent.click(within(group).getByRole('button', { name: 'Show fewer' }));
    expect(within(group).getAllByRole('checkbox')).toHaveLength(10);
  });
});

describe('filters the stock carries: categories, features, price range and weekly price range', () => {
  const answering = (facets: Record<string, Record<string, number>>) => ({
    search(requests: { indexName: string }[]) {
      return Promise.resolve({
        results: requests.map((r) => ({ ...answer, index: r.indexName, facets })),
      });
    },
  });
  const answer = { hits: [], nbHits: 40, page: 0, nbPages: 2, hitsPerPage: 21, processingTimeMS: 1, query: '', params: '', exhaustiveNbHits: true };
  const def = (attribute: string) => lists.find((f) => f.attribute === attribute)!;

  it('are in the filter panel (a list with no value in the results is not shown)', () => {
    for (const a of ['categories', 'filtered_features', 'price_range', 'weekly_price_range']) expect(def(a), a).toBeDefined();
  });

  it('the price range lists its buckets cheapest first, whatever their counts', async () => {
    const f = def('price_range');
    render(
      <InstantSearch
        searchClient={answering({ price_range: { '$100,000 and over': 9, 'Under $10,000': 2, '$20,000 – $29,999': 20 } }) as never}
        indexName="cars"
      >
        <Facet attribute="price_range" title={f.title} limit={FACET_LIST_LIMIT} order={f.order} />
      </InstantSearch>,
    );
    const group = await screen.findByRole('group', { name: 'Price range' });
    expect([...group.querySelectorAll('.sr-facet-label')].map((l) => l.textContent)).toEqual(['Under $10,000', '$20,000 – $29,999', '$100,000 and over']);
  });

  it('a stock without features shows no Features filter; one with them does', async () => {
    const f = def('filtered_features');
    const { unmount } = render(
      <InstantSearch searchClient={answering({ body: { SUV: 4 } }) as never} indexName="cars">
        <Facet attribute="filtered_features" title={f.title} limit={FACET_LIST_LIMIT} />
        <Facet attribute="body" title="Body type" limit={FACET_LIST_LIMIT} />
      </InstantSearch>,
    );
    await screen.findByRole('group', { name: 'Body type' });
    expect(screen.queryByRole('group', { name: 'Features' })).toBeNull();
    unmount();
    render(
      <InstantSearch searchClient={answering({ filtered_features: { 'Apple CarPlay': 3, 'Tow bar': 1 } }) as never} indexName="cars">
        <Facet attribute="filtered_features" title={f.title} limit={FACET_LIST_LIMIT} />
      </InstantSearch>,
    );
    expect(within(await screen.findByRole('group', { name: 'Features' })).getAllByRole('checkbox')).toHaveLength(2);
  });
});
