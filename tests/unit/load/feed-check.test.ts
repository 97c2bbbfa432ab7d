import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCar, type Car } from '../../../src/domain/schemas';
import { isSold } from '../../../src/domain/availability';
import { readStockRecords } from '../../../scripts/lib/load/stock-records';
import { proposeMapping, carTypeWord, statusWord, matchLocationWord } from '../../../scripts/lib/load/feed-check/propose-mapping';
import { previewMapping } from '../../../scripts/lib/load/feed-check/preview-cars';
import { writeFeedBlock } from '../../../scripts/lib/load/feed-check/write-feed-block';

/*
 * The five export styles of tests/fixtures/exports (written here, in the shapes dealer systems send): feed:check's
 * proposal, applied by the same reader the build uses, must yield at least 95 % of the values each export holds.
 * tests/build/feed-exports-to-site.test.ts takes the same exports through --write and a build.
 */
export const EXPORTS_DIR = path.resolve(import.meta.dirname, '../../fixtures/exports');
export const EXPORT_STYLES = ['nested-json', 'upper-flat-json', 'csv-yard', 'xml-attrs', 'tsv-spreadsheet'] as const;

export interface ExpectedCar {
  id: string;
  listed: boolean;
  photos: number;
  first_photo: string;
  certified?: boolean;
  [field: string]: unknown;
}

export function expectedOf(style: string): { cars: ExpectedCar[]; not_listed: { id: string; why: string }[] } {
  return JSON.parse(readFileSync(path.join(EXPORTS_DIR, style, 'expected.json'), 'utf8'));
}

/** The value of an expected field on a car as read. */
export function actual(car: Car, field: string): unknown {
  if (field === 'photos') return car.images.length;
  if (field === 'first_photo') return car.images[0]?.url ?? null;
  if (field === 'location_id') return car.location_id;
  if (field === 'status') return isSold(car) ? 'sold' : car.status;
  return (car as Record<string, unknown>)[field];
}

const COMPARED = (e: ExpectedCar) => Object.keys(e).filter((k) => k !== 'listed');

function stockOf(style: string) {
  const dir = path.join(EXPORTS_DIR, style);
  const file = ['stock.json', 'stock.csv', 'stock.tsv', 'stock.xml'].map((f) => path.join(dir, f)).find((f) => {
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
          if (JSON.stringify(got) !== JSON.stringify(e[field])) misses.push(`${e.id}.${field}: expected ${JSON.stringify(e[field])}, got ${JSON.stringify(got)}`);
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

  it('reads the words of the trade by their stem, not a list of exports', () => {
    expect(['Pre-Owned', 'USED VEHICLE', 'Certified Pre-Owned', 'second hand', 'U'].map(carTypeWord)).toEqual(['used', 'used', 'used', 'used', 'used']);
    expect(['Demonstrator', 'EX-DEMO', 'Demo Vehicle'].map(carTypeWord)).toEqual(['demo', 'demo', 'demo']);
    expect(['NEW', 'Brand New'].map(carTypeWord)).toEqual(['new', 'new']);
    expect(['AVAILABLE', 'Deposit Taken', 'IN TRANSIT', 'Sold - Awaiting Delivery', 'Wholesale'].map(statusWord)).toEqual(['in_stock', 'reserved', 'coming_soon', 'sold', null]);
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
    expect(parsed).toEqual({ slug: 'a', feed: { date_order: 'dmy', fields: { price: 'price.amount', km: { from: 'odo', unit: 'mi' } }, records: 'data.vehicles' }, name: 'A' });
    expect(out.startsWith('{\n    "slug": "a",\n')).toBe(true);
    expect(out.endsWith('    "name": "A"\n}\n')).toBe(true);
    expect(() => writeFeedBlock('{ "slug": ', { fields: {} })).toThrow(/not valid JSON/);
  });
});
