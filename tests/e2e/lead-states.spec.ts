import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ANY_WIDTH, only, touchInteractionIslands } from './helpers';
import { defined } from '../defined';

/*
 * Every state the shopper sees is true (demo-motors, phone and desktop): a lead the API refuses is an error, not
 * "kept"; signing in reads the saved watchlist back; without JavaScript a test drive is a test-drive booking, a
 * gated page stays gated and the budget tool offers only what works. Leads are read back from the preview
 * server's store (/admin/leads.json).
 */
// The API round trips these states wait for (a form's answer, sign-in then the watchlist read) take longer than
// the default 7 s on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe('lead states', { tag: only('demo-motors') }, () => {
  // Each test walks several pages and hydrates forms: more than the default 45 s on a busy machine.
  test.describe.configure({ timeout: 150_000 });
  const admin = { headers: { authorization: `Bearer ${process.env.ADMIN_TOKEN ?? ''}` } };
  const unique = (label: string) => `e2e-states-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  type StoredLead = { email: string | null; form: string; subcategory: string | null; payload: Record<string, unknown> };
  async function leadsFor(request: APIRequestContext, email: string): Promise<StoredLead[]> {
    const res = await request.get('/admin/leads.json', admin);
    expect(res.ok()).toBe(true);
    return ((await res.json()) as StoredLead[]).filter((l) => l.email === email);
  }
  const outbox = (page: Page) =>
    page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.endsWith('-LeadOutbox'))
        .map((k) => localStorage.getItem(k)),
    );

  /** The contact page's enquiry form, live and filled in. */
  async function fillContactForm(page: Page, email: string): Promise<Locator> {
    await page.goto('/contact/');
    const form = page.locator('#enquiry-form');
    await form.scrollIntoViewIfNeeded();
    await touchInteractionIslands(page, 'GeneralEnquiryForm');
    await form.getByLabel(/^Category/).selectOption('Sales');
    const location = form.getByLabel(/^Location/);
    if (await location.count()) await location.selectOption({ index: 1 });
    await form.getByLabel(/^Message/).fill('Do you have this in blue?');
    await form.getByLabel(/^Name( \*)?$/).fill('State Shopper');
    await form.getByLabel(/^Email( \*)?$/).fill(email);
    await form.getByLabel(/^Phone( \*)?$/).fill('0412 345 678');
    return form;
  }
  function alerts(page: Page): string[] {
    const seen: string[] = [];
    page.on('dialog', (d) => {
      seen.push(d.message());
      void d.accept();
    });
    return seen;
  }

  test.describe('a lead the API refuses', () => {
    test("the API's own refusal (closed dealership, 409 { error }): the alert, the API's words on the page, the form as typed, nothing kept or stored", async ({
      page,
      request,
    }) => {
      const email = unique('refused');
      const said = alerts(page);
      let posts = 0;
      await page.route('**/api/leads', (route) => {
        posts++;
        return route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'This dealership no longer takes enquiries online.' }),
        });
      });
      const form = await fillContactForm(page, email);
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      const onPage = form.getByRole('alert');
      await expect(onPage).toContainText('An error occurred when submitting this form');
      await expect(onPage).toContainText('This dealership no longer takes enquiries online.');
      expect(said).toEqual(['An error occurred when submitting this form']);
      await expect(form.getByText('will be sent automatically')).toHaveCount(0);
      await expect(form.getByLabel(/^Email( \*)?$/)).toHaveValue(email);
      await expect(form.getByLabel(/^Message/)).toHaveValue('Do you have this in blue?');
      expect(await outbox(page)).toEqual([]);
      // Not retried: the next page load sends nothing.
      await page.unroute('**/api/leads');
      await page.reload();
      await page.waitForLoadState('networkidle');
      expect(posts).toBe(1);
      expect(await leadsFor(request, email)).toHaveLength(0);
    });

    test("the reference API's validation refusal (422): shown, not kept; corrected and sent again, stored once", async ({ page, request }) => {
      const email = unique('invalid');
      const said = alerts(page);
      // What the form's own checks let through but the API refuses: a phone too short (altered on the way).
      await page.route('**/api/leads', async (route) => {
        const body = JSON.parse(route.request().postData() ?? '{}') as { userData: Record<string, unknown> };
        await route.continue({ postData: JSON.stringify({ ...body, userData: { ...body.userData, phone: '12' } }) });
      });
      const form = await fillContactForm(page, email);
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(form.getByRole('alert')).toContainText('Some of your details were not accepted. Please check them and try again.');
      expect(said).toEqual(['An error occurred when submitting this form']);
      expect(await outbox(page)).toEqual([]);
      expect(await leadsFor(request, email)).toHaveLength(0);
      await page.unroute('**/api/leads');
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(page).toHaveURL(/\/success\/?$/);
      const stored = await leadsFor(request, email);
      expect(stored).toHaveLength(1);
      expect(stored[0]?.payload).toMatchObject({ message: 'Do you have this in blue?', phone: '0412 345 678' });
    });

    test("a gateway's 404 HTML page is transport: kept, the shopper told, stored once when the API is back", async ({ page, request }) => {
      const email = unique('gateway404');
      await page.route('**/api/leads', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: '<html><h1>404 Not Found</h1></html>' }));
      const form = await fillContactForm(page, email);
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      // The spec's error alert, saying the enquiry is kept and will be sent.
      await expect(form.getByRole('alert')).toContainText('An error occurred when submitting this form');
      await expect(form.getByRole('alert')).toContainText('is kept on this device and will be sent automatically');
      expect(await outbox(page)).toHaveLength(1);
      await page.unroute('**/api/leads');
      await page.reload();
      await expect.poll(async () => (await leadsFor(request, email)).length, { timeout: 15_000 }).toBe(1);
    });
  });

  test("watchlist: signing in on a fresh browser reads the server's list and joins this browser's", { tag: ANY_WIDTH }, async ({ page, request }) => {
    const phone = `04${String(Date.now()).slice(-8)}`;
    const cars = (await (await request.get('/watchlist/cars.json')).json()) as { id: string; name: string }[];
    expect(cars.length).toBeGreaterThan(2);
    const onServer = defined(cars[0], 'a first watchlist car');
    const savedHere = defined(cars[1], 'a second watchlist car');
    // Another device: signed in and saved a car.
    expect((await request.post('/api/sign-in/request', { data: { phone_number: phone } })).ok()).toBe(true);
    const codeOf = async () =>
      ((await (await request.get('/admin/sign-in-codes.json', admin)).json()) as { phone: string; code: string }[]).find((c) => c.phone === phone)!.code;
    const verified = (await (await request.post('/api/sign-in/verify', { data: { phone_number: phone, code: await codeOf() } })).json()) as { token: string };
    expect(
      (
        await request.post('/api/watchlist/save-car', {
          data: { phone_number: phone, car_id: onServer.id },
          headers: { authorization: `Bearer ${verified.token}` },
        })
      ).ok(),
    ).toBe(true);

    // This browser: a car kept in the list before signing in.
    await page.goto('/');
    await page.evaluate((id) => localStorage.setItem('demo-motors-Watchlist', JSON.stringify([id])), savedHere.id);
    const reads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/watchlist') reads.push(r.url());
    });
    await page.goto(`/sign-in?type=watchlist&redirect=${encodeURIComponent('/watchlist/')}`);
    await page.locator('astro-island[component-url*="SignInForm"]:not([ssr])').waitFor({ state: 'attached', timeout: 30_000 });
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByLabel('6-digit code')).toBeVisible();
    await page.getByLabel('6-digit code').fill(await codeOf());
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/watchlist\/?$/);
    expect(reads.length).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: onServer.name }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: savedHere.name }).first()).toBeVisible();
    await expect(page.getByText('No saved cars yet')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Watchlist (2)' })).toBeVisible();
    // The server now has both, once each.
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('demo-motors-User') ?? 'null') as { token: string }).token);
    const list = (await (await request.get(`/api/watchlist?phone_number=${phone}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      car_ids: string[];
    };
    expect(list.car_ids.map(String).sort()).toEqual([onServer.id, savedHere.id].map(String).sort());
  });

  // A page without JavaScript lays out the same links and forms at every width.
  test.describe('without JavaScript', { tag: ANY_WIDTH }, () => {
    test.use({ javaScriptEnabled: false });

    /** An available car's page (one with a Book a Test Drive action), from the served site's sitemap. */
    async function testDriveVehicle(request: APIRequestContext): Promise<string> {
      const sitemap = await (await request.get('/sitemap-0.xml')).text();
      for (const [, loc] of sitemap.matchAll(/<loc>[^<]*?(\/cars\/[^/<]+\/)<\/loc>/g)) {
        if (loc !== undefined && (await (await request.get(loc)).text()).includes('data-action="test_drive"')) return loc;
      }
      throw new Error('demo-motors has no car with a test drive action');
    }

    test('Book a Test Drive reaches a test-drive form (day, time, location) whose stored lead is a test-drive booking', async ({ page, request }) => {
      const email = unique('nojs-testdrive');
      await page.goto(await testDriveVehicle(request));
      const car = JSON.parse((await page.locator('#vd-lead-dialogs').textContent()) ?? '{}').car as { id: string; car_type: string };
      await page.locator('.vd-actions').getByRole('link', { name: 'Book a Test Drive' }).click();
      await expect(page).toHaveURL(/#test-drive$/);
      const form = page.locator('#test-drive form');
      await expect(form).toBeVisible();
      await form.getByLabel(/^Name( \*)?$/).fill('NoJS Driver');
      await form.getByLabel(/^Email( \*)?$/).fill(email);
      await form.getByLabel(/^Phone( \*)?$/).fill('0412 345 678');
      const chooseLocation = form.getByLabel(/^Location/);
      const locationId = (await chooseLocation.count()) ? (await chooseLocation.selectOption({ index: 1 }))[0] : null;
      await form.getByLabel(/^Preferred day/).fill('2026-12-02');
      await form.getByLabel(/^Preferred time/).selectOption('10:30');
      await form.getByRole('button', { name: 'Book test drive' }).click();
      await expect(page).toHaveURL(/\/success\/?$/);
      await expect.poll(async () => (await leadsFor(request, email)).length, { timeout: 10_000 }).toBe(1);
      const lead = defined((await leadsFor(request, email))[0], 'the stored lead');
      expect(lead.form).toBe('test_drive');
      expect(lead.subcategory).toBe(car.car_type === 'new' ? 'Test Drive Booking New' : 'Test Drive Booking Used');
      expect(lead.payload.booking_datetime).toBe('2026-12-02T10:30');
      expect(lead.payload.car_id).toBe(car.id);
      expect(typeof lead.payload.location).toBe('string');
      expect(String(lead.payload.location).length).toBeGreaterThan(0);
      if (locationId) expect(lead.payload.location_id).toBe(locationId);
    });

    test('/personalised/finance stays gated: no form in the page, a sign-in link instead', async ({ page }) => {
      const res = await page.goto('/personalised/finance/');
      expect(res?.status()).toBe(200);
      await expect(page.locator('#finance-form form')).toHaveCount(0);
      await expect(page.locator('form[action$="/api/leads"]')).toHaveCount(0);
      const signIn = page.locator('#finance-form').getByRole('link', { name: 'Sign in' });
      await expect(signIn).toBeVisible();
      await expect(signIn).toHaveAttribute('href', `/sign-in?redirect=${encodeURIComponent('/personalised/finance')}`);
    });

    test("the budget tool is hidden; its place offers links that work (each body type's page, with its cars)", async ({ page, request }) => {
      await page.goto('/search/new-used-and-demo-cars/');
      const budget = page.locator('#budget');
      // Playwright's text and role engines skip <noscript>, so the no-JavaScript block is found by its class.
      await expect(budget.locator('.bd-nojs')).toBeVisible();
      await expect(budget.locator('.bd-nojs')).toContainText('Searching by budget needs JavaScript');
      // None of the tool's dead controls is shown.
      await expect(budget.locator('.bd')).toBeHidden();
      await expect(budget.getByRole('tab')).toHaveCount(0);
      const links = await budget.locator('.bd-nojs a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      expect(links.length).toBeGreaterThan(1);
      for (const href of links) {
        expect(href).not.toContain('?');
        const res = await request.get(href);
        expect(res.status(), href).toBe(200);
        expect(await res.text(), href).toContain('sr-card');
      }
    });
  });

  test.describe('with JavaScript', { tag: ANY_WIDTH }, () => {
    test('the budget tool works as before and the no-JavaScript links are not shown', async ({ page }) => {
      await page.goto('/search/new-used-and-demo-cars/');
      const budget = page.locator('#budget');
      await budget.scrollIntoViewIfNeeded();
      await expect(budget.getByRole('tab', { name: 'By price' })).toBeVisible();
      await expect(budget.locator('.bd-nojs')).toHaveCount(0);
    });
  });
});
