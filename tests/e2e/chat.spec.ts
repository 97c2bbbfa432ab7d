import { expect, test, type Page, type Route } from '@playwright/test';
import { only } from './helpers';
import { pageTypes } from './pages';

/*
 * "Chat with us" (spec: vehicle page dialogs, "chat widget opened on request"; docs/analytics.md, "Chat").
 * demo-group configures chat.script_url https://chat.demo-group.example/widget.js; this test is the provider:
 * it answers that URL with a tiny script that sets window.__chatLoaded and renders a div. Every project starts
 * from a stored "reject all" cookie choice (playwright.config.ts), so demo-group (consent required) asks first.
 */
const CHAT_SCRIPT = 'https://chat.demo-group.example/widget.js';
const FAKE_PROVIDER = `(() => {
  const id = document.currentScript && document.currentScript.dataset.widgetId;
  window.__chatLoaded = id || true;
  const d = document.createElement('div');
  d.id = 'fake-chat';
  d.textContent = 'Fake chat for ' + id;
  document.body.appendChild(d);
})();`;

/** Answers the provider's URL (after `delay` ms, or with a network error) and counts its requests. */
async function fakeProvider(page: Page, opts: { delay?: number; fail?: () => boolean } = {}): Promise<{ requests: () => number }> {
  let requests = 0;
  await page.route(`${CHAT_SCRIPT}*`, async (route: Route) => {
    requests++;
    if (opts.fail?.()) return route.abort('connectionrefused');
    if (opts.delay) await new Promise((r) => setTimeout(r, opts.delay));
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_PROVIDER });
  });
  return { requests: () => requests };
}

const chatLoaded = (page: Page) => page.evaluate(() => (window as unknown as { __chatLoaded?: unknown }).__chatLoaded ?? null);

test.describe('chat widget opened on request', { tag: only('demo-group') }, () => {
  test('the provider script is not requested before the click; the shopper is asked first, then it loads with a loading state', async ({ page }) => {
    const provider = await fakeProvider(page, { delay: 1500 });
    const violations: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') violations.push(m.text());
    });
    await page.goto(pageTypes('demo-group').vehicle!);
    const csp = (await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')) ?? '';
    expect(csp).toMatch(/script-src [^;]*https:\/\/chat\.demo-group\.example/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/chat\.demo-group\.example/);
    await page.waitForLoadState('networkidle');
    expect(provider.requests()).toBe(0);

    const open = page.getByRole('button', { name: 'Chat with us' });
    await open.scrollIntoViewIfNeeded();
    await open.click();
    // No marketing consent stored (the project's stored choice is "reject all"): the chat asks, and loads nothing yet.
    const ask = page.getByRole('group', { name: /Our chat is provided by chat\.demo-group\.example/ });
    await expect(ask).toBeVisible();
    await page.waitForTimeout(300);
    expect(provider.requests()).toBe(0);
    expect(await chatLoaded(page)).toBeNull();

    await ask.getByRole('button', { name: 'Allow and open chat' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Opening chat…' })).toBeVisible();
    await expect(open).toBeDisabled();
    await expect(page.locator('#fake-chat')).toHaveText('Fake chat for demo-group-sales');
    expect(await chatLoaded(page)).toBe('demo-group-sales');
    await expect(page.getByRole('status').filter({ hasText: 'Chat is open' })).toBeVisible();
    await expect(ask).toBeHidden();
    expect(provider.requests()).toBe(1);
    expect(violations.filter((v) => /Content Security Policy/i.test(v))).toEqual([]);

    // The yes is remembered on this site: the next car page loads the chat on the click without asking.
    await page.goto(pageTypes('demo-group').vehicle!);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect(page.locator('#fake-chat')).toBeVisible();
    await expect(page.getByRole('group', { name: /Our chat is provided by/ })).toBeHidden();
    expect(provider.requests()).toBe(2);
  });

  test('"Not now" loads nothing; with marketing consent from the cookie banner it loads at once', async ({ page }) => {
    const provider = await fakeProvider(page);
    await page.goto(pageTypes('demo-group').vehicle!);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByRole('group', { name: /Our chat is provided by/ })).toBeHidden();
    await page.waitForTimeout(300);
    expect(provider.requests()).toBe(0);

    // The shopper accepts marketing in the site's cookie settings: the chat then needs no question of its own.
    await page.evaluate(() => {
      const key = 'demo-group-Consent';
      const r = JSON.parse(localStorage.getItem(key) ?? '{}');
      localStorage.setItem(key, JSON.stringify({ ...r, categories: ['necessary', 'analytics', 'marketing'] }));
    });
    await page.route(/googletagmanager|google-analytics|facebook/, (r) => r.fulfill({ status: 204, body: '' }));
    await page.reload();
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect(page.locator('#fake-chat')).toBeVisible();
    await expect(page.getByRole('group', { name: /Our chat is provided by/ })).toBeHidden();
    expect(provider.requests()).toBe(1);
  });

  test('a provider that does not answer: the shopper is told, and "Try chat again" requests it again', async ({ page }) => {
    let failing = true;
    const provider = await fakeProvider(page, { fail: () => failing });
    await page.addInitScript(() => localStorage.setItem('demo-group-ChatConsent', 'granted'));
    await page.goto(pageTypes('demo-group').vehicle!);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The chat could not be loaded' })).toBeVisible();
    expect(await chatLoaded(page)).toBeNull();
    failing = false;
    await page.getByRole('button', { name: 'Try chat again' }).click();
    await expect(page.locator('#fake-chat')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Chat is open' })).toBeVisible();
    expect(provider.requests()).toBe(2);
  });
});

test('a dealer without chat settings has no chat button and no chat host in its policy', { tag: only('demo-motors') }, async ({ page }) => {
  await page.goto(pageTypes('demo-motors').vehicle!);
  await expect(page.locator('.vd-side')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
  await expect(page.locator('[data-chat]')).toHaveCount(0);
  const csp = (await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')) ?? '';
  expect(csp).not.toMatch(/chat/);
});

test.describe('without JavaScript', { tag: only('demo-group') }, () => {
  test.use({ javaScriptEnabled: false });
  test('there is no dead chat button, nor a cookie-settings button or its separator in the footer', async ({ page }) => {
    await page.goto(pageTypes('demo-group').vehicle!);
    await expect(page.locator('.vd-side')).toBeVisible();
    await expect(page.locator('[data-chat]')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeHidden();
    expect(await page.locator('.site-footer .legal p').last().innerText()).toBe('Terms and Conditions · Privacy Policy');
  });
});
