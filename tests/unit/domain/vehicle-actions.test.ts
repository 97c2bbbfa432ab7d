import { describe, expect, it } from 'vitest';
import { paymentHandoffUrl, purchaseLeadLabels, reserveDeposit, reservePath, tradeInPath } from '../../../src/domain/vehicle-actions';
import { makeCar, makeConfig } from './fixtures';

describe('reserve / buy online', () => {
  it('the deposit is the reserve price text in dollars', () => {
    expect(reserveDeposit(makeConfig())).toBe(200);
    expect(reserveDeposit(makeConfig({ purchase: { reserve_price_text: '$1,000 deposit' } }))).toBe(1000);
    expect(reserveDeposit(makeConfig({ purchase: { reserve_price_text: 'a small deposit' } }))).toBeNull();
  });
  it('the lead says it is a reservation', () => {
    expect(purchaseLeadLabels('reserve')).toEqual({ category: 'Reservation', subcategory: 'Reserve Vehicle' });
    expect(purchaseLeadLabels('buy_online')).toEqual({ category: 'Reservation', subcategory: 'Buy Online' });
  });
  it("hands over to the car's payment processor only when the dealer configured its address", () => {
    const car = makeCar({ payment_processors: ['stripe'], stocknum: 'S 1' });
    expect(paymentHandoffUrl(car, makeConfig(), 200)).toBeNull();
    const cfg = makeConfig({
      purchase: { payment_processors: { stripe: 'https://pay.example/c?car={car_id}&stock={stock_number}&amt={amount}&lead={lead_id}' } },
    });
    expect(paymentHandoffUrl(car, cfg, 200)).toBe('https://pay.example/c?car=101&stock=S%201&amt=200&lead={lead_id}');
    expect(paymentHandoffUrl(makeCar({ payment_processors: ['paypal'] }), cfg, 200)).toBeNull();
  });
});

describe('vehicle page routes', () => {
  it('reserve and trade-in routes', () => {
    expect(reservePath('kia-rio-1', makeConfig())).toBe('/cars/kia-rio-1/checkout');
    expect(reservePath('kia-rio-1', makeConfig({ purchase: { buy_online: true } }))).toBe('/cars/kia-rio-1/buy-online');
    expect(tradeInPath('101', makeConfig())).toBe('/cars/trade-in?car_id=101');
  });
});
