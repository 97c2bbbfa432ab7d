import { expect, test, type Page } from '@playwright/test';
import { ANY_WIDTH, only } from './helpers';

/*
 * Search facets the spec lists (item_type, badge, make_model, subscription_price) and the drawer's
 * 'Show me N cars' link to the search page with the current filters.
 */
const LANDING = '/search/new-used-and-demo-cars/';
// Two page loads or a few slider moves each, on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

async function openSearch(page: Page, path = LANDING): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.sr-app[data-live="true"]')).toBeVisible({ timeout: 15_000 });
}

async function openFilters(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Filters', exact: true });
  if (await button.isVisible()) await button.click();
}

const facet = (page: Page, title: string) =>
  page.locator('.sr-app fieldset.sr-facet').filter({ has: page.locator('legend', { hasText: new RegExp(`^${title}$`) }) });
const count = async (page: Page) => Number((await page.getByTestId('stock-count').textContent())!.replace(/[^0-9]/g, ''));

test(
  'a mixed stock is narrowed to one kind of vehicle: Vehicle type lists caravans, motorcycles and trucks, and item_type is in the URL',
  { tag: only('coastal-caravans') },
  async ({ page }) => {
    await openSearch(page);
    await openFilters(page);
    const types = facet(page, 'Vehicle type');
    await expect(types.locator('.sr-facet-label')).toHaveText(['Caravans', 'Motorcycles', 'Trucks']);
    const trucks = Number(await types.locator('label', { hasText: 'Trucks' }).locator('.sr-facet-count').textContent());
    await types.getByRole('checkbox', { name: /Trucks/ }).check();
    await expect(page).toHaveURL(/[?&]item_type=truck(&|$)/);
    await expect.poll(() => count(page)).toBe(trucks);
    // A shared link opens on the same choice.
    await openSearch(page, `${LANDING}?item_type=motorcycle`);
    await openFilters(page);
    await expect(facet(page, 'Vehicle type').getByRole('checkbox', { name: /Motorcycles/ })).toBeChecked();
    const motorcycles = Number(await facet(page, 'Vehicle type').locator('label', { hasText: 'Motorcycles' }).locator('.sr-facet-count').textContent());
    await expect.poll(() => count(page)).toBe(motorcycles);
  },
);

test('a subscription site filters by weekly subscription price (range[subscription_price] in the URL)', { tag: only('coastal-caravans') }, async ({ page }) => {
  await openSearch(page);
  await openFilters(page);
  const slider = page.getByRole('group', { name: 'Weekly subscription' });
  await expect(slider).toBeVisible();
  const before = await count(page);
  const max = slider.getByRole('slider').last();
  await max.focus();
  await max.press('PageDown');
  await max.press('PageDown');
  await expect(page).toHaveURL(/range\[subscription_price\]=:\d+/);
  await expect.poll(() => count(page)).toBeLessThan(before);
});

test('badge and make-and-model facets refine and round-trip through the URL', { tag: ANY_WIDTH }, async ({ page }) => {
  await openSearch(page);
  await openFilters(page);
  const badge = facet(page, 'Badge');
  const firstBadge = (await badge.locator('.sr-facet-label').first().textContent())!;
  await badge.getByRole('checkbox').first().check();
  await expect(page).toHaveURL(new RegExp(`[?&]badge=${encodeURIComponent(firstBadge).replace(/%20/g, '\\+')}(&|$)`));
  await badge.getByRole('checkbox').first().uncheck();
  // The lists are read once the unticked badge's answer is in (they reorder with it), and the model is ticked by name.
  await expect(page).not.toHaveURL(/[?&]badge=/);
  await expect(page.getByTestId('results')).not.toHaveAttribute('aria-busy', 'true');
  const mm = facet(page, 'Make and model');
  const firstModel = (await mm.locator('.sr-facet-label').first().textContent())!;
  const n = Number(await mm.locator('.sr-facet-count').first().textContent());
  const exact = new RegExp(`^${firstModel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await mm
    .locator('label')
    .filter({ has: page.locator('.sr-facet-label', { hasText: exact }) })
    .getByRole('checkbox')
    .check();
  await expect(page).toHaveURL(new RegExp(`[?&]make_model=${encodeURIComponent(firstModel).replace(/%20/g, '\\+')}(&|$)`));
  await expect.poll(() => count(page)).toBe(n);
});

test('a car-only site has no Vehicle type list and no subscription slider', { tag: only('demo-motors') }, async ({ page }) => {
  await openSearch(page);
  await openFilters(page);
  await expect(facet(page, 'Make')).toBeVisible();
  await expect(facet(page, 'Vehicle type')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Weekly subscription' })).toHaveCount(0);
});

test("'Show me N cars' in the phone drawer goes to the search page with the current filters", { tag: only('phone') }, async ({ page }) => {
  await openSearch(page);
  await openFilters(page);
  const make = facet(page, 'Make');
  const name = (await make.locator('.sr-facet-label').nth(1).textContent())!;
  const ofMake = Number(await make.locator('label', { hasText: name }).locator('.sr-facet-count').textContent());
  await make.getByRole('checkbox', { name: new RegExp(name) }).check();
  const show = page.getByTestId('show-me');
  const enc = (v: string) => encodeURIComponent(v).replace(/%20/g, '\\+');
  // The make's answer re-sorts the Body type list by its counts: the body type is chosen once it is in, by its name.
  await expect(show).toHaveText(new RegExp(`^Show me ${ofMake} `));
  const body = facet(page, 'Body type');
  const bodyName = (await body.locator('.sr-facet-label').first().textContent())!;
  await body.locator('label', { hasText: bodyName }).first().getByRole('checkbox').check();
  await expect(show).toHaveText(/^Show me \d[\d,]* \w+$/);
  await expect(show).toHaveAttribute('href', new RegExp(`^/search/[^?]+\\?(.*&)?make=${enc(name)}(&|$)`));
  await expect(show).toHaveAttribute('href', new RegExp(`[?&]body=${enc(bodyName)}(&|$)`));
  const href = (await show.getAttribute('href'))!;
  await show.click();
  await expect(page.locator('aside.sr-filters')).not.toHaveClass(/is-open/);
  const here = new URL(page.url());
  expect(decodeURIComponent(`${here.pathname}${here.search}`)).toBe(decodeURIComponent(href));
});

test('on a phone the cards behind the filter drawer turn to the chosen make, and Show me shows them', { tag: only('phone') }, async ({ page }) => {
  await openSearch(page);
  await openFilters(page);
  const make = facet(page, 'Make');
  const name = (await make.locator('.sr-facet-label').nth(1).textContent())!.trim();
  const shown = Number(await make.locator('label', { hasText: name }).locator('.sr-facet-count').textContent());
  await make.getByRole('checkbox', { name: new RegExp(name) }).check();
  await expect(page.getByTestId('show-me')).toHaveText(new RegExp(`^Show me ${shown} `));
  const titles = page.getByTestId('results').locator('article.sr-card .sr-title');
  const allOfMake = async () => {
    const t = await titles.allTextContents();
    return t.length > 0 && t.every((title) => title.includes(name));
  };
  // The cards follow the count a frame later, still behind the drawer.
  await expect.poll(allOfMake).toBe(true);
  await page.getByTestId('show-me').click();
  await expect(page.getByTestId('results')).toBeInViewport();
  expect(await allOfMake()).toBe(true);
  await expect.poll(() => count(page)).toBe(shown);
});

test('facets far below the screen are laid out only when near, and work once reached (the filter panel of every dealer)', async ({ page }) => {
  await openSearch(page);
  await openFilters(page);
  const facets = page.locator('.sr-app .sr-filters fieldset.sr-facet');
  // A facet's contents skipped by content-visibility are neither laid out nor painted (checkVisibility says so).
  const laidOut = (i: number) => facets.nth(i).evaluate((el) => el.lastElementChild!.checkVisibility({ contentVisibilityAuto: true }));
  const n = await facets.count();
  expect(n).toBeGreaterThan(8);
  expect(await laidOut(0)).toBe(true);
  expect(await laidOut(n - 1)).toBe(false);
  // The first four fill the screen when the panel appears, so they are never skipped (no second layout that frame).
  const rule = await facets.evaluateAll((all) => all.map((el) => getComputedStyle(el).contentVisibility));
  expect(rule.slice(0, 4)).toEqual(['visible', 'visible', 'visible', 'visible']);
  expect(new Set(rule.slice(4))).toEqual(new Set(['auto']));
  // Reached (as scrolling there does), it is laid out and answers like any other.
  const last = facets.nth(n - 1);
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => laidOut(n - 1)).toBe(true);
  const box = last.getByRole('checkbox').first();
  const expected = Number(await last.locator('.sr-facet-count').first().textContent());
  await box.check();
  await expect(box).toBeChecked();
  await expect.poll(() => count(page)).toBe(expected);
});
