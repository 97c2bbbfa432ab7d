// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PriceComparisonPanel from '../../../src/islands/vehicle/PriceComparisonPanel';

/* The spec's GET {vehicle path}/autogauge is called; the panel shows only a usable answer. */
const good = { fill: 0.3, listing_price: 30000, market_range_min: 27000, market_range_max: 36000, confidence: 0.8, description: 'Below the market midpoint.' };
const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PriceComparisonPanel', () => {
  it('calls the product API and shows the gauge for a usable answer', async () => {
    const fetchMock = answer(200, good);
    vi.stubGlobal('fetch', fetchMock);
    render(<PriceComparisonPanel apiBaseUrl="https://api.example.com/" slug="a-car" asOf="2026-11-21T00:00:00Z" shownPrice={30000} />);
    expect(await screen.findByRole('heading', { name: 'Price Comparison' })).toBeTruthy();
    expect(screen.getByText('Below the market midpoint.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('https://api.example.com/cars/a-car/autogauge', expect.anything());
    // Honest about the method: the comparison set, its date, and what it leaves out.
    const how = screen.getByText(/^The range comes from market data/).textContent!;
    expect(how).toContain('as at 21 November 2026');
    expect(how).toMatch(/without enough comparable listings/);
    expect(how).toMatch(/on-road costs/);
    // The price is labelled at the needle (30 % along the bar once it has swept there), not in the middle.
    await waitFor(() => expect(screen.getByTestId('gauge-price').style.left).toBe('30%'), { timeout: 4000 });
    expect(screen.getByTestId('gauge-price').textContent).toBe('$30,000');
    expect((document.querySelector('.vd-gauge__needle') as HTMLElement).style.left).toBe('30%');
  });
  for (const [what, status, body] of [
    ['confidence 0.2', 200, { ...good, confidence: 0.2 }],
    ['market_range_max below the listing price', 200, { ...good, market_range_max: 29000 }],
    ['a failed call', 503, { error: 'down' }],
  ] as const) {
    it(`stays hidden on ${what}`, async () => {
      const fetchMock = answer(status, body);
      vi.stubGlobal('fetch', fetchMock);
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      render(<PriceComparisonPanel apiBaseUrl="" slug="a-car" asOf={null} shownPrice={30000} />);
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      await new Promise((r) => setTimeout(r, 20));
      expect(screen.queryByRole('heading', { name: 'Price Comparison' })).toBeNull();
      if (status !== 200) expect(error).toHaveBeenCalled();
    });
  }
  it("logs 'No data returned' for an empty answer", async () => {
    vi.stubGlobal('fetch', answer(200, {}));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<PriceComparisonPanel apiBaseUrl="" slug="a-car" asOf={null} shownPrice={30000} />);
    await waitFor(() => expect(error).toHaveBeenCalledWith('price comparison', 'No data returned'));
    expect(screen.queryByRole('heading', { name: 'Price Comparison' })).toBeNull();
  });
  it("places the price on screen (an offer below the API's listing price) in the range, not the API's price", async () => {
    vi.stubGlobal('fetch', answer(200, good));
    render(<PriceComparisonPanel apiBaseUrl="" slug="a-car" asOf={null} shownPrice={28000} />);
    const meter = await screen.findByRole('meter');
    // (28,000 - 27,000) / (36,000 - 27,000) = 11 %, where the API's 30,000 sat at 30 %.
    expect(meter.getAttribute('aria-valuenow')).toBe('11');
    expect(screen.getByText('$28,000')).toBeTruthy();
    expect(screen.queryByText('$30,000')).toBeNull();
  });
  it('a car with no shown purchase price asks nothing and shows nothing', async () => {
    const fetchMock = answer(200, good);
    vi.stubGlobal('fetch', fetchMock);
    render(<PriceComparisonPanel apiBaseUrl="" slug="a-car" asOf={null} shownPrice={null} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Price Comparison' })).toBeNull();
  });
});
