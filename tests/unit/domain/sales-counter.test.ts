import { describe, expect, it } from 'vitest';
import { salesCounterValue } from '../../../src/domain/sales-counter';

describe('sales counter: "192 per day, one unit per 450 s, Brisbane time"', () => {
  it('counts one unit per 450 s from Brisbane midnight of the start date', () => {
    const since = '2026-03-01';
    const brisbaneMidnight = Date.parse('2026-02-28T14:00:00Z');
    expect(salesCounterValue(new Date(brisbaneMidnight + 449_000), { base: 1000, since })).toBe(1000);
    expect(salesCounterValue(new Date(brisbaneMidnight + 450_000), { base: 1000, since })).toBe(1001);
    expect(salesCounterValue(new Date(brisbaneMidnight + 86_400_000), { base: 1000, since })).toBe(1192);
    expect(salesCounterValue(new Date(brisbaneMidnight - 1), { base: 1000, since })).toBe(1000);
  });
});
