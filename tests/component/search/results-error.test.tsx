// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { InstantSearch } from 'react-instantsearch';
import { afterEach, describe, expect, it } from 'vitest';
import { SEARCH_ERROR_TEXT } from '../../../src/islands/search/ui/SearchError';
import { Results } from '../../../src/islands/search/widgets/Results';
import { SearchStateProvider } from '../../../src/islands/search/search-state';
import { carHit, noPromos, plainCard } from './results-fixtures';
import { Typer } from './typer';

afterEach(cleanup);

const hilux = carHit();

/** An InstantSearch client whose answers the test switches between success and failure. */
function switchableClient() {
  const state = { fail: false, calls: 0 };
  const client = {
    search(requests: { indexName: string }[]) {
      state.calls++;
      if (state.fail) return Promise.reject(new Error('Failed to fetch'));
      return Promise.resolve({
        results: requests.map((r) => ({
          index: r.indexName,
          hits: [hilux],
          nbHits: 1,
          page: 0,
          nbPages: 1,
          hitsPerPage: 21,
          processingTimeMS: 1,
          query: '',
          params: '',
          exhaustiveNbHits: true,
        })),
      });
    },
  };
  return { client, state };
}

describe('a failed search', () => {
  it('keeps the previous results, tells the shopper, and Try again searches again', async () => {
    const { client, state } = switchableClient();
    render(
      <InstantSearch searchClient={client as never} indexName="cars">
        <SearchStateProvider>
          <Typer />
          <Results card={plainCard} now="2026-11-21T00:00:00Z" cardsPerRow={3} promo={noPromos} clearFiltersPath="/special-offers" onReady={() => {}} />
        </SearchStateProvider>
      </InstantSearch>,
    );
    await screen.findByRole('link', { name: '2022 Toyota HiLux SR5' });
    expect(screen.queryByRole('alert')).toBeNull();

    state.fail = true;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'type' }));
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(SEARCH_ERROR_TEXT);
    expect(screen.getByRole('link', { name: '2022 Toyota HiLux SR5' }), 'previous results stay').toBeTruthy();

    state.fail = false;
    const before = state.calls;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(state.calls).toBeGreaterThan(before);
  });
});
