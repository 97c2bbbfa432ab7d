import { expect, test } from '@playwright/test';
import { hidePopup, only } from './helpers';
import { builtPages } from './pages';

/** Two vehicle pages of demo-motors. */
function vehiclePages(): [string, string] {
  const [first, second] = builtPages('demo-motors').filter((p) => /^\/cars\/[^/]+\/$/.test(p));
  if (first === undefined || second === undefined) throw new Error('demo-motors needs two vehicle pages');
  return [first, second];
}

/* The ViewCar records are shown back: a car seen before appears under Recently Viewed on the next one. */
test.describe('recently viewed', { tag: only('demo-motors') }, () => {
  test('the previous car is listed on the next vehicle page, not the current one, and can be cleared', async ({ page }) => {
    const [first, second] = vehiclePages();
    await page.goto(first);
    await page.goto(second);
    const section = page.locator('.vd-recent');
    await section.scrollIntoViewIfNeeded();
    // By address: two stock cars may share a name.
    await expect(section.locator(`a[href="${first}"]`)).toBeVisible();
    await expect(section.locator(`a[href="${second}"]`)).toHaveCount(0);
    await section.getByRole('button', { name: 'Clear recently viewed' }).click();
    await expect(page.locator('.vd-recent')).toHaveCount(0);
  });

  test('the home page lists the cars viewed, with the clear button', async ({ page }) => {
    await hidePopup(page);
    const [first, second] = vehiclePages();
    await page.goto(first);
    await page.goto(second);
    await page.goto('/');
    const section = page.locator('.vd-recent');
    await section.scrollIntoViewIfNeeded();
    // No current car on the home page: both are listed, the latest first.
    await expect(section.locator('.vd-recent__item a')).toHaveCount(2);
    await expect(section.locator('.vd-recent__item a').first()).toHaveAttribute('href', second);
    await expect(section.locator(`a[href="${first}"]`)).toBeVisible();
    await section.getByRole('button', { name: 'Clear recently viewed' }).click();
    await expect(page.locator('.vd-recent')).toHaveCount(0);
  });
});
