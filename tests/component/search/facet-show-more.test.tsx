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
