import { expect, test } from '@playwright/test';
import { hidePopup, projectOf } from './helpers';
import { pageTypes } from './pages';

test.describe('smoke', () => {
  test('home page shows the dealer and links into stock', async ({ page }, testInfo) => {
    const { dealer } = projectOf(testInfo);
    await page.goto('/');
    await expect(page).toHaveTitle(/\S/);
    await expect(page.locator('header.site-header')).toBeVisible();
    await expect(page.locator('footer.site-footer')).toBeVisible();
    const carLink = page.locator('a[href^="/cars/"]').first();
    await expect(carLink, `${dealer} home lists cars`).toBeVisible();
  });

  test('a vehicle page is readable with its price and call to action', async ({ page }, testInfo) => {
    const url = pageTypes(projectOf(testInfo).dealer).vehicle!;
    await page.goto(url);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('h1')).not.toBeEmpty();
    await expect(page.locator('.price-block').first()).toBeVisible();
  });

  test('the header menu navigates (desktop: dropdown; phone: menu button)', async ({ page }, testInfo) => {
    const { size } = projectOf(testInfo);
    await hidePopup(page);
    await page.goto('/');
    if (size === 'phone') await page.getByText('Menu', { exact: true }).click();
    const stock = page.locator('.main-nav summary', { hasText: 'Our Stock' });
    await stock.click();
    const allStock = page.locator('.main-nav .dropdown-list a', { hasText: 'All Stock' }).first();
    await expect(allStock).toBeVisible();
    await allStock.click();
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\/?/);
  });

  test('unknown paths get the 404 page', async ({ page }) => {
    const res = await page.goto('/no-such-page-here');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "Sorry, we couldn't find that page" })).toBeVisible();
  });
});
