/**
 * Which form produced a lead; the lead schema's enum and the analytics table read this one list. A module without
 * zod, so the browser's analytics code can read it without the schema library.
 */
export const LEAD_FORM_KINDS = [
  'enquiry',
  'test_drive',
  'photos',
  'finance',
  'trade_in',
  'general',
  'valuation_adjustments',
  'rego_lookup',
  'offer_accepted',
  // Reserve / buy online from a vehicle page and the checkout journey: a reservation of one car.
  'reserve',
] as const;

export type LeadFormKind = (typeof LEAD_FORM_KINDS)[number];
