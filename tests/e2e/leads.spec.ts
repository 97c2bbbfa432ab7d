import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { only, projectOf, touchInteractionIslands } from './helpers';
import { pageTypes } from './pages';

/*
 * Leads end to end against `npm start` (static site + reference API on one port): each lead is found in the
 * preview server's store exactly once, also after the API was unreachable. Runs for demo-motors only: the
 * flows are the same on every dealer and each submission writes to that dealer's database.
 */
test.describe('leads and watchlist', { tag: only('demo-motors') }, () => {
  // The preview server's admin token (playwright.config.ts sets ADMIN_TOKEN for the servers it starts).
  const admin = { headers: { authorization: `Bearer ${process.env.ADMIN_TOKEN ?? ''}` } };
  const unique = (label: string) => `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  async function leadsFor(request: APIRequestContext, email: string) {
    const res = await request.get('/admin/leads.json', admin);
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { email: string | null; form: string; subcategory: string | null }[]).filter((l) => l.email === email);
  }
  const vehicle = (testInfo: TestInfo) => {
    const url = pageTypes(projectOf(testInfo).dealer).vehicle;
    expect(url, 'demo-motors has a vehicle page').toBeTruthy();
    return url!;
  };
  /** Islands hydrate when visible (lead forms when first touched); wait for the island to be live. */
  async function hydrated(page: Page, component: string) {
    await touchInteractionIslands(page, component);
    await page.locator(`astro-island[component-url*="${component}"]:not([ssr])`).first().waitFor({ state: 'attached' });
  }
  async function fillContact(page: Page, email: string) {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Name( \*)?$/).fill('E2E Shopper');
    await dialog.getByLabel(/^Email( \*)?$/).fill(email);
    await dialog.getByLabel(/^Phone( \*)?$/).fill('0412 345 678');
  }

  test('an enquiry is stored exactly once and the visitor lands on /success', async ({ page, request }, testInfo) => {
    const email = unique('enquiry');
    await page.goto(vehicle(testInfo));
    await page
      .getByRole('button', { name: /^(Enquire Now|Find Me Something Similar)$/ })
      .first()
      .scrollIntoViewIfNeeded();
    await hydrated(page, 'EnquiryDialog');
    await page
      .getByRole('button', { name: /^(Enquire Now|Find Me Something Similar)$/ })
      .first()
      .click();
    await fillContact(page, email);
    const message = page.getByRole('dialog').getByLabel(/^Message/);
    if (!(await message.inputValue())) await message.fill('Is this car still available?');
    await page.getByRole('dialog').getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(/\/success\/?$/);
    await expect(page.getByRole('status')).toContainText('Thank you');
    const leads = await leadsFor(request, email);
    expect(leads).toHaveLength(1);
    expect(leads[0]?.form).toBe('enquiry');
  });

  test('a test drive is stored exactly once with the spec subcategory', async ({ page, request }, testInfo) => {
    const email = unique('testdrive');
    await page.goto(vehicle(testInfo));
    await page.getByRole('button', { name: 'Book a Test Drive' }).first().scrollIntoViewIfNeeded();
    await hydrated(page, 'TestDriveDialog');
    await page.getByRole('button', { name: 'Book a Test Drive' }).first().click();
    await fillContact(page, email);
    await page.getByRole('dialog').getByRole('button', { name: 'Book test drive' }).click();
    await expect(page).toHaveURL(/\/success\/?$/);
    const leads = await leadsFor(request, email);
    expect(leads).toHaveLength(1);
    expect(leads[0]?.subcategory).toMatch(/^Test Drive Booking (New|Used)$/);
  });

  test('a trade-in lead is stored exactly once; a 3-digit postcode is refused first', async ({ page, request }) => {
    const email = unique('tradein');
    const res = await page.goto('/cars/trade-in/');
    expect(res?.status(), 'the trade-in page exists').toBe(200);
    // The form hydrates when visible (client:visible), further down the page.
    await page.locator('#trade-in-form').scrollIntoViewIfNeeded();
    await hydrated(page, 'TradeInForm');
    await page.getByLabel(/^First Name/).fill('Trade');
    await page.getByLabel(/^Last Name/).fill('In');
    await page.getByLabel(/^Postcode/).fill('400');
    await page.getByLabel(/^Mobile Number/).fill('0400 000 000');
    await page.getByLabel(/^Email Address/).fill(email);
    await page.getByRole('button', { name: 'Get my valuation' }).click();
    await expect(page.getByText('Invalid postcode. Please enter a 4-digit number.')).toBeVisible();
    await page.getByLabel(/^Postcode/).fill('4000');
    await page.getByRole('button', { name: 'Get my valuation' }).click();
    await expect(page).toHaveURL(/\/success\/?$/);
    expect(await leadsFor(request, email)).toHaveLength(1);
  });

  test('API down: the lead is kept and the shopper told; API back + reload: stored exactly once', async ({ page, request }, testInfo) => {
    const email = unique('offline');
    const url = vehicle(testInfo);
    await page.goto(url);
    await page.route('**/api/leads', (route) => route.abort('internetdisconnected'));
    await page
      .getByRole('button', { name: /^(Enquire Now|Find Me Something Similar)$/ })
      .first()
      .scrollIntoViewIfNeeded();
    await hydrated(page, 'EnquiryDialog');
    await page
      .getByRole('button', { name: /^(Enquire Now|Find Me Something Similar)$/ })
      .first()
      .click();
    await fillContact(page, email);
    const message = page.getByRole('dialog').getByLabel(/^Message/);
    if (!(await message.inputValue())) await message.fill('Sent while offline');
    await page.getByRole('dialog').getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toContainText('will be sent automatically');
    expect(await leadsFor(request, email)).toHaveLength(0);

    await page.unroute('**/api/leads');
    await page.reload();
    await expect.poll(async () => (await leadsFor(request, email)).length, { timeout: 10_000 }).toBe(1);
    // Another load must not send it again.
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await leadsFor(request, email)).toHaveLength(1);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith('-LeadOutbox')).length)).toBe(0);
  });

  test('a gateway 403, page left open: the kept test drive is sent by the retry timer and the shopper told', async ({ page, request }, testInfo) => {
    const email = unique('gateway');
    await page.goto(vehicle(testInfo));
    // A WAF in front of the API refuses the request; the lead never reached the API, so it must be kept.
    await page.route('**/api/leads', (route) => route.fulfill({ status: 403, contentType: 'text/html', body: '<h1>403 Forbidden</h1>' }));
    await page.getByRole('button', { name: 'Book a Test Drive' }).first().scrollIntoViewIfNeeded();
    await hydrated(page, 'TestDriveDialog');
    await page.getByRole('button', { name: 'Book a Test Drive' }).first().click();
    await fillContact(page, email);
    await page.getByRole('dialog').getByRole('button', { name: 'Book test drive' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toContainText('Your test drive booking is kept on this device');
    expect(await leadsFor(request, email)).toHaveLength(0);

    // The gateway lets requests through again; no reload, no online event: the backoff timer sends it.
    await page.unroute('**/api/leads');
    await expect(page.getByText('Your test drive booking has now been sent to the dealership.')).toBeVisible({ timeout: 20_000 });
    expect(await leadsFor(request, email)).toHaveLength(1);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith('-LeadOutbox')).length)).toBe(0);
  });

  test('watchlist: sign in with the code from the server, save and remove with toasts', async ({ page, request }, testInfo) => {
    const url = vehicle(testInfo);
    const phone = `04${String(Date.now()).slice(-8)}`;
    await page.goto(`/sign-in?type=watchlist&redirect=${encodeURIComponent(url)}&back=${encodeURIComponent(url)}`);
    await hydrated(page, 'SignInForm');
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByLabel('6-digit code')).toBeVisible();
    const codes = (await (await request.get('/admin/sign-in-codes.json', admin)).json()) as { phone: string; code: string }[];
    const code = codes.find((c) => c.phone === phone)?.code;
    expect(code, 'the preview server issued a code').toMatch(/^\d{6}$/);
    await page.getByLabel('6-digit code').fill(code!);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`${url.replace(/[/]/g, '\\/')}$`));

    await hydrated(page, 'WatchlistButton');
    await page
      .getByRole('button', { name: /save to watchlist|add to watchlist/i })
      .first()
      .click();
    await expect(page.getByText('Car Saved In Watchlist')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View List' })).toBeVisible();
    // The toast covers none of the sidebar's actions (Value My Trade-In, Get Finance...) at either width.
    const toast = (await page.locator('.vd-toast').boundingBox())!;
    for (const action of await page.locator('.vd-actions a').all()) {
      const box = await action.boundingBox();
      if (!box) continue;
      const overlaps = toast.x < box.x + box.width && box.x < toast.x + toast.width && toast.y < box.y + box.height && box.y < toast.y + toast.height;
      expect(overlaps, `the toast covers "${await action.textContent()}"`).toBe(false);
    }
    await page
      .getByRole('button', { name: /remove from watchlist|saved in watchlist/i })
      .first()
      .click();
    await expect(page.getByText('Car Removed')).toBeVisible();
    // Toast limit 1: the removal toast replaced the saved one.
    await expect(page.getByText('Car Saved In Watchlist')).toHaveCount(0);
  });
  test('contact page: no React until the form is touched; what was typed while it loaded is the lead sent', async ({ page, request }) => {
    const email = unique('contact-early');
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/contact/');
    await page.waitForLoadState('networkidle');
    // Read, not touched: neither the form's code nor React's client is downloaded.
    expect(scripts.filter((u) => /\/(GeneralEnquiryForm|LeadForm|client)\.[\w-]+\.js$/.test(u))).toEqual([]);
    // A slow phone: the form's scripts arrive only after the shopper has typed everything.
    let asked = 0;
    let release = () => {};
    const arrived = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/_astro/*.js', async (route) => {
      asked++;
      await arrived;
      await route.continue();
    });
    const form = page.locator('#enquiry-form');
    await form.getByLabel(/^Category/).selectOption('Sales');
    const location = form.getByLabel(/^Location/);
    if (await location.count()) await location.selectOption({ index: 1 });
    await form.getByLabel(/^Name( \*)?$/).fill('Early Typist');
    await form.getByLabel(/^Email( \*)?$/).fill(email);
    await form.getByLabel(/^Phone( \*)?$/).fill('0412 345 678');
    await form.getByLabel(/^Message/).fill('Typed before the page was ready');
    await expect.poll(() => asked, { message: 'touching the form asked for its scripts' }).toBeGreaterThan(0);
    expect(await page.locator('astro-island[component-url*="GeneralEnquiryForm"][ssr]').count()).toBe(1);
    release();
    await expect(page.locator('astro-island[component-url*="GeneralEnquiryForm"]:not([ssr])')).toHaveCount(1, { timeout: 15_000 });
    // Hydrated (the form checks itself now) and nothing typed was written over.
    await expect(form.locator('form')).toHaveAttribute('novalidate', '');
    await expect(form.getByLabel(/^Name( \*)?$/)).toHaveValue('Early Typist');
    await expect(form.getByLabel(/^Message/)).toHaveValue('Typed before the page was ready');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(/\/success\/?$/);
    expect(await leadsFor(request, email)).toHaveLength(1);
  });
});
