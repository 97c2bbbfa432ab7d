// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { site, usedCar } from './setup';
import TestDriveForm from '../../../src/islands/forms/TestDriveForm';
import GatedFinanceForm from '../../../src/islands/forms/GatedFinanceForm';
import { leadFromFormPost } from '../../../src/api/lead-form-post';
import { leadPayloadSchema } from '../../../src/domain/schemas/lead';
import { resetLeadRuntimes } from '../../../src/islands/forms/runtime';
import { $sessionUser } from '../../../src/stores/session-user';

beforeEach(() => {
  localStorage.clear();
  resetLeadRuntimes();
  $sessionUser.set(null);
});
afterEach(() => {
  cleanup();
});

/** The static HTML as a browser without JavaScript gets it, parsed. */
function staticForm(html: string): HTMLFormElement | null {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.querySelector('form');
}

describe('the test-drive form without JavaScript', () => {
  it('posts a test-drive lead: its subcategory, the day and time, the location', () => {
    const form = staticForm(
      renderToString(
        <TestDriveForm
          site={site}
          car={usedCar}
          locations={[
            { id: 'L1', name: 'North' },
            { id: 'L2', name: 'South' },
          ]}
          locationName="Demo Motors Brisbane"
        />,
      ),
    )!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('https://api.example.test/api/leads');
    const data = new FormData(form);
    expect(data.get('form')).toBe('test_drive');
    expect(data.get('subcategory')).toBe('Test Drive Booking Used');
    expect(data.get('location')).toBe('Demo Motors Brisbane');
    // Without JavaScript the free times cannot be asked for: every bookable time is offered.
    const times = [...form.querySelectorAll<HTMLOptionElement>('select[name="booking_time"] option')].map((o) => o.value).filter(Boolean);
    expect(times[0]).toBe('09:00');
    expect(times.at(-1)).toBe('16:30');
    expect(form.querySelector('input[name="booking_date"]')?.getAttribute('type')).toBe('date');
    expect([...form.querySelectorAll<HTMLOptionElement>('select[name="location_id"] option')].map((o) => o.value)).toEqual(['', 'L1', 'L2']);

    // What the browser would post, filled in, as the API reads it.
    const post = new URLSearchParams([...data.entries()].map(([k, v]) => [k, String(v)]));
    for (const [k, v] of [
      ['name', 'Tess'],
      ['email', 't@example.com'],
      ['phone', '0412 345 678'],
      ['booking_date', '2026-12-02'],
      ['booking_time', '10:30'],
      ['location_id', 'L2'],
    ] as const)
      post.set(k, v);
    const lead = leadPayloadSchema.parse(leadFromFormPost(post));
    expect(lead).toMatchObject({
      form: 'test_drive',
      subcategory: 'Test Drive Booking Used',
      booking_datetime: '2026-12-02T10:30',
      location: 'Demo Motors Brisbane',
      location_id: 'L2',
      car_id: usedCar.id,
    });
  });
});

describe('the gated finance form', () => {
  it('is not in the static HTML: a sign-in link back to the page instead', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<GatedFinanceForm site={site} path="/personalised/finance" />);
    expect(host.querySelector('form')).toBeNull();
    expect(host.querySelector('a')?.getAttribute('href')).toBe('/sign-in?redirect=%2Fpersonalised%2Ffinance');
  });

  it('once running: the form for a signed-in shopper, the sign-in link for anyone else', () => {
    const { unmount } = render(<GatedFinanceForm site={site} path="/personalised/finance" />);
    expect(screen.queryByRole('button', { name: 'Send finance enquiry' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    unmount();
    $sessionUser.set({ signedIn: true, phone: '0412345678', token: 't' });
    render(<GatedFinanceForm site={site} path="/personalised/finance" />);
    expect(screen.getByRole('button', { name: 'Send finance enquiry' })).toBeTruthy();
  });
});
