import type { DealerConfig } from './schemas';
import { formatKms, formatNumber } from './number-format';

export const POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.';
export const DELIVERY_EMPTY_POSTCODE = 'Please enter a postcode.';
export const DELIVERY_NO_ESTIMATE = "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";

/** Postcode: required, exactly 4 digits. Returns the spec's message or null. */
export function validatePostcode(value: string | null | undefined): string | null {
  return /^\d{4}$/.test((value ?? '').trim()) ? null : POSTCODE_MESSAGE;
}

export type DeliveryResult = { ok: true; name: string; price: number } | { ok: false; message: string };

/** Delivery calculator: empty postcode, an invalid one, no region covering it, or the region's estimate. */
export function deliveryEstimate(postcode: string, config: { features: Pick<DealerConfig['features'], 'delivery_regions'> }): DeliveryResult {
  const pc = postcode.trim();
  if (pc === '') return { ok: false, message: DELIVERY_EMPTY_POSTCODE };
  if (validatePostcode(pc)) return { ok: false, message: POSTCODE_MESSAGE };
  const n = Number(pc);
  const region = config.features.delivery_regions.find((r) => n >= r.from && n <= r.to);
  return region ? { ok: true, name: region.name, price: region.price } : { ok: false, message: DELIVERY_NO_ESTIMATE };
}

export type EnquiryForm = {
  name?: string; email?: string; phone?: string; message?: string;
  category?: string; location?: string; dealership_slug?: string; agreed_terms?: boolean;
};

export type EnquiryRules = {
  messageRequired?: boolean;
  /** General enquiries require a category. */
  categoryRequired?: boolean;
  locationShown?: boolean;
  dealershipShown?: boolean;
  requireTerms?: boolean;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Enquiry form errors by field (empty object = valid). Opt-in and Rego are optional and never checked. */
export function validateEnquiry(form: EnquiryForm, rules: EnquiryRules = {}): Partial<Record<keyof EnquiryForm, string>> {
  const errors: Partial<Record<keyof EnquiryForm, string>> = {};
  const blank = (v: string | undefined) => !v || v.trim() === '';
  if (blank(form.name)) errors.name = 'Please enter your name.';
  if (blank(form.email)) errors.email = 'Please enter your email.';
  else if (!EMAIL.test(form.email!.trim())) errors.email = 'Please enter a valid email.';
  if (blank(form.phone)) errors.phone = 'Please enter your phone number.';
  if ((rules.messageRequired ?? true) && blank(form.message)) errors.message = 'Please enter a message.';
  if (rules.categoryRequired && blank(form.category)) errors.category = 'Please select a category.';
  if (rules.locationShown && blank(form.location)) errors.location = 'Please select a location.';
  if (rules.dealershipShown && blank(form.dealership_slug)) errors.dealership_slug = 'Please select a dealership.';
  if (rules.requireTerms && !form.agreed_terms) errors.agreed_terms = 'Please agree to the terms and conditions.';
  return errors;
}

/** Money inputs: '$12,500' or '12500.7' to a whole number; anything unreadable or negative is 0. */
export function parseMoneyInput(text: string | number | null | undefined): number {
  if (typeof text === 'number') return Number.isFinite(text) && text > 0 ? Math.round(text) : 0;
  const n = Number.parseFloat((text ?? '').replace(/[$,\s]/g, ''));
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
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
