// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { InstantSearch, useInstantSearch } from 'react-instantsearch';
import { afterEach, describe, expect, it } from 'vitest';
import { RangeFacet } from '../../../src/islands/search/widgets/RangeFacet';
import { SearchStateProvider } from '../../../src/islands/search/search-state';

/* The URL, the labels and the filter are the same numbers: address ranges snap, years are whole, keys always move. */

afterEach(cleanup);

type Stats = Record<string, { min: number; max: number }>;
const asked: unknown[] = [];
const clientWith = (stats: Stats) => ({
  search(requests: { indexName: string; params?: { numericFilters?: unknown } }[]) {
    asked.push(requests[0]?.params?.numericFilters ?? null);
    return Promise.resolve({
      results: requests.map((r) => ({
        index: r.indexName,
        hits: [],
        nbHits: 120,
        page: 0,
        nbPages: 6,
        hitsPerPage: 21,
        processingTimeMS: 1,
        query: '',
        params: '',
        exhaustiveNbHits: true,
        facets: Object.fromEntries(Object.keys(stats).map((k) => [k, {}])),
        facets_stats: stats,
      })),
    });
  },
});

let ui: Record<string, unknown> = {};
function Spy() {
  ui = useInstantSearch().indexUiState as Record<string, unknown>;
  return null;
}
const ranges = () => (ui.range ?? {}) as Record<string, string>;
const settle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 120));
  });

async function renderSlider(attribute: 'price' | 'year', title: string, stats: Stats, range?: Record<string, string>) {
  render(
    <InstantSearch searchClient={clientWith(stats) as never} indexName="cars" initialUiState={range ? { cars: { range } } : undefined}>
      <SearchStateProvider>
        <RangeFacet attribute={attribute} title={title} bounds={stats[attribute]!} />
        <Spy />
      </SearchStateProvider>
    </InstantSearch>,
  );
  await screen.findByRole('slider', { name: `Maximum ${title.toLowerCase()}` });
  await settle();
}

describe('sliders agree with the results', () => {
  it('a shared range[price]=20500:30400 filters by the $20,500 to $30,400 the labels show: an address bound is never rounded', async () => {
    asked.length = 0;
    await renderSlider('price', 'Price', { price: { min: 9990, max: 138990 } }, { price: '20500:30400' });
    expect(screen.getByText('$20,500')).toBeTruthy();
    expect(screen.getByText('$30,400')).toBeTruthy();
    expect(ranges().price).toBe('20500:30400');
    expect(asked.at(-1)).toEqual(expect.arrayContaining(['price>=20500', 'price<=30400']));
  });

  it('a budget link range[price]=:28260 keeps its bound; a bound past the scale is held at its end', async () => {
    await renderSlider('price', 'Price', { price: { min: 9990, max: 138990 } }, { price: ':28260' });
    expect(ranges().price).toBe(':28260');
    expect(screen.getByText('$28,260')).toBeTruthy();
  });

  it('a thumb moved from the budget bound rounds as ever (spec 5): one arrow step up lands on a whole thousand', async () => {
    await renderSlider('price', 'Price', { price: { min: 9990, max: 138990 } }, { price: ':28260' });
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Maximum price' }), { key: 'ArrowRight' });
    await settle();
    expect(ranges().price).toMatch(/^:\d+000$/);
  });

  it('one arrow step on Year moves a whole year (2013, never 2013.13) and the filter says 2013', async () => {
    await renderSlider('year', 'Year', { year: { min: 2010, max: 2026 } });
    const min = screen.getByRole('slider', { name: 'Minimum year' });
    for (let i = 0; i < 3; i += 1) {
      fireEvent.keyDown(min, { key: 'ArrowRight' });
      await settle();
    }
    expect(ranges().year).toBe('2013:');
    expect(min.getAttribute('aria-valuetext')).toBe('2013');
    expect(Number(min.getAttribute('step'))).toBe(1);
  });

  it('a year from the address is a whole year: range[year]=2013.13: reads 2013', async () => {
    await renderSlider('year', 'Year', { year: { min: 2010, max: 2026 } }, { year: '2013.13:' });
    expect(ranges().year).toBe('2013:');
  });

  it('under a 50,000 range (step 500) each arrow press moves the thumb by 1,000, both ways', async () => {
    await renderSlider('price', 'Price', { price: { min: 10000, max: 60000 } });
    const max = screen.getByRole('slider', { name: 'Maximum price' });
    fireEvent.keyDown(max, { key: 'ArrowLeft' });
    await settle();
    expect(ranges().price).toBe(':59000');
    fireEvent.keyDown(max, { key: 'ArrowLeft' });
    await settle();
    expect(ranges().price).toBe(':58000');
    fireEvent.keyDown(max, { key: 'ArrowRight' });
    await settle();
    expect(ranges().price).toBe(':59000');
    expect(screen.getByText('$59,000')).toBeTruthy();
  });
});
