import { expect, test, type Page, type Request } from '@playwright/test';
import { seriousAxeFindings } from './axe';
import { only } from './helpers';
import { builtPages, pageTypes } from './pages';

/*
 * Marketing tags behind consent. demo-group configures fake GTM, GA4 and Meta pixel ids; demo-motors
 * configures none. Every tag host is intercepted (page.route answers with an empty script, nothing leaves the
 * machine) and every request to one is recorded. The projects start with a stored "reject" choice
 * (playwright.config.ts) so other specs see no banner; these tests start from an empty storage instead.
 */
const TAG_HOSTS = /^https:\/\/([^/]*\.)?(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net|facebook\.net|facebook\.com)\//;
const LOADERS = {
  gtm: 'https://www.googletagmanager.com/gtm.js?id=GTM-DEMO123',
  ga4: 'https://www.googletagmanager.com/gtag/js?id=G-DEMO12345',
  pixel: 'https://connect.facebook.net/en_US/fbevents.js',
};

/** Records every request to a tag host (answered locally with an empty script). */
async function interceptTags(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route(TAG_HOSTS, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* intercepted */' }));
  page.on('request', (r: Request) => {
    if (TAG_HOSTS.test(r.url())) seen.push(r.url());
  });
  return seen;
}

const count = (seen: string[], url: string) => seen.filter((u) => u === url).length;

/** Keeps a copy of every dataLayer push in sessionStorage, so events sent just before a navigation can be read. */
async function recordDataLayer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const dl: unknown[] = [];
    const push = dl.push.bind(dl);
    dl.push = (...items: unknown[]) => {
      try {
        const log = JSON.parse(sessionStorage.getItem('e2e-dataLayer') ?? '[]') as unknown[];
        log.push(...items.map((i) => JSON.parse(JSON.stringify(i ?? null))));
        sessionStorage.setItem('e2e-dataLayer', JSON.stringify(log));
      } catch {
        /* the recorder must not break the page */
      }
      return push(...items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = dl;
  });
}

async function recorded(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-dataLayer') ?? '[]'));
}

test.describe('marketing tags behind consent (demo-group)', { tag: only('demo-group') }, () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('before a choice: banner shown, consent denied by default, no request to a tag host', async ({ page }) => {
    const seen = await interceptTags(page);
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'Cookies and analytics' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Accept all' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Reject all' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Settings' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The banner is usable by everyone: no serious or critical axe finding inside it.
    expect(await seriousAxeFindings(page, '#cc-main')).toEqual([]);
    const consentDefault = await page.evaluate(() =>
      (window.dataLayer ?? []).map((e) => Array.from(e as ArrayLike<unknown>)).find((a) => a[0] === 'consent' && a[1] === 'default'),
    );
    expect(consentDefault?.[2]).toMatchObject({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
    expect(seen).toEqual([]);
  });

  test('accept: GTM, GA4 and pixel loaders requested once, without a reload; again on the next page without asking', async ({ page }) => {
    const seen = await interceptTags(page);
    await page.goto('/');
    await page.evaluate(() => {
      (window as unknown as { e2eSamePage: boolean }).e2eSamePage = true;
    });
    await page.getByRole('dialog', { name: 'Cookies and analytics' }).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => [count(seen, LOADERS.gtm), count(seen, LOADERS.ga4), count(seen, LOADERS.pixel)]).toEqual([1, 1, 1]);
    expect(await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
    const update = await page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((e) => Array.from(e as ArrayLike<unknown>))
        .filter((a) => a[0] === 'consent' && a[1] === 'update')
        .pop(),
    );
    expect(update?.[2]).toMatchObject({ ad_storage: 'granted', analytics_storage: 'granted' });
    await page.waitForLoadState('networkidle');
    expect(seen.filter((u) => Object.values(LOADERS).includes(u))).toHaveLength(3);

    // The choice is kept for this site: the next page loads the tags at once, with no banner.
    seen.length = 0;
    await page.goto(pageTypes('demo-group').search ?? '/');
    await expect.poll(() => [count(seen, LOADERS.gtm), count(seen, LOADERS.ga4), count(seen, LOADERS.pixel)]).toEqual([1, 1, 1]);
    await expect(page.locator('#cc-main .cm')).toHaveCount(0);
  });

  test('reject: no tag host is ever requested, on this page or the next; the footer link reopens the choice', async ({ page }) => {
    const seen = await interceptTags(page);
    await page.goto('/');
    await page.getByRole('dialog', { name: 'Cookies and analytics' }).getByRole('button', { name: 'Reject all' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookies and analytics' })).toBeHidden();
    await page.waitForLoadState('networkidle');
    await page.goto(pageTypes('demo-group').vehicle!);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#cc-main .cm')).toHaveCount(0);
    expect(seen).toEqual([]);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('demo-group-Consent') ?? 'null'));
    expect(stored.categories).toEqual(['necessary']);

    // Change of mind from the footer: settings, analytics only -> GTM and GA4, still no pixel.
    expect(await page.locator('.site-footer .legal p').last().innerText()).toBe('Terms and Conditions · Privacy Policy · Cookie settings');
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const prefs = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(prefs).toBeVisible();
    expect(await seriousAxeFindings(page, '#cc-main')).toEqual([]);
    await prefs.locator('input[value="analytics"]').check({ force: true });
    await prefs.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => [count(seen, LOADERS.gtm), count(seen, LOADERS.ga4)]).toEqual([1, 1]);
    await page.waitForLoadState('networkidle');
    expect(count(seen, LOADERS.pixel)).toBe(0);
  });

  test('a vehicle page pushes view_item with the car as item', async ({ page }) => {
    await interceptTags(page);
    await page.goto(pageTypes('demo-group').vehicle!);
    const viewed = JSON.parse((await page.locator('#vd-viewed').textContent()) ?? '{}') as { id: string; stocknum: string | null; make: string; name: string };
    const carType = JSON.parse((await page.locator('#vd-item').textContent()) ?? '{}').item_category as string;
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).some((e) => (e as { event?: string }).event === 'view_item'))).toBe(true);
    const event = (await page.evaluate(() => (window.dataLayer ?? []).find((e) => (e as { event?: string }).event === 'view_item'))) as {
      ecommerce: { currency: string; items: Array<Record<string, unknown>> };
    };
    expect(event.ecommerce.currency).toBe('AUD');
    expect(event.ecommerce.items[0]).toMatchObject({
      item_id: viewed.stocknum ?? viewed.id,
      item_name: viewed.name,
      item_brand: viewed.make,
      item_category: carType,
      currency: 'AUD',
    });
    expect(['new', 'used', 'demo']).toContain(carType);
    // The spec's own event stays for containers built on it.
    expect(await page.evaluate(() => (window.dataLayer ?? []).some((e) => /^dealer_event_(4|18)$/.test(String((e as { event?: string }).event))))).toBe(true);
  });

  test("an enquiry pushes generate_lead with the form type and the car's item parameters", async ({ page }) => {
    await interceptTags(page);
    await recordDataLayer(page);
    // A car with the sidebar's Enquire Now (available cars).
    const vehicle =
      builtPages('demo-group')
        .find((p) => /^\/cars\/[^/]+\/checkout\/$/.test(p))
        ?.replace(/checkout\/$/, '') ?? pageTypes('demo-group').vehicle!;
    await page.goto(vehicle);
    await page.getByRole('dialog', { name: 'Cookies and analytics' }).getByRole('button', { name: 'Reject all' }).click();
    const item = JSON.parse((await page.locator('#vd-item').textContent()) ?? '{}') as Record<string, unknown>;
    await page.locator('.vd-actions').getByRole('link', { name: 'Enquire Now' }).click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Send enquiry' }) });
    await dialog.getByLabel(/^Name( \*)?$/).fill('E2E Shopper');
    await dialog.getByLabel(/^Email( \*)?$/).fill(`e2e-analytics-${Date.now()}@example.com`);
    await dialog.getByLabel(/^Phone( \*)?$/).fill('0412 345 678');
    const message = dialog.getByLabel(/^Message/);
    if (!(await message.inputValue())) await message.fill('Analytics test');
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    // The lead goes to the preview API first; on a loaded machine that can take more than the default 7 s.
    await expect(page).toHaveURL(/\/success\/?$/, { timeout: 20_000 });
    const lead = (await recorded(page)).find((e) => e.event === 'generate_lead') as
      { form_type: string; lead_id: string; ecommerce: { items: Array<Record<string, unknown>>; value?: number } } | undefined;
    expect(lead, 'generate_lead pushed').toBeTruthy();
    expect(['enquiry', 'used_enquiry']).toContain(lead!.form_type);
    expect(lead!.lead_id).toBeTruthy();
    expect(lead!.ecommerce.items[0]).toEqual(item);
    if (typeof item.price === 'number') expect(lead!.ecommerce.value).toBe(item.price);
  });
});

test.describe('a dealer without analytics settings (demo-motors)', { tag: only('demo-motors') }, () => {
  test('loads no tag, no banner and no consent library; its policy names no tag host', async ({ page }) => {
    const seen = await interceptTags(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' || r.resourceType() === 'stylesheet') scripts.push(r.url());
    });
    for (const url of [pageTypes('demo-motors').home!, pageTypes('demo-motors').vehicle!]) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const csp = (await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')) ?? '';
      expect(csp).not.toMatch(/google|facebook/);
      const directive = (name: string) =>
        csp
          .split(';')
          .map((d) => d.trim())
          .find((d) => d.startsWith(`${name} `));
      expect(directive('connect-src')).toBe("connect-src 'self'");
      // demo-motors configures a static-map image service (contact.map_image_url), which img-src names; no tag host.
      expect(directive('img-src')).toBe("img-src 'self' data: blob: https://staticmap.openstreetmap.de https:");
      expect(directive('frame-src')).toBe("frame-src 'self' https:");
      expect(directive('script-src')!.replace(/ 'sha256-[^']+'/g, '')).toBe("script-src 'self'");
      expect(await page.evaluate(() => typeof (window as unknown as { __dealerTags?: unknown }).__dealerTags)).toBe('undefined');
      await expect(page.locator('#cc-main')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);
    }
    expect(scripts.filter((u) => /TagsLoader|consent-banner/.test(u))).toEqual([]);
    expect(seen).toEqual([]);
  });
});
