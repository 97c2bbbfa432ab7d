import { expect, test, type Page } from '@playwright/test';

/*
 * One listing decides every count the live search shows (the build-time counts are checked in
 * tests/build/listing-counts.test.ts): the count above the cards is the cards there are, sold runs are
 * collapsed before paging (a later page is a full page), and an address past the last page says so.
 */
const LANDING = '/search/new-used-and-demo-cars/';

async function openLive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('.sr-app[data-live="true"]')).toBeVisible({ timeout: 30_000 });
}

const countOf = async (page: Page) => Number((await page.getByTestId('stock-count').textContent())!.replace(/\D/g, ''));
const cards = (page: Page) => page.locator('.sr-app .sr-card:not(.sr-promo)');
/** Cars a full page holds (the dealer's hits per page): the cards of the pre-rendered first page. */
async function perPage(page: Page): Promise<number> {
  const html = await (await page.request.get(LANDING)).text();
  return html.match(/data-car-id="/g)!.length;
}

test('?status=sold: the count is the number of cards shown', async ({ page }) => {
  const full = await perPage(page);
  await openLive(page, `${LANDING}?status=sold`);
  const n = await countOf(page);
  if (n === 0) await expect(page.getByText('No Results Available')).toBeVisible();
  else await expect(cards(page)).toHaveCount(Math.min(n, full));
});

test('?sortBy=latest&page=2 shows a full page when the count runs past it', async ({ page }) => {
  const full = await perPage(page);
  await openLive(page, `${LANDING}?sortBy=latest&page=2`);
  const n = await countOf(page);
  expect(n).toBeGreaterThan(2 * full);
  await expect(cards(page)).toHaveCount(full);
});

test('?page=99 says there is no such page, with the count and a working way back to page 1', async ({ page }) => {
  const full = await perPage(page);
  await openLive(page, `${LANDING}?page=99`);
  const notice = page.getByTestId('past-last-page');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('There is no page 99');
  await expect(page.getByText('No Results Available')).toHaveCount(0);
  const n = await countOf(page);
  await expect(notice).toContainText(`${n.toLocaleString('en-AU')} `);
  await notice.getByRole('link', { name: 'Go to page 1' }).click();
  await expect(cards(page)).toHaveCount(Math.min(n, full));
  await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBeNull();
});
