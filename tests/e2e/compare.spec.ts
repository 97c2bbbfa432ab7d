import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { only } from './helpers';
import { builtPages, DIST } from './pages';
import { defined } from '../defined';

/*
 * Compare: /compare?ids=a,b is rebuilt from the address alone (the site's search index), so a shared
 * link works in a browser that saved nothing. Two cars of different years: the year row is marked as a
 * difference and the newer car named.
 */
type LeadCar = { id: string; slug: string; name: string; status: string };

function twoCarsOfDifferentYears(): [LeadCar, LeadCar] {
  const cars = builtPages('demo-motors')
    .filter((p) => /^\/cars\/(?!trade-in\/)[^/]+\/$/.test(p))
    .map((p) => JSON.parse(readFileSync(path.join(DIST, 'demo-motors', p, 'lead-car.json'), 'utf8')) as LeadCar)
    .filter((c) => c.status === 'in_stock');
  const year = (c: LeadCar) => Number(c.name.slice(0, 4));
  const first = defined(cars[0], 'an in-stock car on demo-motors');
  const other = cars.find((c) => year(c) > year(first));
  return [first, defined(other, 'a demo-motors car of a later model year')];
}

test.describe('compare', { tag: only('demo-motors') }, () => {
  test('a shared /compare?ids= link shows both cars and marks their differences, with empty local storage', async ({ page }) => {
    const [older, newer] = twoCarsOfDifferentYears();
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/compare?ids=${older.id},${newer.id}`);
    const table = page.locator('.compare-table');
    await expect(table.getByRole('columnheader', { name: older.name })).toBeVisible();
    await expect(table.locator('thead a[href]').first()).toHaveAttribute('href', `/cars/${older.slug}/`);
    await expect(table.locator(`thead a[href="/cars/${newer.slug}/"]`)).toHaveText(newer.name);
    const year = table.locator('tr[data-row="year"]');
    await expect(year).toHaveAttribute('data-differs', 'true');
    await expect(year).toHaveClass(/is-different/);
    await expect(year.locator('td').nth(1)).toHaveClass(/is-best/);
    await expect(year.locator('td').nth(1)).toContainText('Newest');
    // The car's own weekly figure, as its page shows it.
    await expect(table.locator('tr[data-row="weekly"] td').first()).toHaveText(/^(From|Est\.) \$[\d,]+ per week|Enquire for Finance/);
    // Equal rows fold away and come back.
    const same = table.locator('tr.compare-row:not(.is-different)');
    const sameCount = await same.count();
    const toggle = page.getByRole('checkbox', { name: /^Hide rows that are the same/ });
    if (sameCount > 0) {
      await toggle.check();
      await expect(same).toHaveCount(0);
      await expect(year).toBeVisible();
      await toggle.uncheck();
      await expect(same).toHaveCount(sameCount);
    }
  });

  test('reachable from the saved cars and the vehicle page', async ({ page }) => {
    const [older, newer] = twoCarsOfDifferentYears();
    await page.goto(`/cars/${older.slug}/`);
    // Save the other car the way the site stores it, then open this car's Compare link.
    await page.evaluate((id) => {
      const key = `${document.body.dataset.site}-Watchlist`;
      localStorage.setItem(key, JSON.stringify([id]));
    }, newer.id);
    await page.goto(`/cars/${older.slug}/`);
    const link = page.getByRole('link', { name: 'Compare with saved cars (1)' });
    await expect(link).toHaveAttribute('href', `/compare?ids=${older.id},${newer.id}`);
    await page.goto('/watchlist');
    await page.evaluate(([a, b]) => localStorage.setItem(`${document.body.dataset.site}-Watchlist`, JSON.stringify([a, b])), [older.id, newer.id]);
    await page.reload();
    await page.getByRole('link', { name: 'Compare your 2 saved cars' }).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${older.id},${newer.id}$`));
    await expect(page.locator('.compare-table').getByRole('columnheader', { name: newer.name })).toBeVisible();
  });
});
