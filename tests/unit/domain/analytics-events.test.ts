import { describe, expect, it } from 'vitest';
import { vehicleViewEventId } from '../../../src/domain/analytics-events';

describe('vehicle view events (spec 7: 4 used vehicle view; 18 the project pairs with it for new)', () => {
  it('is 4 for a used or demo car (the page labels a demo car Used) and 18 for a new car', () => {
    expect(vehicleViewEventId({ car_type: 'used' })).toBe(4);
    expect(vehicleViewEventId({ car_type: 'new' })).toBe(18);
    expect(vehicleViewEventId({ car_type: 'demo' })).toBe(4);
  });
});
