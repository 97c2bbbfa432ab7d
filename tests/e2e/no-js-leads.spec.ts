import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { only } from './helpers';
import { defined } from '../defined';

/*
 * JavaScript off: the lead forms post to the lead API, which stores the lead and
 * redirects to /success; nothing the shopper typed goes into an address. A vehicle page's enquiry links lead to
 * that page's own enquiry form (the static /contact page cannot read ?car_id= without JavaScript), so the stored
 * lead carries the car. demo-motors only: the forms are the same on every dealer, and each post writes to that
 * dealer's database.
 */
test.describe('lead forms without JavaScript', { tag: only('demo-motors') }, () => {
  test.use({ javaScriptEnabled: false });
  const admin = { headers: { authorization: `Bearer ${process.env.ADMIN_TOKEN ?? ''}` } };
  const unique = (label: string) => `e2e-nojs-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  type PageCar = { id: string; stocknum: string | null; make: string; model: string; car_type: string };

  async function storedLead(request: APIRequestContext, email: string): Promise<Record<string, unknown>> {
    let found: { email: string | null; payload: Record<string, unknown> }[] = [];
    await expect
      .poll(
        async () => {
          const res = await request.get('/admin/leads.json', admin);
          found = ((await res.json()) as typeof found).filter((l) => l.email === email);
          return found.length;
        },
        { timeout: 10_000 },
      )
      .toBe(1);
    return defined(found[0], 'the stored lead').payload;
  }
  /** Every address the browser was at: none may hold what the shopper typed. */
  function addresses(page: Page): string[] {
    const seen: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) seen.push(f.url());
    });
    return seen;
  }
  async function fillContact(scope: ReturnType<Page['locator']>, email: string) {
    await scope.getByLabel(/^Name( \*)?$/).fill('NoJS Shopper');
    await scope.getByLabel(/^Email( \*)?$/).fill(email);
    await scope.getByLabel(/^Phone( \*)?$/).fill('0412 345 678');
  }
  function expectNoPersonalData(urls: string[], email: string) {
    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls) {
      const text = decodeURIComponent(url);
      expect(text, url).not.toContain(email);
      expect(text, url).not.toMatch(/NoJS|0412|name=|email=|phone=/);
    }
  }

  test('/contact: Send posts the enquiry, the lead is stored, the shopper lands on /success', async ({ page, request }) => {
    const email = unique('contact');
    const urls = addresses(page);
    await page.goto('/contact/');
    const form = page.locator('#enquiry-form form');
    await expect(form).toHaveAttribute('method', 'post');
    await form.getByLabel(/^Category/).selectOption('Sales');
    const location = form.getByLabel(/^Location/);
    if (await location.count()) await location.selectOption({ index: 1 });
    await form.getByLabel(/^Message/).fill('Sent without JavaScript');
    await fillContact(form, email);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(/\/success\/?$/);
    await expect(page.getByText('Thank you, your enquiry has been sent.')).toBeVisible();
    expectNoPersonalData(urls, email);
    expect(await storedLead(request, email)).toMatchObject({
      form: 'general',
      category: 'Sales',
      message: 'Sent without JavaScript',
      name: 'NoJS Shopper',
      phone: '0412 345 678',
      source: 'enquiry-form',
    });
  });

  /** An available car's page (one with an Enquire Now action), from the served site's sitemap. */
  async function availableVehicle(request: APIRequestContext): Promise<string> {
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    for (const [, loc] of sitemap.matchAll(/<loc>[^<]*?(\/cars\/[^/<]+\/)<\/loc>/g)) {
      if (loc !== undefined && (await (await request.get(loc)).text()).includes('data-action="enquire"')) return loc;
    }
    throw new Error('demo-motors has no available car');
  }

  test("vehicle page: Enquire Now leads to the page's own form, whose lead carries the car", async ({ page, request }) => {
    const vehicle = await availableVehicle(request);
    const email = unique('vehicle');
    const urls = addresses(page);
    await page.goto(vehicle);
    const car = JSON.parse((await page.locator('#vd-lead-dialogs').textContent()) ?? '{}').car as PageCar;
    // The sticky bar's link goes to the same form (the bar shows only with scripts; its target must not lie).
    await expect(page.locator('.vd-sticky-bar a[data-action="enquire"]')).toHaveAttribute('href', '#enquire');
    await page.locator('.vd-actions').getByRole('link', { name: 'Enquire Now' }).click();
    await expect(page).toHaveURL(/#enquire$/);
    const form = page.locator('#enquire form');
    await fillContact(form, email);
    await form.getByLabel(/^Message/).fill('Is it still available?');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(/\/success\/?$/);
    expectNoPersonalData(urls, email);
    const lead = await storedLead(request, email);
    expect({
      form: lead.form,
      car_id: lead.car_id,
      stock_number: lead.stock_number,
      make: lead['Vehicle Make'],
      model: lead['Vehicle Model'],
      car_type: lead.car_type,
      opt_in: lead.opt_in,
    }).toEqual({ form: 'enquiry', car_id: car.id, stock_number: car.stocknum, make: car.make, model: car.model, car_type: car.car_type, opt_in: true });
  });

  test('vehicle page: Get Finance opens the finance page, whose lead carries the car the link named', async ({ page, request }) => {
    const vehicle = await availableVehicle(request);
    const email = unique('finance');
    const urls = addresses(page);
    await page.goto(vehicle);
    const car = JSON.parse((await page.locator('#vd-lead-dialogs').textContent()) ?? '{}').car as PageCar;
    await page.locator('.vd-actions').getByRole('link', { name: 'Get Finance' }).click();
    await expect(page).toHaveURL(/car_id=/);
    const form = page.locator('#finance-form form');
    await fillContact(form, email);
    await form.getByRole('button', { name: 'Send finance enquiry' }).click();
    await expect(page).toHaveURL(/\/success\/?$/);
    expectNoPersonalData(urls, email);
    const lead = await storedLead(request, email);
    expect({
      form: lead.form,
      car_id: lead.car_id,
      stock_number: lead.stock_number,
      make: lead['Vehicle Make'],
      model: lead['Vehicle Model'],
      car_type: lead.car_type,
    }).toEqual({ form: 'finance', car_id: car.id, stock_number: car.stocknum, make: car.make, model: car.model, car_type: car.car_type });
    expect(lead.vehicle_price_budget).toBeGreaterThan(0);
  });

  test('a refused post shows what is wrong, with a link back to the form', async ({ page }) => {
    await page.goto('/contact/');
    const form = page.locator('#enquiry-form form');
    // The browser's own checks (required, type=email) stop an empty form; the API refuses what gets past them.
    await form.getByLabel(/^Category/).selectOption('Sales');
    const location = form.getByLabel(/^Location/);
    if (await location.count()) await location.selectOption({ index: 1 });
    await form.getByLabel(/^Message/).fill('Bad phone');
    await form.getByLabel(/^Name( \*)?$/).fill('NoJS Shopper');
    await form.getByLabel(/^Email( \*)?$/).fill(unique('refused'));
    await form.getByLabel(/^Phone( \*)?$/).fill('12');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('heading', { name: 'Please check your details' })).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveText(['Phone: Please enter a valid phone number.']);
    await page.getByRole('link', { name: 'Go back to the form' }).click();
    await expect(page).toHaveURL(/\/contact\/?$/);
  });
});
