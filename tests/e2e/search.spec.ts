import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ANY_WIDTH, only, projectOf } from './helpers';
import { DIST } from './pages';
import { defined } from '../defined';

/*
 * Stock search on every demo dealer: static first page, facet refine with the URL and back button, price slider,
 * sort, pagination (also without JS), empty state, breadcrumbs, budget search. Filter-click latency is timed
 * apart, in latency.spec.ts. Values (makes, nouns) are read from each dealer's own stock, not hard-coded to one dealer.
 */
const LANDING = '/search/new-used-and-demo-cars/';
/** '{car type}' word of each demo dealer's stock (most common item type). */
const NOUN: Record<string, string> = { 'demo-motors': 'Car', 'coastal-caravans': 'Caravan', 'demo-group': 'Car' };

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, '')
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The make with the most cars after the first (so refining it changes the count), from the live Make facet. */
async function aMake(page: Page): Promise<string> {
  const labels = await page.getByRole('group', { name: 'Make', exact: true }).locator('.sr-facet-label').allTextContents();
  expect(labels.length).toBeGreaterThan(1);
  return defined(labels[1], 'a second make');
}

async function openSearch(page: Page, path = LANDING): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.sr-app[data-live="true"]')).toBeVisible({ timeout: 15_000 });
}

/** On phones the filters live in a drawer behind the 'Filters' button. */
async function openFilters(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Filters', exact: true });
  if (await button.isVisible()) await button.click();
}

async function closeFilters(page: Page): Promise<void> {
  const show = page.getByTestId('show-me');
  if (await show.isVisible()) await show.click();
}

/** Astro drops the island's `ssr` attribute once React has hydrated it; typing before that is lost. */
async function budgetHydrated(page: Page): Promise<void> {
  await page.locator('#budget').scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[component-url*="BudgetSearch"]:not([ssr])')).toHaveCount(1, { timeout: 15_000 });
}

function prices(page: Page): Promise<number[]> {
  return page
    .locator('.sr-app .sr-card:not(.sr-promo) .sr-amount strong')
    .allTextContents()
    .then((list) => list.map((t) => Number(t.replace(/[^0-9]/g, ''))).filter((n) => n > 0));
}

test('first page of results is in the HTML with JavaScript off', { tag: ANY_WIDTH }, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/search/new-used-and-demo-cars');
  const cards = page.locator('#search-static .sr-card');
  expect(await cards.count()).toBeGreaterThan(3);
  await expect(cards.first().locator('a[href^="/cars/"]').first()).toBeVisible();
  await expect(page.locator('#search-static .sr-count')).toHaveText(/\d+ cars/);
  await context.close();
});

test('the live island takes over the static first page without moving the results', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const card = document.querySelector('#search-static .sr-card');
      (window as unknown as { staticTop: number }).staticTop = card!.getBoundingClientRect().top + window.scrollY;
    });
  });
  await openSearch(page);
  await expect(page.locator('#search-static')).toBeHidden();
  const { staticTop, liveTop } = await page.evaluate(() => ({
    staticTop: (window as unknown as { staticTop: number }).staticTop,
    liveTop: document.querySelector('.sr-app .sr-card')!.getBoundingClientRect().top + window.scrollY,
  }));
  expect(Math.abs(liveTop - staticTop)).toBeLessThan(2);
});

test('refining a make updates results and the URL; back restores', async ({ page }) => {
  await openSearch(page);
  const count = page.getByTestId('stock-count');
  const before = await count.textContent();
  await openFilters(page);
  const make = await aMake(page);
  const box = page.getByRole('group', { name: 'Make', exact: true }).getByRole('checkbox', { name: make });
  await box.scrollIntoViewIfNeeded();
  await box.click();
  await expect(count).not.toHaveText(before ?? '');
  await closeFilters(page);
  await expect(page).toHaveURL(new RegExp(`[?&]make=${encodeURIComponent(make).replace(/%20/g, '(%20|\\+)')}`));
  const titles = await page.locator('.sr-app .sr-title a').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const t of titles) expect(t).toContain(make);
  await page.goBack();
  await expect(page).not.toHaveURL(/make=/);
  await expect(count).toHaveText(before ?? '');
});

test('/search/new-and-demo-cars (either slash) keeps its URL and narrows the stock of the landing path', { tag: ANY_WIDTH }, async ({ page }) => {
  const number = async () => Number((await page.getByTestId('stock-count').textContent())!.replace(/[^0-9]/g, ''));
  await openSearch(page, LANDING.replace(/\/$/, ''));
  const all = await number();
  expect(all).toBeGreaterThan(0);
  await openSearch(page, '/search/new-and-demo-cars');
  await expect(page).toHaveURL(/\/search\/new-and-demo-cars\/?$/);
  const newAndDemo = await number();
  expect(newAndDemo).toBeLessThan(all);
});

test("the make list shows 7 makes, then every make after 'Show all makes'", { tag: ANY_WIDTH }, async ({ page }, testInfo) => {
  const raw = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../dealers', projectOf(testInfo).dealer, 'stock.json'), 'utf8'));
  const makes = new Set((raw.cars as { make: string }[]).map((c) => c.make.toLowerCase())).size;
  expect(makes, 'every demo dealer stocks more than 7 makes').toBeGreaterThan(7);
  await openSearch(page);
  await openFilters(page);
  const facet = page.getByRole('group', { name: 'Make', exact: true }).first();
  await expect(facet.locator('.sr-facet-label')).toHaveCount(7);
  await facet.getByRole('button', { name: 'Show all makes' }).click();
  await expect(facet.locator('.sr-facet-label')).toHaveCount(makes);
});

test('a make path keeps its own URL and pre-selects the make', { tag: ANY_WIDTH }, async ({ page }) => {
  await openSearch(page);
  await openFilters(page);
  const make = await aMake(page);
  await openSearch(page, `/search/${slug(make)}/`);
  await expect(page).toHaveURL(new RegExp(`/search/${slug(make)}/?$`));
  const titles = await page.locator('.sr-app .sr-title a').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const t of titles) expect(t).toContain(make);
  await openFilters(page);
  await expect(page.getByRole('group', { name: 'Make', exact: true }).getByRole('checkbox', { name: make })).toBeChecked();
});

test('breadcrumb: Home > make > title on a model path (the model level is the page itself)', { tag: ANY_WIDTH }, async ({ page }) => {
  await openSearch(page);
  await openFilters(page);
  const make = await aMake(page);
  await openSearch(page, `/search/${slug(make)}/`);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(crumbs).toHaveText(['Home', `${make} Cars for Sale`]);
  await openFilters(page);
  const model = (await page.getByRole('group', { name: 'Model', exact: true }).locator('.sr-facet-label').first().textContent())!;
  await page.goto(`/search/${slug(make)}/${slug(model)}/`);
  await expect(crumbs).toHaveText(['Home', make, `${make} ${model} for Sale`]);
  await expect(crumbs.nth(1).getByRole('link')).toHaveAttribute('href', `/search/${slug(make)}/`);
});

test('without JavaScript the first page links to page 2, which renders page 2 once JS runs', { tag: ANY_WIDTH }, async ({ browser, page }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const nojs = await context.newPage();
  await nojs.goto(LANDING);
  const link = nojs.locator('#search-static').getByRole('link', { name: 'Page 2' });
  // A pre-rendered page, so the link works without JavaScript too (search-no-js.spec.ts).
  await expect(link).toHaveAttribute('href', `${LANDING}page/2/`);
  const staticFirst = await nojs.locator('#search-static .sr-title a').first().textContent();
  await context.close();
  await openSearch(page, `${LANDING}?page=2`);
  await expect(page.locator('.sr-app .sr-pager [aria-current="page"]')).toHaveText('2');
  await expect(page.locator('.sr-app .sr-title a').first()).not.toHaveText(staticFirst ?? '');
});

/** range[price]=min:max in the URL (brackets may be percent-encoded); null when absent. */
function urlPriceRange(url: string): { min: number | null; max: number | null } | null {
  const value = new URL(url).searchParams.get('range[price]');
  if (value === null) return null;
  const [min, max] = value.split(':');
  return { min: min ? Number(min) : null, max: max ? Number(max) : null };
}

test('the price slider narrows results and writes range[price] to the URL', async ({ page }) => {
  await openSearch(page);
  const count = page.getByTestId('stock-count');
  const before = await count.textContent();
  await openFilters(page);
  const max = page.getByRole('slider', { name: 'Maximum price' });
  await max.scrollIntoViewIfNeeded();
  const lower = Number(await max.getAttribute('min'));
  const upper = Number(await max.getAttribute('max'));
  await max.fill(String(Math.round((lower + (upper - lower) / 4) / 1000) * 1000));
  await expect(count).not.toHaveText(before ?? '');
  await closeFilters(page);
  // The router writes a slider move 400 ms after it stops.
  await expect.poll(() => urlPriceRange(page.url())?.max ?? null).not.toBeNull();
  const cap = urlPriceRange(page.url())!.max!;
  expect(cap).toBeLessThan(upper);
  const shown = await prices(page);
  expect(shown.length).toBeGreaterThan(0);
  for (const p of shown) expect(p).toBeLessThanOrEqual(cap);
});

// A link's range past the slider's scale (range[price]=:999999999) is held at the scale's end and written back in
// place of the address: as an entry of its own, Back landed on the uncorrected address, which corrected and added
// it again. (A range inside the scale, the budget tool's :47500, is kept as given: nothing to write back.)
test('a price range from a link is corrected in place: Back leaves the search page', { tag: ANY_WIDTH }, async ({ page }) => {
  await page.goto('/');
  await openSearch(page, `${LANDING}?range[price]=:999999999`);
  await expect.poll(() => urlPriceRange(page.url())?.max ?? null).not.toBe(999999999);
  expect(urlPriceRange(page.url())?.max ?? 0).toBeLessThan(999999999);
  await page.goBack();
  const pathname = () => new URL(page.url()).pathname;
  await expect.poll(pathname).toBe('/');
  // And stays there: no write of the search page's comes after it (the slider's write waits 400 ms).
  await page.waitForTimeout(600);
  expect(pathname()).toBe('/');
});

/**
 * The stock price (the index's sort key) of each card shown, read from the dealer's snapshot by car id: cards
 * show the display price (offer, weekly subscription, or the no-price text), which need not follow that order.
 */
async function sortKeyPrices(page: Page, dealer: string): Promise<(number | null)[]> {
  const raw = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../dealers', dealer, 'stock.json'), 'utf8'));
  const byId = new Map<string, number | null>((Array.isArray(raw) ? raw : raw.cars).map((c: { id: number; price: number | null }) => [String(c.id), c.price]));
  const ids = await page.locator('.sr-app .sr-card:not(.sr-promo)').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-car-id')!));
  return ids.map((id) => byId.get(id) ?? null);
}

test('sort by lowest price orders cards ascending, the cars without a price last (none left out)', { tag: ANY_WIDTH }, async ({ page }, testInfo) => {
  const { dealer } = projectOf(testInfo);
  await openSearch(page);
  const count = page.getByTestId('stock-count');
  const before = await count.textContent();
  await page.getByLabel('Sort by').selectOption({ label: 'Lowest price' });
  await expect(page).toHaveURL(/[?&]sortBy=price-asc/);
  await expect
    .poll(
      async () => {
        const p = await sortKeyPrices(page, dealer);
        return p.length > 0 && p.every((v, i) => v !== null && v > 0 && (i === 0 || p[i - 1]! <= v));
      },
      { message: 'every card priced above $0, in ascending order' },
    )
    .toBe(true);
  // A sort changes the order, never the count: the unpriced cars come last instead of being dropped.
  await expect(count).toHaveText(before ?? '');
});

test('the budget screen link sortBy=Car_production:price:desc means highest price first', { tag: ANY_WIDTH }, async ({ page }, testInfo) => {
  await openSearch(page, `${LANDING}?sortBy=Car_production:price:desc`);
  // The price sorts order by the shown price (sort_price), so the select names that attribute.
  await expect(page.getByLabel('Sort by')).toHaveValue(/:(sort_)?price:desc$/);
  const p = await sortKeyPrices(page, projectOf(testInfo).dealer);
  expect(p.length).toBeGreaterThan(1);
  expect(p.every((v, i) => i === 0 || (p[i - 1] ?? 0) >= (v ?? 0))).toBe(true);
});

test('pagination goes to page 2 and the URL says so; a filter change goes back to page 1', async ({ page }) => {
  await openSearch(page);
  const first = await page.locator('.sr-app .sr-title a').first().textContent();
  await page.locator('.sr-app .sr-pager').getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.locator('.sr-app .sr-pager [aria-current="page"]')).toHaveText('2');
  await expect(page.locator('.sr-app .sr-title a').first()).not.toHaveText(first ?? '');
  // The link sits below the cards: page 2's results are scrolled into view, their top in the upper half of the screen
  // (at its very top unless the page ends first).
  const resultsTop = () => page.locator('#search-results').evaluate((el) => el.getBoundingClientRect().top / window.innerHeight);
  await expect.poll(resultsTop).toBeGreaterThan(-0.01);
  expect(await resultsTop()).toBeLessThan(0.5);
  await openFilters(page);
  const make = await aMake(page);
  const box = page.getByRole('group', { name: 'Make', exact: true }).getByRole('checkbox', { name: make });
  await box.scrollIntoViewIfNeeded();
  await box.click();
  await closeFilters(page);
  await expect(page).toHaveURL(/[?&]make=/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  // A make with one page of cars has no pager at all; otherwise page 1 is the current one.
  await expect(page.locator('.sr-app .sr-pager [aria-current="page"]').filter({ hasNotText: /^1$/ })).toHaveCount(0);
});

test('the first two rows of cards are laid out with the page, the cards below only when near, and the pager stays put as they are (also after a page change and a sort)', async ({
  page,
}) => {
  // Where the pager is in the first frame that shows the live results (read before that frame's layout is painted is
  // not possible from a script: the first animation frame after it is the earliest a shopper or a click sees it).
  await page.addInitScript(() => {
    const first = () => {
      const pager = document.querySelector('.sr-app[data-live="true"] .sr-pager');
      if (pager) (window as unknown as { firstLivePagerY: number }).firstLivePagerY = pager.getBoundingClientRect().top + window.scrollY;
      else requestAnimationFrame(first);
    };
    requestAnimationFrame(first);
  });
  await openSearch(page);
  const pager = page.locator('.sr-app .sr-pager');
  /** The pager's distance from the top of the document. */
  const pagerY = () => pager.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  // Shown, the results are laid out as they stay: the skipped cards' height is known from the first live frame (it
  // was 420 px for two frames, and the pager moved by up to 1,174 px on a phone under a click aimed at it then).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const firstLive = await page.evaluate(() => (window as unknown as { firstLivePagerY?: number }).firstLivePagerY);
  expect(firstLive).toBeDefined();
  expect(Math.abs((await pagerY()) - firstLive!)).toBeLessThanOrEqual(1);
  // Scrolled to, the pager must not move: a skipped card is drawn as tall as the laid-out ones (search.css), so the
  // cards laid out on the way change no height above it, and a tap lands where the shopper aimed.
  const pagerStays = async () => {
    const before = await pagerY();
    await pager.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(Math.abs((await pagerY()) - before)).toBeLessThanOrEqual(1);
  };
  /** Each card's content-visibility, and the columns the grid has at this width. */
  const cards = () =>
    page
      .locator('.sr-app .sr-grid')
      .first()
      .evaluate((grid) => ({
        columns: getComputedStyle(grid).gridTemplateColumns.split(' ').length,
        visibility: [...grid.children].slice(0, 12).map((c) => getComputedStyle(c).contentVisibility),
      }));
  const twoRowsAtOnce = async () => {
    // The first two rows come in the answer's own frame and the rest a step later (useRenderInSteps): wait for them.
    await expect.poll(async () => (await cards()).visibility.length > (await cards()).columns * 2).toBe(true);
    const { columns, visibility } = await cards();
    // On screen whenever new results come, so never skipped and laid out a second time in that frame.
    expect(visibility.slice(0, columns * 2)).toEqual(Array(columns * 2).fill('visible'));
    expect(new Set(visibility.slice(columns * 2))).toEqual(new Set(['auto']));
  };
  await twoRowsAtOnce();
  await pagerStays();
  const first = await page.locator('.sr-app .sr-title a').first().textContent();
  await page.locator('.sr-app .sr-pager').getByRole('link', { name: 'Page 2' }).click();
  await expect(page.locator('.sr-app .sr-title a').first()).not.toHaveText(first ?? '');
  await twoRowsAtOnce();
  await pagerStays();
  // A sort brings other cars (the cheapest first) and goes back to page 1: the same, and page 2 is where it was aimed.
  await page.getByLabel('Sort by').selectOption({ label: 'Lowest price' });
  await expect(page).toHaveURL(/sortBy=price-asc/);
  await expect(page.locator('.sr-app .sr-pager [aria-current="page"]')).toHaveText('1');
  await twoRowsAtOnce();
  await pagerStays();
  await page.locator('.sr-app .sr-pager').getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/sortBy=price-asc.*page=2|page=2.*sortBy=price-asc/);
});

/** The first static results page of the landing path whose cards include every one of `marks` (class names). */
function firstPageWith(dealer: string, marks: string[]): number | null {
  for (let n = 1; n < 100; n++) {
    const file = path.join(DIST, dealer, LANDING, n === 1 ? '' : `page/${n}`, 'index.html');
    let html: string;
    try {
      html = readFileSync(file, 'utf8');
    } catch {
      return null;
    }
    if (marks.every((m) => html.includes(m))) return n;
  }
  return null;
}

test(
  "a sold car's card and an offer's card ('Was' line) are as tall as the others, so the pager stays put when scrolled to",
  { tag: only('demo-motors') },
  async ({ page }, testInfo) => {
    const n = firstPageWith(projectOf(testInfo).dealer, ['sr-was', 'is-sold']);
    expect(n, 'a results page with a sold car and an offer').not.toBeNull();
    await openSearch(page, `${LANDING}?page=${n}`);
    // As a shopper, who sees the live results painted before scrolling (their first frame measures the card height).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const pager = page.locator('.sr-app .sr-pager');
    // The tap's point: where the pager is once scrolled to, against where it is three frames later. Cards of another
    // height than the skipped ones are drawn at would be laid out in between and move it under the finger; so would
    // the browser's scroll anchoring, had it anchored in the filter panel, whose facets grow when laid out (480 px).
    // Scrolled and read in one task, so the reading is the scroll's own, before any frame lays out what it reached.
    const scrolledTo = await pager.evaluate((el) => {
      el.scrollIntoView({ block: 'center' });
      return el.getBoundingClientRect().top;
    });
    const top = () => pager.evaluate((el) => el.getBoundingClientRect().top);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done)))));
    expect(Math.abs((await top()) - scrolledTo)).toBeLessThanOrEqual(1);
    // Every card laid out: one height, the sold car's (no save button) and the offer's (a 'Was' line) included.
    const grid = page.locator('.sr-app .sr-grid');
    await expect(grid.locator('.sr-card.is-sold')).not.toHaveCount(0);
    await expect(grid.locator('.sr-card .sr-was')).not.toHaveCount(0);
    const heights = await grid.evaluate((g) => {
      const cards = [...g.querySelectorAll<HTMLElement>('.sr-card:not(.sr-promo)')];
      for (const c of cards) c.style.contentVisibility = 'visible';
      return cards.map((c) => Math.round(c.getBoundingClientRect().height));
    });
    expect(new Set(heights), heights.join(' ')).toEqual(new Set([heights[0]]));
  },
);

test("a feed's long price type or spec value keeps its card as tall as the others (one line, the whole text its title)", async ({ page }) => {
  await openSearch(page);
  const card = page
    .locator('.sr-app .sr-card:not(.sr-promo)')
    .filter({ has: page.locator('.sr-type') })
    .filter({ has: page.locator('.sr-specs li') })
    .first();
  const height = () => card.evaluate((el) => el.getBoundingClientRect().height);
  const before = await height();
  // What dealer systems export into these fields: a paragraph where a word was expected.
  const long = 'Drive away price including dealer delivery, stamp duty, registration and twelve months of CTP insurance';
  await card.evaluate((el, text) => {
    el.querySelector('.sr-type')!.textContent = text;
    el.querySelector('.sr-specs li')!.textContent = `${text} (as supplied by the manufacturer's brochure, subject to change)`;
  }, long);
  expect(Math.abs((await height()) - before)).toBeLessThanOrEqual(1);
  // Nor wider: each line ends inside the card, its text cut in its own box.
  const overflow = await card.evaluate((el) => {
    const right = el.getBoundingClientRect().right;
    return [...el.querySelectorAll<HTMLElement>('.sr-type, .sr-specs li')].slice(0, 2).map((line) => ({
      inside: line.getBoundingClientRect().right <= right + 0.5,
      cut: line.scrollWidth > line.clientWidth,
    }));
  });
  expect(overflow).toEqual([
    { inside: true, cut: true },
    { inside: true, cut: true },
  ]);
  // Cut on screen, whole in the title the browser shows on hover and reads out.
  await expect(card.locator('.sr-type')).toHaveCSS('text-overflow', 'ellipsis');
  await expect(card.locator('.sr-specs li').first()).toHaveCSS('text-overflow', 'ellipsis');
  expect(await card.locator('.sr-type').getAttribute('title')).toBeTruthy();
  expect(await card.locator('.sr-specs li').first().getAttribute('title')).toBeTruthy();
});

test('no results shows the empty card and Clear Filters', { tag: ANY_WIDTH }, async ({ page }) => {
  await openSearch(page, `${LANDING}?query=zzqxqzz`);
  await expect(page.getByText('No results found for your search at this time. Please try adjusting the filters for more results.')).toBeVisible();
  const clear = page.getByRole('link', { name: 'Clear Filters' });
  const href = await clear.getAttribute('href');
  expect(href).toBeTruthy();
  await clear.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[/.?]/g, '\\$&')}/?$`));
});

test('budget search: estimate, search with range[price], and the too-low state', { tag: ANY_WIDTH }, async ({ page }, testInfo) => {
  const noun = defined(NOUN[projectOf(testInfo).dealer], 'the stock noun of this dealer');
  await page.goto(`${LANDING}#budget`);
  const budget = page.locator('#budget');
  await expect(budget.getByRole('heading', { name: 'Find cars for your budget' })).toBeVisible();
  await budgetHydrated(page);
  // Weekly $200 x 52 x 5 + $2,000 deposit = $54,000 (spec 9 defaults).
  await expect(budget.getByTestId('budget-estimate')).toHaveText('$54,000');
  await budget.getByRole('button', { name: '$10,000' }).click();
  await expect(budget.getByTestId('budget-estimate')).toHaveText('$62,000');
  // 'Show me N cars': the cars in budget, counted by the site's search.
  const search = budget.getByRole('link', { name: new RegExp(`^Show me \\d+ ${noun.toLowerCase()}s?$`) });
  await expect(search).toBeVisible({ timeout: 15_000 });
  const href = await search.getAttribute('href');
  // The brackets are percent-encoded in the link (valid in an href; the search reads both forms).
  expect(href).toMatch(/\?range(\[|%5B)price(\]|%5D)=:\d+$/);
  const cap = Number(/:(\d+)$/.exec(href!)![1]);
  expect(cap).toBeLessThanOrEqual(62000);
  await search.click();
  await expect(page.locator('.sr-app[data-live="true"]')).toBeVisible({ timeout: 15_000 });
  for (const p of await prices(page)) expect(p).toBeLessThanOrEqual(cap);

  // A budget $400 under a car's price, so not a whole thousand ($X,590 under a $X,990 car): the page filters by
  // that very bound, shows the count the button promised, and not the car $400 above it (rounded to the
  // slider's thousand, the bound let it in).
  const listed = await prices(page);
  const dear = Math.max(...listed.filter((p) => p % 1000 >= 500));
  expect(dear, 'a listed price ending at 500 or more').toBeGreaterThan(1000);
  await page.goto(`${LANDING}#budget`);
  await budgetHydrated(page);
  await budget.getByRole('textbox', { name: 'Weekly repayment' }).fill('0');
  await budget.getByRole('textbox', { name: 'Deposit' }).fill(String(dear - 400));
  const exact = budget.getByRole('link', { name: /^Show me \d+ / });
  await expect(exact).not.toHaveAttribute('aria-busy', 'true', { timeout: 15_000 });
  await expect(exact).toHaveAttribute('href', new RegExp(`=:${dear - 400}$`));
  const promised = Number(/Show me (\d+)/.exec((await exact.textContent())!)![1]);
  await exact.click();
  await expect(page.locator('.sr-app[data-live="true"]')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('stock-count')).toHaveText(new RegExp(`^${promised} `));
  for (const p of await prices(page)) expect(p).toBeLessThanOrEqual(dear - 400);

  await page.goto(`${LANDING}#budget`);
  await budgetHydrated(page);
  await budget.getByRole('textbox', { name: 'Weekly repayment' }).fill('0');
  await budget.getByRole('textbox', { name: 'Deposit' }).fill('0');
  await expect(budget.getByRole('button', { name: `0 ${noun}s Found` })).toBeDisabled();
  await expect(budget.getByText(`No ${noun}s found for this budget`)).toBeVisible();
});

test("the budget tool's 'Show me N cars' counts the cars in budget under the page's filters, and the search shows N", { tag: ANY_WIDTH }, async ({ page }) => {
  await openSearch(page);
  await openFilters(page);
  const make = await aMake(page);
  await page.goto(`${LANDING}?make=${encodeURIComponent(make)}#budget`);
  await expect(page.locator('.sr-app[data-live="true"]')).toBeVisible({ timeout: 15_000 });
  await budgetHydrated(page);
  const budget = page.locator('#budget');
  // A deposit above any price: the budget is capped at the dearest car of the make, so every priced one counts.
  await budget.getByRole('textbox', { name: 'Deposit' }).fill('900000');
  const show = budget.getByRole('link', { name: /^Show me \d+ / });
  await expect(show).toBeVisible({ timeout: 15_000 });
  await expect(show).not.toHaveAttribute('aria-busy', 'true');
  const n = Number(/Show me (\d+)/.exec((await show.textContent())!)![1]);
  expect(new URL((await show.getAttribute('href'))!, 'https://x.test').searchParams.get('make')).toBe(make);
  // The whole stock's budget count is larger: the make filter is in the count.
  await show.click();
  await expect(page).toHaveURL(/range%5Bprice%5D=|range\[price\]=/);
  await expect(page.locator('.sr-app[data-live="true"]')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('stock-count')).toHaveText(new RegExp(`^${n} `));
});
