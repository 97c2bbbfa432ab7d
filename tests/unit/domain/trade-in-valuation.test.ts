import { describe, expect, it } from 'vitest';
import { isLastValuationStep, tradeInValuation } from '../../../src/domain/trade-in-valuation';
import { makeCar } from './fixtures';

describe('trade-in valuation (the reference API formula over the snapshot market data)', () => {
  const market = [
    makeCar({ id: 1, make: 'Mazda', model: 'CX-5', year: 2020, price: 30000, km: 60000 }),
    makeCar({ id: 2, make: 'Mazda', model: 'CX-5', year: 2020, price: 32000, km: 60000 }),
    makeCar({ id: 3, make: 'Mazda', model: 'CX-5', year: 2020, price: 34000, km: 60000 }),
    makeCar({ id: 4, make: 'Toyota', model: 'RAV4', year: 2020, price: 90000, km: 10000 }),
  ];
  it('median of comparables, times condition and the 82% margin, rounded down to $100', () => {
    // 32,000 x 1 (same year) + 0 (same km) = 32,000 x 0.95 x 0.82 = 24,928 -> 24,900.
    expect(tradeInValuation({ make: 'mazda', model: 'cx-5', year: 2020, km: 60000, condition: 'good' }, market)).toEqual({
      offer: 24900,
      high: 27400,
      comparables: 3,
    });
  });
  it('older, higher-km and poorer cars are worth less', () => {
    const base = tradeInValuation({ make: 'Mazda', model: 'CX-5', year: 2020, km: 60000, condition: 'good' }, market)!.offer;
    expect(tradeInValuation({ make: 'Mazda', model: 'CX-5', year: 2018, km: 60000, condition: 'good' }, market)!.offer).toBeLessThan(base);
    expect(tradeInValuation({ make: 'Mazda', model: 'CX-5', year: 2020, km: 120000, condition: 'good' }, market)!.offer).toBeLessThan(base);
    expect(tradeInValuation({ make: 'Mazda', model: 'CX-5', year: 2020, km: 60000, condition: 'poor' }, market)!.offer).toBeLessThan(base);
  });
  it('null without a comparable listing', () => {
    expect(tradeInValuation({ make: 'Mazda', model: 'CX-5', year: 2012, km: 60000, condition: 'good' }, market)).toBeNull();
    expect(tradeInValuation({ make: 'Holden', model: 'Astra', year: 2020, km: 60000, condition: 'good' }, market)).toBeNull();
  });
});

describe('the valuation steps', () => {
  it('"Non-final steps only advance": only the offer accepted is the last step', () => {
    expect(isLastValuationStep('rego_lookup')).toBe(false);
    expect(isLastValuationStep('valuation_adjustments')).toBe(false);
    expect(isLastValuationStep('offer_accepted')).toBe(true);
  });
});
