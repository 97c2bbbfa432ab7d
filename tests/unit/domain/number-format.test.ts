import { describe, expect, it } from 'vitest';
import { formatCents, formatKms, formatNumber } from '../../../src/domain/number-format';
import { formatMoney } from '../../../src/domain/pricing';

describe('number format (spec 9: thousands separators, no decimals, $ prefix)', () => {
  it('separates thousands and drops decimals', () => {
    expect(formatNumber(1070)).toBe('1,070');
    expect(formatNumber(211445.6)).toBe('211,446');
    expect(formatNumber(999)).toBe('999');
  });
  it('groups every number as the en-AU formatter does, its own fast path included (negatives, -0, huge, NaN, ∞)', () => {
    const intl = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
    const values = [
      0,
      -0,
      0.4,
      -0.4,
      -0.5,
      0.5,
      1,
      7,
      12,
      123,
      999.5,
      1000,
      -1000,
      9999,
      10000,
      123456,
      -123456,
      1234567,
      99999999.5,
      Number.MAX_SAFE_INTEGER,
      -Number.MAX_SAFE_INTEGER,
      2 ** 53 + 2,
      1e15,
      1e21,
      -1e22,
      NaN,
      Infinity,
      -Infinity,
    ];
    for (let i = 0; i < 2000; i++) values.push((Math.random() - 0.3) * 10 ** (i % 17));
    for (const v of values) expect(formatNumber(v), String(v)).toBe(intl.format(Math.round(v)));
  });
  it("money is '$' + the number", () => {
    expect(formatMoney(24990)).toBe('$24,990');
    expect(formatMoney(1000000)).toBe('$1,000,000');
  });
  it("kilometres carry the ' kms' suffix", () => {
    expect(formatKms(41000)).toBe('41,000 kms');
  });
  it('cents keep two decimals', () => {
    expect(formatCents(42.5)).toBe('42.50');
  });
});
