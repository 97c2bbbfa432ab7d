// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { InstantSearch, useRefinementList } from 'react-instantsearch';
import { afterEach, describe, expect, it } from 'vitest';
import { ModelFacet } from '../../../src/islands/search/widgets/Facet';
import { SearchStateProvider } from '../../../src/islands/search/search-state';

/* With no make chosen, the model list names each model's make: '6', '86' and '911' alone say nothing. */
afterEach(cleanup);

const MODEL_MAKES = { '6': ['Mazda'], '86': ['Toyota'], '911': ['Porsche'], Corolla: ['Toyota'] };
const client = {
  search(requests: { indexName: string }[]) {
    return Promise.resolve({
      results: requests.map((r) => ({
        index: r.indexName,
        hits: [],
        nbHits: 10,
        page: 0,
        nbPages: 1,
        hitsPerPage: 21,
        processingTimeMS: 1,
        query: '',
        params: '',
        exhaustiveNbHits: true,
        facets: { model: { '6': 4, '86': 3, '911': 2, Corolla: 1 }, make: { Mazda: 4, Toyota: 4, Porsche: 2 } },
      })),
    });
  },
};

/** Stands in for the make facet: tick Toyota. */
function TickToyota() {
  const { refine } = useRefinementList({ attribute: 'make' });
  return (
    <button type="button" onClick={() => refine('Toyota')}>
      Toyota
    </button>
  );
}

describe('the model list', () => {
  it('with no make chosen reads make and model; with one make chosen the model alone', async () => {
    render(
      <InstantSearch searchClient={client as never} indexName="cars">
        <SearchStateProvider>
          <ModelFacet attribute="model" title="Model" limit={10} modelMakes={MODEL_MAKES} />
          <TickToyota />
        </SearchStateProvider>
      </InstantSearch>,
    );
    const group = await screen.findByRole('group', { name: 'Model' });
    const labels = () => [...group.querySelectorAll('.sr-facet-label')].map((l) => l.textContent);
    expect(labels()).toEqual(['Mazda 6', 'Toyota 86', 'Porsche 911', 'Toyota Corolla']);
    expect(within(group).getByRole('checkbox', { name: /Mazda 6/ })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Toyota' }));
    });
    expect(labels()).toEqual(['6', '86', '911', 'Corolla']);
  });
});
