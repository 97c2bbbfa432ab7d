import type { LeadFormKind } from '../domain/schemas/lead';

/*
 * What the shopper is told about a lead kept on this device. The words follow the form: a test-drive booking
 * is a "test drive booking", never an "enquiry".
 */
const NOUNS: Partial<Record<LeadFormKind, string>> = {
  test_drive: 'test drive booking',
  photos: 'photo request',
  finance: 'finance enquiry',
  trade_in: 'trade-in valuation request',
  valuation_adjustments: 'trade-in valuation request',
  rego_lookup: 'trade-in valuation request',
  offer_accepted: 'offer acceptance',
  reserve: 'reservation',
};

export function keptLeadNoun(form: string | undefined): string {
  return NOUNS[form as LeadFormKind] ?? 'enquiry';
}

/** Shown by the form when its lead could not be sent and is kept for retry. */
export function queuedNotice(form?: string): string {
  return `We couldn't reach the dealership just now. Your ${keptLeadNoun(form)} is kept on this device and will be sent automatically: we keep trying while this page is open, as soon as you're back online, and when you open another page.`;
}

/** A kept lead has reached the dealer. */
export function keptLeadSentNotice(form?: string): string {
  return `Your ${keptLeadNoun(form)} has now been sent to the dealership.`;
}

/**
 * A kept lead was refused by the dealer API: it is removed (resending cannot help). A validation refusal's text is
 * not shown (spec 8: server-side validation errors are not shown), so the shopper is asked to fill the form again;
 * any other refusal (duplicate, a dealership no longer taking enquiries) is given in the API's words.
 */
export function keptLeadRefusedNotice(form: string | undefined, error?: string, validation = true): string {
  if (!validation && error) return `Your ${keptLeadNoun(form)} could not be sent: ${error}`;
  return `Your ${keptLeadNoun(form)} could not be sent: some of your details were not accepted. Please fill in the form again.`;
}
