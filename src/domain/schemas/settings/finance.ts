import { z } from 'zod';
import { sitePath } from '../common';

/*
 * Settings area `finance` of dealer.json: Finance calculator limits, provider and the finance-info exclusions.
 * Strict: an unknown key is a problem naming the closest known key.
 */

/**
 * A calculator slider: its values are at least `lowest` (a loan of -$500 or a negative interest rate is a typo, and
 * would reach the repayment shown to shoppers), the step is above 0, and min <= default <= max. JSON Schema has no
 * way to compare two fields, so docs/dealer.schema.json carries the bounds and the build alone checks the order.
 */
function slider(lowest: { min: number } | { above: number }) {
  const value = () =>
    'min' in lowest ? z.number().min(lowest.min, `must be ${lowest.min} or more`) : z.number().gt(lowest.above, `must be above ${lowest.above}`);
  const inRange = (n: number) => ('min' in lowest ? n >= lowest.min : n > lowest.above);
  return z.strictObject({ min: value(), max: value(), step: z.number().positive('must be above 0'), default: value() }).superRefine((s, ctx) => {
    // A value below the bound is already reported on its own field; the order is only worth a word once each is valid.
    if (![s.min, s.max, s.default].every(inRange)) return;
    if (s.min > s.max)
      ctx.addIssue({ code: 'custom', path: ['min'], message: `is ${s.min}, above max ${s.max}: the slider's lowest value must not exceed its highest` });
    else if (s.default < s.min || s.default > s.max)
      ctx.addIssue({ code: 'custom', path: ['default'], message: `is ${s.default}, outside min ${s.min} to max ${s.max}` });
  });
}
export const financeSchema = z
  .strictObject({
    /** Finance provider kind whose lender data the site shows (Taurus, Car Clarity, Manual, 360 Finance, Angle, Powertorque, Nissan Finance, AusLoans), or null for none. */
    provider: z.enum(['Taurus', 'Car Clarity', 'Manual', '360 Finance', 'Angle', 'Powertorque', 'Nissan Finance', 'AusLoans']).nullable().default(null),
    /** Display name of the provider on this site. */
    provider_label: z.string().nullable().default(null),
    /** Finance page linked from the vehicle page (/finance, /finance-enquiry, /apply-for-finance). */
    path: sitePath.default('/finance'),
    /** Menu/footer finance page. */
    pre_approval_path: sitePath.default('/finance-pre-approval'),
    /** Calculator amount slider, in dollars: values 0 or more, step above 0, min <= default <= max (the order is checked by the build; JSON Schema cannot compare fields). */
    amount: slider({ min: 0 }).default({ min: 1000, max: 100000, step: 500, default: 30000 }),
    /** Amount slider max becomes 105 % of the price when that is higher. */
    amount_max_from_price: z.boolean().default(false),
    /** On a vehicle page the calculator opens on the car's shown price (the site spec: 30,000 only when there is no price); a price outside min_price..max_price opens it at that end, saying so. false: always amount.default. */
    amount_default_from_price: z.boolean().default(true),
    /** Loan term slider, in years: values above 0, step above 0, min <= default <= max (checked by the build). */
    term: slider({ above: 0 }).default({ min: 1, max: 7, step: 0.5, default: 5 }),
    /** Interest rate slider, in percent: values 0 or more, step above 0, min <= default <= max (checked by the build). */
    interest: slider({ min: 0 }).default({ min: 0.5, max: 15, step: 0.5, default: 12.94 }),
    /** Lowest purchase price accepted by the calculator. */
    min_price: z.number().default(1000),
    /** Highest purchase price accepted by the calculator. */
    max_price: z.number().default(250000),
    /** Establishment fees added to the financed amount. */
    establishment_fee: z.number().default(0),
    /** Deposit as a fraction of price (one provider uses 0.1), or null. */
    deposit_fraction: z.number().min(0).max(1).nullable().default(null),
    /** Round repayments up to whole dollars. */
    round_up: z.boolean().default(false),
    /** Calculator details section starts collapsed. */
    details_collapsed: z.boolean().default(false),
    /** Comparison-rate wording basis. */
    comparison_basis: z.string().default('Comparison rate is based on a 5-year secured loan of $30,000.'),
    /** A lender's offer shown on a car is valid this many months from the build (the spec: one lender's offer is valid one month ahead); the finance info says until when. null: not said. */
    offer_valid_months: z.number().int().min(1).max(24).nullable().default(null),
    /** Makes for which finance info is never shown. */
    excluded_makes: z.array(z.string()).default([]),
    /** Dealer groups for which finance info is never shown. */
    excluded_dealer_groups: z.array(z.string()).default([]),
    /** Dealership ids for which finance info is never shown. */
    excluded_dealerships: z.array(z.string()).default([]),
    /** Disclaimer under the calculator. */
    disclaimer: z
      .string()
      .default(
        'The repayment figure is an estimate only and does not constitute a quote or an offer of finance. Fees, charges and lending criteria apply. Your actual repayment will depend on your circumstances and the lender you choose. Speak with our finance team for a personalised quote.',
      ),
  })
  .prefault({});
