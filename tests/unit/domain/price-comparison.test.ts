import { describe, expect, it } from 'vitest';
import { isPriceComparisonShown } from '../../../src/domain/market-price';
import { priceComparisonFor } from '../../../src/domain/price-comparison';

const car = (over: Record<string, unknown> = {}) => ({
  id: '1',
  make: 'Mazda',
  model: 'CX-5',
  year: 2022,
  price: 30000,
  offer_price: null,
  autograb_data: null,
  car_type: 'used' as const,
  dealership_slug: 'dm-north',
  ...over,
});

describe('priceComparisonFor', () => {
  it('uses the snapshot autograb result when it is complete', () => {
    const r = priceComparisonFor(
      car({ autograb_data: { fill: 0.3, listing_price: 30000, market_range_min: 28000, market_range_max: 36000, confidence: 0.8 } }),
      [],
    );
    expect(r).toMatchObject({ fill: 0.3, market_range_max: 36000, confidence: 0.8 });
    expect(isPriceComparisonShown(r)).toBe(true);
  });
  it('needs 3 comparables of the same make and model within 2 years', () => {
    const stock = [car({ id: '2', price: 28000 }), car({ id: '3', price: 34000 }), car({ id: '4', price: 40000, year: 2016 })];
    expect(priceComparisonFor(car(), stock)).toBeNull();
  });
  it('places the listing price in the comparable range', () => {
    const stock = [
      car({ id: '2', price: 26000 }),
      car({ id: '3', price: 34000 }),
      car({ id: '4', price: 30000, year: 2021 }),
      car({ id: '5', price: 99000, model: 'CX-9' }),
    ];
    const r = priceComparisonFor(car(), stock)!;
    expect(r.market_range_min).toBe(26000);
    expect(r.market_range_max).toBe(34000);
    expect(r.fill).toBeCloseTo(0.5);
    expect(r.confidence).toBeCloseTo(0.3);
    expect(isPriceComparisonShown(r)).toBe(true);
  });
  it('is hidden by the spec rule when confidence is 0.2 or less', () => {
    const r = priceComparisonFor(car(), [car({ id: '2', price: 26000 }), car({ id: '3', price: 34000 })]);
    expect(r).toBeNull();
  });
});
