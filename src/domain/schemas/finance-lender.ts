import { z } from 'zod';
import { feedNumber, feedText } from './common';

/** One lender's pre-computed finance figures for one car (spec: "Finance lender entry (per car, per provider)"). */
export const financeLenderSchema = z.object({
  interestRate: feedNumber.optional(),
  comparisonRate: feedNumber.optional(),
  paymentWeek: feedNumber.optional(),
  paymentMonth: feedNumber.optional(),
  termYears: feedNumber.optional(),
  termMonths: feedNumber.optional(),
  termWeeks: feedNumber.optional(),
  deposit: feedNumber.optional(),
  balloon: feedNumber.optional(),
  establishmentFees: feedNumber.optional(),
  totalPayable: feedNumber.optional(),
  financeProvider: feedText,
  disclaimer: feedText,
});
export type FinanceLender = z.infer<typeof financeLenderSchema>;
