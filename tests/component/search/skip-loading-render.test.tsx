// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { InstantSearch, useInstantSearchContext, useSearchBox } from 'react-instantsearch';
import { afterEach, describe, expect, it } from 'vitest';
import { useSkipLoadingRender } from '../../../src/islands/search/skip-loading-render';

/*
 * InstantSearch renders its widgets once a search (with the answer), not also as it starts;
 * a slow answer still renders 'stalled' first, and an error still renders.
 */
afterEach(cleanup);

type Answer = 'fast' | 'slow' | 'error';
const clientAnswering = (answer: Answer) => ({
  search(requests: { indexName: string; params?: { query?: string } }[]) {
    const results = {
      results: requests.map((r) => ({
        index: r.indexName,
        hits: [],
        nbHits: 1,
        page: 0,
        nbPages: 1,
        hitsPerPage: 21,
        processingTimeMS: 1,
        query: r.params?.query ?? '',
        params: '',
        exhaustiveNbHits: true,
      })),
    };
    // The first search (page load) always answers; the shopper's search answers as told.
    if (!requests[0]?.params?.query) return Promise.resolve(results);
    if (answer === 'error') return Promise.reject(new Error('search is down'));
    return answer === 'slow' ? new Promise((r) => setTimeout(() => r(results), 450)) : Promise.resolve(results);
  },
});

/** The status InstantSearch had at each render of its widgets, from the shopper's search on. */
const statuses: string[] = [];
function Probe() {
  const search = useInstantSearchContext();
  useEffect(() => {
    const seen = () => statuses.push(search.status);
    // Heard, as the island's catchError does: InstantSearch throws an error nobody listens for.
    const heard = () => {};
    search.on('render', seen);
    search.on('error', heard);
    return () => {
      search.removeListener('render', seen);
      search.removeListener('error', heard);
    };
  }, [search]);
  const { refine } = useSearchBox();
  return (
    <button
      type="button"
      onClick={() => {
        statuses.length = 0;
        refine('hilux');
      }}
    >
      search
    </button>
  );
}
function Skip() {
  useSkipLoadingRender();
  return null;
}

async function rendersOfOneSearch(answer: Answer, skip: boolean): Promise<string[]> {
  render(
    <InstantSearch searchClient={clientAnswering(answer) as never} indexName="cars">
      {skip && <Skip />}
      <Probe />
    </InstantSearch>,
  );
  await act(async () => {
    await new Promise((r) => setTimeout(r, 30));
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'search' }));
  });
  await waitFor(() => expect(statuses.at(-1)).toMatch(/^(idle|error)$/), { timeout: 2000 });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 30));
  });
  const seen = [...statuses];
  cleanup();
  return seen;
}

describe('one render of the widgets a search', () => {
  it('a quick answer: one render, with the answer (InstantSearch alone: two, the first one loading)', async () => {
    expect(await rendersOfOneSearch('fast', false)).toEqual(['loading', 'idle']);
    expect(await rendersOfOneSearch('fast', true)).toEqual(['idle']);
  });

  it("a slow answer still shows as searching: 'stalled' after 200 ms, then the answer", async () => {
    expect(await rendersOfOneSearch('slow', true)).toEqual(['stalled', 'idle']);
  });

  it('a failed search still renders its error', async () => {
    expect(await rendersOfOneSearch('error', true)).toEqual(['error']);
  });
});
