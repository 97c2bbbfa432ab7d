// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Popup, { popupStorageKeys } from '../../../src/islands/site/Popup';

const popup = { src: '/dealer/popup.jpg', expiry_date: '2026-12-31', link_to: '/special-offers', title: 'Summer sale', description: 'Big savings', button_text: 'See offers' };
const keys = popupStorageKeys('demo-motors');

beforeEach(() => { localStorage.clear(); sessionStorage.clear(); vi.useFakeTimers({ toFake: ['Date'] }); vi.setSystemTime(new Date('2026-11-21T00:00:00Z')); });
afterEach(() => { cleanup(); vi.useRealTimers(); });

describe('popup block', () => {
  it('shows on a first visit as a dialog of at most 600 px with its button', () => {
    render(<Popup slug="demo-motors" popup={popup} />);
    const dialog = screen.getByRole('dialog', { name: 'Summer sale' });
    expect(dialog.style.maxWidth).toBe('600px');
    expect(screen.getByRole('link', { name: 'See offers' }).getAttribute('href')).toBe('/special-offers');
  });

  it('shows only once per session', () => {
    const first = render(<Popup slug="demo-motors" popup={popup} />);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    first.unmount();
    render(<Popup slug="demo-motors" popup={popup} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays hidden after it is dismissed, even in a new session', async () => {
    const user = userEvent.setup();
    const first = render(<Popup slug="demo-motors" popup={popup} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(keys.dismissed)).not.toBeNull();
    first.unmount();
    sessionStorage.clear();
    render(<Popup slug="demo-motors" popup={popup} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with Escape', async () => {
    render(<Popup slug="demo-motors" popup={popup} />);
    await act(async () => { document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })); });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is hidden once expired', () => {
    vi.setSystemTime(new Date('2027-01-02T00:00:00Z'));
    render(<Popup slug="demo-motors" popup={popup} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps dismissals per site slug', () => {
    localStorage.setItem(popupStorageKeys('other-site').dismissed, 'Summer sale|/dealer/popup.jpg');
    render(<Popup slug="demo-motors" popup={popup} />);
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });
});
