import { describe, expect, it } from 'vitest';
import { marketPriceIndicator, marketPriceText } from '../../../src/domain/market-price';
import { makeCar } from './fixtures';
import { isPriceComparisonShown } from '../../../src/domain/market-price';

describe('market price indicator', () => {
  it('says how far below which average (state, else national)', () => {
    const state = marketPriceIndicator(makeCar({ price: 20000, autograb_data: { state_average_market_price: 22500, average_market_price: 21800 } }))!;
    expect(marketPriceText(state)).toBe('$2,500 below the state average market price');
    const national = marketPriceIndicator(makeCar({ price: 20000, autograb_data: { average_market_price: 21000 } }))!;
    expect(marketPriceText(national)).toBe('$1,000 below the national average market price');
  });
});

describe('market price indicator: more than $499 below the state average, else the national average', () => {
  it('$499 below hides, $500 below shows', () => {
    expect(marketPriceIndicator(makeCar({ price: 20000, autograb_data: { state_average_market_price: 20499 } }))).toBeNull();
    expect(marketPriceIndicator(makeCar({ price: 20000, autograb_data: { state_average_market_price: 20500 } }))).toEqual({ basis: 'state', marketPrice: 20500, below: 500 });
  });
  it('falls back to the national average when the state average is missing', () => {
    expect(marketPriceIndicator(makeCar({ price: 20000, autograb_data: { average_market_price: 21000 } }))?.basis).toBe('national');
    expect(marketPriceIndicator(makeCar({ price: 20000, autograb_data: { state_average_market_price: 20100, average_market_price: 30000 } }))).toBeNull();
    expect(marketPriceIndicator(makeCar({ price: 20000 }))).toBeNull();
  });
});

describe('price-comparison panel visibility', () => {
  const ok = { fill: 0.4, listing_price: 20000, market_range_min: 18000, market_range_max: 24000, confidence: 0.21, description: 'Good price' };
  it('shown with full data and confidence 0.21', () => {
    expect(isPriceComparisonShown(ok)).toBe(true);
  });
  it('"hidden when loading fails, data is missing, confidence is 0.2 or less, or market_range_max is below listing_price"', () => {
    expect(isPriceComparisonShown(ok, true)).toBe(false);
    expect(isPriceComparisonShown(null)).toBe(false);
    expect(isPriceComparisonShown({ ...ok, market_range_min: null })).toBe(false);
    expect(isPriceComparisonShown({ ...ok, confidence: 0.2 })).toBe(false);
    expect(isPriceComparisonShown({ ...ok, market_range_max: 19999 })).toBe(false);
    expect(isPriceComparisonShown({ ...ok, market_range_max: 20000 })).toBe(true);
  });
});
