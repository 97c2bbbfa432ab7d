import { describe, expect, it } from 'vitest';
import { PRICE_RANGE_ORDER, priceRangeOf, weeklyPriceRangeOf } from '../../../src/domain/price-ranges';

describe('price range and weekly price range filters', () => {
  it('puts each shown price in one bucket, edges in the higher one; no price, no bucket', () => {
    expect(priceRangeOf(9_990)).toBe('Under $10,000');
    expect(priceRangeOf(10_000)).toBe('$10,000 – $19,999');
    expect(priceRangeOf(29_990)).toBe('$20,000 – $29,999');
    expect(priceRangeOf(74_999.6)).toBe('$75,000 – $99,999');
    expect(priceRangeOf(289_900)).toBe('$100,000 and over');
    expect([null, undefined, 0, -5, Number.NaN].map(priceRangeOf)).toEqual([null, null, null, null, null]);
  });
  it('weekly figures in weekly buckets', () => {
    expect(weeklyPriceRangeOf(73.41)).toBe('Under $100 a week');
    expect(weeklyPriceRangeOf(149.5)).toBe('$150 – $199 a week');
    expect(weeklyPriceRangeOf(1371)).toBe('$300 a week and over');
    expect(weeklyPriceRangeOf(null)).toBeNull();
  });
  it('lists the buckets cheapest first, every label once', () => {
    expect(PRICE_RANGE_ORDER.price_range[0]).toBe('Under $10,000');
    expect(PRICE_RANGE_ORDER.price_range.at(-1)).toBe('$100,000 and over');
    expect(new Set(PRICE_RANGE_ORDER.weekly_price_range).size).toBe(5);
  });
});
