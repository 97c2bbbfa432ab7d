import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { only } from './helpers';
import { builtPages, DIST } from './pages';

/*
 * Figures that are the car's own: the sticky header's weekly figure is the sidebar's, the market
 * price indicator shows on the car priced below market, and a reduced price is marked visibly on the theme.
 */
const vehiclePages = () => builtPages('demo-motors').filter((p) => /^\/cars\/[^/]+\/$/.test(p));
const html = (p: string) => readFileSync(path.join(DIST, 'demo-motors', p, 'index.html'), 'utf8');
const findPage = (test: (h: string) => boolean, what: string) => {
  const url = vehiclePages().find((p) => test(html(p)));
  expect(url, `demo-motors has ${what}`).toBeTruthy();
  return url!;
};

/** WCAG contrast ratio of two computed rgb() colours. */
async function contrast(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const lum = (c: string) => {
        const [r = 0, g = 0, b = 0] = rgb(c).map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const style = getComputedStyle(el);
      const [a = 1, b = 1] = [lum(style.color), lum(style.backgroundColor)].sort((x, y) => y - x);
      return (a + 0.05) / (b + 0.05);
    });
}

test.describe("vehicle page figures are the car's own", { tag: only('demo-motors') }, () => {
  test("the sticky header shows the sidebar's weekly figure, and two cars show their own figures", async ({ page }) => {
    const withFigure = vehiclePages()
      .filter((p) => /vd-sticky-head__price.*?per week/s.test(html(p)))
      .slice(0, 2);
    expect(withFigure.length).toBe(2);
    const figures: string[] = [];
    for (const url of withFigure) {
      await page.goto(url);
      const sticky = (await page.locator('.vd-sticky-head__price .small').textContent())!.replace(/^\s*·\s*/, '').trim();
      figures.push(sticky);
      const side = await page.locator('.vd-side').textContent();
      // The sidebar shows the lender's figure when the car has one; the sticky header must say the same.
      if (/From \$\d+ per week/.test(side ?? '')) expect(side).toContain(sticky);
    }
    expect(figures[0]).toMatch(/per week$/);
  });

  test('the market price indicator shows on the car priced more than $499 below the state average', async ({ page }) => {
    await page.goto(findPage((h) => h.includes('EDGE-MARKET-BELOW'), 'EDGE-MARKET-BELOW'));
    await expect(page.locator('.vd-side').getByText(/below the state average market price/)).toBeVisible();
  });

  test('a reduced price is marked in words with readable contrast', async ({ page }) => {
    await page.goto(findPage((h) => h.includes('class="reduced'), 'a reduced price'));
    const tag = page.locator('.vd-side .reduced-tag');
    await expect(tag).toBeVisible();
    await expect(tag).toHaveText(/Reduced/i);
    expect(await contrast(page, '.vd-side .reduced-tag')).toBeGreaterThanOrEqual(4.5);
  });
});
