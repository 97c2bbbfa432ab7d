// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { InstantSearch, useInstantSearch } from 'react-instantsearch';
import { afterEach, describe, expect, it } from 'vitest';
import { RangeFacet } from '../../../src/islands/search/widgets/RangeFacet';
import { SearchStateProvider } from '../../../src/islands/search/search-state';

afterEach(cleanup);

/*
 * On /search/used-cars/ the price slider spanned the whole stock ($9,990..$138,990) while the
 * used cars end at $79,990, and a move past the results' own maximum was dropped: dragging the maximum to
 * $82,000 changed nothing and was not written to the URL. The scale is now the current filter's.
 */
const USED = { min: 9990, max: 79990 };
const WHOLE_STOCK = { min: 9990, max: 138990 };

/** Answers with the used cars' price stats, narrowed by a price limit the request carries. */
const client = {
  search(requests: { indexName: string; params?: { numericFilters?: (string | string[])[] } }[]) {
    return Promise.resolve({
      results: requests.map((r) => {
        const filters = (r.params?.numericFilters ?? []).flat();
        const cap = filters.map((f) => /^price<=(\d+)/.exec(f)?.[1]).find(Boolean);
        const max = cap ? Math.min(Number(cap) - 10, USED.max) : USED.max;
        return {
          index: r.indexName,
          hits: [],
          nbHits: 177,
          page: 0,
          nbPages: 9,
          hitsPerPage: 21,
          processingTimeMS: 1,
          query: '',
          params: '',
          exhaustiveNbHits: true,
          facets: { price: {} },
          facets_stats: { price: { min: USED.min, max } },
        };
      }),
    });
  },
};

let ui: Record<string, unknown> = {};
function Spy() {
  ui = useInstantSearch().indexUiState as Record<string, unknown>;
  return null;
}
const priceLimit = () => (ui.range as Record<string, string> | undefined)?.price;
// The refinement follows the moved thumb after the next paint (src/islands/search/after-paint.ts): wait past it.
const move = async (el: HTMLElement, value: number) => {
  await act(async () => {
    fireEvent.change(el, { target: { value: String(value) } });
    await new Promise((r) => setTimeout(r, 120));
  });
};

describe('the price slider follows the current filter', () => {
  it('spans the results on screen, writes a move below their maximum, and can widen a limit again', async () => {
    render(
      <InstantSearch searchClient={client as never} indexName="cars">
        <SearchStateProvider>
          <RangeFacet attribute="price" title="Price" bounds={WHOLE_STOCK} />
          <Spy />
        </SearchStateProvider>
      </InstantSearch>,
    );
    const max = await screen.findByRole('slider', { name: 'Maximum price' });
    await screen.findByText('$79,990');
    expect(max.getAttribute('max')).toBe(String(USED.max));
    expect(screen.queryByText('$138,990')).toBeNull();

    await move(max, 50000);
    expect(priceLimit()).toBe(':50000');
    // The results now end at $49,990; the scale stays, and widening to $70,000 is a new limit, not ignored.
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(max.getAttribute('max')).toBe(String(USED.max));
    await move(max, 70000);
    expect(priceLimit()).toBe(':70000');
    await move(max, USED.max);
    expect(priceLimit()).toBeUndefined();
  });
});
