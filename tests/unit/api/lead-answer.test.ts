import { describe, expect, it } from 'vitest';
import { classifyLeadAnswer } from '../../../src/api/lead-answer';

/*
 * Every row of docs/api.md "Which answers keep a lead": the API's own refusal is shown and never retried; only a
 * transport failure (no answer, 5xx, a page that is not the API's JSON, "try later") keeps the lead.
 */
const validation = {
  error: 'Invalid request: userData.email: Please enter a valid email.',
  issues: [{ path: 'userData.email', message: 'Please enter a valid email.' }],
};

describe('classifyLeadAnswer', () => {
  it('2xx with lead_id: stored', () => {
    expect(classifyLeadAnswer(201, { lead_id: 'L-1' })).toEqual({ kind: 'stored', lead_id: 'L-1' });
    expect(classifyLeadAnswer(200, { lead_id: 42 })).toEqual({ kind: 'stored', lead_id: '42' });
  });
  it("2xx without lead_id: unconfirmed (shown as an error, kept too); the API's error text when it gave one", () => {
    expect(classifyLeadAnswer(200, '<h1>Hotel Wi-Fi</h1>')).toEqual({ kind: 'unconfirmed', error: null });
    expect(classifyLeadAnswer(200, { error: 'Lead not saved' })).toEqual({ kind: 'unconfirmed', error: 'Lead not saved' });
  });
  it("422 with issues: the API's validation refusal", () => {
    expect(classifyLeadAnswer(422, validation)).toEqual({ kind: 'refused', error: validation.error, validation: true });
  });
  it("any other 4xx with the API's { error } body is refused in the API's words: duplicate, closed dealership, unknown lead, reused key", () => {
    expect(classifyLeadAnswer(409, { error: 'You already sent this enquiry today.' })).toEqual({
      kind: 'refused',
      error: 'You already sent this enquiry today.',
      validation: false,
    });
    expect(classifyLeadAnswer(403, { error: 'This dealership no longer takes enquiries online.' })).toEqual({
      kind: 'refused',
      error: 'This dealership no longer takes enquiries online.',
      validation: false,
    });
    expect(classifyLeadAnswer(410, { error: 'Dealership closed.' })).toMatchObject({ kind: 'refused', validation: false });
    expect(classifyLeadAnswer(404, { error: 'No lead with id 7.' })).toMatchObject({ kind: 'refused', validation: false });
    expect(classifyLeadAnswer(422, { error: 'This Idempotency-Key was already used for a different request.' })).toMatchObject({
      kind: 'refused',
      validation: false,
    });
    expect(classifyLeadAnswer(400, { error: 'Malformed JSON' })).toMatchObject({ kind: 'refused', validation: false });
  });
  it('no answer, and every 5xx, is transport (kept, retried), whatever the body', () => {
    expect(classifyLeadAnswer(null, null)).toEqual({ kind: 'transport' });
    for (const s of [500, 502, 503, 504]) {
      expect(classifyLeadAnswer(s, { error: 'db down' })).toEqual({ kind: 'transport' });
      expect(classifyLeadAnswer(s, '<h1>Bad gateway</h1>')).toEqual({ kind: 'transport' });
    }
  });
  it("a gateway's 4xx page that is not the API's JSON is transport: HTML, plain text, another JSON shape, an empty error", () => {
    for (const s of [400, 401, 403, 404, 409, 413, 422]) {
      expect(classifyLeadAnswer(s, null)).toEqual({ kind: 'transport' });
      expect(classifyLeadAnswer(s, '<html><h1>403 Forbidden</h1></html>')).toEqual({ kind: 'transport' });
      expect(classifyLeadAnswer(s, { message: 'Forbidden' })).toEqual({ kind: 'transport' });
      expect(classifyLeadAnswer(s, { error: '   ' })).toEqual({ kind: 'transport' });
      expect(classifyLeadAnswer(s, { error: { code: 7 } })).toEqual({ kind: 'transport' });
    }
  });
  it("408, 425 and 429 ask to try later: transport even with the API's { error }", () => {
    for (const s of [408, 425, 429]) expect(classifyLeadAnswer(s, { error: 'Too many requests' })).toEqual({ kind: 'transport' });
  });
  it('a 3xx that fetch did not follow is transport', () => {
    expect(classifyLeadAnswer(302, null)).toEqual({ kind: 'transport' });
  });
});
