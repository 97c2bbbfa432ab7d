import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { feedReportSchema } from '../../src/domain/schemas/feed-report';

/*
 * The dealer's view of the feed report, on a site built from a dealer-management export (the feed-fixture dealer:
 * tests/fixtures/feeds/export-tidy.json with one make excluded, built by `npm run build:feed-fixture` into
 * .cache/e2e-feed/): the account line the build printed adds up to the records of the stock file, and /admin/feed
 * on the preview server shows the same figures, each unrecognised status word with its cars, behind the admin token.
 */
const ROOT = path.resolve('.cache/e2e-feed');
const built = (ext: string) => path.join(ROOT, 'dist', `feed-fixture.${ext}`);

/** The build's printed account: `N cars in the snapshot = L listed + n reason + ...`, as figures. */
function printedAccount(log: string) {
  const lines = log.split('\n').map((l) => l.replace(/^\[[^\]]*\] /, ''));
  const line = lines.find((l) => /^\d+ cars? in the snapshot = \d+ listed/.test(l));
  expect(line, `no account line in the build's output:\n${log}`).toBeTruthy();
  const [head, ...rest] = line!.split(' + ');
  const [, snapshot, listed] = /^(\d+) cars? in the snapshot = (\d+) listed$/.exec(head!)!;
  const terms = rest.map((t) => {
    const [, n, label] = /^(\d+) (.+)$/.exec(t)!;
    return { label: label!, count: Number(n) };
  });
  return { line: line!, lines, snapshot: Number(snapshot), listed: Number(listed), terms };
}

test.describe('the feed report at /admin/feed', () => {
  const token = process.env.ADMIN_TOKEN ?? '';
  const stock = JSON.parse(readFileSync(path.join(ROOT, 'dealers/feed-fixture/stock.json'), 'utf8')) as {
    cars: { id: number; slug: string; status: string }[];
  };

  test("the build printed one account line: the stock file's records = listed + each reason, the status word with its car", () => {
    const printed = printedAccount(readFileSync(built('build.log'), 'utf8'));
    expect(printed.snapshot).toBe(stock.cars.length);
    expect(printed.listed + printed.terms.reduce((n, t) => n + t.count, 0)).toBe(printed.snapshot);
    // "Pending Approval" is a word no table knows; KIA is the dealer's excluded make (Kia in the stock).
    expect(printed.line).toBe('9 cars in the snapshot = 7 listed + 1 excluded make + 1 status "pending_approval"');
    const pending = stock.cars.find((c) => c.status === 'Pending Approval')!;
    expect(printed.lines.filter((l) => /pending/i.test(l))).toEqual([
      `not listed: 1 car with status "pending_approval", not a status the site shows (in_stock, coming_soon, sold): ${pending.id} / ${pending.slug}`,
      printed.line,
    ]);
  });

  test('without the admin token the page is refused', async ({ request }) => {
    expect((await request.get('/admin/feed')).status()).toBe(401);
    expect((await request.get('/admin/feed.json')).status()).toBe(401);
  });

  test('with it, the page shows the figures the build printed, and each status word with its cars', async ({ page, request }) => {
    const printed = printedAccount(readFileSync(built('build.log'), 'utf8'));
    // The admin link npm start prints: the token goes into a cookie and out of the address bar.
    await page.goto(`/admin/feed?token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(/\/admin\/feed$/);
    await expect(page.locator('#account')).toHaveText(printed.line);
    const figure = (term: string) => page.locator(`#figures tr[data-term="${term.replace(/"/g, '\\"')}"] td`);
    await expect(figure('snapshot')).toHaveText(String(printed.snapshot));
    await expect(figure('listed')).toHaveText(String(printed.listed));
    for (const t of printed.terms) await expect(figure(t.label)).toHaveText(String(t.count));
    await expect(page.locator('#figures tr')).toHaveCount(2 + printed.terms.length);
    const pending = stock.cars.find((c) => c.status === 'Pending Approval')!;
    await expect(page.locator('#reasons + ul li', { hasText: 'pending_approval' })).toHaveText(
      `not listed: 1 car with status "pending_approval", not a status the site shows (in_stock, coming_soon, sold): ${pending.id} / ${pending.slug}`,
    );
    await expect(page.locator('tr', { hasText: pending.slug })).toContainText('status "pending_approval" is not one the site shows');
    // The JSON view is the report file the build wrote beside the site.
    const file = feedReportSchema.parse(JSON.parse(readFileSync(built('feed-report.json'), 'utf8')));
    expect(file.account).toMatchObject({ line: printed.line, snapshot: printed.snapshot, listed: printed.listed, terms: printed.terms });
    await expect(page.locator('#warnings .count')).toHaveText(String(file.warnings.stock.count));
    const json = await request.get('/admin/feed.json', { headers: { authorization: `Bearer ${token}` } });
    expect(json.status()).toBe(200);
    expect(await json.json()).toEqual(file);
  });
});
