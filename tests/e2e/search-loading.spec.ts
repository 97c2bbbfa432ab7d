import { expect, test, type Page } from '@playwright/test';
import { defined } from '../defined';

/*
 * A shared filtered link on a slow or failing network: the pre-rendered first page
 * stands in only while it agrees with the address. /search/...?make=X shows skeleton cards (never the
 * unfiltered cards and count) until the live results for X arrive; when /search-index.json fails, a visible
 * error with a working 'Try again', and no control left looking ready.
 */
const LANDING = '/search/new-used-and-demo-cars/';
// Hydration and the index download share two cores with other work in CI: generous limits, no timing asserts.
test.describe.configure({ timeout: 90_000 });

/** The second make of the landing page's static make list and its count (read from the pre-rendered HTML). */
async function aMake(page: Page): Promise<{ make: string; count: number; staticCount: string }> {
  const html = await (await page.request.get(LANDING)).text();
  const links = [...html.matchAll(/<a href="[^"]*"[^>]*>([^<]+?) <span class="sr-facet-count"[^>]*>(\d+)<\/span>/g)];
  expect(links.length).toBeGreaterThan(1);
  const staticCount = defined(/<p class="sr-count"[^>]*>([^<]+)<\/p>/.exec(html)?.[1], 'the static count');
  const [, make, count] = defined(links[1], 'a second make link');
  return { make: defined(make, 'the make name').replace(/&amp;/g, '&'), count: Number(count), staticCount };
}

/** Holds every request for the search index (/_data/search-index.{hash}.json) until the returned release() is called. */
async function holdIndex(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/search-index*.json', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

const countLabel = (n: number) => new RegExp(`^${n.toLocaleString('en-AU')} \\w+$`);

test('a filtered link on a slow network shows skeleton cards, never the unfiltered list, then the live results', async ({ page }) => {
  const { make, count, staticCount } = await aMake(page);
  const release = await holdIndex(page);
  await page.goto(`${LANDING}?make=${encodeURIComponent(make)}`);
  const staticBlock = page.locator('#search-static');
  await expect(staticBlock.getByTestId('skeleton-card').first()).toBeVisible();
  await expect(staticBlock.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await expect(staticBlock.locator('.sr-card:not(.sr-skeleton)').first()).toBeHidden();
  await expect(page.getByText(staticCount, { exact: true })).toBeHidden();
  release();
  await expect(page.getByTestId('stock-count')).toHaveText(countLabel(count), { timeout: 30_000 });
  await expect(page.getByTestId('skeleton-card')).toHaveCount(0);
  const titles = await page.locator('.sr-app .sr-card:not(.sr-promo) .sr-title').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const t of titles) expect(t).toContain(make);
});

test('the page as built (no filters in the address) keeps its cards while the index downloads', async ({ page }) => {
  const release = await holdIndex(page);
  await page.goto(LANDING);
  await expect(page.locator('#search-static .sr-card').first()).toBeVisible();
  await expect(page.locator('#search-static').getByTestId('skeleton-card').first()).toBeHidden();
  release();
  await expect(page.locator('.sr-app[data-live="true"]')).toBeVisible({ timeout: 30_000 });
});

test('the page preloads its search index, and the island uses that one download (no second request)', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/search-index[^/]*\.json/.test(r.url())) asked.push(new URL(r.url()).pathname);
  });
  await page.goto(LANDING);
  const preload = page.locator('link[rel="preload"][as="fetch"]');
  await expect(preload).toHaveCount(1);
  const href = await preload.getAttribute('href');
  expect(href).toMatch(/^\/_data\/search-index\.[0-9a-f]{16}\.json$/);
  await expect(page.locator('.sr-app[data-live="true"]')).toBeVisible({ timeout: 30_000 });
  // The live results came from the index: one request in all, the preload's.
  await page.waitForTimeout(500);
  expect(asked).toEqual([href]);
});

test('when the search index fails (503) a filtered link says so, Try again works, and no control looks ready', async ({ page }) => {
  const { make, count } = await aMake(page);
  let fail = true;
  await page.route('**/search-index*.json', (route) => (fail ? route.fulfill({ status: 503, body: 'Service Unavailable' }) : route.continue()));
  await page.goto(`${LANDING}?make=${encodeURIComponent(make)}`);
  const alert = page.getByRole('alert').filter({ hasText: 'We could not load the search' });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText('Your filters could not be applied');
  const staticBlock = page.locator('#search-static');
  await expect(staticBlock.getByTestId('skeleton-card').first()).toBeHidden();
  await expect(staticBlock.locator('.sr-card').first()).toBeHidden();
  // The static page's inert copies of the controls (disabled, aria-hidden) go; the island's are not shown.
  for (const control of ['.sr-search', '.sr-sort', '.sr-open-filters']) await expect(page.locator(control).first()).toBeHidden();
  await expect(page.locator('.sr-search:visible, .sr-sort:visible, .sr-open-filters:visible')).toHaveCount(0);
  fail = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('stock-count')).toHaveText(countLabel(count), { timeout: 30_000 });
  await expect(alert).toBeHidden();
  for (const t of await page.locator('.sr-app .sr-card:not(.sr-promo) .sr-title').allTextContents()) expect(t).toContain(make);
});

test('when the search index fails on the page as built, its first page stays with the error above it', async ({ page }) => {
  await page.route('**/search-index*.json', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
  await page.goto(LANDING);
  const alert = page.getByRole('alert').filter({ hasText: 'We could not load the search' });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.locator('#search-static .sr-card').first()).toBeVisible();
  await expect(page.locator('.sr-search:visible, .sr-sort:visible, .sr-open-filters:visible')).toHaveCount(0);
});
