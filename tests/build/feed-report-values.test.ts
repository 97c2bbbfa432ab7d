import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupProblems, rawStockRecords, receivedAt, valueAt } from '../../scripts/lib/load/feed-report';
import type { ValidationProblem } from '../../src/domain/schemas/friendly-errors';

const stock = [
  { id: 1, slug: 'a', km: 10, dealercomments: 'long text' },
  { id: 2, slug: 'b', stocknum: 'S2', images: [{ url: 'https://x/1.jpg' }, { src: 'https://x/2.jpg' }, 'ok', { URL: 3 }], dealercomments: 'long text' },
  { id: 3, slug: 'c', km: 'lots', dealercomments: 'long text' },
];
const problems: ValidationProblem[] = [
  { file: 'stock.json', index: 1, record: '2 / b', field: 'images[1].url', reason: 'required' },
  { file: 'stock.json', index: 1, record: '2 / b', field: 'images[3].url', reason: 'required' },
  { file: 'stock.json', index: 2, record: '3 / c', field: 'km', reason: 'not a number' },
];

function file(content: string): string {
  const f = path.join(mkdtempSync(path.join(os.tmpdir(), 'report-values-')), 'stock.json');
  writeFileSync(f, content);
  return f;
}

describe('the values a feed report names: read back from the stock file for the records it names', () => {
  for (const [shape, content] of [
    ['a {"cars": [...]} file', JSON.stringify({ cars: stock })],
    ['a bare list', JSON.stringify(stock)],
  ] as const) {
    it(`keeps only what identifies each named record and the keys its problems are about (${shape})`, () => {
      const raw = rawStockRecords(file(content), problems);
      expect(raw(0)).toBeUndefined();
      expect(raw(1)).toEqual({ id: 2, slug: 'b', stocknum: 'S2', images: stock[1]!.images });
      expect(raw(2)).toEqual({ id: 3, slug: 'c', km: 'lots' });
    });
  }

  it('a value at a path, or undefined', () => {
    expect(valueAt(stock[1], 'images[1]')).toEqual({ src: 'https://x/2.jpg' });
    expect(valueAt(stock[1], 'images[1].url')).toBeUndefined();
    expect(valueAt(stock[1], 'images[3].URL')).toBe(3);
    expect(valueAt(stock[2], 'km')).toBe('lots');
    expect(valueAt('not an object', 'km')).toBeUndefined();
    // A key that was not sent: what was sent around it, never the whole record.
    expect(receivedAt(stock[1], 'images[1].url')).toEqual({ src: 'https://x/2.jpg' });
    expect(receivedAt(stock[1], 'images[0].url')).toBe('https://x/1.jpg');
    expect(receivedAt(stock[0], 'price')).toBeUndefined();
  });

  it('groups problems by field (list positions folded), then message; each with its record and the value received', () => {
    const groups = groupProblems(problems, rawStockRecords(file(JSON.stringify({ cars: stock })), problems));
    expect(groups.map((g) => [g.field, g.count])).toEqual([
      ['images[].url', 2],
      ['km', 1],
    ]);
    expect(groups[0]!.messages[0]!.records.map((r) => [r.index, r.id, r.slug, r.stocknum, r.field, r.value])).toEqual([
      [1, '2', 'b', 'S2', 'images[1].url', '{"src":"https://x/2.jpg"}'],
      [1, '2', 'b', 'S2', 'images[3].url', '{"URL":3}'],
    ]);
    expect(groups[1]!.messages[0]!.records[0]).toMatchObject({ index: 2, id: '3', slug: 'c', stocknum: null, value: '"lots"' });
    // A reader that says what it received is believed over the raw record.
    const told = groupProblems([{ ...problems[2]!, value: 7500 } as ValidationProblem], () => stock[2]);
    expect(told[0]!.messages[0]!.records[0]!.value).toBe('7500');
  });
});
