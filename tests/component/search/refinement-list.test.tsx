// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import algoliasearchHelper from 'algoliasearch-helper';
import { InstantSearch, useRefinementList as useLibraryRefinementList, useSearchBox, type UseRefinementListProps } from 'react-instantsearch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRefinementList } from '../../../src/islands/search/refinement-list';

/*
 * The facet lists' values are worked out once per answer (InstantSearch asked for them twice: its
 * render state, then the widget's render), and the lists show what react-instantsearch's own hook shows.
 */
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const MAKES: Record<string, Record<string, number>> = {
  '': { Toyota: 5, Mazda: 3, Ford: 2 },
  ute: { Toyota: 2, Ford: 1 },
};
const client = {
  search(requests: { indexName: string; params?: { query?: string } }[]) {
    return Promise.resolve({
      results: requests.map((r) => ({
        index: r.indexName,
        hits: [],
        nbHits: 10,
        page: 0,
        nbPages: 1,
        hitsPerPage: 21,
        processingTimeMS: 1,
        query: r.params?.query ?? '',
        params: '',
        exhaustiveNbHits: true,
        facets: { make: MAKES[r.params?.query ?? ''] ?? {} },
      })),
    });
  },
};

const shown = (items: { label: string; count: number; isRefined: boolean }[]) => items.map((i) => `${i.label} ${i.count}${i.isRefined ? ' ✓' : ''}`).join(', ');

function Lists() {
  const props: UseRefinementListProps = {
    attribute: 'make',
    limit: 2,
    showMore: true,
    showMoreLimit: 10,
    sortBy: ['isRefined:desc', 'count:desc', 'name:asc'],
  };
  const ours = useRefinementList(props);
  const library = useLibraryRefinementList(props);
  const { refine: type } = useSearchBox();
  return (
    <>
      <p data-testid="ours">
        {shown(ours.items)}
        {ours.canToggleShowMore ? ' | more' : ''}
      </p>
      <p data-testid="library">
        {shown(library.items)}
        {library.canToggleShowMore ? ' | more' : ''}
      </p>
      <button type="button" onClick={() => ours.toggleShowMore()}>
        {ours.isShowingMore ? 'fewer' : 'all makes'}
      </button>
      <button type="button" onClick={() => ours.refine('Ford')}>
        Ford
      </button>
      <button type="button" onClick={() => type('ute')}>
        type ute
      </button>
    </>
  );
}

const ours = () => screen.getByTestId('ours').textContent;
const library = () => screen.getByTestId('library').textContent;

describe("the facet lists' refinement list", () => {
  it("shows what react-instantsearch's own hook shows, through show more, a refinement and a new query", async () => {
    render(
      <InstantSearch searchClient={client as never} indexName="cars">
        <Lists />
      </InstantSearch>,
    );
    await waitFor(() => expect(ours()).toBe('Toyota 5, Mazda 3 | more'));
    expect(ours()).toBe(library());
    fireEvent.click(screen.getByRole('button', { name: 'all makes' }));
    await waitFor(() => expect(ours()).toBe('Toyota 5, Mazda 3, Ford 2 | more'));
    fireEvent.click(screen.getByRole('button', { name: 'fewer' }));
    await waitFor(() => expect(ours()).toBe('Toyota 5, Mazda 3 | more'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ford' }));
    });
    await waitFor(() => expect(ours()).toBe('Ford 2 ✓, Toyota 5 | more'));
    expect(ours()).toBe(library());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'type ute' }));
    });
    await waitFor(() => expect(ours()).toBe('Ford 1 ✓, Toyota 2'));
    expect(ours()).toBe(library());
  });

  it("works out its values once per render of InstantSearch's widgets (the library's hook twice)", async () => {
    const getFacetValues = vi.spyOn(algoliasearchHelper.SearchResults.prototype, 'getFacetValues');
    function Ours() {
      useRefinementList({ attribute: 'make' });
      const { refine } = useSearchBox();
      return (
        <button type="button" onClick={() => refine('ute')}>
          type ute
        </button>
      );
    }
    function Library() {
      useLibraryRefinementList({ attribute: 'make' });
      const { refine } = useSearchBox();
      return (
        <button type="button" onClick={() => refine('ute')}>
          type ute
        </button>
      );
    }
    const callsPerAnswer = async (List: () => React.JSX.Element) => {
      render(
        <InstantSearch searchClient={client as never} indexName="cars">
          <List />
        </InstantSearch>,
      );
      await act(async () => {
        await new Promise((r) => setTimeout(r, 20));
      });
      getFacetValues.mockClear();
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'type ute' }));
      });
      await act(async () => {
        await new Promise((r) => setTimeout(r, 20));
      });
      const calls = getFacetValues.mock.calls.filter(([attribute]) => attribute === 'make').length;
      cleanup();
      return calls;
    };
    // InstantSearch renders its widgets twice for a new query (as the search starts, and with its answer).
    expect(await callsPerAnswer(Library)).toBe(4);
    expect(await callsPerAnswer(Ours)).toBe(2);
  });
});
