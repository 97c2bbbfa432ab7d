import { describe, expect, it } from 'vitest';
import { warningLines } from '../../scripts/lib/load/load-dealer';
import type { ValidationProblem } from '../../src/domain/schemas/friendly-errors';

/** 120 warnings on 60 records: km and a photo URL each. */
const warnings: ValidationProblem[] = Array.from({ length: 60 }, (_, i) => [
  { file: 'stock.json', index: i, record: `${i + 1} / car-${i + 1}`, field: 'km', reason: 'not a number (got "lots"); left empty' },
  { file: 'stock.json', index: i, record: `${i + 1} / car-${i + 1}`, field: 'images[1].url', reason: 'must be an http(s) URL' },
]).flat();

describe('warningLines: one line per field and reason, or every warning with --verbose', () => {
  it('without --verbose: one line per field and reason with its count and the first three records, the values left out', () => {
    const lines = warningLines([...warnings, { file: 'stock.json', field: 'dates', reason: 'dates such as "03/04/2027" read either way; in 4 records' }]);
    expect(lines).toEqual([
      '120 stock values could not be read and were left out (the cars keep their pages; each one is in the feed report, and on this console with --verbose; see docs/feed-format.md):',
      'warning: stock.json: km: not a number; left empty; 60 records #0 (1 / car-1), #1 (2 / car-2), #2 (3 / car-3), and 57 more',
      'warning: stock.json: images[].url: must be an http(s) URL; 60 records #0 (1 / car-1), #1 (2 / car-2), #2 (3 / car-3), and 57 more',
      'warning: stock.json: dates: dates such as "03/04/2027" read either way; in 4 records',
    ]);
  });

  it('a note about the whole feed alone is not counted as a value left out', () => {
    expect(warningLines([{ file: 'stock.json', field: 'slug', reason: 'missing: made from year, make, model, badge and id; in 40 records' }])).toEqual([
      'warning: stock.json: slug: missing: made from year, make, model, badge and id; in 40 records',
    ]);
  });

  it('with --verbose: every warning on its own line', () => {
    const lines = warningLines(warnings, true);
    expect(lines[0]).toBe(
      '120 stock values could not be read and were left out (the cars keep their pages; each one is in the feed report; see docs/feed-format.md):',
    );
    expect(lines.slice(1)).toHaveLength(120);
    expect(lines.at(-1)).toBe('warning: stock.json record #59 (60 / car-60): images[1].url: must be an http(s) URL');
  });
});
