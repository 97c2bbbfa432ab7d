import { describe, expect, it } from 'vitest';
import { LISTED_PROBLEMS, warningLines } from '../../scripts/lib/load/load-dealer';
import type { ValidationProblem } from '../../src/domain/schemas/friendly-errors';

/** 120 warnings on 60 records: km and a photo URL each. */
const warnings: ValidationProblem[] = Array.from({ length: 60 }, (_, i) => [
  { file: 'stock.json', index: i, record: `${i + 1} / car-${i + 1}`, field: 'km', reason: 'not a number (got "lots"); left empty' },
  { file: 'stock.json', index: i, record: `${i + 1} / car-${i + 1}`, field: 'images[1].url', reason: 'must be an http(s) URL' },
]).flat();

describe('warningLines: the first 50 warnings, or every one with --verbose', () => {
  it('without --verbose: the first 50, then counts by field', () => {
    const lines = warningLines(warnings);
    expect(lines.slice(1, -1)).toHaveLength(LISTED_PROBLEMS);
    expect(lines.at(-1)).toBe('warning: 70 more warnings not listed; all 120 by field: images[].url: 60, km: 60');
  });

  it('with --verbose: every warning on its own line, and no count line', () => {
    const lines = warningLines(warnings, true);
    expect(lines[0]).toBe('120 stock values could not be read and were left out (the cars keep their pages; see docs/feed-format.md):');
    expect(lines.slice(1)).toHaveLength(120);
    expect(lines.at(-1)).toBe('warning: stock.json record #59 (60 / car-60): images[1].url: must be an http(s) URL');
    expect(lines.some((l) => l.includes('more warnings not listed'))).toBe(false);
  });
});
