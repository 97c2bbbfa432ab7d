import type { ApiClient } from '../../api/client';
import type { LeadOutbox } from '../../api/lead-outbox';
import { keptLeadNoun, queuedNotice } from '../../api/kept-lead-messages';
import type { LeadPayloadInput } from '../../domain/schemas/lead';

export type SubmitOutcome = { kind: 'sent'; lead_id: string } | { kind: 'queued' } | { kind: 'error'; error: string; keepKey: boolean };

/** The kept-lead notice of an enquiry; other forms name their own lead (queuedNotice(form)). */
export const QUEUED_NOTICE = queuedNotice('enquiry');
/** Search/site spec error catalogue: the alert and the heading of the on-page destructive alert. */
export const SUBMIT_FAILED = 'An error occurred when submitting this form';
export const notKeptError = (form?: string) =>
  `We couldn't send your ${keptLeadNoun(form)} and this browser won't let us keep it. Please check your connection and try again.`;
export const NOT_KEPT_ERROR = notKeptError('enquiry');
/**
 * Spec 8: "Server-side validation errors are not shown": the API's refusal text names fields and rules in its own
 * words ('email: Invalid email'), so the shopper gets this instead; the form's own checks name the field.
 */
export const SERVER_REFUSED = 'Some of your details were not accepted. Please check them and try again.';

/**
 * One submission: send it; when the API refused it (a 4xx with its own error), the form shows the refusal (the
 * API's words, except a validation refusal: the shopper is told to check the details) and nothing is kept;
 * otherwise, unless the API stored it, keep it in the outbox with the same idempotency key so the retry can never
 * make a second lead.
 */
export async function submitOrKeep(
  rt: { client: Pick<ApiClient, 'submitLead'>; outbox: Pick<LeadOutbox, 'add'> },
  userData: LeadPayloadInput,
  key: string,
  isLastStep = true,
): Promise<SubmitOutcome> {
  const result = await rt.client.submitLead(userData, key, isLastStep);
  if (result.ok) return { kind: 'sent', lead_id: result.lead_id };
  if (!result.retry) return { kind: 'error', error: result.validation ? SERVER_REFUSED : result.error, keepKey: false };
  // Spec: an answer without lead_id is shown as an error. It may not be the API's (a captive portal answers 200),
  // so the lead is also kept under its key: stored once, whichever of the shopper's retry or the outbox gets there.
  if (result.status !== undefined && result.status >= 200 && result.status < 300) {
    rt.outbox.add({ key, userData, isLastStep });
    return { kind: 'error', error: result.error, keepKey: true };
  }
  if (rt.outbox.add({ key, userData, isLastStep })) return { kind: 'queued' };
  return { kind: 'error', error: notKeptError(userData.form), keepKey: true };
}
