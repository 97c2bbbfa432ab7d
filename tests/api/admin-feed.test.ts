import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesSince, feedReport, writeFeedReport } from '../../scripts/lib/load/feed-report';
import { manifestCars, stockChanges } from '../../scripts/lib/shared/manifest';
import { keyFieldCoverage } from '../../src/domain/feed-coverage';
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

  it('shows the key fields and what changed tonight, each car named by id, stock number and title', async () => {
    const cars = [makeCar({ id: 1, slug: 'car-1', stocknum: 'S1', km: 41000 }), makeCar({ id: 2, slug: 'car-2', stocknum: 'S2', km: 1000 })];
    const before = manifestCars(cars, { singleLocation: true });
    const tonight = manifestCars(
      [
        makeCar({ id: 1, slug: 'car-1', stocknum: 'S1', km: 41000, status: 'sold', sold_at: '2026-03-14T00:00:00Z' }),
        makeCar({ id: 2, slug: 'car-2', stocknum: 'S2', name: '2021 Toyota <b>Corolla</b>', price: null, km: null }),
        makeCar({ id: 3, slug: 'car-3', stocknum: 'S3', name: '2020 Kia Rio' }),
      ],
      { singleLocation: true },
    );
    const report: FeedReport = {
      ...sampleReport(),
      coverage: { fields: keyFieldCoverage(tonight.map((c) => c.missing ?? [])), notes: [] },
      changes: changesSince('2026-03-14T02:00:00.000Z', stockChanges(before, tonight)),
    };
    expect(report.changes).toMatchObject({
      added: [{ slug: 'car-3', id: '3', stocknum: 'S3', title: '2020 Kia Rio', price: 24990 }],
      sold: [{ slug: 'car-1', id: '1', stocknum: 'S1' }],
      lost: [{ slug: 'car-2', id: '2', stocknum: 'S2', fields: ['price', 'km'] }],
      repriced: [{ slug: 'car-2', from: 24990, to: null }],
    });
    writeFeedReport(reportFile(), report);
    const html = await (await fetch(`${t.base}/admin/feed`, { headers: bearer() })).text();
    expect(html).toContain('Since 2026-03-14T02:00:00.000Z: 1 added, 0 removed, 1 repriced, 1 sold, 1 lost a key field.');
    expect(html).toContain(
      '<tr data-change="lost a key field"><td>lost a key field</td><td>2</td><td>S2</td><td>2021 Toyota &#60;b&#62;Corolla&#60;/b&#62;</td><td>car-2</td><td>no price, km now</td></tr>',
    );
    expect(html).toMatch(/<tr data-change="sold"><td>sold<\/td><td>1<\/td><td>S1<\/td>/);
    expect(html).toContain('<tr data-field="price"><td>price</td><td>2 of 3 (67 %)</td></tr>');
    expect(html.indexOf('id="coverage"')).toBeLessThan(html.indexOf('id="changes"'));
  });

  it('a report file that is not a report is said so, not served', async () => {
    writeFileSync(reportFile(), '{"report_version": 9}');
    const res = await fetch(`${t.base}/admin/feed.json`, { headers: bearer() });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toMatch(/not a feed report/);
  });
});
