import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/domain/pricing';
import { notAdvertised } from '../../src/domain/inventory-feeds/vehicle-values';
import { NOW, runScript } from './helpers';
import { EXPORTS_DIR, EXPORT_STYLES, expectedOf } from '../fixtures/exports/expected';
import { columnValue, type EmbeddedIndex } from '../../src/search/index-format';

/*
 * A new dealer's first night, for the five export styles of tests/fixtures/exports: the raw export in the dealer
 * folder, `feed:check --write`, then one build of all five (build:all, sharing render processes). Every expected
 * car is published with its values on its page, in the search index and in both ad feeds; every car not listed is
 * named by the build's account.
 */
describe('five exports from a raw file to a site through feed:check --write and one build', () => {
  it('publishes every expected car with its values, and names every car left out', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'exports-to-site-'));
    const dealers = path.join(root, 'dealers');
    const out = path.join(root, 'out');
    try {
      for (const style of EXPORT_STYLES) {
        cpSync(path.join(EXPORTS_DIR, style), path.join(dealers, style), { recursive: true, filter: (f) => !f.endsWith('expected.json') });
        const check = runScript('feed-check.ts', ['--dealer', path.join(dealers, style), '--write']);
        expect(check.code, check.output).toBe(0);
        expect(check.stderr).toMatch(/wrote feed\.fields/);
      }
      const build = runScript('build-all.ts', ['--dealers-dir', dealers, '--out-dir', out, '--now', NOW, '--no-progress']);
      expect(build.code, build.output).toBe(0);
      for (const style of EXPORT_STYLES) {
        const site = path.join(out, style);
        const manifest = JSON.parse(readFileSync(`${site}.manifest.json`, 'utf8')) as { cars: { id: string; slug: string }[] };
        const report = readFileSync(`${site}.feed-report.json`, 'utf8');
        const indexFile = readdirSync(path.join(site, '_data')).find((f) => f.startsWith('search-index'))!;
        const index = JSON.parse(readFileSync(path.join(site, '_data', indexFile), 'utf8')) as EmbeddedIndex;
        const ids = Array.from({ length: index.count }, (_, i) => columnValue(index.columns.id!, i));
        const google = parse(readFileSync(path.join(site, 'feeds/google-vehicle-ads.tsv'), 'utf8'), { columns: true, delimiter: '\t', quote: false }) as Record<
          string,
          string
        >[];
        const meta = parse(readFileSync(path.join(site, 'feeds/meta-vehicle-catalog.csv'), 'utf8'), { columns: true }) as Record<string, string>[];
        const expected = expectedOf(style);
        for (const car of expected.cars) {
          const where = `${style} ${car.id}`;
          if (!car.listed) {
            // A sold car with no sold date is past the sold window: not listed, and said so by id.
            expect(
              manifest.cars.some((c) => c.id === car.id),
              where,
            ).toBe(false);
            expect(report, where).toContain(car.id);
            continue;
          }
          const slug = manifest.cars.find((c) => c.id === car.id)?.slug;
          expect(slug, `${where}: not published`).toBeTruthy();
          const page = readFileSync(path.join(site, 'cars', slug!, 'index.html'), 'utf8');
          expect(page, where).toContain(formatMoney(car.price as number));
          expect(page, where).toContain(car.first_photo.replace(/^https:\/\//, ''));
          const row = ids.indexOf(car.id);
          expect(row, `${where}: not in the search index`).toBeGreaterThanOrEqual(0);
          expect(columnValue(index.columns.price!, row), where).toBe(car.price);
          expect(columnValue(index.columns.km!, row), where).toBe(car.km);
          const g = google.find((r) => Object.values(r).includes(car.vin as string));
          if (notAdvertised({ status: car.status as string, sold: false, item_type: null })) {
            // Listed but not advertised (coming soon): in neither ad feed, and the report counts it under that rule.
            expect(g, where).toBeUndefined();
            expect(report, where).toMatch(/"not_advertised": \{\s*"coming soon": [1-9]/);
            continue;
          }
          const m = meta.find((r) => Object.values(r).includes(car.vin as string));
          expect(g, `${where}: not in the Google feed`).toBeTruthy();
          expect(m, `${where}: not in the Meta feed`).toBeTruthy();
          expect(Object.values(g!).join(' '), where).toMatch(new RegExp(`\\b${car.price}(\\.00)?\\b`));
          expect(Object.values(m!).join(' '), where).toContain(car.first_photo);
        }
        for (const n of expected.not_listed) expect(report, `${style}: ${n.id} left out without a word`).toContain(n.id);
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
