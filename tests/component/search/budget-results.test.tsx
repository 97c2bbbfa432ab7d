// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { InstantSearch } from 'react-instantsearch';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PublishLiveSearch, QueryParams } from '../../../src/islands/search/SearchApp';
import BudgetSearch from '../../../src/islands/search/budget/BudgetSearch';
import { RangeFacet } from '../../../src/islands/search/widgets/RangeFacet';
import { $liveSearch } from '../../../src/stores/search-results';
import { withRouteFilters } from '../../../src/search/route-query';
import { useSortBy } from 'react-instantsearch';
import { SearchStateProvider } from '../../../src/islands/search/search-state';

beforeAll(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('', { status: 404 })),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
afterEach(() => {
  cleanup();
  $liveSearch.set(null);
  window.history.replaceState(null, '', '/');
});

type Request = { indexName: string; params?: { filters?: string } };
const rules = { price_asc_excludes_zero: true };

/** A search client that records what it is asked and answers with the given price stats. */
function recordingClient(priceStats: { min: number; max: number }) {
  const requests: Request[] = [];
  const client = {
    search(batch: Request[]) {
      requests.push(...batch);
      return Promise.resolve({
        results: batch.map((r) => ({
          index: r.indexName,
          hits: [],
          nbHits: 3,
          page: 0,
          nbPages: 1,
          hitsPerPage: 21,
          processingTimeMS: 1,
          query: '',
          params: '',
          exhaustiveNbHits: true,
          facets: { price: {} },
          facets_stats: { price: priceStats },
        })),
      });
    },
  };
  return { client, requests };
}

const queryProps = { hitsPerPage: 21, stockCountOverride: null, priceAscExcludesZero: true };

describe('the budget link range[price]=:54000 (spec: budget search keeps price > 1000)', () => {
  it('leaves out unpriced ("Enquire for price") cars', async () => {
    const { client, requests } = recordingClient({ min: 9990, max: 53990 });
    render(
      <InstantSearch searchClient={withRouteFilters(client, rules) as never} indexName="cars" initialUiState={{ cars: { range: { price: ':54000' } } }}>
        <SearchStateProvider>
          <QueryParams props={queryProps} />
          <RangeFacet attribute="price" title="Price" bounds={{ min: 9000, max: 138990 }} />
        </SearchStateProvider>
      </InstantSearch>,
    );
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(requests[0]?.params?.filters).toContain('price > 1000');
  });

  it('a search with no price limit keeps every car', async () => {
    const { client, requests } = recordingClient({ min: 0, max: 138990 });
    render(
      <InstantSearch searchClient={withRouteFilters(client, rules) as never} indexName="cars">
        <SearchStateProvider>
          <QueryParams props={queryProps} />
        </SearchStateProvider>
      </InstantSearch>,
    );
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(requests[0]?.params?.filters ?? '').not.toContain('price');
  });
});

describe('the ascending price sort (one search per choice)', () => {
  let sortTo: (value: string) => void = () => {};
  function SortProbe() {
    const { refine } = useSortBy({
      items: [
        { value: 'cars', label: 'Most relevant' },
        { value: 'cars:price:asc', label: 'Lowest price' },
      ],
    });
    sortTo = refine;
    return null;
  }

  it('asks once, with price > 0 already in that search, so unpriced cars never show first', async () => {
    const batches: Request[][] = [];
    const { client } = recordingClient({ min: 0, max: 138990 });
    const recording = {
      search: (batch: Request[]) => {
        batches.push(batch);
        return client.search(batch);
      },
    };
    render(
      <InstantSearch searchClient={withRouteFilters(recording, rules) as never} indexName="cars">
        <SearchStateProvider>
          <QueryParams props={queryProps} />
          <SortProbe />
        </SearchStateProvider>
      </InstantSearch>,
    );
    await waitFor(() => expect(batches.length).toBe(1));
    expect(batches[0]![0]!.params?.filters ?? '').not.toContain('price');
    act(() => sortTo('cars:price:asc'));
    await waitFor(() => expect(batches.length).toBe(2));
    await new Promise((r) => setTimeout(r, 100));
    expect(batches.length).toBe(2);
    expect(batches[1]![0]!.indexName).toBe('cars:price:asc');
    expect(batches[1]![0]!.params?.filters).toBe('(price > 0)');
  });

  it('keeps a dealer that lists unpriced cars on the ascending sort as it is', () => {
    const r = { indexName: 'cars:price:asc', params: { numericFilters: ['price>=5000', 'price<=54000'] } };
    const sent: Request[][] = [];
    withRouteFilters(
      {
        search: (b: Request[]) => {
          sent.push(b);
          return Promise.resolve({ results: [] });
        },
      },
      { price_asc_excludes_zero: false },
    ).search([r] as never);
    expect(sent[0]![0]!.params?.filters).toBe('(price > 1000)');
  });
});

describe('the budget amount is capped at the dearest car in the current results (spec), not the whole stock', () => {
  const budgetProps = {
    searchPath: '/search/new-used-and-demo-cars/',
    bodies: [],
    noun: 'Car',
    quickPicks: [5000],
    transport: { engine: 'embedded' as const, host: null, searchKey: null, indexUid: 'cars', indexUrl: '/_data/no-index.json' },
    preset: { path: '/search/new-used-and-demo-cars/', refinements: {} },
    priceAscExcludesZero: true,
    prices: { all: { min: 9000, max: 138990 }, byBody: {} },
  };

  it('Toyota results topping out at $41,000 cap a $54,000 budget at 41000', async () => {
    window.history.replaceState(null, '', '/search/new-used-and-demo-cars/?make=Toyota');
    const { client } = recordingClient({ min: 9990, max: 41000 });
    render(
      <>
        <InstantSearch searchClient={client as never} indexName="cars" initialUiState={{ cars: { refinementList: { make: ['Toyota'] } } }}>
          <SearchStateProvider>
            {/* As on the search page: the price slider is what asks for the price stats. */}
            <RangeFacet attribute="price" title="Price" bounds={{ min: 9000, max: 138990 }} />
            <PublishLiveSearch preset={{ path: '/search/new-used-and-demo-cars/', refinements: {} }} />
          </SearchStateProvider>
        </InstantSearch>
        <BudgetSearch {...budgetProps} />
      </>,
    );
    await waitFor(() => expect($liveSearch.get()).toEqual({ url: '/search/new-used-and-demo-cars/?make=Toyota', priceMax: 41000 }));
    const link = screen.getByRole('link', { name: /Search cars in budget/ });
    await act(async () => {
      fireEvent.click(link);
    });
    expect(link.getAttribute('href')).toBe('/search/new-used-and-demo-cars/?make=Toyota&range%5Bprice%5D=:41000');
  });

  it("before the search island has answered, the address bar's filters and the build-time cap stand", async () => {
    window.history.replaceState(null, '', '/search/new-used-and-demo-cars/?make=Mazda');
    render(<BudgetSearch {...budgetProps} />);
    const link = screen.getByRole('link', { name: /Search cars in budget/ });
    fireEvent.click(link);
    expect(link.getAttribute('href')).toBe('/search/new-used-and-demo-cars/?make=Mazda&range%5Bprice%5D=:54000');
  });

  it("the island's search wins over an address bar its debounced write has not reached yet", async () => {
    window.history.replaceState(null, '', '/search/new-used-and-demo-cars/?make=Mazda');
    $liveSearch.set({ url: '/search/new-used-and-demo-cars/?make=Toyota', priceMax: 41000 });
    render(<BudgetSearch {...budgetProps} />);
    const link = screen.getByRole('link', { name: /Search cars in budget/ });
    expect(link.getAttribute('href')).toBe('/search/new-used-and-demo-cars/?make=Toyota&range%5Bprice%5D=:41000');
  });
});
