// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { InstantSearch, useInstantSearch } from 'react-instantsearch';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveHeading } from '../../../src/islands/search/LiveHeading';
import { PublishLiveSearch } from '../../../src/islands/search/SearchApp';
import { SearchStateProvider, useSearchState } from '../../../src/islands/search/search-state';
import { RangeFacet } from '../../../src/islands/search/widgets/RangeFacet';
import { Results } from '../../../src/islands/search/widgets/Results';
import { noPromos, plainCard } from './results-fixtures';
import { Typer } from './typer';

afterEach(cleanup);

/*
 * Every useInstantSearch caller rebuilds the UI state of all the island's widgets on each
 * answer. The island's readers share one subscription (SearchStateProvider), so an answer costs one pass
 * however many parts read the state.
 */
const client = {
  search(requests: { indexName: string; params?: { query?: string } }[]) {
    return Promise.resolve({
      results: requests.map((r) => ({
        index: r.indexName,
        hits: [],
        nbHits: 12,
        page: 0,
        nbPages: 1,
        hitsPerPage: 21,
        processingTimeMS: 1,
        query: r.params?.query ?? '',
        params: '',
        exhaustiveNbHits: true,
        facets: { price: {}, km: {}, year: {} },
        facets_stats: { price: { min: 9990, max: 79990 }, km: { min: 10, max: 200000 }, year: { min: 2010, max: 2025 } },
      })),
    });
  },
};

/** Counts the UI-state passes and the render events of the InstantSearch instance (through its middleware hook). */
const counts = { uiStatePasses: 0, renders: 0 };
function Counter() {
  // This probe is itself one more subscriber: one pass per render event of its own.
  const { addMiddlewares } = useInstantSearch();
  useEffect(
    () =>
      addMiddlewares(({ instantSearchInstance }) => {
        const search = instantSearchInstance as unknown as { getUiState: () => unknown; on: (e: string, f: () => void) => void };
        const original = search.getUiState.bind(search);
        search.getUiState = () => {
          counts.uiStatePasses++;
          return original();
        };
        search.on('render', () => {
          counts.renders++;
        });
        return { subscribe() {}, unsubscribe() {}, onStateChange() {} };
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the probe is installed once
    [],
  );
  return null;
}

function StatusLine() {
  const { results } = useSearchState();
  return <p>{results?.query === 'ranger' ? 'answered ranger' : 'waiting'}</p>;
}

describe('the search island reads InstantSearch state through one subscription', () => {
  it('an answer rebuilds the UI state once for all of its readers, not once per reader', async () => {
    render(
      <InstantSearch searchClient={client as never} indexName="cars">
        <SearchStateProvider>
          <Counter />
          <Typer />
          <PublishLiveSearch preset={{ path: '/search/', refinements: {} }} />
          <LiveHeading preset={{ path: '/search/', refinements: {} }} knownModels={[]} modelPath="search" />
          <RangeFacet attribute="price" title="Price" bounds={null} />
          <RangeFacet attribute="km" title="Kilometres" bounds={null} />
          <RangeFacet attribute="year" title="Year" bounds={null} />
          <Results card={plainCard} now="2026-11-21T00:00:00Z" cardsPerRow={3} promo={noPromos} clearFiltersPath="/search/" onReady={() => {}} />
          <StatusLine />
        </SearchStateProvider>
      </InstantSearch>,
    );
    await screen.findByRole('slider', { name: 'Maximum price' });
    counts.uiStatePasses = 0;
    counts.renders = 0;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'type' }));
    });
    await screen.findByText('answered ranger');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(counts.renders).toBeGreaterThan(0);
    // Seven readers above; the shared subscription and this test's probe make two passes a render event.
    expect(counts.uiStatePasses / counts.renders).toBeLessThanOrEqual(2);
  });

  it('a reader outside the provider is told what is missing', () => {
    const Reader = () => {
      useSearchState();
      return null;
    };
    expect(() =>
      render(
        <InstantSearch searchClient={client as never} indexName="cars">
          <Reader />
        </InstantSearch>,
      ),
    ).toThrow(/SearchStateProvider/);
  });
});
