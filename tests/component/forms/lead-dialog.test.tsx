// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { site } from './setup';
import { LeadDialog } from '../../../src/islands/forms/LeadDialog';

afterEach(cleanup);

describe('LeadDialog (the enquiry and test-drive dialogs)', () => {
  it('is its button until opened, then the dialog titled by its heading with the form inside', () => {
    render(
      <LeadDialog site={site} title="Enquire about the car" buttonLabel="Enquire Now" buttonClass="btn btn--x">
        <p>the form</p>
      </LeadDialog>,
    );
    const button = screen.getByRole('button', { name: 'Enquire Now' });
    expect(button.className).toBe('btn btn--x');
    expect(screen.queryByText('the form')).toBeNull();
    fireEvent.click(button);
    const heading = screen.getByRole('heading', { level: 2, name: 'Enquire about the car' });
    expect(heading.closest('dialog')?.getAttribute('aria-label')).toBe('Enquire about the car');
    expect(heading.nextElementSibling?.textContent).toBe('the form');
  });
  it('opened from elsewhere: starts open, without a button of its own, and closes', () => {
    render(
      <LeadDialog site={site} title="Book" buttonLabel="Book now" buttonClass="btn" initialOpen showButton={false}>
        <p>the form</p>
      </LeadDialog>,
    );
    expect(screen.queryByRole('button', { name: 'Book now' })).toBeNull();
    expect(screen.getByText('the form')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('the form')).toBeNull();
  });
});
