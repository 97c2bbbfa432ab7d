import { expect, test, type Page } from '@playwright/test';
import { ANY_WIDTH, only, projectOf } from './helpers';
import { pageTypes } from './pages';

/*
 * Vehicle detail page on demo-motors (franchise: finance, delivery regions, a 360 car, sold cars) and
 * coastal-caravans (caravan details). Slugs come from the deterministic demo generator.
 */
const NORMAL = '/cars/2013-toyota-hiace-lwb-wcp9p9/';
const OTHER = '/cars/2026-toyota-corolla-cross-gxl-fyzzjw/';
const SOLD = '/cars/2014-mitsubishi-triton-glx-4dbh9x/';
const SPIN = '/cars/2026-toyota-rav4-gxl-hj3myq/';
const CARAVAN = '/cars/2019-new-age-manta-ray-mr21e-hy29nv/';

/** Scroll an island into view and wait until Astro has hydrated it (the ssr attribute goes). */
async function hydrated(page: Page, inner: string) {
  const island = page.locator(`astro-island:has(${inner})`).first();
  await island.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('ssr', /.*/);
}

const count = (page: Page) => page.locator('.vd-gallery__main .vd-gallery__count');

test.describe('vehicle page, demo-motors', { tag: only('demo-motors') }, () => {
  test('title, price, specs, comments, location and CTA are in the HTML without JavaScript', { tag: ANY_WIDTH }, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(NORMAL);
    await expect(page.locator('h1')).toContainText('Toyota HiAce');
    await expect(page.locator('.vd-side .price')).toContainText('$');
    await expect(page.locator('#vd-details')).toBeVisible();
    await expect(page.locator('.vd-comments')).toBeVisible();
    await expect(page.locator('#vehicle-map')).toContainText('Demo Motors');
    // Without JavaScript, Enquire Now leads to the page's own enquiry form, which posts the car with the lead.
    await expect(page.locator('.vd-actions a').first()).toHaveAttribute('href', '#enquire');
    await expect(page.locator('#enquire form input[name="car_id"]')).toHaveValue(/\d+/);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(ld['@type']).toEqual(['Car', 'Product']);
    expect(ld.offers.price).toBeGreaterThan(0);
    // Every photo is a link to the full photo; buttons that need JavaScript (arrows, thumbnails, fullscreen, Save,
    // Download PDF, the finance "i") are not shown, and the enquiry form's submit still is.
    const photos = page.locator('.vd-nojs-photos a');
    await expect(photos).toHaveCount(5);
    for (const a of await photos.all()) await expect(a).toBeVisible();
    const href = (await photos.nth(4).getAttribute('href'))!;
    expect((await page.request.get(href)).ok()).toBe(true);
    const shownButtons = await page
      .locator('.vd button')
      .evaluateAll((els) =>
        els.filter((b) => (b as HTMLButtonElement).type !== 'submit' && getComputedStyle(b).display !== 'none').map((b) => b.outerHTML.slice(0, 80)),
      );
    expect(shownButtons).toEqual([]);
    await expect(page.locator('#enquire form button[type="submit"]')).toBeVisible();
    // A 360 car: its photos too, though the page opens on the spin view.
    await page.goto(SPIN);
    expect(await page.locator('.vd-nojs-photos a').count()).toBeGreaterThan(1);
    await context.close();
  });

  test('gallery: next/prev, arrow keys and fullscreen stay in sync', async ({ page }) => {
    await page.goto(NORMAL);
    await expect(count(page)).toHaveText('1 / 5');
    await page.locator('.vd-gallery__main').getByRole('button', { name: 'Next image' }).click();
    await expect(count(page)).toHaveText('2 / 5');
    await page.getByRole('region', { name: /photos/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(count(page)).toHaveText('3 / 5');
    await page.getByRole('button', { name: 'Fullscreen' }).click();
    const dialog = page.locator('dialog.vd-fullscreen');
    await expect(dialog.getByTestId('fullscreen-count')).toHaveText('3 / 5');
    await dialog.getByRole('button', { name: 'Show image 5' }).click();
    await expect(dialog.getByTestId('fullscreen-count')).toHaveText('5 / 5');
    await page.keyboard.press('Escape');
    await expect(dialog).not.toBeVisible();
    await expect(count(page)).toHaveText('5 / 5');
  });

  test('phone reveal and copy link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(NORMAL);
    await hydrated(page, '.vd-phone');
    const phone = page.locator('.vd-phone');
    await expect(phone).toContainText('*');
    await phone.click();
    await expect(phone).not.toContainText('*');
    await hydrated(page, '.vd-share');
    const copy = page.locator('.vd-share button');
    await expect(copy).toHaveText('Copy link');
    await copy.click();
    await expect(copy).toHaveText('Copied');
  });

  test('a favourite persists across loads and shows on another car page', { tag: ANY_WIDTH }, async ({ page }) => {
    await page.goto(NORMAL);
    await hydrated(page, '.vd-save');
    const save = page.locator('.vd-side .vd-save').first();
    await expect(save).toHaveText(/SAVE$/);
    await save.click();
    await expect(save).toHaveText(/SAVED/);
    await page.reload();
    await expect(page.locator('.vd-side .vd-save').first()).toHaveText(/SAVED/);
    const stored = await page.evaluate(() => localStorage.getItem('demo-motors-FavouritedCars'));
    expect(JSON.parse(stored!)[0].slug).toBe('2013-toyota-hiace-lwb-wcp9p9');
    await page.goto(OTHER);
    await expect(page.locator('.vd-side .vd-save').first()).toHaveText(/SAVE$/);
    const list = await page.evaluate(() => JSON.parse(localStorage.getItem('demo-motors-FavouritedCars') ?? '[]').length);
    expect(list).toBe(1);
  });

  test('watchlist sends a signed-out shopper to sign-in', { tag: ANY_WIDTH }, async ({ page }) => {
    await page.goto(NORMAL);
    const button = page.getByRole('button', { name: /Watchlist/ });
    await button.click();
    await expect(page).toHaveURL(/\/sign-in\?type=watchlist&redirect=%2Fcars%2F2013-toyota-hiace-lwb-wcp9p9%2F&back=/);
  });

  test('calculators show the spec messages', { tag: ANY_WIDTH }, async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    await page.goto(NORMAL);
    await hydrated(page, 'form[aria-label="Delivery calculator"]');
    const delivery = page.getByRole('form', { name: 'Delivery calculator' });
    await delivery.getByRole('button', { name: 'Calculate' }).click();
    await expect(delivery.getByRole('alert')).toHaveText('Please enter a postcode.');
    await delivery.getByLabel('Your postcode').fill('0800');
    await delivery.getByRole('button', { name: 'Calculate' }).click();
    await expect(delivery.getByRole('alert')).toContainText("Sorry, we can't provide an estimate for that location.");
    // A postcode no region covers is an answer, not a failed request in the console.
    expect(consoleErrors).toEqual([]);
    await hydrated(page, '[data-testid="fuel-cost"]');
    await expect(page.getByTestId('fuel-cost')).toHaveText(/^\$\d+\.\d\d$/);
    await hydrated(page, '.vd-finance');
    const finance = page.locator('#finance-calculator');
    await finance.getByLabel('Purchase price').fill('500');
    await expect(finance.getByRole('alert')).toHaveText('Cannot be less than $1,000 or more than $250,000');
    // No repayment for an amount that is not on screen: the line asks for a price within the limits instead.
    await expect(page.getByTestId('repayment')).toHaveText('Enter a purchase price within the limits to see a repayment');
  });

  test('islands hydrate onto the ids they were server-rendered with (each its own useId prefix)', { tag: ANY_WIDTH }, async ({ page }) => {
    // Islands are server-rendered by renderToString (scripts/lib/render/patches/react-islands-to-string.mjs); without the island's
    // identifierPrefix there, useId ids would differ between the HTML and hydration, and between islands.
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(NORMAL);
    const finance = page.locator('#finance-calculator astro-island').first();
    const prefix = await finance.getAttribute('prefix');
    expect(prefix).toMatch(/^r\d+$/);
    const price = finance.getByLabel('Purchase price');
    const serverId = await price.getAttribute('id');
    expect(serverId).toContain(`_${prefix}R_`);
    const showMore = page.locator('astro-island:has(.show-more)');
    const showMoreIds = await showMore.evaluateAll((islands) => islands.map((i) => i.querySelector('[id]')?.id ?? ''));
    expect(new Set(showMoreIds).size).toBe(showMoreIds.length);
    await hydrated(page, '.vd-finance');
    await hydrated(page, '.show-more');
    await expect(price).toHaveAttribute('id', serverId!);
    await price.fill('30000');
    await expect(page.getByTestId('repayment')).toHaveText(/per week|Enquire for Finance/);
    expect(await showMore.evaluateAll((islands) => islands.map((i) => i.querySelector('[id]')?.id ?? ''))).toEqual(showMoreIds);
    expect(errors.filter((e) => /#418|#423|#425|hydrat/i.test(e))).toEqual([]);
  });

  test('a sold car shows SOLD and only Find Me Something Similar', { tag: ANY_WIDTH }, async ({ page }) => {
    await page.goto(SOLD);
    await expect(page.locator('.vd-sold')).toContainText('SOLD');
    await expect(page.locator('.vd-actions a'))
      .toHaveCount(1, { timeout: 2000 })
      .catch(async () => {
        throw new Error(`sold actions: ${await page.locator('.vd-actions').innerText()}`);
      });
    await expect(page.locator('.vd-actions a')).toHaveText('Find Me Something Similar');
  });

  test('Show More toggles key information and features', async ({ page }) => {
    await page.goto(NORMAL);
    const box = page.locator('.show-more').first();
    const toggle = box.locator('.show-more__toggle');
    // A client:visible island: scrolled to, it hydrates; a click in the same instant (no shopper's is that quick)
    // would land before its handler and do nothing.
    await hydrated(page, '.show-more');
    await expect(box.locator('.sm-extra').first()).toBeHidden();
    await toggle.click();
    await expect(box.locator('.sm-extra').first()).toBeVisible();
    await expect(toggle).toHaveText(/Show Less|Hide/);
  });

  test('with JavaScript the sidebar Enquire and Test Drive links open their dialogs in place', async ({ page }) => {
    await page.goto(NORMAL, { waitUntil: 'load' });
    const side = page.locator('.vd-side .vd-actions');
    await side.getByRole('link', { name: 'Book a Test Drive' }).click();
    const dialog = page.getByRole('dialog', { name: /Book a test drive/ });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${NORMAL}$`));
    await expect(dialog.getByLabel('Preferred day (optional)')).toBeVisible();
    await expect(dialog.getByLabel('Preferred time (optional)')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await side.getByRole('link', { name: 'Enquire Now' }).click();
    await expect(
      page.getByRole('dialog', { name: /Enquire about/ }).getByRole('checkbox', { name: 'Email me similar stock and latest offers.' }),
    ).toBeChecked();
  });

  test('the sidebar shows the view count from view.json', { tag: ANY_WIDTH }, async ({ page }) => {
    const call = page.waitForRequest((r) => r.url().includes('/cars/2013-toyota-hiace-lwb-wcp9p9/view.json?') && r.url().includes('photos_count='));
    await page.goto(NORMAL);
    await call;
    await expect(page.locator('.vd-side .vd-views')).toHaveText(/^[\d,]+ views?$/);
  });

  test('360 view switches between Spin and Images', { tag: ANY_WIDTH }, async ({ page }) => {
    await page.goto(SPIN);
    await expect(page.getByRole('img', { name: /360 view/ })).toBeVisible();
    await hydrated(page, '.vd-spin');
    await page.getByRole('button', { name: 'Images' }).click();
    await expect(count(page)).toHaveText(/^1 \//);
  });
});

test.describe('vehicle page, coastal-caravans', { tag: only('coastal-caravans') }, () => {
  test('caravan details: feet in the feed are shown in metres (x 0.3048), weights and sleeps as given', { tag: ANY_WIDTH }, async ({ page }) => {
    await page.goto(CARAVAN);
    await expect(page.locator('#vd-details')).toHaveText('Caravan Details');
    const box = page.locator('section[aria-labelledby="vd-details"]');
    // Feed: body_length 20'0" and body_width 7'6" -> 6.096 m and 2.286 m.
    await expect(box.locator('div', { has: page.locator('dt', { hasText: /^Body Length$/ }) }).locator('dd')).toHaveText('6.10 m');
    await expect(box.locator('div', { has: page.locator('dt', { hasText: /^Body Width$/ }) }).locator('dd')).toHaveText('2.29 m');
    await expect(box.locator('div', { has: page.locator('dt', { hasText: /^Tare Weight$/ }) }).locator('dd')).toHaveText('2433 kg');
    await expect(box.locator('div', { has: page.locator('dt', { hasText: /^Sleeps$/ }) }).locator('dd')).toHaveText('4');
    await expect(page.getByRole('heading', { name: /^Similar Caravans (In-Stock|Available)$/ })).toBeVisible();
  });
});

test.describe('vehicle page, every dealer', () => {
  test('the sidebar enquiry link opens the dialog in place; the gallery and price are there', async ({ page }, testInfo) => {
    const url = pageTypes(projectOf(testInfo).dealer).vehicle;
    expect(url, 'the dealer has a vehicle page').toBeTruthy();
    await page.goto(url!, { waitUntil: 'load' });
    await expect(page.locator('.vd-side .price')).toBeVisible();
    await expect(page.locator('.vd-gallery-area')).toBeVisible();
    const link = page.locator('.vd-side .vd-actions a[data-action="enquire"], .vd-side .vd-actions a[data-action="find_similar"]').first();
    await expect(link).toHaveAttribute('href', /\/contact\?car_id=/);
    await link.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(/^Email( \*)?$/)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${url}$`));
  });
});
