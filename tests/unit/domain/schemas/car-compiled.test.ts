import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { carSchema, compiledCarSchema, parseCar, parseCarWith } from '../../../../src/domain/schemas';

/*
 * parseCar reads stock through zod's generated parser (z.compile) for speed. It must answer exactly as the schema's
 * runtime parser does, for the records dealers send and for hostile ones, or a build would read a feed differently.
 */

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, '')) as unknown;
const recordsOf = (data: unknown): unknown[] => (Array.isArray(data) ? data : ((data as { cars: unknown[] }).cars ?? []));

const runtime = (raw: unknown) => parseCarWith(carSchema, raw);

const demoRecords = readdirSync(path.join(ROOT, 'dealers')).flatMap((dealer) => recordsOf(readJson(path.join(ROOT, 'dealers', dealer, 'stock.json'))));
const variantRecords = recordsOf(readJson(path.join(ROOT, 'tests/fixtures/feeds/variants.json')));

/** Values real feeds and attackers put in any field. */
const ODD_VALUES: unknown[] = [
  '',
  '  ',
  'null',
  'NULL',
  null,
  0,
  -1,
  1e21,
  '1e3',
  '$32,990.00',
  ' 42 000 ',
  'Y',
  'no',
  true,
  'In Stock',
  'SOLD',
  '31/02/2026',
  '05/11/2026',
  '2026-11-10T10:00:00',
  'javascript:alert(1)',
  '//evil.example/x.jpg',
  '/dealer/a.jpg',
  'https://cdn.example/a.jpg',
  '<script>alert(1)</script>',
  '"; color: red',
  { nested: 1 },
  [],
  ['a', 1, null],
  { url: 'data:text/html,x' },
];

function hostileRecords(base: Record<string, unknown>): unknown[] {
  const out: unknown[] = [null, 'a car', [], {}];
  for (const field of Object.keys(carSchema.shape)) {
    for (const value of ODD_VALUES) out.push({ ...base, [field]: value });
  }
  // List items: bare strings, unreadable urls, blank and nested junk among good ones.
  out.push({ ...base, images: ['/dealer/a.jpg', { url: 'javascript:x' }, '', { url: '/dealer/b.jpg', width: '1600', height: 'x' }, 7, null] });
  out.push({ ...base, images: [{ url: '/dealer/a.jpg', thumb: 'javascript:x' }, { thumb: '/dealer/t.jpg' }] });
  return out;
}

describe('parseCar through the compiled Car schema', () => {
  it('still compiles: a schema change zod cannot compile would otherwise silently fall back to the slow parser', () => {
    expect(() => z.compile(carSchema, { strict: true })).not.toThrow();
    expect(compiledCarSchema()).not.toBe(carSchema);
  });

  it("reads every demo dealer's stock and the feed-variants fixture exactly as the runtime parser does", () => {
    const records = [...demoRecords, ...variantRecords];
    expect(records.length).toBeGreaterThan(300);
    for (const raw of records) expect(parseCar(raw)).toEqual(runtime(raw));
  });

  it('refuses and warns about hostile values exactly as the runtime parser does', () => {
    const base = demoRecords[0] as Record<string, unknown>;
    const records = hostileRecords(base);
    let refused = 0;
    let warned = 0;
    for (const raw of records) {
      const fast = parseCar(raw);
      expect(fast).toEqual(runtime(raw));
      if (fast.data === null) refused++;
      else if (fast.warnings.length) warned++;
    }
    // The corpus exercises both outcomes, not only clean records.
    expect(refused).toBeGreaterThan(20);
    expect(warned).toBeGreaterThan(100);
  });
});
