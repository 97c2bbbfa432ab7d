import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedReport, writeFeedReport } from '../../scripts/lib/load/feed-report';
import { listingAccount } from '../../src/domain/listing';
import type { FeedReport } from '../../src/domain/schemas/feed-report';
import { makeCar, makeConfig } from '../unit/domain/fixtures';
import { startTestServer, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const NOW = new Date('2026-03-15T02:00:00Z');
const bearer = () => ({ authorization: `Bearer ${t.preview.adminToken}` });
const reportFile = () => path.join(t.dir, 'site.feed-report.json');

/** A report as a build makes it: 4 records, 2 listed, one unrecognised status, one refused, and a warning whose value is markup. */
function sampleReport(): FeedReport {
  const cars = [
    makeCar({ id: 1, slug: 'car-1' }),
    makeCar({ id: 2, slug: 'car-2', status: 'Wholesale', stocknum: 'S2' }),
    makeCar({ id: 4, slug: 'car-4', make: 'SKODA' }),
  ];
  const raw = [{ id: 1, km: '<script>alert(1)</script>' }, { id: 2 }, { id: 3, slug: 'car-3' }, { id: 4 }];
  return feedReport({
    slug: 'test-motors',
    builtAt: '2026-03-15T02:01:00.000Z',
    now: NOW,
    stockFile: 'dealers/test-motors/stock.json',
    cars,
    account: listingAccount(cars, makeConfig(), NOW),
    canonicalisations: [{ field: 'make', from: 'SKODA', to: 'Škoda', cars: 1 }],
    warnings: [{ file: 'stock.json', index: 0, record: '1 / car-1', field: 'km', reason: 'not a number' }],
    skipped: [{ file: 'stock.json', index: 2, record: '3 / car-3', field: 'year', reason: 'required' }],
    settingsWarnings: [],
    changes: null,
    raw: (i) => raw[i],
  });
}

describe('/admin/feed: the feed report of the served build', () => {
  it('needs the admin token, like every /admin page', async () => {
    for (const p of ['/admin/feed', '/admin/feed.json']) {
      const res = await fetch(`${t.base}${p}`);
      expect(res.status, p).toBe(401);
    }
    expect((await fetch(`${t.base}/admin/feed.json`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
  });

  it('says there is no report yet before a build wrote one (404)', async () => {
    const json = await fetch(`${t.base}/admin/feed.json`, { headers: bearer() });
    expect(json.status).toBe(404);
    expect(((await json.json()) as { error: string }).error).toMatch(/No feed report yet/);
    const html = await fetch(`${t.base}/admin/feed`, { headers: bearer() });
    expect(html.status).toBe(404);
    expect(await html.text()).toContain('No feed report yet');
  });

  it("shows the report file's figures: JSON as written, and a page with the account on top and the reasons and warnings", async () => {
    const report = sampleReport();
    expect(report.account.line).toBe('4 cars in the snapshot = 2 listed + 1 refused + 1 status "wholesale"');
    writeFeedReport(reportFile(), report);

    const json = await fetch(`${t.base}/admin/feed.json`, { headers: bearer() });
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual(report);

    const res = await fetch(`${t.base}/admin/feed`, { headers: bearer() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain(`<p class="account" id="account">4 cars in the snapshot = 2 listed + 1 refused + 1 status &#34;wholesale&#34;</p>`);
    for (const [term, n] of [
      ['snapshot', 4],
      ['listed', 2],
      ['refused', 1],
      ['status &#34;wholesale&#34;', 1],
    ] as const) {
      expect(html).toMatch(new RegExp(`<tr data-term="${term}"><th>[^<]*</th><td>${n}</td></tr>`));
    }
    // The account comes first, then the reasons, then the warnings.
    expect(html.indexOf('id="account"')).toBeLessThan(html.indexOf('id="reasons"'));
    expect(html.indexOf('id="reasons"')).toBeLessThan(html.indexOf('id="warnings"'));
    expect(html).toContain('not listed: 1 car with status &#34;wholesale&#34;');
    expect(html).toContain('2 / car-2');
    // The value received is shown escaped, never as markup.
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('SKODA');
  });

  it('a report file that is not a report is said so, not served', async () => {
    writeFileSync(reportFile(), '{"report_version": 9}');
    const res = await fetch(`${t.base}/admin/feed.json`, { headers: bearer() });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toMatch(/not a feed report/);
  });
});
