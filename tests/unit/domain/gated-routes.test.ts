import { describe, expect, it } from 'vitest';
import { gatedRoutes, isGatedPath } from '../../../src/domain/gated-routes';

const config = { gated_routes: ['/checkout', '/personalised/finance', '/spin-to-win', '/online-payment'] };

describe('gated routes', () => {
  it('gates the configured routes, with or without a trailing slash', () => {
    expect(isGatedPath('/spin-to-win', config)).toBe(true);
    expect(isGatedPath('/spin-to-win/', config)).toBe(true);
    expect(isGatedPath('/personalised/finance', config)).toBe(true);
    expect(isGatedPath('/online-payment', config)).toBe(true);
  });
  it('gates per-car checkout pages', () => {
    expect(isGatedPath('/cars/2022-mazda-cx-5/checkout', config)).toBe(true);
  });
  it('leaves trade-in, sell-my-car and plain finance open by default', () => {
    expect(isGatedPath('/trade-in', config)).toBe(false);
    expect(isGatedPath('/sell-my-car', config)).toBe(false);
    expect(isGatedPath('/finance', config)).toBe(false);
  });
  it('gates the online purchase page (/checkout-journey) the same way as checkout: where /checkout or /buy-online is gated', () => {
    expect(isGatedPath('/checkout-journey', config)).toBe(true);
    expect(isGatedPath('/checkout-journey/', config)).toBe(true);
    expect(isGatedPath('/checkout-journey', { gated_routes: ['/buy-online'] })).toBe(true);
    expect(isGatedPath('/checkout-journey', { gated_routes: ['/spin-to-win'] })).toBe(false);
    expect(gatedRoutes(config)).toEqual(['/checkout', '/personalised/finance', '/spin-to-win', '/online-payment', '/checkout-journey']);
    expect(gatedRoutes({ gated_routes: ['checkout-journey/', '/checkout'] })).toEqual(['/checkout-journey', '/checkout']);
  });
  it('gates nothing on a site without gated routes', () => {
    expect(isGatedPath('/spin-to-win', { gated_routes: [] })).toBe(false);
  });
});
