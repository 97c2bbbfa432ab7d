import { describe, expect, it } from 'vitest';
import { weeklyFinanceFigure, weeklyFigureText } from '../../../src/domain/finance';
import { marketPriceIndicator, marketPriceText } from '../../../src/domain/market-price';
import { paymentHandoffUrl, purchaseLeadLabels, reserveDeposit } from '../../../src/domain/vehicle-actions';
import { makeCar, makeConfig } from './fixtures';

/* Issue 21: every figure on a vehicle page is the car's own; a reservation lead says it is one. */
const lender = (paymentWeek: number | null) => ({ Taurus: { interestRate: 8.99, comparisonRate: 9.41, paymentWeek, paymentMonth: 600, termYears: 5, deposit: 0, balloon: 0, establishmentFees: 395, totalPayable: null, financeProvider: 'Taurus', disclaimer: null } });
const taurus = makeConfig({ finance: { provider: 'Taurus' } });

describe('weeklyFinanceFigure: one weekly figure per car', () => {
  it("is the lender's weekly payment when the car's finance info is shown", () => {
    expect(weeklyFinanceFigure(makeCar({ finance_lenders: lender(149) }), taurus, true)).toEqual({ amount: 149, basis: 'lender' });
    expect(weeklyFigureText({ amount: 149, basis: 'lender' })).toBe('From $149 per week');
  });
  it("otherwise an estimate on the car's own price, never the calculator's $30,000 default", () => {
    const cheap = weeklyFinanceFigure(makeCar({ price: 12000 }), taurus, false)!;
    const dear = weeklyFinanceFigure(makeCar({ price: 60000 }), taurus, false)!;
    expect(cheap.basis).toBe('estimate');
    expect(dear.amount).toBeGreaterThan(cheap.amount * 4);
    expect(weeklyFigureText(cheap)).toMatch(/^Est\. \$\d+ per week$/);
  });
  it('is null without a provider or a real price', () => {
    expect(weeklyFinanceFigure(makeCar(), makeConfig({ finance: { provider: null } }), false)).toBeNull();
    expect(weeklyFinanceFigure(makeCar({ price: 0, offer_price: null }), taurus, false)).toBeNull();
  });
});

describe('market price indicator', () => {
  it('says how far below which average (state, else national)', () => {
    const state = marketPriceIndicator(makeCar({ price: 20000, autograb_data: { state_average_market_price: 22500, average_market_price: 21800 } }))!;
    expect(marketPriceText(state)).toBe('$2,500 below the state average market price');
    const national = marketPriceIndicator(makeCar({ price: 20000, autograb_data: { average_market_price: 21000 } }))!;
    expect(marketPriceText(national)).toBe('$1,000 below the national average market price');
  });
});

describe('reserve / buy online', () => {
  it('the deposit is the reserve price text in dollars', () => {
    expect(reserveDeposit(makeConfig())).toBe(200);
    expect(reserveDeposit(makeConfig({ features: { reserve_price_text: '$1,000 deposit' } }))).toBe(1000);
    expect(reserveDeposit(makeConfig({ features: { reserve_price_text: 'a small deposit' } }))).toBeNull();
  });
  it('the lead says it is a reservation', () => {
    expect(purchaseLeadLabels('reserve')).toEqual({ category: 'Reservation', subcategory: 'Reserve Vehicle' });
    expect(purchaseLeadLabels('buy_online')).toEqual({ category: 'Reservation', subcategory: 'Buy Online' });
  });
  it("hands over to the car's payment processor only when the dealer configured its address", () => {
    const car = makeCar({ payment_processors: ['stripe'], stocknum: 'S 1' });
    expect(paymentHandoffUrl(car, makeConfig(), 200)).toBeNull();
    const cfg = makeConfig({ features: { payment_processors: { stripe: 'https://pay.example/c?car={car_id}&stock={stock_number}&amt={amount}&lead={lead_id}' } } });
    expect(paymentHandoffUrl(car, cfg, 200)).toBe('https://pay.example/c?car=101&stock=S%201&amt=200&lead={lead_id}');
    expect(paymentHandoffUrl(makeCar({ payment_processors: ['paypal'] }), cfg, 200)).toBeNull();
  });
});
