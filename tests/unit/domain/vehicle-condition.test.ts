import { describe, expect, it } from 'vitest';
import { conditionLabel, isCertifiedPreOwned, newOrUsed, vehicleCondition } from '../../../src/domain/vehicle-condition';
import { makeCar } from './fixtures';

describe('vehicle condition: one rule for the feeds, structured data and the compare table', () => {
  it('keeps new, used and demo apart, and reads a search document the same way', () => {
    expect(vehicleCondition(makeCar({ car_type: 'new' }))).toBe('new');
    expect(vehicleCondition(makeCar({ car_type: 'used' }))).toBe('used');
    expect(vehicleCondition(makeCar({ car_type: 'demo' }))).toBe('demo');
    expect(vehicleCondition({ car_type: 'demo' })).toBe('demo');
    expect(conditionLabel({ car_type: 'demo' })).toBe('Demo');
  });
  it('a channel that knows only new and used lists a demonstrator as used', () => {
    expect(newOrUsed(makeCar({ car_type: 'new' }))).toBe('new');
    expect(newOrUsed(makeCar({ car_type: 'demo' }))).toBe('used');
    expect(newOrUsed(makeCar({ car_type: 'used' }))).toBe('used');
  });
  it('certified pre-owned: certified and not new', () => {
    expect(isCertifiedPreOwned(makeCar({ car_type: 'used', certified: true }))).toBe(true);
    expect(isCertifiedPreOwned(makeCar({ car_type: 'demo', certified: true }))).toBe(true);
    expect(isCertifiedPreOwned(makeCar({ car_type: 'new', certified: true }))).toBe(false);
    expect(isCertifiedPreOwned(makeCar({ car_type: 'used', certified: false }))).toBe(false);
  });
});
