// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { InstantSearch, useRefinementList } from 'react-instantsearch';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CRUMBS_ID, HEADING_ID, LiveHeading } from '../../../src/islands/search/LiveHeading';
import { SearchStateProvider } from '../../../src/islands/search/search-state';

const client = {
  search(requests: { indexName: string }[]) {
    return Promise.resolve({
      results: requests.map((r) => ({
        index: r.indexName,
        hits: [],
        nbHits: 0,
        page: 0,
        nbPages: 0,
        hitsPerPage: 21,
        processingTimeMS: 1,
        query: '',
        params: '',
        exhaustiveNbHits: true,
      })),
    });
  },
};

/** Stands in for the make facet: untick Toyota, tick Mazda. */
function SwitchMake() {
  const { refine } = useRefinementList({ attribute: 'make' });
  return (
    <button
      type="button"
      onClick={() => {
        refine('Toyota');
        refine('Mazda');
      }}
    >
      Mazda
    </button>
  );
}

const toyota = { path: '/search/toyota/', refinements: { make: ['Toyota'] } };

// The page around the island, as src/pages/search/[...path].astro renders /search/toyota/.
beforeEach(() => {
  document.title = 'Toyota Cars for Sale | Demo Motors';
  document.body.innerHTML = `
    <nav aria-label="Breadcrumb" class="crumbs" id="${CRUMBS_ID}"><ol data-astro-cid-x="">
      <li data-astro-cid-x=""><a href="/">Home</a></li><li data-astro-cid-x=""><span aria-current="page">Toyota Cars for Sale</span></li>
    </ol></nav>
    <h1 id="${HEADING_ID}">Toyota Cars for Sale</h1>`;
});
afterEach(cleanup);

describe('on /search/toyota/, untick Toyota and tick Mazda', () => {
  it('the heading, <title> and breadcrumb say Mazda', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const firstTrail = document.querySelector(`#${CRUMBS_ID} ol`);
    render(
      <InstantSearch searchClient={client as never} indexName="cars" initialUiState={{ cars: { refinementList: { make: ['Toyota'] } } }}>
        <SearchStateProvider>
          <LiveHeading preset={toyota} knownModels={[]} modelPath="search" />
          <SwitchMake />
        </SearchStateProvider>
      </InstantSearch>,
      { container: host },
    );
    const h1 = document.getElementById(HEADING_ID)!;
    const seen: string[] = [];
    new MutationObserver(() => seen.push(h1.textContent ?? '')).observe(h1, { childList: true, characterData: true, subtree: true });
    await waitFor(() => expect(h1.textContent).toBe('Toyota Cars for Sale'));
    await new Promise((r) => setTimeout(r, 50));
    expect(document.querySelector(`#${CRUMBS_ID} ol`), 'the build trail stands on the first render').toBe(firstTrail);
    expect(seen, 'the build heading never flickers to another').toEqual([]);
    expect(document.title).toBe('Toyota Cars for Sale | Demo Motors');
    // The build's trail is kept as written until the filters change (its module loads only then).
    const builtTrail = document.querySelector(`#${CRUMBS_ID} ol`);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Mazda' }));
    });
    await waitFor(() => expect(h1.textContent).toBe('Mazda Cars for Sale'));
    expect(document.title).toBe('Mazda Cars for Sale | Demo Motors');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(trail.textContent).not.toContain('Toyota'), { timeout: 8000 }); // the trail's module loads on this first change
    expect(trail.querySelector('ol')).not.toBe(builtTrail);
    expect(trail.querySelector('[aria-current="page"]')?.textContent).toBe('Mazda Cars for Sale');
    expect(trail.querySelector('a[href="/search/mazda/"]')?.textContent).toBe('Mazda');
    expect(trail.querySelector('li')?.hasAttribute('data-astro-cid-x'), 'keeps the scoped styles').toBe(true);
  });
});

/** Stands in for the car type and make facets on the all-stock page: tick Used, then Toyota. */
function UsedToyota() {
  const types = useRefinementList({ attribute: 'car_type' });
  const makes = useRefinementList({ attribute: 'make' });
  return (
    <button
      type="button"
      onClick={() => {
        types.refine('used');
        makes.refine('Toyota');
      }}
    >
      Used Toyota
    </button>
  );
}

describe('on the all-stock page, where every filter lives in the query string', () => {
  it('the breadcrumb follows the filters as the heading does', async () => {
    document.title = 'New, Used and Demo Cars | Demo Motors';
    document.getElementById(HEADING_ID)!.textContent = 'New, Used and Demo Cars';
    const host = document.body.appendChild(document.createElement('div'));
    render(
      <InstantSearch searchClient={client as never} indexName="cars">
        <SearchStateProvider>
          <LiveHeading preset={{ path: '/search/new-used-and-demo-cars/', refinements: {} }} knownModels={[]} modelPath="search" />
          <UsedToyota />
        </SearchStateProvider>
      </InstantSearch>,
      { container: host },
    );
    const h1 = document.getElementById(HEADING_ID)!;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Used Toyota' }));
    });
    await waitFor(() => expect(h1.textContent).toBe('Used Toyota Cars for Sale'), { timeout: 8000 });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(trail.querySelector('[aria-current="page"]')?.textContent).toBe('Used Toyota Cars for Sale'), { timeout: 8000 });
    expect(trail.querySelector('a[href="/search/used-cars/"]')?.textContent).toBe('Used Cars');
    expect(trail.querySelector('a[href="/search/toyota/"]')?.textContent).toBe('Toyota');
  });
});

/** Stands in for the make and body facets on /search/used-cars/: tick Ford, then Ute. */
function FordUte() {
  useRefinementList({ attribute: 'car_type' }); // holds the page's own Used filter
  const makes = useRefinementList({ attribute: 'make' });
  const bodies = useRefinementList({ attribute: 'body' });
  return (
    <button
      type="button"
      onClick={() => {
        makes.refine('Ford');
        bodies.refine('Ute');
      }}
    >
      Ford Ute
    </button>
  );
}

describe('on /search/used-cars/, tick Ford and Ute (the address becomes /search/used-cars/?make=Ford&body=Ute)', () => {
  it('the breadcrumb keeps the Used Cars level, which is no longer the page itself', async () => {
    document.title = 'Used Cars | Demo Motors';
    document.getElementById(HEADING_ID)!.textContent = 'Used Cars';
    const host = document.body.appendChild(document.createElement('div'));
    render(
      <InstantSearch searchClient={client as never} indexName="cars" initialUiState={{ cars: { refinementList: { car_type: ['used'] } } }}>
        <SearchStateProvider>
          <LiveHeading preset={{ path: '/search/used-cars/', refinements: { car_type: ['used'] } }} knownModels={[]} modelPath="search" />
          <FordUte />
        </SearchStateProvider>
      </InstantSearch>,
      { container: host },
    );
    const h1 = document.getElementById(HEADING_ID)!;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ford Ute' }));
    });
    await waitFor(() => expect(h1.textContent).not.toBe('Used Cars'), { timeout: 8000 });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(trail.querySelector('a[href="/search/ford/"]')?.textContent).toBe('Ford'), { timeout: 8000 });
    expect([...trail.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Home', 'Used Cars', 'Ford', 'Ute', h1.textContent]);
    expect(trail.querySelector('a[href="/search/used-cars/"]')?.textContent).toBe('Used Cars');
  });
});
