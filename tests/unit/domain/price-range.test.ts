import { describe, expect, it } from 'vitest';
import { priceRangeText } from '../../../src/domain/price-range';

describe("priceRangeText: a business's price range from the prices it shows", () => {
  it('lowest to highest, as the pages write prices', () => {
    expect(priceRangeText([45990, 12990, 89990])).toBe('$12,990 - $89,990');
  });
  it('one price when all are the same; none when no car shows a price', () => {
    expect(priceRangeText([24990, 24990])).toBe('$24,990');
    expect(priceRangeText([])).toBeNull();
    expect(priceRangeText([0, Number.NaN])).toBeNull();
  });
});
