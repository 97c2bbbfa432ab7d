import type { ApiClient } from '../../api/client';
import type { LeadOutbox } from '../../api/lead-outbox';
import type { LeadPayloadInput } from '../../domain/schemas/lead';

export type SubmitOutcome =
  | { kind: 'sent'; lead_id: string }
  | { kind: 'queued' }
  | { kind: 'error'; error: string; keepKey: boolean };

export const QUEUED_NOTICE = "We couldn't reach the dealership just now. Your enquiry is kept on this device and will be sent automatically as soon as you're back online or open another page.";
/** Search/site spec error catalogue: the alert and the heading of the on-page destructive alert. */
export const SUBMIT_FAILED = 'An error occurred when submitting this form';
export const NOT_KEPT_ERROR = "We couldn't send your enquiry and this browser won't let us keep it. Please check your connection and try again.";

/**
 * One submission: send it; when nothing reached the dealer, keep it in the outbox with the same idempotency key
 * so the retry can never make a second lead. A refusal (validation) is shown, not kept.
 */
export async function submitOrKeep(rt: { client: Pick<ApiClient, 'submitLead'>; outbox: Pick<LeadOutbox, 'add'> }, userData: LeadPayloadInput, key: string, isLastStep = true): Promise<SubmitOutcome> {
  const result = await rt.client.submitLead(userData, key, isLastStep);
  if (result.ok) return { kind: 'sent', lead_id: result.lead_id };
  if (!result.retry) return { kind: 'error', error: result.error, keepKey: false };
  if (rt.outbox.add({ key, userData, isLastStep })) return { kind: 'queued' };
  return { kind: 'error', error: NOT_KEPT_ERROR, keepKey: true };
}
