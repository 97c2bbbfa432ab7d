import { describe, expect, it } from 'vitest';
import { accountFigures, accountLine, reasonSummaryLines, reasonText, type AccountedRecord } from '../../../src/domain/feed-account';

const rec = (n: number, reason: AccountedRecord['reason']): AccountedRecord => ({ index: n, id: String(n), slug: `car-${n}`, reason });

describe('the account of a snapshot', () => {
  const records = [
    rec(1, { kind: 'status', status: 'available' }),
    rec(2, { kind: 'status', status: 'available' }),
    rec(3, { kind: 'status', status: 'instock' }),
    rec(4, { kind: 'sold_window', days: 3, sold_on: '2026-03-01T00:00:00Z' }),
    rec(5, { kind: 'base_status', status: 'sold' }),
    rec(6, { kind: 'base_status', status: 'sold' }),
    rec(7, { kind: 'excluded_make', make: 'Great Wall' }),
    rec(8, { kind: 'duplicate', of: 'duplicate id, also used by record #0 (8 / car-0)' }),
  ];

  it('one term per status word and per other reason, most cars first; listed + terms = snapshot', () => {
    const figures = accountFigures(
      14,
      records.map((r) => r.reason),
    );
    expect(accountLine(figures)).toBe(
      '22 cars in the snapshot = 14 listed + 2 base filter status + 2 status "available" + 1 duplicate + 1 excluded make + 1 sold window + 1 status "instock"',
    );
    expect(accountLine(accountFigures(1, []))).toBe('1 car in the snapshot = 1 listed');
  });

  it('one summary line per reason; each unrecognised status word names its cars', () => {
    expect(reasonSummaryLines(records)).toEqual([
      'not listed: 2 cars with a status the base filter leaves out (search.visibility): sold (2)',
      'not listed: 2 cars with status "available", not a status the site shows (in_stock, coming_soon, sold): 1 / car-1, 2 / car-2',
      'not listed: 1 record with the id or slug of an earlier record: 8 / car-8',
      'not listed: 1 car of an excluded make (search.visibility.exclude_makes): Great Wall (1)',
      'not listed: 1 sold car past the sold window (search.include_sold_cars_days, _by_make) or with no sold date',
      'not listed: 1 car with status "instock", not a status the site shows (in_stock, coming_soon, sold): 3 / car-3',
    ]);
  });

  it('a reason per car says what was expected', () => {
    expect(reasonText({ kind: 'sold_window', days: 3, sold_on: '2026-03-01T10:00:00Z' })).toBe(
      'sold (2026-03-01) more than 3 days ago: past the sold window (search.include_sold_cars_days)',
    );
    expect(reasonText({ kind: 'sold_window', days: 3, sold_on: null })).toBe('sold, with no sold_at or updated_at date to count the sold window from');
  });
});
