// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, site, stubFetch, usedCar } from './setup';
import { LeadForm } from '../../../src/islands/forms/LeadForm';
import { contactFields, messageField, optInField } from '../../../src/islands/forms/field-sets';
import { resetLeadRuntimes } from '../../../src/islands/forms/runtime';
import { QUEUED_NOTICE, SUBMIT_FAILED } from '../../../src/islands/forms/submit-lead';
import { enquiryFormSchema } from '../../../src/domain/schemas/lead';
import { $contactDetails } from '../../../src/stores/contact-details';

/*
 * The form's side of docs/api.md "Which answers keep a lead": the API's own refusal is an error on the page (the
 * spec's alert and destructive alert with the API's message), the typed values stay and nothing is kept for
 * retry; only a transport failure is "kept on this device and will be sent automatically".
 */
beforeEach(() => {
  localStorage.clear();
  resetLeadRuntimes();
  $contactDetails.set(null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const html = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'text/html' } });
const outbox = () => JSON.parse(localStorage.getItem('test-motors-LeadOutbox') ?? '[]') as unknown[];

async function submitEnquiry() {
  const user = userEvent.setup();
  render(
    <LeadForm
      site={site}
      car={usedCar}
      form="enquiry"
      source="vehicle-page"
      schema={enquiryFormSchema}
      steps={[{ fields: [...contactFields, messageField(true), optInField] }]}
      initial={{ opt_in: true }}
      formEventId={15}
      submitLabel="Send enquiry"
      navigate={vi.fn()}
    />,
  );
  await user.type(screen.getByLabelText(/^Name( \*)?$/), 'Jane Citizen');
  await user.type(screen.getByLabelText(/^Email( \*)?$/), 'jane@example.com');
  await user.type(screen.getByLabelText(/^Phone( \*)?$/), '0412 345 678');
  await user.type(screen.getByLabelText(/^Message/), 'Is it still available?');
  await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
  return user;
}

describe('a lead the API refuses is an error, never "kept"', () => {
  for (const [status, error] of [
    [409, 'You already sent this enquiry today.'],
    [403, 'This dealership no longer takes enquiries online.'],
    [410, 'This dealership has closed.'],
    [404, 'No lead with id 7.'],
  ] as const) {
    it(`${status} { error }: the alert, the API's message on the page, the typed values kept, nothing kept for retry`, async () => {
      const alert = vi.fn();
      vi.stubGlobal('alert', alert);
      const { fn } = stubFetch(json(status, { error }));
      await submitEnquiry();
      const onPage = await screen.findByRole('alert');
      expect(onPage.className).toContain('lead-form__alert--destructive');
      expect(onPage.textContent).toContain('An error occurred when submitting this form');
      expect(onPage.textContent).toContain(error);
      expect(alert).toHaveBeenCalledWith('An error occurred when submitting this form');
      expect(screen.queryByText(QUEUED_NOTICE)).toBeNull();
      expect(screen.getByLabelText(/^Name( \*)?$/)).toHaveProperty('value', 'Jane Citizen');
      expect(screen.getByLabelText(/^Message/)).toHaveProperty('value', 'Is it still available?');
      expect(outbox()).toEqual([]);
      expect(fn).toHaveBeenCalledTimes(1);
    });
  }

  it("422 validation refusal: the alert and the destructive alert without the API's field text (spec 8), nothing kept", async () => {
    vi.stubGlobal('alert', vi.fn());
    stubFetch(
      json(422, {
        error: 'Invalid request: userData.email: Please enter a valid email.',
        issues: [{ path: 'userData.email', message: 'Please enter a valid email.' }],
      }),
    );
    await submitEnquiry();
    const onPage = await screen.findByRole('alert');
    expect(onPage.textContent).toContain('Some of your details were not accepted. Please check them and try again.');
    expect(onPage.textContent).not.toContain('userData.email');
    expect(outbox()).toEqual([]);
  });
});

describe('a transport failure is kept and the shopper told so', () => {
  for (const [label, answer] of [
    ['no answer', () => new TypeError('Failed to fetch')],
    ['503 from the API', () => json(503, { error: 'db down' })],
    ['502 gateway page', () => html(502, '<h1>Bad gateway</h1>')],
    ['403 gateway HTML page', () => html(403, '<html><h1>403 Forbidden</h1></html>')],
    ['404 gateway HTML page', () => html(404, '<html><h1>404 Not Found</h1></html>')],
    ['403 WAF JSON of another shape', () => json(403, { message: 'Forbidden' })],
    ['429 try later', () => json(429, { error: 'Too many requests' })],
  ] as const) {
    it(`${label}: the spec error alert saying it is "kept on this device", the lead in the outbox, no browser dialog`, async () => {
      const alert = vi.fn();
      vi.stubGlobal('alert', alert);
      stubFetch(answer());
      await submitEnquiry();
      expect((await screen.findByRole('alert')).textContent).toBe(`${SUBMIT_FAILED} ${QUEUED_NOTICE}`);
      expect(outbox()).toHaveLength(1);
      expect(alert).not.toHaveBeenCalled();
    });
  }
});
