import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { only } from './helpers';
import { feedReportSchema } from '../../src/domain/schemas/feed-report';

/*
 * The dealer's view of the feed report: /admin/feed on the preview server shows the figures of the report the
 * build wrote beside the site it serves (dist/demo-motors.feed-report.json), behind the admin token.
 */
test.describe('the feed report at /admin/feed', { tag: only('demo-motors', 'desktop') }, () => {
  const token = process.env.ADMIN_TOKEN ?? '';
  const report = () => feedReportSchema.parse(JSON.parse(readFileSync(path.resolve('dist/demo-motors.feed-report.json'), 'utf8')));

  test('without the admin token the page is refused', async ({ request }) => {
    expect((await request.get('/admin/feed')).status()).toBe(401);
    expect((await request.get('/admin/feed.json')).status()).toBe(401);
  });

  test('with it, the page shows the same account and figures as the report file', async ({ page, request }) => {
    const file = report();
    // The admin link npm start prints: the token goes into a cookie and out of the address bar.
    await page.goto(`/admin/feed?token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(/\/admin\/feed$/);
    await expect(page.locator('#account')).toHaveText(file.account.line);
    const figure = (term: string) => page.locator(`#figures tr[data-term="${term.replace(/"/g, '\\"')}"] td`);
    await expect(figure('snapshot')).toHaveText(String(file.account.snapshot));
    await expect(figure('listed')).toHaveText(String(file.account.listed));
    for (const t of file.account.terms) await expect(figure(t.label)).toHaveText(String(t.count));
    const sum = file.account.listed + file.account.terms.reduce((n, t) => n + t.count, 0);
    expect(sum).toBe(file.account.snapshot);
    await expect(page.locator('#warnings')).toContainText(file.warnings.stock.count ? String(file.warnings.stock.count) : 'none');
    // The JSON view is the report file itself.
    const json = await request.get('/admin/feed.json', { headers: { authorization: `Bearer ${token}` } });
    expect(json.status()).toBe(200);
    expect(await json.json()).toEqual(file);
  });
});
