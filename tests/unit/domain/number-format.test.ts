import { describe, expect, it } from 'vitest';
import { formatCents, formatKms, formatNumber } from '../../../src/domain/number-format';
import { formatMoney } from '../../../src/domain/pricing';

describe('number format (spec 9: thousands separators, no decimals, $ prefix)', () => {
  it('separates thousands and drops decimals', () => {
    expect(formatNumber(1070)).toBe('1,070');
    expect(formatNumber(211445.6)).toBe('211,446');
    expect(formatNumber(999)).toBe('999');
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
