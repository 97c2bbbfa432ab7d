/*
 * The lead outbox's storage name and window events, apart from the outbox itself so that every page's
 * kept-lead toast and retry starter can listen without loading the API client and its schemas.
 */

export interface KeptLeadNotice {
  key: string;
  form: string | undefined;
  outcome: 'sent' | 'refused';
  error?: string;
  validation?: boolean;
}

export const OUTBOX_NAME = 'LeadOutbox';
/** Fired on the event target (window) when a lead is kept, so a running retry loop schedules it. */
export const OUTBOX_CHANGED = 'lead-outbox:change';
/** Fired on the event target (window) with a KeptLeadNotice as `detail` when a kept lead was sent or refused. */
export const OUTBOX_NOTICE = 'lead-outbox:notice';
