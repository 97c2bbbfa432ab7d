// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, site, stubFetch } from './setup';
import GeneralEnquiryForm from '../../../src/islands/forms/GeneralEnquiryForm';
import FinanceEnquiryForm from '../../../src/islands/forms/FinanceEnquiryForm';
import { resetLeadRuntimes } from '../../../src/islands/forms/runtime';
import { $contactDetails } from '../../../src/stores/contact-details';
import { defined } from '../../defined';

/*
 * A shopper on a slow phone types into the server-rendered form before its island hydrates. React then takes the
 * inputs over with its initial state, and its first re-render used to write that state back over the typing:
 * the lead was lost. Typed values must survive hydration and be what is sent.
 */
const categories = ['General Enquiry', 'Sales'].map((c) => ({ value: c, label: c }));
let root: Root | null = null;

beforeEach(() => {
  localStorage.clear();
  resetLeadRuntimes();
  $contactDetails.set(null);
  window.history.replaceState(null, '', '/contact');
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  cleanup();
  vi.unstubAllGlobals();
});

/** The page as the build wrote it, the shopper's input before hydration, then React's hydration. */
async function typeThenHydrate(ui: React.ReactElement, typing: (container: HTMLElement) => void): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  typing(container);
  await act(async () => {
    root = hydrateRoot(container, ui);
  });
  // The mount effect's re-render (hydrated, prefill) has run.
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  return container;
}

const field = (c: HTMLElement, name: string) => c.querySelector<HTMLInputElement>(`[name="${name}"]:not([type="hidden"])`)!;
const setValue = (el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) => {
  el.value = value;
};

describe('typing before the form hydrates is kept', () => {
  it('text, select, textarea and the terms tick survive hydration and are sent', async () => {
    const { calls } = stubFetch(json(201, { lead_id: 'L-1' }));
    const ui = <GeneralEnquiryForm site={site} categories={categories} termsLabel="I agree to the terms" />;
    const c = await typeThenHydrate(ui, (c) => {
      setValue(field(c, 'category'), 'Sales');
      setValue(field(c, 'name'), 'Jo Citizen');
      setValue(field(c, 'email'), 'jo@example.com');
      setValue(field(c, 'phone'), '0412 345 678');
      setValue(c.querySelector('textarea')!, 'Typed while the page loaded');
      field(c, 'agreed_terms').checked = true;
    });
    expect(field(c, 'name').value).toBe('Jo Citizen');
    expect(c.querySelector('textarea')!.value).toBe('Typed while the page loaded');
    expect(field(c, 'agreed_terms').checked).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    const sent = defined(calls[0], 'the lead post').body.userData;
    expect(sent).toMatchObject({ name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678', message: 'Typed while the page loaded' });
  });

  // The budget from the address is read after hydration; the form once remounted for it and lost the typing.
  it('on the finance page, typing before hydration stays when the budget from the address fills the amount', async () => {
    window.history.replaceState(null, '', '/finance?vehiclePriceBudget=25990');
    const c = await typeThenHydrate(<FinanceEnquiryForm site={site} />, (c) => {
      setValue(field(c, 'name'), 'Jo Citizen');
      setValue(field(c, 'email'), 'jo@example.com');
    });
    await waitFor(() => expect(c.querySelector<HTMLInputElement>('input[inputmode="numeric"][name]:not([type="hidden"])')!.value).toBe('$25,990'));
    expect(field(c, 'name').value).toBe('Jo Citizen');
    expect(field(c, 'email').value).toBe('jo@example.com');
  });

  it('saved contact details fill only what the shopper has not typed', async () => {
    $contactDetails.set({ name: 'Saved Name', email: 'saved@example.com', phone: '0400 000 000' });
    const c = await typeThenHydrate(<GeneralEnquiryForm site={site} categories={categories} />, (c) => setValue(field(c, 'name'), 'Typed Name'));
    expect(field(c, 'name').value).toBe('Typed Name');
    expect(field(c, 'email').value).toBe('saved@example.com');
  });

  it('a money field typed with separators keeps its amount', async () => {
    const c = await typeThenHydrate(<FinanceEnquiryForm site={site} />, (c) => {
      const money = c.querySelector<HTMLInputElement>('input[inputmode="numeric"][name]:not([type="hidden"])');
      expect(money, 'the form has a money field').not.toBeNull();
      setValue(money!, '$25,990');
    });
    const money = c.querySelector<HTMLInputElement>('input[inputmode="numeric"][name]:not([type="hidden"])')!;
    expect(money.value.replace(/\D/g, '')).toBe('25990');
  });
});
