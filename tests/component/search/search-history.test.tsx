// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { InstantSearch } from 'react-instantsearch';
import { afterEach, describe, expect, it } from 'vitest';
import { History } from '../../../src/islands/search/SearchApp';
import { SearchStateProvider } from '../../../src/islands/search/search-state';
import type { PathPreset } from '../../../src/search/routing';
import { $searchHistory } from '../../../src/stores/search-history';
import { client } from './answering-client';
import { Typer } from './typer';

afterEach(() => {
  cleanup();
  $searchHistory.set([]);
});

const LANDING = '/search/new-used-and-demo-cars/';
const preset: PathPreset = { path: LANDING, refinements: {} };

const listed = () =>
  screen
    .queryAllByRole('link')
    .map((a) => a.getAttribute('href'))
    .sort();

describe('recent searches', () => {
  /*
   * The router records every search it writes to the address bar, the one on screen included. An earlier version
   * compared the entries with the address read once, at the island's first render: from the first refinement on, the
   * shopper's own current search was offered as a recent one (and a later refinement listed both).
   */
  it('lists earlier searches and never the one on screen, as the search changes', async () => {
    $searchHistory.set([
      { url: `${LANDING}?query=ranger`, label: 'ranger' },
      { url: `${LANDING}?make=Ford`, label: 'Ford' },
    ]);
    render(
      <InstantSearch searchClient={client as never} indexName="cars">
        <SearchStateProvider>
          <Typer />
          <History preset={preset} />
        </SearchStateProvider>
      </InstantSearch>,
    );
    await screen.findByRole('navigation', { name: 'Recent searches' });
    expect(listed()).toEqual([`${LANDING}?make=Ford`, `${LANDING}?query=ranger`]);

    // The shopper types 'ranger': that search is now on screen, so it leaves the list; Ford stays.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'type' }));
    });
    expect(listed()).toEqual([`${LANDING}?make=Ford`]);

    // The router then records it (newest first): still not offered while it is on screen.
    act(() => $searchHistory.set([{ url: `${LANDING}?query=ranger`, label: 'ranger' }, ...$searchHistory.get()]));
    expect(listed()).toEqual([`${LANDING}?make=Ford`]);
  });

  it('shows nothing when the only recorded search is the one on screen', async () => {
    $searchHistory.set([{ url: `${LANDING}?query=ranger`, label: 'ranger' }]);
    render(
      <InstantSearch searchClient={client as never} indexName="cars" initialUiState={{ cars: { query: 'ranger' } }}>
        <SearchStateProvider>
          <History preset={preset} />
        </SearchStateProvider>
      </InstantSearch>,
    );
    await act(async () => {});
    expect(screen.queryByRole('navigation', { name: 'Recent searches' })).toBeNull();
  });
});
