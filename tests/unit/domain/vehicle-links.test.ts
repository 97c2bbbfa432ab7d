import { describe, expect, it } from 'vitest';
import { checkoutJourneyPath, contactPath, financeLink } from '../../../src/domain/vehicle-links';

const car = (over: Record<string, unknown> = {}) => ({ id: '1', make: 'Mazda', model: 'CX-5', year: 2022, price: 30000, offer_price: null, autograb_data: null, car_type: 'used' as const, dealership_slug: 'dm-north', ...over });

describe('financeLink', () => {
  it('carries preferredDealership, vehiclePriceBudget, car_id, car_type and #finance-form', () => {
    const link = financeLink(car(), { slug: 'demo', finance: { path: '/apply-for-finance' } } as never);
    expect(link).toBe('/apply-for-finance?preferredDealership=dm-north&vehiclePriceBudget=30000&car_id=1&car_type=used#finance-form');
  });
  it('falls back to the site slug when the car has no dealership', () => {
    expect(financeLink(car({ dealership_slug: null }), { slug: 'demo', finance: { path: '/finance' } } as never)).toContain('preferredDealership=demo');
  });
  it('builds the checkout journey and contact routes with the slug', () => {
    expect(checkoutJourneyPath('a-b')).toBe('/checkout-journey?car_id=a-b');
    expect(contactPath('a-b', 'test-drive')).toBe('/contact?car_id=a-b&type=test-drive');
  });
});
