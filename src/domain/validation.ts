import type { DealerConfig } from './schemas';
import { formatKms, formatNumber } from './number-format';
import { LEAD_MESSAGES, postcodeSchema } from './schemas/lead';

/*
 * Field rules outside the lead forms. The enquiry rules themselves (required fields, email, phone, postcode)
 * live once, in the lead schemas (schemas/lead.ts), which the forms and the reference API both parse with;
 * the postcode check here is that schema's.
 */
export const POSTCODE_MESSAGE = LEAD_MESSAGES.postcode;
export const DELIVERY_EMPTY_POSTCODE = 'Please enter a postcode.';
export const DELIVERY_NO_ESTIMATE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";

/** Postcode: required, exactly 4 digits (the lead schema's rule). Returns the spec's message or null. */
export function validatePostcode(value: string | null | undefined): string | null {
  return postcodeSchema.safeParse(value ?? '').success ? null : POSTCODE_MESSAGE;
}

export type DeliveryResult = { ok: true; name: string; price: number } | { ok: false; message: string };

/** Delivery calculator: empty postcode, an invalid one, no region covering it, or the region's estimate. */
export function deliveryEstimate(postcode: string, config: { vehicle: Pick<DealerConfig['vehicle'], 'delivery_regions'> }): DeliveryResult {
  const pc = postcode.trim();
  if (pc === '') return { ok: false, message: DELIVERY_EMPTY_POSTCODE };
  if (validatePostcode(pc)) return { ok: false, message: POSTCODE_MESSAGE };
  const n = Number(pc);
  const region = config.vehicle.delivery_regions.find((r) => n >= r.from && n <= r.to);
  return region ? { ok: true, name: region.name, price: region.price } : { ok: false, message: DELIVERY_NO_ESTIMATE };
}

/** Contact fields as typed (any may be missing). */
export type EnquiryForm = { name?: string; email?: string; phone?: string };

/** Money inputs: '$12,500' or '12500.7' to a whole number; anything unreadable or negative is 0. */
export function parseMoneyInput(text: string | number | null | undefined): number {
  if (typeof text === 'number') return Number.isFinite(text) && text > 0 ? Math.round(text) : 0;
  const n = Number.parseFloat((text ?? '').replace(/[$,\s]/g, ''));
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
}

/**
 * An amount as typed into a formatted number input: its digits ('$11,990' -> 11990, '80,000 kms' -> 80000), or
 * null when there are none. A minus sign before the digits ('-100', '$-100', '-$100') makes it 0: the spec's
 * "an amount of 0 or less becomes 0", never the positive number the digits alone would read as.
 */
export function typedAmount(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return null;
  const lead = text.slice(0, text.search(/\d/));
  return /[-\u2212]/.test(lead) ? 0 : Number(digits);
}

/** The money input's displayed value: $ prefix and thousands separators. */
export function formatMoneyInput(value: number): string {
  return `$${formatNumber(Math.max(0, value))}`;
}

/** Kilometre input: thousands separators and a ' kms' suffix. */
export function formatKmInput(value: number): string {
  return formatKms(Math.max(0, value));
}

/** Saved contact details are stored only when name, email and phone are all present. */
export function shouldSaveContactDetails(form: Pick<EnquiryForm, 'name' | 'email' | 'phone'>): boolean {
  return [form.name, form.email, form.phone].every((v) => !!v && v.trim() !== '');
}
