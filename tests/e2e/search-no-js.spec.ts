import { expect, test, type Browser, type Page } from '@playwright/test';
import { defined } from '../defined';

/*
 * Stock search with JavaScript off: no link may lie. Page links lead to pre-rendered pages
 * (/search/{path}/page/N/) that show that page; the make list of a car-type path keeps the car type (its
 * counts are the counts of the pages it links to); phones get the make list too; the page says that search,
 * sort and filters need JavaScript instead of showing dead copies of them.
 */
const LANDING = '/search/new-used-and-demo-cars/';
const USED = '/search/used-cars/';

async function noJs(browser: Browser, use: (page: Page) => Promise<void>, viewport?: { width: number; height: number }): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false, ...(viewport ? { viewport } : {}) });
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

const cardIds = (page: Page) =>
  page.locator('#search-static .sr-card:not(.sr-promo):not(.sr-skeleton)').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-car-id')));

test('without JavaScript every page link shows the page it names', async ({ browser }) => {
  await noJs(browser, async (page) => {
    await page.goto(LANDING);
    const first = await cardIds(page);
    const pager = page.locator('#search-static .sr-pager');
    const links = await pager.locator('a[aria-label^="Page "]').evaluateAll((as) => as.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]));
    expect(links.length).toBeGreaterThan(0);
    expect(links[0]).toEqual(['Page 2', `${LANDING}page/2/`]);
    const seen = new Set(first);
    for (const [label, href] of links) {
      await page.goto(href!);
      await expect(pager.locator('[aria-current="page"]')).toHaveText(label!.replace('Page ', ''));
      const ids = await cardIds(page);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect(seen.has(id), `${href} repeats car ${id}`).toBe(false);
      ids.forEach((id) => seen.add(id));
    }
    // The last page's Next is not a link; page 1's address is the path itself.
    await page.goto(`${LANDING}page/2/`);
    await expect(pager.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', LANDING);
  });
});

test('without JavaScript every card is laid out with the page, so the pager does not move as the shopper scrolls to it', async ({ browser }) => {
  await noJs(browser, async (page) => {
    await page.goto(LANDING);
    // Skipping off-screen cards needs the island's measured height (--sr-card-h); without it a card would be drawn
    // at a guess until near, and every card laid out on the way down would move the pager.
    const skipped = await page
      .locator('#search-static .sr-card')
      .evaluateAll((cards) => cards.filter((c) => getComputedStyle(c).contentVisibility !== 'visible').length);
    expect(skipped).toBe(0);
    const pager = page.locator('#search-static .sr-pager');
    const pagerY = () => pager.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await pagerY();
    await pager.scrollIntoViewIfNeeded();
    await page.waitForTimeout(100);
    expect(Math.abs((await pagerY()) - before)).toBeLessThanOrEqual(1);
  });
});

test('without JavaScript the make list of /search/used-cars/ keeps the car type, and its counts are the pages it links to', async ({ browser }) => {
  await noJs(browser, async (page) => {
    await page.goto(USED);
    const makes = page.locator('#search-static nav[aria-label="Makes"] a');
    const list = await makes.evaluateAll((as) =>
      as.map((a) => ({ href: a.getAttribute('href')!, count: Number(a.querySelector('.sr-facet-count')!.textContent) })),
    );
    expect(list.length).toBeGreaterThan(0);
    for (const m of list) expect(m.href.startsWith(USED), m.href).toBe(true);
    const names = await makes.evaluateAll((as) => as.map((a) => a.firstChild!.textContent!.trim()));
    for (const [i, m] of list.slice(0, 2).entries()) {
      await page.goto(m.href);
      await expect(page.locator('#search-static .sr-count').first()).toHaveText(new RegExp(`^${m.count.toLocaleString('en-AU')} `));
      await expect(page.locator('#search-heading')).toHaveText(`Used ${names[i]} Cars for Sale`);
    }
  });
});

test('without JavaScript a phone gets the make list, and the page says search, sort and filters need JavaScript', async ({ browser }) => {
  await noJs(
    browser,
    async (page) => {
      await page.goto(LANDING);
      await expect(page.locator('#search-static nav[aria-label="Makes"] a').first()).toBeVisible();
      await expect(page.getByText('Search, sort and filters need JavaScript')).toBeVisible();
      await expect(page.locator('.sr-search:visible, .sr-sort:visible, .sr-open-filters:visible')).toHaveCount(0);
    },
    { width: 390, height: 844 },
  );
});

test('with JavaScript a pre-rendered page address opens that page of the live search', async ({ page }) => {
  const html = await (await page.request.get(`${USED}page/2/`)).text();
  const staticIds = [...html.matchAll(/data-car-id="([^"]+)"/g)].map((m) => m[1]);
  const usedCount = defined(/<p class="sr-count"[^>]*>([^<]+)<\/p>/.exec(html)?.[1], 'the used-car count');
  await page.goto(`${USED}page/2/`);
  await expect(page.locator('.sr-app[data-live="true"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.sr-app .sr-pager [aria-current="page"]')).toHaveText('2');
  // Still the used cars (the path's car type applies on its further pages), and the same cars as the static page 2.
  await expect(page.getByTestId('stock-count')).toHaveText(usedCount);
  const liveIds = await page.locator('.sr-app .sr-card:not(.sr-promo)').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-car-id')));
  expect(liveIds).toEqual(staticIds);
});
