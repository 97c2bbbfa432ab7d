// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import BudgetSearch from '../../../src/islands/search/budget/BudgetSearch';
import { addSearch } from '../../../src/stores/search-history';

afterEach(cleanup);
// No index here: the live count (budget-count.test.tsx) finds none and the links keep their build-time wording.
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

const props = {
  searchPath: '/search/new-used-and-demo-cars/',
  bodies: [
    { label: 'SUV', count: 40 },
    { label: 'Ute', count: 12 },
  ],
  prices: { all: { min: 9000, max: 58000 }, byBody: { SUV: { min: 20000, max: 58000 }, Ute: { min: 9000, max: 45000 } } },
  noun: 'Car',
  quickPicks: [5000, 10000, 70000],
  transport: { engine: 'embedded' as const, host: null, searchKey: null, indexUid: 'cars', indexUrl: '/_data/no-index.json' },
  preset: { path: '/search/new-used-and-demo-cars/', refinements: {} },
  priceAscExcludesZero: true,
};

describe("budget search 'Find cars for your budget'", () => {
  it('estimates repayment x 52 x 5 + deposit with the weekly defaults, capped at the dearest car in the link', () => {
    render(<BudgetSearch {...props} />);
    expect(screen.getByRole('heading', { name: 'Find cars for your budget' })).toBeTruthy();
    expect(screen.getByTestId('budget-estimate').textContent).toBe('$54,000');
    expect(screen.getByRole('link', { name: /Search cars in budget/ }).getAttribute('href')).toBe('/search/new-used-and-demo-cars/?range%5Bprice%5D=:54000');
    fireEvent.click(screen.getByRole('button', { name: '$70,000' }));
    expect(screen.getByTestId('budget-estimate').textContent).toBe('$122,000');
    expect(screen.getByRole('link', { name: /Search cars in budget/ }).getAttribute('href')).toBe('/search/new-used-and-demo-cars/?range%5Bprice%5D=:58000');
  });

  it('monthly starts at $600: 600 x 12 x 5 + 2,000', () => {
    render(<BudgetSearch {...props} />);
    fireEvent.click(screen.getByRole('radio', { name: /Monthly/ }));
    expect((screen.getByRole('textbox', { name: 'Monthly repayment' }) as HTMLInputElement).value).toBe('600');
    expect(screen.getByTestId('budget-estimate').textContent).toBe('$38,000');
  });

  it('money inputs take $ and separators, NaN becomes 0, and the value shows thousands separators', () => {
    render(<BudgetSearch {...props} />);
    const deposit = screen.getByRole('textbox', { name: 'Deposit' }) as HTMLInputElement;
    fireEvent.change(deposit, { target: { value: '$12,500' } });
    expect(deposit.value).toBe('12,500');
    fireEvent.change(deposit, { target: { value: 'abc' } });
    expect(deposit.value).toBe('0');
  });

  it("below the cheapest car: disabled button '0 Cars Found' and 'No Cars found for this budget'", () => {
    render(<BudgetSearch {...props} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Weekly repayment' }), { target: { value: '10' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Deposit' }), { target: { value: '0' } });
    // 10 x 52 x 5 = 2,600 < 9,000
    expect((screen.getByRole('button', { name: '0 Cars Found' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('No Cars found for this budget')).toBeTruthy();
  });

  it('body tiles toggle a filter; the chosen body sets the price floor and joins the URL with &', () => {
    render(<BudgetSearch {...props} />);
    const suv = screen.getByRole('button', { name: /SUV/ });
    fireEvent.click(suv);
    expect(suv.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('link', { name: /Search cars in budget/ }).getAttribute('href')).toBe(
      '/search/new-used-and-demo-cars/?body=SUV&range%5Bprice%5D=:54000',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Weekly repayment' }), { target: { value: '50' } });
    // 50 x 260 + 2,000 = 15,000: under the cheapest SUV (20,000), above the cheapest Ute.
    expect(screen.getByRole('button', { name: '0 Cars Found' })).toBeTruthy();
    fireEvent.click(suv);
    expect(screen.getByRole('link', { name: /Search cars in budget/ })).toBeTruthy();
  });

  it('the price-slider screen goes to the refined URL plus sortBy=Car_production:price:desc', () => {
    render(<BudgetSearch {...props} />);
    fireEvent.click(screen.getByRole('tab', { name: 'By price' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Maximum price range' }), { target: { value: '40000' } });
    expect(screen.getByRole('link', { name: 'Show cars' }).getAttribute('href')).toBe(
      // The minimum thumb at its end is no limit on that side.
      '/search/new-used-and-demo-cars/?range%5Bprice%5D=:40000&sortBy=Car_production:price:desc',
    );
  });
});

describe('the budget links extend the current search (spec: appended to the current search URL)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('a click keeps the filters already on the page and drops its page, earlier price range and sort', () => {
    window.history.replaceState(null, '', '/search/new-used-and-demo-cars/?make=Toyota&page=3&range[price]=:9000&sortBy=price-asc&body=SUV');
    render(<BudgetSearch {...props} />);
    fireEvent.click(screen.getByRole('button', { name: /Ute/ }));
    const link = screen.getByRole('link', { name: /Search cars in budget/ });
    fireEvent.click(link);
    const url = new URL(link.getAttribute('href')!, 'https://x.test');
    expect(url.pathname).toBe('/search/new-used-and-demo-cars/');
    expect(url.searchParams.get('make')).toBe('Toyota');
    expect(url.searchParams.getAll('body')).toEqual(['SUV', 'Ute']);
    expect(url.searchParams.get('page')).toBeNull();
    expect(url.searchParams.get('sortBy')).toBeNull();
    expect(link.getAttribute('href')).toMatch(/&range%5Bprice%5D=:45000$/);
  });

  it('the price-slider link keeps the filters too and adds its own range and sort', () => {
    window.history.replaceState(null, '', '/search/new-used-and-demo-cars/?make=Mazda');
    render(<BudgetSearch {...props} />);
    fireEvent.click(screen.getByRole('tab', { name: 'By price' }));
    const link = screen.getByRole('link', { name: 'Show cars' });
    fireEvent.click(link);
    // Both thumbs at their ends: no price limit, so the cars without a price are not left out.
    expect(link.getAttribute('href')).toBe('/search/new-used-and-demo-cars/?make=Mazda&sortBy=Car_production:price:desc');
    fireEvent.change(screen.getByRole('slider', { name: 'Minimum price range' }), { target: { value: '20000' } });
    expect(link.getAttribute('href')).toBe('/search/new-used-and-demo-cars/?make=Mazda&range%5Bprice%5D=20000:&sortBy=Car_production:price:desc');
  });

  it('quick picks are the ones given (a dealer setting), shown with thousands separators', () => {
    render(<BudgetSearch {...props} quickPicks={[300000, 800000]} />);
    expect(screen.getByRole('button', { name: '$300,000' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '$800,000' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '$5,000' })).toBeNull();
  });
});

describe('search history', () => {
  it('keeps the last 5 searches, newest first, one per URL', () => {
    let list = [] as { url: string; label: string }[];
    for (let i = 1; i <= 7; i++) list = addSearch(list, { url: `/s?page=${i}`, label: String(i) });
    list = addSearch(list, { url: '/s?page=5', label: '5' });
    expect(list.map((e) => e.label)).toEqual(['5', '7', '6', '4', '3']);
  });
});
