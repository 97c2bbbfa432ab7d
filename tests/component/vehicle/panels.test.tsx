// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink } from '../../../src/lib/analytics';
import ShowMore from '../../../src/islands/vehicle/ShowMore';
import PhoneReveal from '../../../src/islands/vehicle/PhoneReveal';
import FuelCalculator from '../../../src/islands/vehicle/FuelCalculator';
import DeliveryCalculator from '../../../src/islands/vehicle/DeliveryCalculator';
import { financeCalculatorView } from '../../../src/views/finance-calculator-view';
import FinanceCalculator from '../../../src/islands/vehicle/FinanceCalculator';
import FinanceInfo from '../../../src/islands/vehicle/FinanceInfo';
import ShareBar from '../../../src/islands/vehicle/ShareBar';
import { Toasts } from '../../../src/islands/vehicle/Toasts';
import { showToast } from '../../../src/stores/toast';
import { renderToString } from 'react-dom/server';
import { financeLimits, financeRepayment, initialRepaymentInput, repaymentText } from '../../../src/domain/finance';
import { shareLinks } from '../../../src/domain/share-links';
import { dealerConfigSchema } from '../../../src/domain/schemas';
import { defined } from '../../defined';

const events: Array<[number | string, Record<string, unknown>]> = [];
beforeEach(() => {
  events.length = 0;
  setAnalyticsSink((id, data) => events.push([id, data]));
});
afterEach(() => {
  cleanup();
  setAnalyticsSink();
  vi.useRealTimers();
});

const config = dealerConfigSchema.parse({
  slug: 'demo',
  name: 'Demo',
  id: 1,
  dealership_id: 2,
  url: 'https://demo.example.com',
  locations: [{ id: 1, name: 'Main', slug: 'main', address: {} }],
});

describe('ShowMore', () => {
  it('toggles Show More / Show Less and the expanded state the CSS reads', () => {
    const { container } = render(
      <ShowMore>
        <p className="sm-extra">Hidden part</p>
      </ShowMore>,
    );
    const box = container.querySelector('.show-more')!;
    expect(box.getAttribute('data-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(box.getAttribute('data-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Show Less' }).getAttribute('aria-expanded')).toBe('true');
  });
  it('uses Show All / Hide for the feature list', () => {
    render(
      <ShowMore more="Show All" less="Hide">
        <li>x</li>
      </ShowMore>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show All' }));
    expect(screen.getByRole('button', { name: 'Hide' })).toBeTruthy();
  });
});

describe('PhoneReveal', () => {
  const props = { phone: '07 3123 4567', carId: '9', dealershipId: '2', websiteId: '1', label: 'Used Car', apiBaseUrl: null };
  it('shows the first 5 characters, reveals on click and records event 25', () => {
    render(<PhoneReveal {...props} revealedAtStart={false} />);
    const link = screen.getByRole('link', { name: 'Show phone number' });
    expect(link.textContent).toContain('07 31** ****');
    fireEvent.click(link);
    expect(screen.getByRole('link', { name: 'Call 07 3123 4567' }).getAttribute('href')).toBe('tel:0731234567');
    expect(events).toEqual([[25, { label: 'Used Car', car_id: '9' }]]);
  });
  it('records the reveal event (car_id, dealership_id, website_id) also for a same-origin API (base URL "")', async () => {
    const fetchMock = vi.fn(async () => new Response('{"success":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<PhoneReveal {...props} apiBaseUrl="" revealedAtStart={false} />);
    fireEvent.click(screen.getByRole('link', { name: 'Show phone number' }));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/phone-reveal',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ car_id: '9', dealership_id: '2', website_id: '1' }) }),
    );
    cleanup();
    render(<PhoneReveal {...props} apiBaseUrl="https://api.example.com/" revealedAtStart={false} />);
    fireEvent.click(screen.getByRole('link', { name: 'Show phone number' }));
    expect(fetchMock).toHaveBeenLastCalledWith('https://api.example.com/api/phone-reveal', expect.objectContaining({ method: 'POST' }));
    vi.unstubAllGlobals();
  });
  it('is revealed from the start on sites with that setting', () => {
    render(<PhoneReveal {...props} revealedAtStart />);
    expect(screen.getByRole('link').textContent).toContain('07 3123 4567');
  });
});

describe('FuelCalculator', () => {
  it('starts at $1.70, 250 kms and the car consumption: 250 / 100 x 10 x 1.70 = $42.50', () => {
    render(<FuelCalculator consumption={10} />);
    expect(screen.getByTestId('fuel-cost').textContent).toBe('$42.50');
    fireEvent.change(screen.getByLabelText('Distance (kms)'), { target: { value: '500' } });
    expect(screen.getByTestId('fuel-cost').textContent).toBe('$85.00');
  });
});

describe('DeliveryCalculator (asks the dealer API: spec 7 delivery price lookup)', () => {
  const answer = (status: number, body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  afterEach(() => vi.unstubAllGlobals());
  it('asks for a postcode when empty, without calling the API', async () => {
    const fetchMock = answer(200, {});
    vi.stubGlobal('fetch', fetchMock);
    render(<DeliveryCalculator apiBaseUrl="" />);
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a postcode.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
  it("shows the API's no-estimate message", async () => {
    vi.stubGlobal(
      'fetch',
      answer(404, {
        error: "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
      }),
    );
    render(<DeliveryCalculator apiBaseUrl="" />);
    fireEvent.change(screen.getByLabelText('Your postcode'), { target: { value: '6000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    );
  });
  it('calls the API, shows Calculating... while it answers, then the estimate', async () => {
    let release!: (r: Response) => void;
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((r) => {
          release = r;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<DeliveryCalculator apiBaseUrl="https://api.example.com/" />);
    fireEvent.change(screen.getByLabelText('Your postcode'), { target: { value: '4006' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('button', { name: 'Calculating...' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('https://api.example.com/api/delivery-estimate?postcode=4006', expect.anything());
    release(new Response(JSON.stringify({ name: 'Brisbane Metro', price: 250 }), { status: 200 }));
    await waitFor(() => expect(screen.getByText('$250')).toBeTruthy());
    expect(screen.getByText('Brisbane Metro')).toBeTruthy();
  });
  it('says so when the lookup fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render(<DeliveryCalculator apiBaseUrl="" />);
    fireEvent.change(screen.getByLabelText('Your postcode'), { target: { value: '4006' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/couldn't work out a delivery estimate/);
  });
});

describe('FinanceCalculator', () => {
  const fin = { min_price: 1000, max_price: 250000, comparison_basis: config.finance.comparison_basis, details_collapsed: false };
  const setup = (price: number | null, amount?: number) => {
    const initial = initialRepaymentInput(config, { price });
    render(
      <FinanceCalculator
        price={price}
        limits={financeLimits(config, { price })}
        initial={amount ? { ...initial, amount } : initial}
        finance={fin}
        comparisonRate={null}
        enquireHref="/finance#finance-form"
      />,
    );
  };
  it('a car priced above the range opens at its end with the sentence, a repayment and no limit error', () => {
    const view = financeCalculatorView(config, { price: 289900, offer_price: null });
    render(<FinanceCalculator {...view} enquireHref="/finance#finance-form" />);
    expect(screen.getByTestId('finance-note').textContent).toBe(
      "This car's price of $289,900 is above the calculator's $250,000 limit: the estimate is for a loan of $250,000.",
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('repayment').textContent).toMatch(/^\$[\d,]+ per week$/);
    expect(screen.getByTestId('repayment-basis').textContent).toMatch(/^Your estimate: \$250,000 borrowed/);
  });
  it("on a lender's terms it shows the lender's own figure until a term changes", () => {
    const lender = {
      interestRate: 10.67,
      termYears: 4,
      termMonths: 48,
      deposit: 0,
      balloon: 0,
      establishmentFees: 395,
      paymentWeek: 73.41,
      paymentMonth: 318.12,
    };
    const view = financeCalculatorView({ finance: { ...config.finance, provider: 'Taurus' } }, { price: 11990, offer_price: null }, null, lender);
    render(<FinanceCalculator {...view} enquireHref="/finance#finance-form" />);
    expect(screen.getByTestId('repayment').textContent).toBe('$73 per week');
    expect(screen.getByTestId('repayment-basis').textContent).toMatch(/over 4 years at 10\.67% p\.a\./);
    fireEvent.change(screen.getByLabelText('Term:'), { target: { value: '5' } });
    expect(screen.getByTestId('repayment').textContent).not.toBe('$73 per week');
  });
  it('rejects a price outside the provider limits with the spec message', () => {
    setup(30000);
    fireEvent.change(screen.getByLabelText('Purchase price'), { target: { value: '500' } });
    expect(screen.getByRole('alert').textContent).toBe('Cannot be less than $1,000 or more than $250,000');
    fireEvent.change(screen.getByLabelText('Purchase price'), { target: { value: '300000' } });
    expect(screen.getByRole('alert').textContent).toBe('Cannot be less than $1,000 or more than $250,000');
  });
  it('an invalid purchase price shows no repayment (the last valid amount is not on screen)', () => {
    setup(30000);
    const valid = screen.getByTestId('repayment').textContent;
    expect(valid).toMatch(/per week$/);
    fireEvent.change(screen.getByLabelText('Purchase price'), { target: { value: '$300,000' } });
    expect(screen.getByTestId('repayment').textContent).not.toMatch(/\$/);
    expect(screen.queryByTestId('repayment-basis')).toBeNull();
    fireEvent.change(screen.getByLabelText('Purchase price'), { target: { value: '$25,000' } });
    expect(screen.getByTestId('repayment').textContent).toMatch(/^\$\d[\d,]* per week$/);
    expect(screen.getByTestId('repayment').textContent).not.toBe(valid);
  });
  it('-100 becomes 0 (an amount of 0 or less becomes 0), shown as $0 with the limits message', () => {
    setup(30000);
    const price = screen.getByLabelText('Purchase price') as HTMLInputElement;
    fireEvent.change(price, { target: { value: '-100' } });
    expect(price.value).toBe('$0');
    expect(screen.getByRole('alert').textContent).toBe('Cannot be less than $1,000 or more than $250,000');
    expect(screen.getByTestId('repayment').textContent).not.toMatch(/\$/);
    fireEvent.change(price, { target: { value: '$-2,500' } });
    expect(price.value).toBe('$0');
  });
  it('shows a weekly repayment, switches frequency, and fires event 26 once on slider use', () => {
    setup(30000);
    expect(screen.getByTestId('repayment').textContent).toMatch(/^\$\d[\d,]* per week$/);
    // The calculator's figure says what it is, apart from the subscription price and the lender's figure.
    expect(screen.getByTestId('repayment-basis').textContent).toMatch(/^Your estimate: \$[\d,]+ borrowed over \d+(\.5)? years at [\d.]+% p\.a\.$/);
    fireEvent.click(screen.getByLabelText('Monthly'));
    expect(screen.getByTestId('repayment').textContent).toMatch(/per month$/);
    const [amount, term] = screen.getAllByRole('slider');
    fireEvent.change(defined(amount, 'the amount slider'), { target: { value: '20000' } });
    fireEvent.change(defined(term, 'the term slider'), { target: { value: '3' } });
    expect(events.filter(([id]) => id === 26)).toHaveLength(1);
  });
  it('a residual (balloon) lowers the repayment; it is held to 0 to 250,000 and named in the estimate line', () => {
    setup(30000);
    const before = screen.getByTestId('repayment').textContent;
    const residual = screen.getByLabelText('Residual / balloon') as HTMLInputElement;
    expect(residual.value).toBe('');
    fireEvent.change(residual, { target: { value: '10000' } });
    expect(residual.value).toBe('$10,000');
    const initial = initialRepaymentInput(config, { price: 30000 });
    expect(screen.getByTestId('repayment').textContent).toBe(repaymentText(financeRepayment({ ...initial, residual: 10000 }), 'Weekly'));
    expect(screen.getByTestId('repayment').textContent).not.toBe(before);
    expect(screen.getByTestId('repayment-basis').textContent).toMatch(/, with a \$10,000 balloon at the end$/);
    fireEvent.change(residual, { target: { value: '300000' } });
    expect(residual.value).toBe('$250,000');
  });
  it('shows Enquire for Finance when the repayment is $25 or less', () => {
    setup(null, 1000);
    expect(screen.getByTestId('repayment').textContent).toBe('Enquire for Finance');
    expect(screen.getByRole('link', { name: 'Enquire for Finance' }).getAttribute('href')).toBe('/finance#finance-form');
  });
});

describe('FinanceInfo', () => {
  it('opens the lender figures and toggles the disclaimer between 197 characters and the full text', () => {
    const long = 'x'.repeat(250);
    render(<FinanceInfo headline="From $99 per week" provider="Acme" rows={[{ label: 'Interest rate', value: '8.5% p.a.' }]} disclaimer={long} />);
    fireEvent.click(screen.getByRole('button', { name: 'Finance information' }));
    expect(screen.getByText('8.5% p.a.')).toBeTruthy();
    expect(screen.getByText(`${'x'.repeat(197)}...`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(screen.getByText(long)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.queryByText(long)).toBeNull();
  });
});

describe('ShareBar', () => {
  it("copying the link says 'Copied' for 1.5 s (the vehicle spec's share bar), not a 3 s toast", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShareBar links={shareLinks('https://demo.example.com/cars/a', { title: 'A car', hideTwitter: true })} />);
    expect(screen.queryByRole('link', { name: 'Twitter' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith('https://demo.example.com/cars/a');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(screen.queryByText('Link copied')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });
  it('at most one toast: two toasts in a row show one, and with two toast areas on the page (the share bar is one) only one draws it', () => {
    render(
      <>
        <ShareBar links={shareLinks('https://demo.example.com/cars/a', { title: 'A car' })} />
        <Toasts />
      </>,
    );
    act(() => {
      showToast({ title: 'Car Saved', message: 'One', action: null });
    });
    act(() => {
      showToast({ title: 'Car Saved', message: 'Two', action: null });
    });
    expect(screen.getAllByText('Car Saved')).toHaveLength(1);
  });
  it('Copy link is not in the server HTML (it needs JavaScript); the plain share links are', () => {
    const html = renderToString(<ShareBar links={shareLinks('https://demo.example.com/cars/a', { title: 'A car' })} />);
    expect(html).not.toContain('Copy link');
    expect(html).toContain('Facebook');
  });
  it('opens share popups 550x400', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<ShareBar links={shareLinks('https://demo.example.com/cars/a', { title: 'A car' })} />);
    fireEvent.click(screen.getByRole('link', { name: 'Facebook' }));
    expect(open.mock.calls[0]?.[2]).toContain('width=550,height=400');
  });
});

describe('CertifiedBadge', () => {
  it('shows the square badge graphic in a square box (a 120 x 40 box clipped it)', async () => {
    const { default: CertifiedBadge } = await import('../../../src/islands/vehicle/CertifiedBadge');
    const { container } = render(<CertifiedBadge image="/badges/certified.svg" title="Certified Toyota" text="Covered." />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('width')).toBe(img.getAttribute('height'));
  });
});
