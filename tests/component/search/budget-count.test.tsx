// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import BudgetSearch from '../../../src/islands/search/budget/BudgetSearch';
import { buildEmbeddedIndex } from '../../../src/search/build-index';
import { $liveSearch } from '../../../src/stores/search-results';
import { CARS } from '../../unit/search/fixtures';

/*
 * The budget tool says 'Show me N cars', N being the cars within the budget under the
 * search's current filters, counted by the site's own search (the fixture index: Toyotas at $45,990, $24,990,
 * $15,990 and an unpriced one; one Mazda at $27,500 and one at $61,990; a $19,990 Hyundai; a $58,990 Ford).
 */
const indexUrl = '/_data/budget-count-index.json';
const index = buildEmbeddedIndex(CARS);
const path = '/search/new-used-and-demo-cars/';
const props = {
  searchPath: path,
  bodies: [],
  prices: { all: { min: 15990, max: 61990 }, byBody: {} },
  noun: 'Car',
  quickPicks: [5000],
  transport: { engine: 'embedded' as const, host: null, searchKey: null, indexUid: 'cars', indexUrl },
  preset: { path, refinements: {} },
  priceAscExcludesZero: true,
};

beforeAll(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (String(url).endsWith(indexUrl) ? new Response(JSON.stringify(index)) : new Response('', { status: 404 }))),
  );
});
afterAll(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  cleanup();
  $liveSearch.set(null);
  window.history.replaceState(null, '', '/');
});

const budgetLink = () => screen.getByRole('link', { name: /Show me|Search cars in budget|Show cars/ });

describe("the budget tool's 'Show me N cars'", () => {
  it('counts the cars in budget under the filters in the address (Toyota up to $54,000: 3, the unpriced one left out)', async () => {
    window.history.replaceState(null, '', `${path}?make=Toyota`);
    render(<BudgetSearch {...props} />);
    // Before the count: the build's wording, still a working link.
    expect(budgetLink().textContent).toBe('Search cars in budget');
    expect(await screen.findByRole('link', { name: 'Show me 3 cars' })).toBeTruthy();
    expect(budgetLink().getAttribute('href')).toBe(`${path}?make=Toyota&range%5Bprice%5D=:54000`);
  });

  it('follows the budget: $100 a week ($28,000) leaves 2 Toyotas', async () => {
    window.history.replaceState(null, '', `${path}?make=Toyota`);
    render(<BudgetSearch {...props} />);
    await screen.findByRole('link', { name: 'Show me 3 cars' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Weekly repayment' }), { target: { value: '100' } });
    expect(await screen.findByRole('link', { name: 'Show me 2 cars' })).toBeTruthy();
    expect(budgetLink().getAttribute('href')).toBe(`${path}?make=Toyota&range%5Bprice%5D=:28000`);
  });

  it("follows the search island's current filters ahead of the address bar (Mazda: 1 car)", async () => {
    window.history.replaceState(null, '', `${path}?make=Toyota`);
    render(<BudgetSearch {...props} />);
    await screen.findByRole('link', { name: 'Show me 3 cars' });
    act(() => {
      $liveSearch.set({ url: `${path}?make=Mazda`, priceMax: 61990 });
    });
    expect(await screen.findByRole('link', { name: 'Show me 1 car' })).toBeTruthy();
    expect(budgetLink().getAttribute('href')).toBe(`${path}?make=Mazda&range%5Bprice%5D=:54000`);
  });

  it("no car within the budget under the filters: '0 Cars Found', disabled, and the notice", async () => {
    window.history.replaceState(null, '', `${path}?make=Mazda`);
    render(<BudgetSearch {...props} />);
    // $60 a week: 60 x 260 + 2,000 = $17,600, above the cheapest car in stock but below the cheapest Mazda.
    fireEvent.change(screen.getByRole('textbox', { name: 'Weekly repayment' }), { target: { value: '60' } });
    const button = await screen.findByRole('button', { name: '0 Cars Found' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('No Cars found for this budget')).toBeTruthy();
  });

  it('a search whose own filters leave no car: the notice says so, not that the budget is too low', async () => {
    window.history.replaceState(null, '', `${path}?make=Kia`);
    render(<BudgetSearch {...props} />);
    const button = await screen.findByRole('button', { name: '0 Cars Found' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('No Cars match the current filters')).toBeTruthy();
    expect(screen.queryByText('No Cars found for this budget')).toBeNull();
    // The price-range screen neither blames its range.
    fireEvent.click(screen.getByRole('tab', { name: 'By price' }));
    expect(await screen.findByText('No Cars match the current filters')).toBeTruthy();
    expect(screen.queryByText('No Cars found in this price range')).toBeNull();
  });

  it('the price-range screen at its full range is no price filter: every Toyota, the unpriced one too (4)', async () => {
    window.history.replaceState(null, '', `${path}?make=Toyota`);
    render(<BudgetSearch {...props} />);
    fireEvent.click(screen.getByRole('tab', { name: 'By price' }));
    expect(await screen.findByRole('link', { name: 'Show me 4 cars' })).toBeTruthy();
    expect(budgetLink().getAttribute('href')).toBe(`${path}?make=Toyota&sortBy=Car_production:price:desc`);
    // A range it does set counts only the priced cars in it ($20,000 up: 2).
    fireEvent.change(screen.getByRole('slider', { name: 'Minimum price range' }), { target: { value: '20000' } });
    expect(await screen.findByRole('link', { name: 'Show me 2 cars' })).toBeTruthy();
  });
});
