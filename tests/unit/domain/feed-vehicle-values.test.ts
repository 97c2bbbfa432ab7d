import { describe, expect, it } from 'vitest';
import { bodyStyleOf, odometerKm, requiredColumns, vinReason } from '../../../src/domain/inventory-feeds/vehicle-values';

/* What both ad-platform feeds read off a car the same way (src/domain/inventory-feeds/vehicle-values.ts). */
describe('the values both ad feeds share', () => {
  it('reads the body style by the first rule the body type matches, else the feed body, else none', () => {
    const rules: [RegExp, string][] = [
      [/\bsuv\b/, 'SUV'],
      [/\bwagon\b/, 'WAGON'],
    ];
    expect(bodyStyleOf({ simple_body: 'SUV', body: 'Wagon' }, rules)).toBe('SUV');
    expect(bodyStyleOf({ simple_body: null, body: '5D Wagon' }, rules)).toBe('WAGON');
    expect(bodyStyleOf({ simple_body: 'Cab Chassis', body: null }, rules)).toBeNull();
  });

  it('gives the odometer in whole kilometres, 0 for a new car without a reading', () => {
    expect(odometerKm({ km: 41000.6, car_type: 'used' })).toBe(41001);
    expect(odometerKm({ km: null, car_type: 'new' })).toBe(0);
    expect(odometerKm({ km: null, car_type: 'demo' })).toBeNull();
    expect(odometerKm({ km: -5, car_type: 'used' })).toBeNull();
  });

  it('says whether a VIN is missing or is not one', () => {
    expect(vinReason('VIN', null)).toBe('VIN');
    expect(vinReason('vin', 'JT123')).toBe('vin (not a VIN: 17 letters and digits without I, O or Q)');
  });

  it('gives the required columns in column order', () => {
    expect(requiredColumns(['id', 'title', 'trim', 'price'], ['trim'])).toEqual(['id', 'title', 'price']);
  });
});
