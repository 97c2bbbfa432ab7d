import { describe, expect, it } from 'vitest';
import { carSchema } from '../../../src/domain/schemas';

describe('car schema', () => {
  it('reads feed numbers given as strings and keeps the spec field names', () => {
    const car = carSchema.parse({ id: 7, slug: 'a-b', name: 'A B', year: 2020, make: 'A', model: 'B', car_type: 'used', status: 'in_stock', created_at: '2026-01-01', price: '24990', km: '' });
    expect(car.price).toBe(24990);
    expect(car.km).toBeNull();
    expect(car.id).toBe('7');
  });
});
