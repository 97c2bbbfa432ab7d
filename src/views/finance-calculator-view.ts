/*
 * The finance calculator island's props, for the vehicle page (a car: its price sets the amount) and the finance
 * page (no car: the site's default amount). One builder, so both calculators start from the same figures and end
 * with the same disclaimer.
 */
import { financeCalculatorDisclaimer, financeLimits, initialRepaymentInput, type FinanceLimits, type RepaymentInput } from '../domain/finance';
import type { Car, DealerConfig } from '../domain/schemas';

export type FinanceCalculatorView = {
  price: number | null;
  limits: FinanceLimits;
  initial: RepaymentInput;
  finance: Pick<DealerConfig['finance'], 'min_price' | 'max_price' | 'comparison_basis' | 'details_collapsed'>;
  comparisonRate: number | null;
  /** The text under the calculator (#financeDisclaimer). */
  disclaimer: string;
};

export function financeCalculatorView(
  config: Pick<DealerConfig, 'finance'>,
  car: Pick<Car, 'price'> | null,
  comparisonRate: number | null = null,
): FinanceCalculatorView {
  const f = config.finance;
  return {
    price: car?.price ?? null,
    limits: financeLimits(config, car),
    initial: initialRepaymentInput(config, car),
    finance: { min_price: f.min_price, max_price: f.max_price, comparison_basis: f.comparison_basis, details_collapsed: f.details_collapsed },
    comparisonRate,
    disclaimer: financeCalculatorDisclaimer(config),
  };
}
