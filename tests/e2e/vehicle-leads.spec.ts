import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { leadCarIdPath } from '../../src/domain/site-paths';
import { ANY_WIDTH, only } from './helpers';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtPages, DIST } from './pages';
import { defined } from '../defined';

/*
 * Every entry point from a vehicle page produces a lead carrying the car. Each test starts where a
 * shopper would, submits, then reads the lead the preview server stored (/admin/leads.json) and checks its car
 * fields (car_id, stock_number, 'Vehicle Make', 'Vehicle Model', car_type). demo-motors only: the flows are the
 * same on every dealer and each submission writes to that dealer's database.
 */
test.describe('vehicle page entry points: the lead carries the car', { tag: only('demo-motors') }, () => {
  // Each test loads a full vehicle page, submits one or two leads and polls the stored ones: more than the default
  // 45 s on a busy runner.
  test.slow();
  const admin = { headers: { authorization: `Bearer ${process.env.ADMIN_TOKEN ?? ''}` } };
  const unique = (label: string) => `e2e-car-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  type StoredLead = { email: string | null; payload: Record<string, unknown> };
  type PageCar = { id: string; slug: string; stocknum: string | null; make: string; model: string; car_type: string };

  /** A car with every button (reserve has its own page only for reserve-eligible cars, which are trade-in eligible too). */
  function reservableVehicle(): string {
    const checkout = builtPages('demo-motors').find((p) => /^\/cars\/[^/]+\/checkout\/$/.test(p));
    expect(checkout, 'demo-motors has a reservable car').toBeTruthy();
    return checkout!.replace(/checkout\/$/, '');
  }
  /** Request Photos is offered on available cars with fewer than 4 slides. */
  function vehicleWithPhotoRequest(): string {
    const url = builtPages('demo-motors')
      .filter((p) => /^\/cars\/[^/]+\/$/.test(p))
      .find((p) => readFileSync(path.join(DIST, 'demo-motors', p, 'index.html'), 'utf8').includes('id="vd-photos"'));
    expect(url, 'demo-motors has a car with a photo request form').toBeTruthy();
    return url!;
  }
  async function pageCar(page: Page): Promise<PageCar> {
    const json = await page.locator('#vd-lead-dialogs').textContent();
    return (JSON.parse(json ?? '{}') as { car: PageCar }).car;
  }
  async function storedLead(request: APIRequestContext, email: string): Promise<Record<string, unknown>> {
    let found: StoredLead[] = [];
    await expect
      .poll(
        async () => {
          const res = await request.get('/admin/leads.json', admin);
          found = ((await res.json()) as StoredLead[]).filter((l) => l.email === email);
          return found.length;
        },
        { timeout: 10_000 },
      )
      .toBe(1);
    return defined(found[0], 'the stored lead').payload;
  }
  function expectCar(lead: Record<string, unknown>, car: PageCar) {
    expect({ car_id: lead.car_id, stock_number: lead.stock_number, make: lead['Vehicle Make'], model: lead['Vehicle Model'], car_type: lead.car_type }).toEqual(
      { car_id: car.id, stock_number: car.stocknum, make: car.make, model: car.model, car_type: car.car_type },
    );
  }
  async function hydrated(page: Page, component: string) {
    await page.locator(`astro-island[component-url*="${component}"]:not([ssr])`).first().waitFor({ state: 'attached' });
  }
  async function fillContact(
    scope: ReturnType<Page['locator']>,
    email: string,
    labels = { name: /^Name( \*)?$/, email: /^Email( \*)?$/, phone: /^Phone( \*)?$/ },
  ) {
    await scope.getByLabel(labels.name).fill('E2E Shopper');
    await scope.getByLabel(labels.email).fill(email);
    await scope.getByLabel(labels.phone).fill('0412 345 678');
  }
  /** The form on the page the shopper landed on names the car (so they can see it went with them). */
  async function formNamesCar(page: Page, car: PageCar) {
    await expect(page.locator(`[data-lead-car="${car.id}"]`)).toBeVisible();
  }

  test('sidebar Enquire Now and Book a Test Drive', async ({ page, request }) => {
    await page.goto(reservableVehicle());
    const car = await pageCar(page);
    for (const [button, submit] of [
      ['Enquire Now', 'Send enquiry'],
      ['Book a Test Drive', 'Book test drive'],
    ] as const) {
      const email = unique(button.replace(/\W+/g, '-').toLowerCase());
      await page.goto(reservableVehicle());
      await page.locator('.vd-actions').getByRole('link', { name: button }).click();
      const dialog = page.getByRole('dialog');
      await fillContact(dialog, email);
      const message = dialog.getByLabel(/^Message/);
      if (!(await message.inputValue())) await message.fill('From the sidebar');
      await dialog.getByRole('button', { name: submit }).click();
      await expect(page).toHaveURL(/\/success\/?$/);
      expectCar(await storedLead(request, email), car);
    }
  });

  test('request photos', { tag: ANY_WIDTH }, async ({ page, request }) => {
    const email = unique('photos');
    await page.goto(vehicleWithPhotoRequest());
    const car = await pageCar(page);
    const button = page.getByRole('button', { name: 'Request photos' });
    await button.scrollIntoViewIfNeeded();
    await hydrated(page, 'RequestPhotosForm');
    await page.getByLabel('Email (optional)').fill(email);
    await button.click();
    await expect(page).toHaveURL(/\/success\/?$/);
    expectCar(await storedLead(request, email), car);
  });

  test('sticky header Get Finance: the finance page honours car_id, car_type, vehiclePriceBudget, preferredDealership', async ({ page, request }) => {
    const email = unique('finance');
    await page.goto(reservableVehicle());
    const car = await pageCar(page);
    await page.mouse.wheel(0, 1200);
    const head = page.locator('.vd-sticky-head.is-on');
    await head.getByRole('link', { name: 'Get Finance' }).click();
    await expect(page).toHaveURL(/preferredDealership=.*vehiclePriceBudget=\d+.*car_id=.*car_type=/);
    const form = page.locator('#finance-form');
    await form.scrollIntoViewIfNeeded();
    await hydrated(page, 'FinanceEnquiryForm');
    await formNamesCar(page, car);
    await expect(form.getByLabel(/^Amount to borrow/)).toHaveValue(/^\$\d{1,3}(,\d{3})*$/);
    await fillContact(form, email);
    await form.getByRole('button', { name: 'Send finance enquiry' }).click();
    await expect(page).toHaveURL(/\/success\/?$/);
    const lead = await storedLead(request, email);
    expectCar(lead, car);
    expect(lead.dealership_slug).toBe('demo-motors');
    expect(lead.vehicle_price_budget).toBeGreaterThan(0);
  });

  // At 390 px too: the phone header carries both buttons (vehicle.css).
  test('sticky header Trade-In Valuation', async ({ page, request }) => {
    const email = unique('tradein');
    await page.goto(reservableVehicle());
    const car = await pageCar(page);
    await page.mouse.wheel(0, 1200);
    await page.locator('.vd-sticky-head.is-on').getByRole('link', { name: 'Trade-In Valuation' }).click();
    await page.locator('#trade-in-form').scrollIntoViewIfNeeded();
    await hydrated(page, 'TradeInForm');
    await formNamesCar(page, car);
    await page.getByLabel(/^First Name/).fill('Trade');
    await page.getByLabel(/^Last Name/).fill('In');
    await page.getByLabel(/^Postcode/).fill('4000');
    await page.getByLabel(/^Mobile Number/).fill('0400 000 000');
    await page.getByLabel(/^Email Address/).fill(email);
    await page.getByRole('button', { name: 'Get my valuation' }).click();
    await expect(page).toHaveURL(/\/success\/?$/);
    expectCar(await storedLead(request, email), car);
  });

  test(
    'trade-in instant valuation: rego lookup, adjustments, valuation, offer accepted; the leads carry the car',
    { tag: only('desktop') },
    async ({ page, request }) => {
      await page.goto(reservableVehicle());
      const car = await pageCar(page);
      await page.mouse.wheel(0, 1200);
      await page.locator('.vd-sticky-head.is-on').getByRole('link', { name: 'Trade-In Valuation' }).click();
      const box = page.locator('#trade-in-valuation');
      await box.scrollIntoViewIfNeeded();
      await hydrated(page, 'TradeInValuation');
      const rego = `E2E${Date.now().toString(36).slice(-6).toUpperCase()}`;
      await box.getByLabel('Registration (rego)').fill(rego);
      await box.getByLabel('State').selectOption('QLD');
      await box.getByRole('button', { name: 'Look up my car' }).click();
      // Value a car like the one on sale (the snapshot has comparables for it).
      await box.getByLabel('Make').fill(car.make);
      await box.getByLabel('Model').fill(car.model);
      // The car's own lead-car file (the one the trade-in form reads for ?car_id={id}).
      const year = await page.evaluate(
        async ({ id, file }) => {
          const found = (await (await fetch(file)).json()) as { id: string; name: string };
          return Number(/^(\d{4})/.exec(found.id === id ? found.name : '')?.[1] ?? 2020);
        },
        { id: car.id, file: leadCarIdPath(car.id) },
      );
      await box.getByLabel('Year').fill(String(year));
      await box.getByLabel('Kilometres').fill('80000');
      await box.getByRole('button', { name: 'Get my valuation' }).click();
      await expect(box.getByText(/Our offer: \$[\d,]+/)).toBeVisible();
      await expect(box.getByText(/comparable listing/)).toBeVisible();
      expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.endsWith('-TradeInValuation')))).toBe(true);
      const email = unique('valuation');
      await box.getByLabel('Name').fill('E2E Seller');
      await box.getByLabel('Email').fill(email);
      await box.getByLabel('Phone').fill('0412 345 678');
      await box.getByRole('button', { name: 'Accept offer' }).click();
      await expect(page).toHaveURL(/\/success\/?$/);
      const accepted = await storedLead(request, email);
      expect(accepted).toMatchObject({ form: 'offer_accepted', subcategory: '3. Offer Accepted', offer_accepted: true, form_completed: true });
      expectCar(accepted, car);
    },
  );

  test('sticky bottom bar Enquire Now at 390 px, after scrolling past 900 px: /contact?car_id= carries the car', async ({ page, request }) => {
    const email = unique('stickybar');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(reservableVehicle());
    const car = await pageCar(page);
    await page.mouse.wheel(0, 1500);
    await page.locator('.vd-sticky-bar.is-on').getByRole('link', { name: 'Enquire Now' }).click();
    await expect(page).toHaveURL(/\/contact\/?\?car_id=/);
    const form = page.locator('#enquiry-form');
    await form.scrollIntoViewIfNeeded();
    await hydrated(page, 'GeneralEnquiryForm');
    await formNamesCar(page, car);
    await form.getByLabel(/^Category/).selectOption('Sales');
    // Dealers with several locations ask which one.
    const location = form.getByLabel(/^Location/);
    if (await location.count()) await location.selectOption({ index: 1 });
    await form.getByLabel(/^Message/).fill('From the sticky bar');
    await fillContact(form, email);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(/\/success\/?$/);
    expectCar(await storedLead(request, email), car);
  });

  test('reserve: a page about the car whose lead is a reservation with the deposit', { tag: ANY_WIDTH }, async ({ page, request }) => {
    const email = unique('reserve');
    // /checkout is gated (sign-in): a signed-in shopper.
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('demo-motors-User', JSON.stringify({ signedIn: true, phone: '0400000000', token: 't' })));
    await page.goto(reservableVehicle());
    const car = await pageCar(page);
    await page
      .locator('.vd-actions')
      .getByRole('link', { name: /^Reserve for \$200$/ })
      .click();
    await expect(page).toHaveURL(/\/checkout\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Reserve');
    await expect(page.getByText(/refundable \$200 deposit/)).toBeVisible();
    await expect(page.locator('.summary img')).toBeVisible();
    const form = page.locator('#reserve-form');
    await hydrated(page, 'ReserveForm');
    await expect(form.getByLabel(/^Category/)).toHaveCount(0);
    await formNamesCar(page, car);
    await fillContact(form, email);
    await form.getByRole('button', { name: 'Reserve this vehicle' }).click();
    await expect(page).toHaveURL(/\/success\/?$/);
    const lead = await storedLead(request, email);
    expectCar(lead, car);
    expect(lead).toMatchObject({ form: 'reserve', category: 'Reservation', subcategory: 'Reserve Vehicle', deposit_amount: 200 });
  });

  test(
    '/checkout-journey?car_id={slug} sells only a car its site sells online (demo-motors does not: turned away to the car)',
    { tag: ANY_WIDTH },
    async ({ page }) => {
      // /checkout-journey is gated like /checkout (sign-in): a signed-in shopper. Its lead, on a car that can be bought
      // online, is tested with the form (tests/component/forms/car-leads.test.tsx).
      await page.goto('/');
      await page.evaluate(() => localStorage.setItem('demo-motors-User', JSON.stringify({ signedIn: true, phone: '0400000000', token: 't' })));
      await page.goto(reservableVehicle());
      const car = await pageCar(page);
      await expect(page.getByRole('link', { name: 'Buy Online Now' })).toHaveCount(0);
      await page.goto(`/checkout-journey?car_id=${car.slug}`);
      const form = page.locator('#checkout-form');
      await hydrated(page, 'ReserveForm');
      await expect(form.getByText(/cannot be bought online/)).toBeVisible();
      await expect(form.getByRole('button', { name: 'Start my purchase' })).toHaveCount(0);
      await form.getByRole('link', { name: 'Ask us about it on its page' }).click();
      await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/$`));
    },
  );

  test('similar cars: the enquiry on the similar car carries that car', { tag: ANY_WIDTH }, async ({ page, request }) => {
    const email = unique('similar');
    await page.goto(reservableVehicle());
    const first = await pageCar(page);
    const link = page.locator('.vd-similar a[href^="/cars/"]').first();
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await page.waitForURL((u) => !u.pathname.includes(first.slug));
    const car = await pageCar(page);
    const button = page.locator('.vd-actions').getByRole('link', { name: /^(Enquire Now|Find Me Something Similar)$/ });
    await button.click();
    const dialog = page.getByRole('dialog');
    await fillContact(dialog, email);
    const message = dialog.getByLabel(/^Message/);
    if (!(await message.inputValue())) await message.fill('From a similar car');
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(/\/success\/?$/);
    expectCar(await storedLead(request, email), car);
  });
});
