import * as replies from './reply-validators.generated.js';

/*
 * What one answer to POST /api/leads means for the lead (docs/api.md, "Which answers keep a lead"). The shopper
 * must never be told a lead is "kept and will be sent" when the API itself has refused it (resending cannot help,
 * and the retry would go on forever), nor be told it was refused when the API never saw it:
 *
 * - stored: 2xx with the API's { lead_id };
 * - refused: a 4xx whose body is the API's own error ({ error: "<readable text>" }): validation, duplicate, a
 *   dealership that no longer takes leads, an unknown referenced lead. The form shows the API's words;
 * - transport: no answer, 5xx, and every answer that is not the API's JSON: a gateway/WAF/proxy page (HTML, or
 *   JSON of another shape such as { message: "Forbidden" }) whatever its status, and 408/425/429, which ask to
 *   try again later. The lead is kept and re-sent;
 * - unconfirmed: a 2xx without lead_id (a captive portal answers 200): the spec shows it as an error, and the
 *   lead is kept as well, since the API may not have seen it.
 */
export type LeadAnswer =
  | { kind: 'stored'; lead_id: string }
  | { kind: 'refused'; error: string; validation: boolean }
  | { kind: 'transport' }
  | { kind: 'unconfirmed'; error: string | null };

/** 4xx answers that mean "later", not "no": a timeout, too early, too many requests. */
const TRY_LATER = new Set([408, 425, 429]);

/** The answer's `error` when the body is the API's error shape with a readable text. */
function apiError(body: unknown): string | null {
  if (!replies.error(body)) return null;
  const text = body.error.trim();
  return text ? text : null;
}

/** status: the HTTP status, or null when no answer came (network failure, timeout, blocked). */
export function classifyLeadAnswer(status: number | null, body: unknown): LeadAnswer {
  if (status === null || status >= 500 || status < 200) return { kind: 'transport' };
  if (status < 300) {
    if (replies.lead(body)) return { kind: 'stored', lead_id: String(body.lead_id) };
    return { kind: 'unconfirmed', error: apiError(body) };
  }
  if (status < 400 || TRY_LATER.has(status)) return { kind: 'transport' };
  const error = apiError(body);
  if (error === null) return { kind: 'transport' };
  return { kind: 'refused', error, validation: status === 422 && replies.validationRefusal(body) };
}
