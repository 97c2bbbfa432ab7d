import { currentPrice, formatMoney } from './pricing';
import { isAvailable } from './availability';
import type { Car, DealerConfig } from './schemas';
import type { FinanceLender } from './schemas/finance-lender';

/** Payments per year for each calculator frequency (spec 9). */
export const FREQUENCIES = { Weekly: 52, Fortnightly: 26, Monthly: 12 } as const;
export type Frequency = keyof typeof FREQUENCIES;

export type RepaymentInput = {
  amount: number;
  deposit?: number;
  establishmentFee?: number;
  termYears: number;
  /** Annual interest rate in percent, e.g. 12.94. */
  interestRate: number;
  frequency: Frequency;
  /** Residual / balloon paid at the end of the term. */
  residual?: number;
  roundUp?: boolean;
};

/**
 * Standard amortisation of (amount - deposit + establishment fees) over the term, with an optional balloon:
 * payment = (P - B / (1 + r)^n) * r / (1 - (1 + r)^-n), r = rate per period, n = number of payments.
 */
export function financeRepayment(input: RepaymentInput): number {
  const periods = FREQUENCIES[input.frequency];
  const principal = Math.max(0, input.amount - (input.deposit ?? 0) + (input.establishmentFee ?? 0));
  const n = Math.round(input.termYears * periods);
  if (principal <= 0 || n <= 0) return 0;
  const balloon = Math.max(0, input.residual ?? 0);
  const r = input.interestRate / 100 / periods;
  const payment = r === 0 ? (principal - balloon) / n : ((principal - balloon / (1 + r) ** n) * r) / (1 - (1 + r) ** -n);
  const safe = Math.max(0, payment);
  return input.roundUp ? Math.ceil(safe) : safe;
}

export type Limit = { min: number; max: number; step: number; default: number };
export type FinanceLimits = { amount: Limit; term: Limit; interest: Limit; deposit: Limit; residual: Limit };

/** Deposit/trade-in and residual inputs: 0 to 250,000 step 0.5 (spec 9). */
const MONEY_SIDE_LIMIT: Limit = { min: 0, max: 250000, step: 0.5, default: 0 };

/** The car fields the calculator reads: the price the page shows (currentPrice). */
type PricedCar = Pick<Car, 'price'> & Partial<Pick<Car, 'offer_price'>>;

const shownPrice = (car: PricedCar | null): number | null => (car ? currentPrice({ price: car.price, offer_price: car.offer_price ?? null }) : null);

/**
 * Where a car's calculator opens: on the price its page shows (the offer price when there is one), the site spec's
 * "default amount 30,000 if no price" only without one. A price outside the calculator's range opens it at the
 * range's end, the purchase price left empty (it would only show the limit error), with a sentence saying so.
 * `amount` null: the configured default (no price, or finance.amount_default_from_price off).
 */
export type CalculatorStart = { price: number | null; amount: number | null; note: string | null };

export function calculatorStart(config: Pick<DealerConfig, 'finance'>, car: PricedCar | null): CalculatorStart {
  const price = shownPrice(car);
  const f = config.finance;
  if (price === null || !f.amount_default_from_price) return { price, amount: null, note: null };
  if (price >= f.max_price) {
    return {
      price: null,
      amount: f.max_price,
      note: `This car's price of ${formatMoney(price)} is above the calculator's ${formatMoney(f.max_price)} limit: the estimate is for a loan of ${formatMoney(f.max_price)}.`,
    };
  }
  if (price <= f.min_price) {
    return {
      price: null,
      amount: f.min_price,
      note: `This car's price of ${formatMoney(price)} is below the calculator's ${formatMoney(f.min_price)} minimum: the estimate is for a loan of ${formatMoney(f.min_price)}.`,
    };
  }
  return { price, amount: price, note: null };
}

/** Slider limits for one car on one site: the configured provider limits, adjusted by the car's price where configured. */
export function financeLimits(config: Pick<DealerConfig, 'finance'>, car: PricedCar | null): FinanceLimits {
  const f = config.finance;
  const price = shownPrice(car);
  const amount = { ...f.amount };
  if (f.amount_max_from_price && price !== null) amount.max = Math.max(amount.max, Math.round(price * 1.05));
  const start = calculatorStart(config, car);
  // The slider holds the amount it opens on (a $120,000 car under a $100,000 slider would otherwise borrow less).
  if (start.amount !== null) {
    amount.max = Math.max(amount.max, start.amount);
    amount.default = start.amount;
  }
  amount.default = Math.min(Math.max(amount.default, amount.min), amount.max);
  const deposit = { ...MONEY_SIDE_LIMIT };
  if (f.deposit_fraction !== null && price !== null) deposit.default = Math.round(price * f.deposit_fraction);
  return { amount, term: { ...f.term }, interest: { ...f.interest }, deposit, residual: { ...MONEY_SIDE_LIMIT } };
}

/** A lender's quoted terms the calculator can open with (the car's finance_lenders entry for the site's provider). */
export type LenderTerms = Pick<FinanceLender, 'interestRate' | 'termYears' | 'termMonths' | 'deposit' | 'balloon' | 'establishmentFees'>;

const within = (value: number | null | undefined, limit: Pick<Limit, 'min' | 'max'>): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(Math.max(value, limit.min), limit.max) : null;

/**
 * The calculator's starting inputs for one car: limit defaults, the site's establishment fee and rounding. Where
 * the page shows a lender's figure for the car ("From $73 per week"), the calculator opens on that lender's terms
 * (rate, term, deposit, balloon, fees), so its first estimate is the loan the lender quoted, not another one.
 */
export function initialRepaymentInput(
  config: Pick<DealerConfig, 'finance'>,
  car: PricedCar | null,
  frequency: Frequency = 'Weekly',
  lender: LenderTerms | null = null,
): RepaymentInput {
  const l = financeLimits(config, car);
  const termYears = lender?.termYears ?? (typeof lender?.termMonths === 'number' ? lender.termMonths / 12 : null);
  return {
    amount: l.amount.default,
    deposit: within(lender?.deposit, l.deposit) ?? l.deposit.default,
    establishmentFee: within(lender?.establishmentFees, { min: 0, max: Infinity }) ?? config.finance.establishment_fee,
    termYears: within(termYears, l.term) ?? l.term.default,
    interestRate: within(lender?.interestRate, l.interest) ?? l.interest.default,
    frequency,
    residual: within(lender?.balloon, l.residual) ?? 0,
    roundUp: config.finance.round_up,
  };
}

/** Calculator inputs other than the purchase price clamp to their limits; 0 or less becomes 0. */
export function clampFinanceInput(value: number, limit: Pick<Limit, 'min' | 'max'>): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(Math.max(value, limit.min), limit.max);
}

/** 'Cannot be less than {min} or more than {max}' when the price is at/below the minimum or at/above the maximum. */
export function priceLimitMessage(price: number, config: { finance: Pick<DealerConfig['finance'], 'min_price' | 'max_price'> }): string | null {
  const { min_price, max_price } = config.finance;
  if (price > min_price && price < max_price) return null;
  return `Cannot be less than ${formatMoney(min_price)} or more than ${formatMoney(max_price)}`;
}

/** Spec 8: a payment at or below $25 shows 'Enquire for Finance' and hides totals. */
export const ENQUIRE_FOR_FINANCE = 'Enquire for Finance';
export const MIN_SHOWN_PAYMENT = 25;

export function isEnquireForFinance(payment: number): boolean {
  return !(payment > MIN_SHOWN_PAYMENT);
}

const FREQUENCY_WORD: Record<Frequency, string> = { Weekly: 'per week', Fortnightly: 'per fortnight', Monthly: 'per month' };

/** '$123 per week', or 'Enquire for Finance' at or below $25. */
export function repaymentText(payment: number, frequency: Frequency): string {
  if (isEnquireForFinance(payment)) return ENQUIRE_FOR_FINANCE;
  return `${formatMoney(payment)} ${FREQUENCY_WORD[frequency]}`;
}

/** Comparison-rate line: the rate and the basis wording (a 5-year secured loan of $30,000). */
export function comparisonRateText(rate: number | null | undefined, config: { finance: Pick<DealerConfig['finance'], 'comparison_basis'> }): string {
  if (rate == null) return config.finance.comparison_basis;
  return `Comparison rate ${rate.toFixed(2)}% p.a. ${config.finance.comparison_basis}`;
}

/** Spec: the finance disclaimer's short form is 197 characters, then an ellipsis and Show More. */
export const SHORT_DISCLAIMER_LENGTH = 197;

export function shortDisclaimer(text: string): { short: string; truncated: boolean } {
  if (text.length <= SHORT_DISCLAIMER_LENGTH) return { short: text, truncated: false };
  return { short: `${text.slice(0, SHORT_DISCLAIMER_LENGTH).trimEnd()}...`, truncated: true };
}

/**
 * The car's one weekly finance figure, shown by the sidebar and the sticky header alike, and the figure its
 * calculator opens on: the configured lender's weekly payment for this car when its finance info is shown, else an
 * estimate with the site's calculator settings on the price the page shows (never the calculator's $30,000
 * default). Null when the site has no finance provider, the car is sold, or it has no price the calculator takes
 * (outside its range the calculator opens at the range's end, which is no estimate for this car).
 */
export type WeeklyFigure = { amount: number; basis: 'lender' | 'estimate' };

export function weeklyFinanceFigure(
  car: Pick<Car, 'price' | 'offer_price' | 'finance_lenders'> & Partial<Pick<Car, 'status' | 'sold'>>,
  config: Pick<DealerConfig, 'finance'>,
  lenderShown: boolean,
): WeeklyFigure | null {
  const provider = config.finance.provider;
  if (!provider) return null;
  if (!isAvailable({ status: car.status ?? 'in_stock', sold: car.sold ?? false })) return null;
  const lender = car.finance_lenders?.[provider];
  if (lenderShown && lender?.paymentWeek != null && lender.paymentWeek > 0) return { amount: lender.paymentWeek, basis: 'lender' };
  const price = shownPrice(car);
  if (price === null || priceLimitMessage(price, config)) return null;
  const amount = financeRepayment({ ...initialRepaymentInput(config, car, 'Weekly'), amount: price });
  return amount > 0 ? { amount, basis: 'estimate' } : null;
}

/** 'From $149 per week' (lender) or 'Est. $152 per week' (estimate); 'Enquire for Finance' at $25 or less. */
export function weeklyFigureText(figure: WeeklyFigure): string {
  const text = repaymentText(figure.amount, 'Weekly');
  if (isEnquireForFinance(figure.amount)) return text;
  return `${figure.basis === 'lender' ? 'From' : 'Est.'} ${text}`;
}

/**
 * The text under a finance calculator, on a vehicle page and on the finance page alike: the dealer's disclaimer.
 * The comparison basis is not repeated here: the calculator states it beside the comparison rate it applies to.
 */
export function financeCalculatorDisclaimer(config: { finance: Pick<DealerConfig['finance'], 'disclaimer'> }): string {
  return config.finance.disclaimer;
}
