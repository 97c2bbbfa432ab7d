/*
 * The finance calculator island's props, for the vehicle page (a car: its price sets the amount) and the finance
 * page (no car: the site's default amount). One builder, so both calculators start from the same figures and end
 * with the same disclaimer.
 */
import {
  calculatorStart,
  financeCalculatorDisclaimer,
  financeLimits,
  initialRepaymentInput,
  type FinanceLimits,
  type LenderTerms,
  type RepaymentInput,
} from '../domain/finance';
import type { Car, DealerConfig } from '../domain/schemas';

export type FinanceCalculatorView = {
  price: number | null;
  /** Said above the calculator when the car's price is outside its range (it opens at the range's end). */
  note: string | null;
  /** The lender's quoted payments on the terms the calculator opens with (null: none quoted). */
  quote: Partial<Record<'Weekly' | 'Monthly', number>> | null;
  limits: FinanceLimits;
  initial: RepaymentInput;
  finance: Pick<DealerConfig['finance'], 'min_price' | 'max_price' | 'comparison_basis' | 'details_collapsed'>;
  comparisonRate: number | null;
  /** The text under the calculator (#financeDisclaimer). */
  disclaimer: string;
};

export function financeCalculatorView(
  config: Pick<DealerConfig, 'finance'>,
  car: Pick<Car, 'price' | 'offer_price'> | null,
  comparisonRate: number | null = null,
  /** The lender whose figure the page shows for this car: the calculator opens on its terms. */
  lender: (LenderTerms & { paymentWeek?: number | null; paymentMonth?: number | null }) | null = null,
): FinanceCalculatorView {
  const f = config.finance;
  const start = calculatorStart(config, car);
  return {
    price: start.price,
    note: start.note,
    quote:
      lender && (lender.paymentWeek || lender.paymentMonth)
        ? { ...(lender.paymentWeek ? { Weekly: lender.paymentWeek } : {}), ...(lender.paymentMonth ? { Monthly: lender.paymentMonth } : {}) }
        : null,
    limits: financeLimits(config, car),
    initial: initialRepaymentInput(config, car, 'Weekly', lender),
    finance: { min_price: f.min_price, max_price: f.max_price, comparison_basis: f.comparison_basis, details_collapsed: f.details_collapsed },
    comparisonRate,
    disclaimer: financeCalculatorDisclaimer(config),
  };
}
