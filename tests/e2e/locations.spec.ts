import { expect, test, type Page } from '@playwright/test';
import { hidePopup, only } from './helpers';

/*
 * Location cards as a shopper meets them on any day: today's row and "open now" on
 * the location's own clock in the browser, the holiday-hours dialog working from the first click (even with no
 * JavaScript), and a static map image from the dealer's image service.
 */

const todayRow = (page: Page, card = page.locator('.location-card').first()) => card.locator('tr[aria-current="date"] th');

test.describe("today's opening hours are marked in the browser (item 11)", () => {
  test(
    'on a Monday morning Monday is marked and the location is open; on Saturday afternoon, Saturday and closed',
    { tag: only('demo-motors') },
    async ({ page }) => {
      // Two clocks: whatever day the site was built on, at least one of them is another day.
      await page.clock.setFixedTime(new Date('2026-11-23T00:30:00Z')); // Monday 10:30 in Brisbane
      await page.goto('/locations/brisbane');
      await expect(todayRow(page)).toHaveText('Monday');
      await expect(page.locator('.location-card [data-open-now]')).toHaveText('Open now, until 5:30pm');
      await page.clock.setFixedTime(new Date('2026-11-28T03:00:00Z')); // Saturday 13:00 in Brisbane, after 12:00pm closing
      await page.reload();
      await expect(todayRow(page)).toHaveText('Saturday');
      await expect(page.locator('.location-card [data-open-now]')).toHaveText('Closed now');
    },
  );

  test('each location reads its own time zone: late Sunday in Queensland is Monday in New South Wales', { tag: only('coastal-caravans') }, async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-22T13:30:00Z')); // Sunday 23:30 in Brisbane, Monday 00:30 in Sydney
    await page.goto('/locations/sunshine-coast');
    await expect(todayRow(page)).toHaveText('Sunday');
    await page.goto('/locations/ballina');
    await expect(todayRow(page)).toHaveText('Monday');
    await expect(page.locator('.location-card [data-open-now]')).toHaveText('Closed now');
  });
});

test.describe('holiday hours work from the first click, with no island to wait for (item 12)', () => {
  test.use({ javaScriptEnabled: false });
  test('with JavaScript off the button opens the dialog and Close closes it', { tag: only('demo-motors') }, async ({ page }) => {
    await page.goto('/locations/brisbane');
    await page.getByRole('button', { name: 'Holiday hours' }).click();
    const dialog = page.getByRole('dialog', { name: /Holiday hours: Demo Motors Brisbane/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('row').first()).toContainText('25 December');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

test('the first click on Holiday hours, straight after load, opens the dialog', { tag: only('demo-motors') }, async ({ page }) => {
  await hidePopup(page);
  await page.goto('/', { waitUntil: 'commit' });
  // The home page's location cards are far below the fold: the button is clicked without scrolling first.
  await page.getByRole('button', { name: 'Holiday hours' }).first().click();
  await expect(page.getByRole('dialog', { name: /Holiday hours/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: /Holiday hours/ })).toBeHidden();
});

test.describe('location cards have a map image from the image service (item 18)', () => {
  test('the card shows the static map, linked to the map, and the CSP names the service', { tag: only('demo-motors') }, async ({ page }) => {
    const requested: string[] = [];
    // No network in tests: the image service answers with a small picture.
    await page.route('https://staticmap.openstreetmap.de/**', (route) => {
      requested.push(route.request().url());
      return route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="320"><rect width="640" height="320" fill="#cde"/></svg>',
      });
    });
    await page.goto('/locations/brisbane');
    const img = page.getByRole('img', { name: 'Map of Demo Motors Brisbane' });
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    expect(requested[0]).toContain('center=-27.44050,153.06330');
    await expect(page.getByRole('link', { name: /Map of Demo Motors Brisbane/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\//);
    await expect(page.getByRole('link', { name: /View on map/ })).toBeVisible();
    const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
    expect(csp).toMatch(/img-src [^;]*https:\/\/staticmap\.openstreetmap\.de/);
  });

  test('a site without a map image service keeps the map link only', { tag: only('coastal-caravans') }, async ({ page }) => {
    await page.goto('/locations/sunshine-coast');
    await expect(page.getByRole('link', { name: /View on map/ })).toBeVisible();
    await expect(page.locator('.location-card .map-image')).toHaveCount(0);
  });
});

test('the locations carousel shows whole cards only, with arrows that scroll it and stop at its ends', { tag: only('demo-group') }, async ({ page }) => {
  await page.goto('/');
  await hidePopup(page);
  const row = page.locator('.locations .carousel');
  await row.scrollIntoViewIfNeeded();
  const next = page.getByRole('button', { name: 'Next locations' });
  const prev = page.getByRole('button', { name: 'Previous locations' });
  await expect(next).toBeVisible();
  await expect(prev).toBeDisabled();
  /** Cards the row shows at all: each must be shown whole. */
  const cut = () =>
    row.evaluate((el) => {
      const view = el.getBoundingClientRect();
      return [...el.querySelectorAll('.track > li')]
        .map((li) => li.getBoundingClientRect())
        .filter((r) => r.right > view.left + 1 && r.left < view.right - 1)
        .filter((r) => r.left < view.left - 1 || r.right > view.right + 1).length;
    });
  expect(await cut()).toBe(0);
  const before = await row.evaluate((el) => el.scrollLeft);
  await next.click();
  await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before);
  await expect(prev).toBeEnabled();
  await expect.poll(cut).toBe(0);
});
