import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { only } from './helpers';
import { builtPages, DIST } from './pages';

/*
 * A car saved to the watchlist that then sells must still show its (saved) button so it can be
 * removed (spec 4: sold cars show no save button unless already saved). The island renders nothing on the
 * server for a sold car, so it must hydrate without waiting to be seen.
 */
test.describe('watchlist on a sold car', { tag: only('demo-motors') }, () => {
  test('a saved car that sold shows Saved in Watchlist; an unsaved sold car shows no save button', async ({ page }) => {
    const sold = builtPages('demo-motors')
      .filter((p) => /^\/cars\/[^/]+\/$/.test(p))
      .find((p) => readFileSync(path.join(DIST, 'demo-motors', p, 'index.html'), 'utf8').includes('class="vd-sold"'));
    expect(sold, 'demo-motors has a sold car page').toBeTruthy();
    await page.goto(sold!);
    const car = JSON.parse((await page.locator('#vd-lead-dialogs').textContent()) ?? '{}').car as { id: string };
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: /watchlist/i })).toHaveCount(0);

    await page.evaluate((id) => {
      localStorage.setItem('demo-motors-User', JSON.stringify({ signedIn: true, phone: '0400000000', token: 't' }));
      localStorage.setItem('demo-motors-Watchlist', JSON.stringify([id]));
    }, car.id);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Saved in Watchlist' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Saved in Watchlist' })).toBeEnabled();
  });
});
