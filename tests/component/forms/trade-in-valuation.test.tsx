// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from './setup';
import TradeInValuation from '../../../src/islands/forms/TradeInValuation';
import { resetLeadRuntimes } from '../../../src/islands/forms/runtime';

/* The spec's valuation calls, in order, through the reference API. */
beforeEach(() => {
  localStorage.clear();
  resetLeadRuntimes();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stub(valuation: { status: number; body: unknown }, misc = 200) {
  const leads: Record<string, unknown>[] = [];
  const lastSteps: unknown[] = [];
  const calls: string[] = [];
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(url);
      if (url.endsWith('/api/leads')) {
        const body = JSON.parse(String(init?.body));
        leads.push(body.userData);
        lastSteps.push(body.isLastStep);
        return new Response(JSON.stringify({ lead_id: `L-${leads.length}` }), { status: 201 });
      }
      if (url.includes('/api/valuation')) return new Response(JSON.stringify(valuation.body), { status: valuation.status });
      if (url.endsWith('/api/miscellaneous')) return new Response('{}', { status: misc });
      return new Response('{}', { status: 404 });
    }),
  );
  return { leads, lastSteps, calls, assign };
}

async function throughValuation(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Registration (rego)'), 'abc123');
  await user.selectOptions(screen.getByLabelText('State'), 'QLD');
  await user.click(screen.getByRole('button', { name: 'Look up my car' }));
  await user.type(await screen.findByLabelText('Make'), 'Mazda');
  await user.type(screen.getByLabelText('Model'), 'CX-5');
  await user.type(screen.getByLabelText('Year'), '2020');
  await user.type(screen.getByLabelText('Kilometres'), '60,000');
  await user.click(screen.getByRole('button', { name: 'Get my valuation' }));
}

describe('TradeInValuation', () => {
  it('rego lookup -> adjustments -> valuation saved and kept locally -> offer accepted', async () => {
    const user = userEvent.setup();
    const { leads, calls, assign } = stub({ status: 200, body: { offer: 24900, high: 27400, comparables: 3 } });
    vi.spyOn(console, 'info').mockImplementation(() => {});
    render(<TradeInValuation site={site} />);
    await throughValuation(user);
    expect(await screen.findByText(/Our offer: \$24,900/)).toBeTruthy();
    expect(screen.getByText(/comparable listings in our current market data/)).toBeTruthy();
    expect(leads[0]).toMatchObject({ form: 'rego_lookup', rego: 'ABC123', regoState: 'QLD' });
    expect(leads[1]).toMatchObject({
      form: 'valuation_adjustments',
      id: 'L-1',
      adjustmentAnswers: { make: 'Mazda', model: 'CX-5', year: '2020', km: 60000, condition: 'good' },
    });
    expect(calls).toContain('https://api.example.test/api/miscellaneous');
    expect(JSON.parse(localStorage.getItem('test-motors-TradeInValuation')!)).toMatchObject({ lead_id: 'L-1', valuation: { offer: 24900 } });
    await user.type(screen.getByLabelText('Name'), 'Jane');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Phone'), '0412 345 678');
    await user.click(screen.getByRole('button', { name: 'Accept offer' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/success'));
    expect(leads[2]).toMatchObject({
      form: 'offer_accepted',
      lead_id: 'L-1',
      form_completed: true,
      offer_accepted: true,
      subcategory: '3. Offer Accepted',
      category: 'Trade-In',
    });
  });

  it('only the offer accepted posts as the last step: the rego lookup and the adjustments are not', async () => {
    const user = userEvent.setup();
    const { lastSteps, assign } = stub({ status: 200, body: { offer: 24900, high: 27400, comparables: 3 } });
    vi.spyOn(console, 'info').mockImplementation(() => {});
    render(<TradeInValuation site={site} />);
    await throughValuation(user);
    await screen.findByText(/Our offer/);
    expect(lastSteps).toEqual([false, false]);
    await user.type(screen.getByLabelText('Name'), 'Jane');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Phone'), '0412 345 678');
    await user.click(screen.getByRole('button', { name: 'Accept offer' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/success'));
    expect(lastSteps).toEqual([false, false, true]);
  });

  it("logs 'Failed to save valuation data' when the save fails, and still shows the offer", async () => {
    const user = userEvent.setup();
    stub({ status: 200, body: { offer: 24900, high: 27400, comparables: 3 } }, 500);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<TradeInValuation site={site} />);
    await throughValuation(user);
    expect(await screen.findByText(/Our offer/)).toBeTruthy();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to save valuation data'));
  });

  it('without comparables it says a person will value the car', async () => {
    const user = userEvent.setup();
    stub({ status: 404, body: { error: 'We need to see this car to value it.' } });
    render(<TradeInValuation site={site} />);
    await throughValuation(user);
    expect((await screen.findByRole('alert')).textContent).toBe('We need to see this car to value it.');
  });
});
