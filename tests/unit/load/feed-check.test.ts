import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCar } from '../../../src/domain/schemas';
import { actual, comparedFields as COMPARED, EXPORTS_DIR, EXPORT_STYLES, expectedOf } from '../../fixtures/exports/expected';
import { readStockRecords } from '../../../scripts/lib/load/stock-records';
import { proposeMapping, carTypeWord, statusWord, matchLocationWord } from '../../../scripts/lib/load/feed-check/propose-mapping';
import { previewMapping } from '../../../scripts/lib/load/feed-check/preview-cars';
import { writeFeedBlock } from '../../../scripts/lib/load/feed-check/write-feed-block';
import { unknownKeyHint } from '../../../scripts/lib/load/feed-check/field-evidence';

/*
 * The five export styles of tests/fixtures/exports (written here, in the shapes dealer systems send): feed:check's
 * proposal, applied by the same reader the build uses, must yield at least 95 % of the values each export holds.
 * tests/build/feed-exports-to-site.test.ts takes the same exports through --write and a build.
 */
function stockOf(style: string) {
  const dir = path.join(EXPORTS_DIR, style);
  const file = ['stock.json', 'stock.csv', 'stock.tsv', 'stock.xml']
    .map((f) => path.join(dir, f))
    .find((f) => {
      try {
        readFileSync(f);
        return true;
      } catch {
        return false;
      }
    })!;
  const config = JSON.parse(readFileSync(path.join(dir, 'dealer.json'), 'utf8'));
  return { records: [...readStockRecords(readFileSync(file), { where: file }).records], config };
}

describe('feed:check on five export styles nobody shaped for this code', () => {
  for (const style of EXPORT_STYLES) {
    it(`${style}: the proposed mapping reads at least 95 % of the expected values, and every miss is named here`, () => {
      const { records, config } = stockOf(style);
      const before = records.map((r) => parseCar(r).data).filter(Boolean).length;
      const proposal = proposeMapping(records, { locations: config.locations });
      const preview = previewMapping(records, proposal.fields, null);
      const expected = expectedOf(style);
      const byId = new Map(preview.cars.map((c) => [c.id, c]));
      const misses: string[] = [];
      let values = 0;
      for (const e of expected.cars) {
        const car = byId.get(e.id);
        for (const field of COMPARED(e)) {
          values += 1;
          const got = car ? actual(car, field) : undefined;
          if (JSON.stringify(got) !== JSON.stringify(e[field]))
            misses.push(`${e.id}.${field}: expected ${JSON.stringify(e[field])}, got ${JSON.stringify(got)}`);
        }
      }
      const share = (values - misses.length) / values;
      if (process.env.FEED_CHECK_MISSES) console.log(style, share, misses);
      expect(share, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
      expect(preview.cars.length).toBe(expected.cars.length);
      expect(preview.duplicates).toEqual(expected.not_listed.filter((n) => n.why === 'duplicate').map((n) => n.id));
      // Without the mapping the same export loses cars or values: the mapping is what makes it readable.
      const unmapped = previewMapping(records, null, null);
      const unmappedMisses = expected.cars.filter((e) => {
        const car = unmapped.cars.find((c) => c.id === e.id);
        return !car || COMPARED(e).some((f) => JSON.stringify(actual(car, f)) !== JSON.stringify(e[f]));
      }).length;
      expect(unmappedMisses + (expected.cars.length - before > 0 ? 1 : 0)).toBeGreaterThan(0);
    });
  }

  it('a stock already in the spec field names needs no mapping: the demo dealers get an empty one, no key unread', () => {
    for (const dealer of ['demo-motors', 'coastal-caravans']) {
      const dir = path.resolve(EXPORTS_DIR, '../../../dealers', dealer);
      const records = [...readStockRecords(readFileSync(path.join(dir, 'stock.json')), { where: dealer }).records];
      const config = JSON.parse(readFileSync(path.join(dir, 'dealer.json'), 'utf8'));
      const proposal = proposeMapping(records, { locations: config.locations });
      expect(proposal.fields, dealer).toEqual({});
      expect(previewMapping(records, proposal.fields, null).unread, dealer).toEqual([]);
    }
  });

  it('reads the words of the trade by their stem, not a list of exports', () => {
    expect(['Pre-Owned', 'USED VEHICLE', 'Certified Pre-Owned', 'second hand', 'U'].map(carTypeWord)).toEqual(['used', 'used', 'used', 'used', 'used']);
    expect(['Demonstrator', 'EX-DEMO', 'Demo Vehicle'].map(carTypeWord)).toEqual(['demo', 'demo', 'demo']);
    expect(['NEW', 'Brand New'].map(carTypeWord)).toEqual(['new', 'new']);
    expect(['AVAILABLE', 'Deposit Taken', 'IN TRANSIT', 'Sold - Awaiting Delivery', 'Wholesale'].map(statusWord)).toEqual([
      'in_stock',
      'reserved',
      'coming_soon',
      'sold',
      null,
    ]);
    const locations = [
      { id: 1, name: 'Westside Motors Orange', slug: 'orange', codes: ['ORG'] },
      { id: 2, name: 'Westside Motors Bathurst', slug: 'bathurst' },
    ];
    expect(['ORANGE', 'orange', 'Westside Motors Orange', '1', 'org', 'Bathurst'].map((w) => matchLocationWord(w, locations)?.id)).toEqual([1, 1, 1, 1, 1, 2]);
    expect(matchLocationWord('Dubbo', locations)).toBeNull();
    expect(matchLocationWord('Westside Motors', locations)).toBeNull();
  });

  it('--write sets feed.fields and leaves the rest of dealer.json as it was', () => {
    const text = '{\n    "slug": "a",\n    "feed": { "date_order": "dmy" },\n    "name": "A"\n}\n';
    const out = writeFeedBlock(text, { fields: { price: 'price.amount', km: { from: 'odo', unit: 'mi' } }, records: 'data.vehicles' });
    const parsed = JSON.parse(out);
    expect(parsed).toEqual({
      slug: 'a',
      feed: { date_order: 'dmy', fields: { price: 'price.amount', km: { from: 'odo', unit: 'mi' } }, records: 'data.vehicles' },
      name: 'A',
    });
    expect(out.startsWith('{\n    "slug": "a",\n')).toBe(true);
    expect(out.endsWith('    "name": "A"\n}\n')).toBe(true);
    expect(() => writeFeedBlock('{ "slug": ', { fields: {} })).toThrow(/not valid JSON/);
  });
});

describe('an unknown stock key is pointed at the field its name says', () => {
  it('engine, DateIn and onHold name their fields; a supplier code or a cost names none; a typo still gets "did you mean"', () => {
    expect(unknownKeyHint('engine')).toMatch(/reads as `engine_size`/);
    expect(unknownKeyHint('DateIn')).toMatch(/reads as `created_at`/);
    expect(unknownKeyHint('onHold')).toMatch(/reads as `reserved`/);
    expect(unknownKeyHint('supplier_code')).toMatch(/no Car field is named like it/);
    expect(unknownKeyHint('WholesaleCost')).toMatch(/no Car field is named like it/);
    expect(unknownKeyHint('odometr')).toBe('did you mean `km`?');
  });
});
