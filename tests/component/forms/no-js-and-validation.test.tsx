// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site, stubFetch, json, usedCar } from './setup';
import GeneralEnquiryForm from '../../../src/islands/forms/GeneralEnquiryForm';
import TradeInForm from '../../../src/islands/forms/TradeInForm';
import FinanceEnquiryForm from '../../../src/islands/forms/FinanceEnquiryForm';
import EnquiryForm from '../../../src/islands/forms/EnquiryForm';
import RequestPhotosForm from '../../../src/islands/forms/RequestPhotosForm';
import ReserveForm from '../../../src/islands/forms/ReserveForm';
import TradeInValuation from '../../../src/islands/forms/TradeInValuation';
import FinanceCalculator from '../../../src/islands/vehicle/FinanceCalculator';
import { resetLeadRuntimes } from '../../../src/islands/forms/runtime';
import { $contactDetails } from '../../../src/stores/contact-details';
import { financeLimits, initialRepaymentInput } from '../../../src/domain/finance';
import { dealerConfigSchema } from '../../../src/domain/schemas';

/* All errors at once, forms that work without JavaScript, and formatted money/km inputs. */
beforeEach(() => {
  localStorage.clear();
  resetLeadRuntimes();
  $contactDetails.set(null);
  window.history.replaceState(null, '', '/contact');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const categories = ['General Enquiry', 'Sales'].map((c) => ({ value: c, label: c }));
const locations = ['Brisbane', 'Gold Coast'].map((c) => ({ value: c, label: c }));
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

describe('validation: every error at once, focus on the first invalid field', () => {
  it('/contact with a location select: Send with everything empty shows all six errors in one round', async () => {
    const user = userEvent.setup();
    const { fn } = stubFetch(json(201, { lead_id: 'L-1' }));
    render(<GeneralEnquiryForm site={site} categories={categories} locations={locations} />);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(alerts()).toEqual([
      'Please select a category.',
      'Please select a location.',
      'Please enter a message.',
      'Please enter your name.',
      'Please enter your email.',
      'Please enter your phone number.',
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Category/));
    // Filling the first four no longer reveals a second round: location and message were already listed.
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Sales');
    await user.type(screen.getByLabelText(/^Name( \*)?$/), 'Jo Citizen');
    await user.type(screen.getByLabelText(/^Email( \*)?$/), 'jo@example.com');
    await user.type(screen.getByLabelText(/^Phone( \*)?$/), '0412 345 678');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(alerts()).toEqual(['Please select a location.', 'Please enter a message.']);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Location/));
    expect(fn).not.toHaveBeenCalled();
  });

  it('terms, when required, are listed with the rest', async () => {
    const user = userEvent.setup();
    render(<GeneralEnquiryForm site={site} categories={categories} termsLabel="I agree to the terms" messageRequired={false} />);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(alerts()).toEqual([
      'Please select a category.',
      'Please enter your name.',
      'Please enter your email.',
      'Please enter your phone number.',
      'Please agree to the terms and conditions.',
    ]);
  });

  it('trade-in form: all five at once, focus on First Name', async () => {
    const user = userEvent.setup();
    render(<TradeInForm site={site} />);
    await user.click(screen.getByRole('button', { name: 'Get my valuation' }));
    expect(alerts()).toEqual([
      'Please enter your first name.',
      'Please enter your last name.',
      'Invalid postcode. Please enter a 4-digit number.',
      'Please enter your mobile number.',
      'Please enter your email.',
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText(/^First Name/));
  });

  it('trade-in valuation offer: every contact error in one message, the first field focused', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/api/leads')) return json(201, { lead_id: 'L-1' });
        if (url.includes('/api/valuation')) return json(200, { offer: 20000, high: 22000, comparables: 3 });
        return json(200, {});
      }),
    );
    render(<TradeInValuation site={site} />);
    await user.type(screen.getByLabelText('Registration (rego)'), 'abc123');
    await user.selectOptions(screen.getByLabelText('State'), 'QLD');
    await user.click(screen.getByRole('button', { name: 'Look up my car' }));
    await user.type(await screen.findByLabelText('Make'), 'Mazda');
    await user.type(screen.getByLabelText('Model'), 'CX-5');
    await user.type(screen.getByLabelText('Year'), '2020');
    await user.type(screen.getByLabelText('Kilometres'), '60000');
    await user.click(screen.getByRole('button', { name: 'Get my valuation' }));
    await user.click(await screen.findByRole('button', { name: 'Accept offer' }));
    expect(alerts()).toEqual(['Please enter your name. Please enter your email. Please enter your phone number.']);
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });
});

/** The form of a server-rendered island, as the static page carries it. */
function staticForm(html: string): HTMLFormElement {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const form = doc.querySelector('form');
  expect(form, 'the static HTML holds a form').toBeTruthy();
  return form!;
}
const hidden = (form: HTMLFormElement) => Object.fromEntries([...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((i) => [i.name, i.value]));
const named = (form: HTMLFormElement) => [
  ...new Set([...form.querySelectorAll<HTMLInputElement>('input:not([type=hidden]), select, textarea')].map((i) => i.name)),
];

describe('without JavaScript: the server-rendered form posts to the lead API', () => {
  it('/contact: method post, action the lead endpoint of the API base, fields named as the lead payload, required marked', () => {
    const form = staticForm(renderToString(<GeneralEnquiryForm site={site} categories={categories} locations={locations} source="enquiry-form" />));
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('https://api.example.test/api/leads');
    // The browser checks required fields itself: no novalidate until the island has hydrated.
    expect(form.hasAttribute('novalidate')).toBe(false);
    expect(named(form)).toEqual(['category', 'location', 'Rego', 'message', 'name', 'email', 'phone', 'opt_in']);
    expect([...form.querySelectorAll('[required]')].map((e) => e.getAttribute('name'))).toEqual(['category', 'location', 'message', 'name', 'email', 'phone']);
    expect(hidden(form)).toEqual({ form: 'general', manufacturer_slug: 'toyota', car_dealership_id: '7', source: 'enquiry-form', opt_in: 'false' });
  });

  it('the vehicle enquiry form carries its car in hidden inputs (car_id, stock number, make, model, car type)', () => {
    const form = staticForm(renderToString(<EnquiryForm site={{ ...site, apiBaseUrl: '' }} car={usedCar} />));
    expect(form.getAttribute('action')).toBe('/api/leads');
    expect(hidden(form)).toEqual({
      form: 'enquiry',
      category: 'Vehicle Enquiry',
      subcategory: 'Enquiry',
      dealership_slug: 'demo-motors',
      manufacturer_slug: 'toyota',
      car_dealership_id: '7',
      source: 'vehicle-page',
      stock_number: 'S101',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'Corolla',
      car_type: 'used',
      car_id: '101',
      vehicle_status: 'in_stock',
      form_event_id: '15',
      opt_in: 'false',
    });
    expect(named(form)).toEqual(['name', 'email', 'phone', 'message', 'opt_in']);
    // Ticked: the checkbox's 'true' follows the hidden 'false', and the last value wins.
    const optIn = form.querySelector<HTMLInputElement>('input[type=checkbox][name=opt_in]')!;
    expect([optIn.value, optIn.hasAttribute('checked')]).toEqual(['true', true]);
  });

  it('every other lead form island renders a posting form too', () => {
    const islands = {
      finance: <FinanceEnquiryForm site={site} />,
      'trade-in': <TradeInForm site={site} />,
      photos: <RequestPhotosForm site={site} car={usedCar} />,
      reserve: <ReserveForm site={site} car={usedCar} kind="reserve" deposit={200} />,
    };
    const forms = Object.fromEntries(
      Object.entries(islands).map(([k, el]) => {
        const f = staticForm(renderToString(el));
        return [k, { method: f.getAttribute('method'), action: f.getAttribute('action'), form: hidden(f).form, car_id: hidden(f).car_id ?? null }];
      }),
    );
    const to = 'https://api.example.test/api/leads';
    expect(forms).toEqual({
      finance: { method: 'post', action: to, form: 'finance', car_id: null },
      'trade-in': { method: 'post', action: to, form: 'trade_in', car_id: '' },
      photos: { method: 'post', action: to, form: 'photos', car_id: '101' },
      reserve: { method: 'post', action: to, form: 'reserve', car_id: '101' },
    });
  });

  it('the trade-in valuation, which needs the API on the page, does not look ready before it runs', () => {
    const doc = new DOMParser().parseFromString(renderToString(<TradeInValuation site={site} />), 'text/html');
    const controls = [...doc.querySelectorAll('input, select, button')];
    expect(controls.length).toBe(3);
    expect(controls.filter((c) => !c.hasAttribute('disabled'))).toEqual([]);
  });

  it('the hydrated form keeps its own flow: novalidate, and Send never lets the browser post', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch(json(201, { lead_id: 'L-9' }));
    const navigate = vi.fn();
    render(<EnquiryForm site={site} car={usedCar} />);
    const form = screen.getByRole('button', { name: 'Send enquiry' }).closest('form')!;
    expect(form.noValidate).toBe(true);
    const submitted = vi.fn((e: Event) => e.defaultPrevented);
    // Bubbling to the document runs after React's own listener (on its root) had its say.
    document.addEventListener('submit', submitted);
    await user.type(screen.getByLabelText(/^Name( \*)?$/), 'Jo Citizen');
    await user.type(screen.getByLabelText(/^Email( \*)?$/), 'jo@example.com');
    await user.type(screen.getByLabelText(/^Phone( \*)?$/), '0412 345 678');
    await user.type(screen.getByLabelText(/^Message/), 'Still available?');
    vi.stubGlobal('location', { ...window.location, assign: navigate });
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(submitted.mock.results.map((r) => r.value)).toEqual([true]);
    document.removeEventListener('submit', submitted);
    expect(calls.map((c) => c.url)).toEqual(['https://api.example.test/api/leads']);
  });
});

describe('spec money and km inputs: formatted as typed, parsed back', () => {
  const config = dealerConfigSchema.parse({
    slug: 'demo',
    name: 'Demo',
    id: 1,
    dealership_id: 2,
    url: 'https://demo.example.com',
    locations: [{ id: 1, name: 'Main', slug: 'main', address: {} }],
  });
  const fin = { min_price: 1000, max_price: 250000, comparison_basis: config.finance.comparison_basis, details_collapsed: false };
  const calculator = (price: number | null) =>
    render(
      <FinanceCalculator
        price={price}
        limits={financeLimits(config, { price })}
        initial={initialRepaymentInput(config, { price })}
        finance={fin}
        comparisonRate={null}
        enquireHref="/finance#finance-form"
      />,
    );
  const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

  it('finance calculator: the price shows $11,990, a typed deposit $5,000, and the estimate takes 5000 off the $11,990 price (the loan opens on the price, not $30,000)', async () => {
    const user = userEvent.setup();
    calculator(11990);
    expect(value('Purchase price')).toBe('$11,990');
    await user.type(screen.getByLabelText('Deposit / trade-in'), '5000');
    expect(value('Deposit / trade-in')).toBe('$5,000');
    expect(screen.getByTestId('repayment-basis').textContent).toMatch(/^Your estimate: \$6,990 borrowed over/);
  });

  it('finance calculator: typing a new price reformats it and moves the loan amount', () => {
    calculator(30000);
    fireEvent.change(screen.getByLabelText('Purchase price'), { target: { value: '$25,0000' } });
    expect(value('Purchase price')).toBe('$250,000');
    fireEvent.change(screen.getByLabelText('Purchase price'), { target: { value: '$' } });
    expect(value('Purchase price')).toBe('');
    fireEvent.change(screen.getByLabelText('Purchase price'), { target: { value: '42500' } });
    expect(value('Purchase price')).toBe('$42,500');
    expect(screen.getByLabelText('Loan amount:')).toHaveProperty('value', '42500');
  });

  it('finance enquiry form: amount and deposit show $ and separators, and the lead carries the numbers', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch(json(201, { lead_id: 'L-3' }));
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    render(<FinanceEnquiryForm site={site} />);
    await user.type(screen.getByLabelText(/^Amount to borrow/), '30000');
    await user.type(screen.getByLabelText(/^Deposit or trade-in/), '5500');
    expect([value('Amount to borrow (optional)'), value('Deposit or trade-in (optional)')]).toEqual(['$30,000', '$5,500']);
    await user.type(screen.getByLabelText(/^Name( \*)?$/), 'Jo Citizen');
    await user.type(screen.getByLabelText(/^Email( \*)?$/), 'jo@example.com');
    await user.type(screen.getByLabelText(/^Phone( \*)?$/), '0412 345 678');
    await user.click(screen.getByRole('button', { name: 'Send finance enquiry' }));
    await waitFor(() => expect(calls.map((c) => [c.body.userData.loan_amount, c.body.userData.deposit])).toEqual([[30000, 5500]]));
  });

  it('trade-in valuation: kilometres show the kms suffix and go to the API as a number', async () => {
    const user = userEvent.setup();
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        if (url.endsWith('/api/leads')) return json(201, { lead_id: 'L-1' });
        return json(200, { offer: 20000, high: 22000, comparables: 3 });
      }),
    );
    render(<TradeInValuation site={site} />);
    await user.type(screen.getByLabelText('Registration (rego)'), 'abc123');
    await user.selectOptions(screen.getByLabelText('State'), 'QLD');
    await user.click(screen.getByRole('button', { name: 'Look up my car' }));
    await user.type(await screen.findByLabelText('Make'), 'Mazda');
    await user.type(screen.getByLabelText('Model'), 'CX-5');
    await user.type(screen.getByLabelText('Year'), '2020');
    await user.type(screen.getByLabelText('Kilometres'), '80000');
    expect(value('Kilometres')).toBe('80,000 kms');
    await user.click(screen.getByRole('button', { name: 'Get my valuation' }));
    await screen.findByRole('button', { name: 'Accept offer' });
    expect(urls.find((u) => u.includes('/api/valuation'))).toContain('km=80000');
  });
});
