import { describe, expect, it } from 'vitest';
import { marketPriceIndicator, marketPriceText } from '../../../src/domain/market-price';
import { makeCar, makeConfig } from './fixtures';
import { comparisonAtShownPrice, isPriceComparisonShown } from '../../../src/domain/market-price';

const config = makeConfig();

describe('market price indicator', () => {
  it('says how far below which average (state, else national)', () => {
    const state = marketPriceIndicator(makeCar({ price: 20000, autograb_data: { state_average_market_price: 22500, average_market_price: 21800 } }), config)!;
    expect(marketPriceText(state)).toBe('$2,500 below the state average market price');
    const national = marketPriceIndicator(makeCar({ price: 20000, autograb_data: { average_market_price: 21000 } }), config)!;
    expect(marketPriceText(national)).toBe('$1,000 below the national average market price');
  });
});

describe('market price indicator: more than $499 below the state average, else the national average', () => {
  it('$499 below hides, $500 below shows', () => {
    expect(marketPriceIndicator(makeCar({ price: 20000, autograb_data: { state_average_market_price: 20499 } }), config)).toBeNull();
    expect(marketPriceIndicator(makeCar({ price: 20000, autograb_data: { state_average_market_price: 20500 } }), config)).toEqual({
      basis: 'state',
      marketPrice: 20500,
      below: 500,
    });
  });
  it('falls back to the national average when the state average is missing', () => {
    expect(marketPriceIndicator(makeCar({ price: 20000, autograb_data: { average_market_price: 21000 } }), config)?.basis).toBe('national');
    expect(
      marketPriceIndicator(makeCar({ price: 20000, autograb_data: { state_average_market_price: 20100, average_market_price: 30000 } }), config),
    ).toBeNull();
    expect(marketPriceIndicator(makeCar({ price: 20000 }), config)).toBeNull();
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

describe('market price indicator measures the price on screen', () => {
  it('an offer price is what the shopper sees: $4,510 below, not $2,510', () => {
    const car = makeCar({ price: 30000, offer_price: 28000, autograb_data: { state_average_market_price: 32510 } });
    expect(marketPriceText(marketPriceIndicator(car, config)!)).toBe('$4,510 below the state average market price');
  });
  it('never on a car with no shown purchase price: "Enquire for price", PREORDER, a weekly subscription', () => {
    const market = { autograb_data: { state_average_market_price: 40000 } };
    expect(marketPriceIndicator(makeCar({ price: 10, ...market }), config)).toBeNull();
    expect(marketPriceIndicator(makeCar({ price: 0, preorder: true, ...market }), config)).toBeNull();
    const subscription = makeConfig({ pricing: { offers_subscription: true } });
    expect(marketPriceIndicator(makeCar({ price: 30000, subscription_price: 149, ...market }), subscription)).toBeNull();
  });
});

describe('comparisonAtShownPrice', () => {
  const answer = { fill: 0.3, listing_price: 30000, market_range_min: 27000, market_range_max: 36000, confidence: 0.8 };
  it('moves the listing price and the fill to the shown price', () => {
    expect(comparisonAtShownPrice(answer, 28000)).toMatchObject({ listing_price: 28000, fill: 1000 / 9000 });
    expect(comparisonAtShownPrice(answer, 30000)).toBe(answer);
  });
  it('nothing to place without a shown price', () => {
    expect(comparisonAtShownPrice(answer, null)).toBeNull();
  });
});
