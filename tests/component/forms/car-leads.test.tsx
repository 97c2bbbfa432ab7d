// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, site, stubFetch, usedCar, type Call } from './setup';
import GeneralEnquiryForm from '../../../src/islands/forms/GeneralEnquiryForm';
import FinanceEnquiryForm from '../../../src/islands/forms/FinanceEnquiryForm';
import TradeInForm from '../../../src/islands/forms/TradeInForm';
import ReserveForm from '../../../src/islands/forms/ReserveForm';
import { successNoun } from '../../../src/islands/forms/SuccessMessage';
import { isLeadCarFor, loadLeadCar, resetLeadCars } from '../../../src/islands/forms/lead-car';
import { leadCarIdKey, leadCarPaths } from '../../../src/domain/site-paths';
import { resetLeadRuntimes } from '../../../src/islands/forms/runtime';
import { $contactDetails } from '../../../src/stores/contact-details';
import { defined } from '../../defined';

/*
 * A lead started from a vehicle page carries the car, also when its form is on another page
 * (/contact?car_id=, the finance page's query, /cars/trade-in?car_id=, /checkout-journey?car_id=) and on the
 * reserve page, whose lead is a reservation with its deposit.
 */
// The Mazda's files say it can be bought online (the build's isBuyOnlineEligible); the Toyota's files say nothing.
const other = {
  ...usedCar,
  id: '202',
  slug: '2020-mazda-cx-5',
  name: '2020 Mazda CX-5 Maxx',
  make: 'Mazda',
  model: 'CX-5',
  stocknum: 'S202',
  buy_online: true,
};
/**
 * The site publishes each car's lead fields on their own (/cars/{slug}/lead-car.json, /cars/lead-car-{id}.json);
 * every other request gets the given answers in turn. A list of every car is never read.
 */
function stubCarFiles(...answers: Parameters<typeof stubFetch>) {
  const stub = stubFetch(...answers);
  const files = new Map<string, unknown>();
  for (const car of [usedCar, other]) {
    files.set(`/cars/${car.slug}/lead-car.json`, car);
    files.set(`/cars/lead-car-${car.id}.json`, car);
  }
  const carRequests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (!/^\/cars\/.*lead-car.*\.json$/.test(url)) return stub.fn(url, init);
      carRequests.push(url);
      return files.has(url) ? json(200, files.get(url)) : new Response('Not found', { status: 404 });
    }),
  );
  return { ...stub, carRequests };
}
const carFields = (call: Call | undefined) => {
  const u = call?.body.userData ?? {};
  return { car_id: u.car_id, stock_number: u.stock_number, make: u['Vehicle Make'], model: u['Vehicle Model'], car_type: u.car_type };
};
const mazda = { car_id: '202', stock_number: 'S202', make: 'Mazda', model: 'CX-5', car_type: 'used' };
const salesCategories = ['General Enquiry', 'Sales'].map((c) => ({ value: c, label: c }));
const leadPosts = (calls: Call[]) => calls.filter((c) => c.url.endsWith('/api/leads'));

beforeEach(() => {
  localStorage.clear();
  resetLeadRuntimes();
  resetLeadCars();
  $contactDetails.set(null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^(Name|First Name)( \*)?$/), 'Jane');
  await user.type(screen.getByLabelText(/^(Email|Email Address)( \*)?$/), 'jane@example.com');
  await user.type(screen.getByLabelText(/^(Phone|Mobile Number)( \*)?$/), '0412 345 678');
}

describe('forms away from the vehicle page carry the car named by ?car_id=', () => {
  it('/contact?car_id={slug}: the enquiry names the car and its lead carries car_id, stock number, make, model, car_type', async () => {
    window.history.replaceState(null, '', '/contact?car_id=2020-mazda-cx-5');
    const user = userEvent.setup();
    const { calls } = stubCarFiles(json(201, { lead_id: 'L-1' }));
    render(<GeneralEnquiryForm site={site} categories={[{ value: 'General Enquiry', label: 'General Enquiry' }]} />);
    expect(await screen.findByText('2020 Mazda CX-5 Maxx')).toBeTruthy();
    await fillContact(user);
    await user.selectOptions(screen.getByLabelText(/^Category/), 'General Enquiry');
    await user.type(screen.getByLabelText(/^Message/), 'Still available?');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(leadPosts(calls)).toHaveLength(1));
    expect(carFields(leadPosts(calls)[0])).toEqual(mazda);
  });

  it('/contact?car_id={slug}&type=similar: Sales, the find-me-something-similar subcategory and message', async () => {
    window.history.replaceState(null, '', '/contact?car_id=2020-mazda-cx-5&type=similar');
    const user = userEvent.setup();
    const { calls } = stubCarFiles(json(201, { lead_id: 'L-4' }));
    render(<GeneralEnquiryForm site={site} categories={salesCategories} />);
    await waitFor(() => expect((screen.getByLabelText(/^Category/) as HTMLSelectElement).value).toBe('Sales'));
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('Can you please find me something similar?');
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(leadPosts(calls)).toHaveLength(1));
    expect(leadPosts(calls)[0]?.body.userData).toMatchObject({ category: 'Sales', subcategory: 'Find me something similar', car_id: '202' });
  });

  /*
   * The car is looked up after the page has loaded, and a shopper may have started typing by then. The form was once
   * remounted for the car, which emptied every field: the car's prefills now go only where nothing was typed.
   */
  it('/contact?car_id=: what the shopper typed before the car arrived stays; the car fills the rest', async () => {
    window.history.replaceState(null, '', '/contact?car_id=2020-mazda-cx-5&type=similar');
    const user = userEvent.setup();
    let release: () => void = () => {};
    const arrived = new Promise<void>((r) => (release = r));
    const { calls } = stubCarFiles(json(201, { lead_id: 'L-5' }));
    const answer = vi.mocked(fetch);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (/lead-car/.test(url)) await arrived;
        return answer(url, init);
      }),
    );
    render(<GeneralEnquiryForm site={site} categories={salesCategories} />);
    await fillContact(user);
    await user.type(screen.getByLabelText(/^Message/), 'Is it still under warranty?');
    release();
    expect(await screen.findByText('2020 Mazda CX-5 Maxx')).toBeTruthy();
    // Untouched, the category takes the car's prefill; the typed fields keep what was typed.
    await waitFor(() => expect((screen.getByLabelText(/^Category/) as HTMLSelectElement).value).toBe('Sales'));
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('Is it still under warranty?');
    expect((screen.getByLabelText(/^(Name|First Name)( \*)?$/) as HTMLInputElement).value).toBe('Jane');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(leadPosts(calls)).toHaveLength(1));
    expect(leadPosts(calls)[0]?.body.userData).toMatchObject({ name: 'Jane', message: 'Is it still under warranty?', category: 'Sales', car_id: '202' });
  });

  it('finance page: honours car_id, car_type, vehiclePriceBudget (amount prefilled) and preferredDealership', async () => {
    window.history.replaceState(null, '', '/finance?preferredDealership=demo-motors&vehiclePriceBudget=25990&car_id=202&car_type=used#finance-form');
    const user = userEvent.setup();
    const { calls } = stubCarFiles(json(201, { lead_id: 'L-2' }));
    render(<FinanceEnquiryForm site={site} />);
    expect(await screen.findByText('2020 Mazda CX-5 Maxx')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText(/^Amount to borrow/) as HTMLInputElement).value).toBe('$25,990'));
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send finance enquiry' }));
    await waitFor(() => expect(leadPosts(calls)).toHaveLength(1));
    const lead = defined(leadPosts(calls)[0], 'the lead post').body.userData;
    expect(carFields(leadPosts(calls)[0])).toEqual(mazda);
    expect(lead.dealership_slug).toBe('demo-motors');
    expect(lead.vehicle_price_budget).toBe(25990);
    expect(lead.loan_amount).toBe(25990);
  });

  it('trade-in page: /cars/trade-in?car_id={id} carries the whole car, not only its id', async () => {
    window.history.replaceState(null, '', '/cars/trade-in?car_id=202');
    const user = userEvent.setup();
    const { calls } = stubCarFiles(json(201, { lead_id: 'L-3' }));
    render(<TradeInForm site={site} />);
    expect(await screen.findByText('2020 Mazda CX-5 Maxx')).toBeTruthy();
    await fillContact(user);
    await user.type(screen.getByLabelText(/^Last Name/), 'Citizen');
    await user.type(screen.getByLabelText(/^Postcode/), '4000');
    await user.click(screen.getByRole('button', { name: 'Get my valuation' }));
    await waitFor(() => expect(leadPosts(calls)).toHaveLength(1));
    expect(carFields(leadPosts(calls)[0])).toEqual(mazda);
  });

  it("finds a car by id or by slug, reading only that car's file", async () => {
    const { carRequests } = stubCarFiles(json(500, {}));
    expect((await loadLeadCar('202'))?.slug).toBe('2020-mazda-cx-5');
    expect((await loadLeadCar('2021-toyota-corolla'))?.id).toBe('101');
    expect(await loadLeadCar('nope')).toBeNull();
    expect(carRequests).toEqual(['/cars/lead-car-202.json', '/cars/2021-toyota-corolla/lead-car.json', '/cars/nope/lead-car.json', '/cars/lead-car-nope.json']);
    expect(isLeadCarFor(other, ' 202 ')).toBe(true);
    expect(isLeadCarFor(other, '')).toBe(false);
  });

  it('lead-car file names: slugs as they are, ids path-safe and one-to-one', () => {
    expect(leadCarPaths('2020-mazda-cx-5')).toEqual(['/cars/2020-mazda-cx-5/lead-car.json', '/cars/lead-car-2020-mazda-cx-5.json']);
    expect(leadCarPaths('202')).toEqual(['/cars/lead-car-202.json', '/cars/202/lead-car.json']);
    expect(leadCarPaths('AB/12')).toEqual(['/cars/lead-car-x-41422f3132.json']);
    expect(leadCarPaths('  ')).toEqual([]);
    expect(leadCarIdKey('ab')).toBe('ab');
    expect(leadCarIdKey('AB')).toBe('x-4142');
    // A plain id that looks like an encoded one is encoded too, so no two ids share a file.
    expect(leadCarIdKey('x-4142')).toBe('x-782d34313432');
    expect(leadCarIdKey('../etc')).toBe('x-2e2e2f657463');
  });
});

describe('reserve / buy online / checkout journey', () => {
  it('the reserve lead is a reservation of the car with the deposit, then the payment processor takes over', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign: navigate, search: '' });
    const { calls } = stubFetch(json(201, { lead_id: 'L-9' }));
    render(<ReserveForm site={site} car={usedCar} kind="reserve" deposit={200} handoff="https://pay.example.test/checkout?car=101&lead={lead_id}" />);
    expect(screen.queryByLabelText(/^Category/)).toBeNull();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Reserve and pay deposit' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://pay.example.test/checkout?car=101&lead=L-9'));
    const lead = defined(calls[0], 'the lead post').body.userData;
    expect(lead).toMatchObject({
      form: 'reserve',
      category: 'Reservation',
      subcategory: 'Reserve Vehicle',
      deposit_amount: 200,
      car_id: '101',
      stock_number: 'S101',
      'Vehicle Make': 'Toyota',
    });
  });

  it('/checkout-journey?car_id={slug}: the purchase lead carries the car', async () => {
    window.history.replaceState(null, '', '/checkout-journey?car_id=2020-mazda-cx-5');
    const user = userEvent.setup();
    const { calls } = stubCarFiles(json(201, { lead_id: 'L-10' }));
    render(<ReserveForm site={site} kind="checkout_journey" deposit={200} />);
    expect(await screen.findByText('2020 Mazda CX-5 Maxx')).toBeTruthy();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Start my purchase' }));
    await waitFor(() => expect(leadPosts(calls)).toHaveLength(1));
    expect(carFields(leadPosts(calls)[0])).toEqual(mazda);
    expect(leadPosts(calls)[0]?.body.userData).toMatchObject({ category: 'Reservation', subcategory: 'Online Purchase' });
  });

  it('/checkout-journey names a car that cannot be bought online (sold, unpriced, a pre-order): turned away to its page, no form', async () => {
    window.history.replaceState(null, '', `/checkout-journey?car_id=${usedCar.slug}`);
    const { calls } = stubCarFiles(json(201, { lead_id: 'L-11' }));
    render(<ReserveForm site={site} kind="checkout_journey" deposit={200} />);
    const notice = await screen.findByText(/cannot be bought online/);
    expect(notice.textContent).toContain(usedCar.name);
    expect(screen.getByRole('link', { name: 'Ask us about it on its page' }).getAttribute('href')).toBe(`/cars/${usedCar.slug}/`);
    expect(screen.queryByRole('button', { name: 'Start my purchase' })).toBeNull();
    expect(leadPosts(calls)).toHaveLength(0);
  });

  it('without a car the checkout journey asks the shopper to choose one', async () => {
    stubCarFiles(json(500, {}));
    render(<ReserveForm site={site} kind="checkout_journey" deposit={200} />);
    expect(await screen.findByText(/Choose a vehicle first/)).toBeTruthy();
  });
});

describe('/success wording', () => {
  it('names the lead once: never "your Vehicle Enquiry enquiry"', () => {
    expect(successNoun('Vehicle Enquiry')).toBe('vehicle enquiry');
    expect(successNoun('Test Drive')).toBe('test drive booking');
    expect(successNoun('Reservation')).toBe('reservation');
    expect(successNoun('Finance')).toBe('finance enquiry');
    expect(successNoun(null)).toBe('enquiry');
  });
});
