import { z } from 'zod';
import { numberValue, textValue } from './feed-values';

/** One lender's pre-computed finance figures for one car (spec: "Finance lender entry (per car, per provider)"). Read like every Car field (docs/feed-format.md). */
export const financeLenderSchema = z.object({
  interestRate: numberValue.optional(),
  comparisonRate: numberValue.optional(),
  paymentWeek: numberValue.optional(),
  paymentMonth: numberValue.optional(),
  termYears: numberValue.optional(),
  termMonths: numberValue.optional(),
  termWeeks: numberValue.optional(),
  deposit: numberValue.optional(),
  balloon: numberValue.optional(),
  establishmentFees: numberValue.optional(),
  totalPayable: numberValue.optional(),
  financeProvider: textValue.optional(),
  disclaimer: textValue.optional(),
});
export type FinanceLender = z.infer<typeof financeLenderSchema>;
