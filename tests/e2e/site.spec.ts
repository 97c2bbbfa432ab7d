import { expect, test, type Page } from '@playwright/test';
import { ANY_WIDTH, hidePopup, only, projectOf } from './helpers';

/* Site-wide pages at phone and desktop size: menus, a location page, offers, the group brand directory, gated routes. */

const FIRST_LOCATION: Record<string, string> = { 'demo-motors': 'brisbane', 'coastal-caravans': 'sunshine-coast', 'demo-group': 'brisbane' };

async function openMobileMenu(page: Page) {
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

test.describe('header menus', () => {
  test('dropdowns open by mouse and close with Escape', async ({ page }, testInfo) => {
    const { size } = projectOf(testInfo);
    // Not the home page: its popup block would cover the page on a first visit.
    await page.goto('/special-offers');
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (size === 'phone') {
      await expect(nav).toBeHidden();
      await openMobileMenu(page);
    }
    await expect(nav).toBeVisible();
    const about = nav.locator('details', { has: page.locator('summary', { hasText: 'About Us' }) });
    await about.locator('summary').click();
    const contact = about.getByRole('link', { name: 'Contact' });
    await expect(contact).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(contact).toBeHidden();
    await expect(about.locator('summary')).toBeFocused();
    await about.locator('summary').click();
    await contact.click();
    await expect(page).toHaveURL(/\/contact\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  });

  test('dropdowns are keyboard operable', { tag: only('desktop') }, async ({ page }) => {
    await page.goto('/special-offers');
    const summary = page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'About Us' });
    await summary.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact\/?$/);
  });

  test('hover opens dropdowns only on sites that open menus on hover', { tag: only('desktop') }, async ({ page }, testInfo) => {
    const { dealer } = projectOf(testInfo);
    await page.goto('/special-offers');
    const stock = page.getByRole('navigation', { name: 'Main' }).locator('details', { has: page.locator('summary', { hasText: 'Our Stock' }) });
    await stock.locator('summary').hover();
    const expectOpen = dealer === 'demo-group'; // the group template sets site.menu_hover
    await expect(stock).toHaveJSProperty('open', expectOpen);
  });

  test('the mobile menu closes with Escape and returns focus to its button', { tag: only('phone') }, async ({ page }) => {
    await page.goto('/special-offers');
    await openMobileMenu(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
  });
});

test('the Our Stock menu lists each destination once (no "All Our Stock" beside "All Stock")', async ({ page }, testInfo) => {
  await page.goto('/special-offers');
  if (projectOf(testInfo).size === 'phone') await openMobileMenu(page);
  const stock = page.locator('.main-nav details', { has: page.locator('summary', { hasText: 'Our Stock' }) });
  await stock.locator('summary').click();
  const links = stock.locator('.dropdown-list a');
  await expect(links.first()).toBeVisible();
  const hrefs = (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!.replace(/\/+$/, '')))) as string[];
  expect(hrefs.length).toBeGreaterThan(1);
  expect(new Set(hrefs).size).toBe(hrefs.length);
  await expect(links.filter({ hasText: /^All Our Stock$/ })).toHaveCount(0);
  await expect(links.filter({ hasText: /^All Stock$/ })).toHaveCount(1);
});

test('the sales counter counts up from the number on screen, never flashing a smaller one', { tag: [...only('demo-motors'), ANY_WIDTH] }, async ({ page }) => {
  await hidePopup(page);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { counterSeen: string[] }).counterSeen = seen;
    document.addEventListener('DOMContentLoaded', () => {
      const el = document.querySelector('[data-testid="sales-counter-value"]');
      if (!el) return;
      seen.push(el.textContent ?? '');
      new MutationObserver(() => seen.push(el.textContent ?? '')).observe(el, { subtree: true, childList: true, characterData: true });
    });
  });
  // An hour after the build (whenever it ran): the live value is 8 sales above the number the page was built with.
  await page.clock.setSystemTime(new Date(Date.now() + 3_600_000));
  await page.goto('/');
  await page.getByTestId('sales-counter-value').scrollIntoViewIfNeeded();
  const values = async () =>
    ((await page.evaluate(() => (window as unknown as { counterSeen: string[] }).counterSeen)) as string[]).map((v) => Number(v.replace(/,/g, '')));
  // Hydrated and counted up: the number has changed at least once.
  await expect.poll(async () => new Set(await values()).size, { timeout: 10_000 }).toBeGreaterThan(1);
  // Then it settles: no new value for 600 ms (the target moves with the clock, so compare with the settled run).
  await expect
    .poll(
      async () => {
        const a = (await values()).length;
        await page.waitForTimeout(600);
        return (await values()).length === a;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const seen = await values();
  expect(Math.min(...seen)).toBe(seen[0]);
  expect(seen.every((v, i) => v >= (seen[i - 1] ?? v))).toBe(true);
});

test(
  'the home page needs no UI library: the popup shows on a first visit, closes, and stays closed',
  { tag: [...only('demo-motors'), ANY_WIDTH] },
  async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Summer Runout Sale' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeFocused();
    await expect(dialog.locator('img')).toHaveJSProperty('complete', true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // A first-time visitor has viewed no car: the recently-viewed strip and React are never downloaded.
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((u) => /\/(client|RecentlyViewed)\.[\w-]+\.js$/.test(u))).toEqual([]);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Latest arrivals' })).toBeVisible();
    await expect(dialog).toBeHidden();
  },
);

test('a location page shows hours, phone, map link and AutoDealer data', { tag: ANY_WIDTH }, async ({ page }, testInfo) => {
  const { dealer } = projectOf(testInfo);
  const slug = FIRST_LOCATION[dealer];
  await page.goto(`/locations/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const hours = page.getByRole('table', { name: /Opening hours/ });
  await expect(hours.getByRole('row')).toHaveCount(7);
  await expect(hours.getByRole('rowheader').first()).toHaveText('Monday');
  const closedText = dealer === 'coastal-caravans' ? 'By appointment only' : 'Closed';
  await expect(hours.getByRole('row', { name: /Sunday/ }).getByRole('cell')).toHaveText(closedText);
  await expect(page.locator('.location-card a[href^="tel:"]').first()).toBeVisible();
  const map = page.getByRole('link', { name: /View on map/ });
  await expect(map).toHaveAttribute('href', /^https:\/\//);
  expect(await map.getAttribute('href')).not.toMatch(/key=/i);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld['@type']).toBe('AutoDealer');
  expect(ld.address['@type']).toBe('PostalAddress');
  const holiday = page.getByRole('button', { name: 'Holiday hours' });
  if (await holiday.count()) {
    // A native dialog: the first click opens it (tests/e2e/locations.spec.ts tests it without JavaScript).
    await holiday.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  await page.getByRole('link', { name: /Contact this location/ }).click();
  await expect(page).toHaveURL(new RegExp(`/contact-us/${slug}/?$`));
});

test('special offers list cards with Enquire Now and Explore buttons leading to the offer page', { tag: ANY_WIDTH }, async ({ page }) => {
  await page.goto('/special-offers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Special Offers');
  const cards = page.locator('.offer-card');
  if ((await cards.count()) === 0) {
    await expect(page.getByText('No Results Available')).toBeVisible();
    await expect(page.getByText('There appears to be no offers currently available that meet the conditions of your search')).toBeVisible();
    return;
  }
  const card = cards.first();
  await expect(card.getByRole('link', { name: 'Enquire Now' })).toBeVisible();
  await expect(card.getByRole('link', { name: /^Explore / })).toBeVisible();
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('link', { name: 'Enquire Now' }).click();
  await expect(page).toHaveURL(/\/offers\/.+#offer-enquiry$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('#offer-enquiry')).toBeVisible();
});

test('the group brand directory lists brands by kind and links each to its overview', { tag: ANY_WIDTH }, async ({ page }, testInfo) => {
  const { dealer } = projectOf(testInfo);
  if (dealer !== 'demo-group') {
    const res = await page.goto('/brands');
    expect(res?.status(), 'only the group template has /brands').toBe(404);
    return;
  }
  await page.goto('/brands');
  for (const heading of ['Car Brands', 'Motorcycle Brands', 'Truck Brands', 'Our Brands']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText('50+')).toBeVisible();
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Motorcycle Brands' }) });
  const first = section.getByRole('link').first();
  const name = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/\/[a-z0-9-]+\/overview\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test.describe('gated routes', () => {
  test('a signed-out visitor is sent to sign-in with redirect and back', { tag: ANY_WIDTH }, async ({ page }) => {
    await page.goto('/special-offers');
    await page.evaluate(() => {
      location.href = '/spin-to-win';
    });
    await page.waitForURL(/\/sign-in/);
    const url = new URL(page.url());
    expect(url.pathname.replace(/\/$/, '')).toBe('/sign-in');
    expect(url.searchParams.get('redirect')).toMatch(/^\/spin-to-win\/?$/);
    expect(url.searchParams.get('back')).toMatch(/^\/special-offers\/?$/);
  });

  test('a signed-in visitor stays on the gated page', { tag: ANY_WIDTH }, async ({ page }, testInfo) => {
    const { dealer } = projectOf(testInfo);
    await page.goto('/');
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ phone: '0400000000', token: 't', signedIn: true })), `${dealer}-User`);
    await page.goto('/spin-to-win');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spin to Win');
    expect(new URL(page.url()).pathname).toMatch(/^\/spin-to-win\/?$/);
  });

  test('buying online (/checkout-journey) is gated the same way as checkout', { tag: ANY_WIDTH }, async ({ page }) => {
    await page.goto('/special-offers');
    await page.evaluate(() => {
      location.href = '/checkout-journey?car_id=a-car';
    });
    await page.waitForURL(/\/sign-in/);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirect')).toMatch(/^\/checkout-journey\/?\?car_id=a-car$/);
    expect(url.searchParams.get('back')).toMatch(/^\/special-offers\/?$/);
  });

  test('trade-in is not gated', { tag: ANY_WIDTH }, async ({ page }) => {
    await page.goto('/trade-in');
    await expect(page).toHaveURL(/\/trade-in\/?$/);
  });
});

test('the dealer locator ranks locations by postcode and rejects bad postcodes', { tag: ANY_WIDTH }, async ({ page }) => {
  await page.goto('/dealer-locator');
  const input = page.getByLabel('Your postcode');
  // The locator is an island hydrated when visible: retry the first search until it has hydrated.
  await expect(async () => {
    await input.fill('12');
    await page.getByRole('button', { name: 'Find nearest' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid postcode. Please enter a 4-digit number.', { timeout: 1000 });
  }).toPass();
  await input.fill('9999');
  await page.getByRole('button', { name: 'Find nearest' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid postcode');
  await input.fill('4000');
  await page.getByRole('button', { name: 'Find nearest' }).click();
  const results = page.getByRole('list', { name: 'Nearest locations to 4000' }).getByRole('listitem');
  await expect(results.first()).toContainText(' km');
});

test('/watchlist lists the saved cars from this browser and shows the empty state after removing them', { tag: ANY_WIDTH }, async ({ page }, testInfo) => {
  const { dealer } = projectOf(testInfo);
  // The table's rows are the cars' search card views: a favourite is stored with the slug of its link.
  const table = (await (await page.request.get('/watchlist/cars.json')).json()) as Array<{ id: string; name: string; href: string }>;
  expect(table.length).toBeGreaterThan(2);
  const watched = table[0]!;
  const listed = table.find((c) => c.name !== watched.name)!;
  const favourite = { ...listed, slug: /^\/cars\/([^/]+)\/$/.exec(listed.href)![1]! };
  await page.goto('/watchlist');
  await expect(page.getByRole('heading', { name: 'No saved cars yet' })).toBeVisible();
  await page.evaluate(
    ({ dealer, watched, favourite }) => {
      localStorage.setItem(`${dealer}-Watchlist`, JSON.stringify([watched.id]));
      localStorage.setItem(
        `${dealer}-FavouritedCars`,
        JSON.stringify([{ id: favourite.id, name: favourite.name, slug: favourite.slug, make: 'x', model: 'y', primary_image_url: null }]),
      );
    },
    { dealer, watched, favourite },
  );
  await page.reload();
  await expect(page.getByRole('link', { name: watched.name })).toHaveAttribute('href', watched.href);
  await expect(page.getByRole('link', { name: favourite.name })).toHaveAttribute('href', `/cars/${favourite.slug}/`);
  await page.getByRole('button', { name: `Remove ${favourite.name}` }).click();
  await page.getByRole('button', { name: `Remove ${watched.name}` }).click();
  await expect(page.getByRole('heading', { name: 'No saved cars yet' })).toBeVisible();
});

test('links into stock search prefetch the search page on hover, other links do not @only-desktop', async ({ page }) => {
  await hidePopup(page);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const stockLink = footer.locator('a[href^="/search/"]').first();
  const href = (await stockLink.getAttribute('href'))!;
  await expect(stockLink).toHaveAttribute('data-astro-prefetch', '');
  await expect(footer.locator('a[href^="/"]:not([href^="/search/"])').first()).not.toHaveAttribute('data-astro-prefetch');
  await stockLink.hover();
  // Astro's prefetch adds a <link rel="prefetch"> for the page (the browser fetches it outside the page's own requests).
  const want = href.replace(/\/$/, '');
  await expect
    .poll(() => page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname.replace(/\/$/, ''))))
    .toContain(want);
});
