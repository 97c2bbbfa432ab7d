import { describe, expect, it } from 'vitest';
import {
  clampFinanceInput,
  comparisonRateText,
  financeLimits,
  initialRepaymentInput,
  financeRepayment,
  FREQUENCIES,
  isEnquireForFinance,
  priceLimitMessage,
  repaymentText,
  shortDisclaimer,
} from '../../../src/domain';
import { makeCar, makeConfig } from './fixtures';
import { calculatorStart, weeklyFigureText, weeklyFinanceFigure } from '../../../src/domain/finance';

describe('repayment: standard amortisation of (amount - deposit + establishment fees)', () => {
  it('frequencies Weekly 52, Fortnightly 26, Monthly 12', () => {
    expect(FREQUENCIES).toEqual({ Weekly: 52, Fortnightly: 26, Monthly: 12 });
  });
  it('$30,000 over 5 years at 12.94% monthly is the textbook figure', () => {
    const r = 0.1294 / 12;
    const expected = (30000 * r) / (1 - (1 + r) ** -60);
    expect(financeRepayment({ amount: 30000, termYears: 5, interestRate: 12.94, frequency: 'Monthly' })).toBeCloseTo(expected, 8);
    expect(expected).toBeCloseTo(681.67, 2);
  });
  it('weekly uses 52 periods a year', () => {
    const r = 0.1 / 52;
    const expected = (20000 * r) / (1 - (1 + r) ** -(52 * 3));
    expect(financeRepayment({ amount: 20000, termYears: 3, interestRate: 10, frequency: 'Weekly' })).toBeCloseTo(expected, 8);
  });
  it('deposit is subtracted and establishment fees added before amortising', () => {
    const a = financeRepayment({ amount: 30000, deposit: 5000, establishmentFee: 1300, termYears: 5, interestRate: 9, frequency: 'Fortnightly' });
    const b = financeRepayment({ amount: 26300, termYears: 5, interestRate: 9, frequency: 'Fortnightly' });
    expect(a).toBeCloseTo(b, 10);
  });
  it('a residual/balloon lowers the payment by its present value', () => {
    const r = 0.08 / 12;
    const n = 48;
    const expected = ((40000 - 10000 / (1 + r) ** n) * r) / (1 - (1 + r) ** -n);
    expect(financeRepayment({ amount: 40000, residual: 10000, termYears: 4, interestRate: 8, frequency: 'Monthly' })).toBeCloseTo(expected, 8);
  });
  it('zero interest divides evenly; rounding up gives whole dollars', () => {
    expect(financeRepayment({ amount: 12000, termYears: 1, interestRate: 0, frequency: 'Monthly' })).toBe(1000);
    expect(financeRepayment({ amount: 30000, termYears: 5, interestRate: 12.94, frequency: 'Monthly', roundUp: true })).toBe(682);
  });
  it('"An amount of 0 or less becomes 0"', () => {
    expect(financeRepayment({ amount: 5000, deposit: 6000, termYears: 5, interestRate: 10, frequency: 'Weekly' })).toBe(0);
    expect(clampFinanceInput(-5, { min: 0.5, max: 15 })).toBe(0);
    expect(clampFinanceInput(20, { min: 0.5, max: 15 })).toBe(15);
    expect(clampFinanceInput(0.2, { min: 0.5, max: 15 })).toBe(0.5);
  });
});

describe('calculator limits per provider/site', () => {
  it('site defaults: amount 1000..100000 step 500 default 30000; term 1..7 step 0.5; interest 0.5..15 default 12.94', () => {
    const l = financeLimits(makeConfig(), null);
    expect(l.amount).toEqual({ min: 1000, max: 100000, step: 500, default: 30000 });
    expect(l.term).toMatchObject({ min: 1, max: 7, step: 0.5, default: 5 });
    expect(l.interest).toMatchObject({ min: 0.5, max: 15, step: 0.5, default: 12.94 });
    expect(l.deposit).toEqual({ min: 0, max: 250000, step: 0.5, default: 0 });
  });
  it('provider limits come from the config (7.5..14.5 for one provider)', () => {
    const l = financeLimits(makeConfig({ finance: { interest: { min: 7.5, max: 14.5, step: 0.5, default: 10 } } }), null);
    expect(l.interest).toMatchObject({ min: 7.5, max: 14.5 });
  });
  it('"max 100000 (105 percent of price if higher on one site kind)" and default = car price there', () => {
    const cfg = makeConfig({ finance: { amount_max_from_price: true, amount_default_from_price: true } });
    expect(financeLimits(cfg, makeCar({ price: 120000 })).amount).toMatchObject({ max: 126000, default: 120000 });
    expect(financeLimits(cfg, makeCar({ price: 90000 })).amount).toMatchObject({ max: 100000, default: 90000 });
    // Without the 105 % rule the slider still holds the car's price, so the calculator borrows what the car costs.
    expect(financeLimits(makeConfig(), makeCar({ price: 120000 })).amount).toMatchObject({ max: 120000, default: 120000 });
    expect(financeLimits(makeConfig({ finance: { amount_default_from_price: false } }), makeCar({ price: 120000 })).amount).toMatchObject({
      max: 100000,
      default: 30000,
    });
  });
  it('opens on the price the page shows (the offer price), 30,000 only without a price; outside the range at its end, saying so', () => {
    const cfg = makeConfig();
    expect(financeLimits(cfg, makeCar({ price: 26260, offer_price: null })).amount.default).toBe(26260);
    expect(calculatorStart(cfg, makeCar({ price: 72000, offer_price: 69990 }))).toEqual({ price: 69990, amount: 69990, note: null });
    expect(financeLimits(cfg, makeCar({ price: 0, offer_price: null })).amount.default).toBe(30000);
    expect(calculatorStart(cfg, makeCar({ price: 289900, offer_price: null }))).toEqual({
      price: null,
      amount: 250000,
      note: "This car's price of $289,900 is above the calculator's $250,000 limit: the estimate is for a loan of $250,000.",
    });
    expect(financeLimits(cfg, makeCar({ price: 289900, offer_price: null })).amount).toMatchObject({ max: 250000, default: 250000 });
    expect(calculatorStart(cfg, makeCar({ price: 900, offer_price: null })).note).toMatch(/below the calculator's \$1,000 minimum/);
  });
  it('"one provider uses a 10 percent deposit"', () => {
    expect(financeLimits(makeConfig({ finance: { deposit_fraction: 0.1 } }), makeCar({ price: 24990 })).deposit.default).toBe(2499);
  });
});

describe("'Cannot be less than {min} or more than {max}'", () => {
  const message = 'Cannot be less than $1,000 or more than $250,000';
  it('at or below the minimum 1,000 or at or above 250,000', () => {
    expect(priceLimitMessage(1000, makeConfig())).toBe(message);
    expect(priceLimitMessage(1001, makeConfig())).toBeNull();
    expect(priceLimitMessage(249999, makeConfig())).toBeNull();
    expect(priceLimitMessage(250000, makeConfig())).toBe(message);
  });
  it('minimum $5,000 for one provider', () => {
    expect(priceLimitMessage(5000, makeConfig({ finance: { min_price: 5000 } }))).toBe('Cannot be less than $5,000 or more than $250,000');
  });
});

describe('"Finance payment at or below $25 shows Enquire for Finance"', () => {
  it('25 enquires, 25.01 shows the amount per week', () => {
    expect(isEnquireForFinance(25)).toBe(true);
    expect(repaymentText(25, 'Weekly')).toBe('Enquire for Finance');
    expect(repaymentText(25.01, 'Weekly')).toBe('$25 per week');
    expect(repaymentText(130.4, 'Monthly')).toBe('$130 per month');
  });
});

describe('comparison-rate wording and disclaimer', () => {
  it('"based on a 5-year secured loan of 30000"', () => {
    expect(comparisonRateText(9.5, makeConfig())).toBe('Comparison rate 9.50% p.a. Comparison rate is based on a 5-year secured loan of $30,000.');
  });
  it('"disclaimer shortened to 197 characters"', () => {
    const exact = 'x'.repeat(197);
    expect(shortDisclaimer(exact)).toEqual({ short: exact, truncated: false });
    const long = 'y'.repeat(198);
    const r = shortDisclaimer(long);
    expect(r.truncated).toBe(true);
    expect(r.short).toBe(`${'y'.repeat(197)}...`);
  });
});

describe('calculator starting inputs', () => {
  it('"default amount 30,000 if no price", default term 5 years, interest 12.94, the site fee and rounding', () => {
    const cfg = makeConfig({ finance: { establishment_fee: 1300, round_up: true } });
    expect(initialRepaymentInput(cfg, null)).toEqual({
      amount: 30000,
      deposit: 0,
      establishmentFee: 1300,
      termYears: 5,
      interestRate: 12.94,
      frequency: 'Weekly',
      residual: 0,
      roundUp: true,
    });
    expect(financeRepayment(initialRepaymentInput(cfg, null))).toBe(Math.ceil(financeRepayment({ ...initialRepaymentInput(cfg, null), roundUp: false })));
  });
});

/* Every figure on a vehicle page is the car's own; a reservation lead says it is one. */
const lender = (paymentWeek: number | null) => ({
  Taurus: {
    interestRate: 8.99,
    comparisonRate: 9.41,
    paymentWeek,
    paymentMonth: 600,
    termYears: 5,
    deposit: 0,
    balloon: 0,
    establishmentFees: 395,
    totalPayable: null,
    financeProvider: 'Taurus',
    disclaimer: null,
  },
});
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
  it('is the figure the calculator opens on: the same amount on the same car', () => {
    const car = makeCar({ price: 26260, offer_price: null });
    expect(weeklyFinanceFigure(car, taurus, false)!.amount).toBe(financeRepayment(initialRepaymentInput(taurus, car, 'Weekly')));
  });
  it('is null on a sold car, and no estimate for a price the calculator does not take (its lender figure stays)', () => {
    expect(weeklyFinanceFigure(makeCar({ price: 26260, status: 'sold' }), taurus, false)).toBeNull();
    expect(weeklyFinanceFigure(makeCar({ finance_lenders: lender(149), sold: true }), taurus, true)).toBeNull();
    expect(weeklyFinanceFigure(makeCar({ price: 289900, offer_price: null }), taurus, false)).toBeNull();
    expect(weeklyFinanceFigure(makeCar({ price: 289900, offer_price: null, finance_lenders: lender(1371) }), taurus, true)).toEqual({
      amount: 1371,
      basis: 'lender',
    });
  });
  it('is null without a provider or a real price', () => {
    expect(weeklyFinanceFigure(makeCar(), makeConfig({ finance: { provider: null } }), false)).toBeNull();
    expect(weeklyFinanceFigure(makeCar({ price: 0, offer_price: null }), taurus, false)).toBeNull();
  });
});
