import { describe, expect, it } from 'vitest';
import { isGatedPath } from '../../../src/domain/gated-routes';

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
    expect(isGatedPath('/checkout-journey', config)).toBe(false);
  });
  it('gates nothing on a site without gated routes', () => {
    expect(isGatedPath('/spin-to-win', { gated_routes: [] })).toBe(false);
  });
});
