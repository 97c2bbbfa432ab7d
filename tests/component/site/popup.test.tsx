// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { popupStorageKeys, startPopup } from '../../../src/islands/site/popup';

const popup = {
  src: '/dealer/popup.jpg',
  expiry_date: '2026-12-31',
  link_to: '/special-offers',
  title: 'Summer sale',
  description: 'Big savings',
  button_text: 'See offers',
};
const keys = popupStorageKeys('demo-motors');
const NOW = new Date('2026-11-21T00:00:00Z');

/** The markup src/components/home/PopupBlock.astro writes (hidden until the script decides). */
function mount(slug = 'demo-motors', now = NOW): HTMLElement {
  document.body.innerHTML = `<button id="before">before</button>
    <div class="popup-backdrop" hidden data-popup='${JSON.stringify({ slug, title: popup.title, src: popup.src, expiry_date: popup.expiry_date })}'>
      <div class="popup" role="dialog" aria-modal="true" aria-labelledby="popup-title" tabindex="-1">
        <button type="button" aria-label="Close" data-popup-close>×</button>
        <h2 id="popup-title">${popup.title}</h2>
        <a class="btn" href="${popup.link_to}" data-popup-link>${popup.button_text}</a>
      </div>
    </div>`;
  const root = document.querySelector<HTMLElement>('[data-popup]')!;
  startPopup(root, now);
  return root;
}
const shown = () => !document.querySelector<HTMLElement>('[data-popup]')!.hidden;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('popup block', () => {
  it('shows on a first visit, with focus inside the dialog', () => {
    mount();
    expect(shown()).toBe(true);
    expect(document.activeElement?.getAttribute('role')).toBe('dialog');
  });

  it('shows only once per session', () => {
    mount();
    expect(shown()).toBe(true);
    mount();
    expect(shown()).toBe(false);
  });

  it('stays hidden after it is dismissed, even in a new session', () => {
    mount();
    document.querySelector<HTMLButtonElement>('[data-popup-close]')!.click();
    expect(shown()).toBe(false);
    expect(localStorage.getItem(keys.dismissed)).not.toBeNull();
    sessionStorage.clear();
    mount();
    expect(shown()).toBe(false);
  });

  it('closes with Escape, and on a click on the backdrop', () => {
    mount();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(shown()).toBe(false);
    localStorage.clear();
    sessionStorage.clear();
    const root = mount();
    root.querySelector<HTMLElement>('[role="dialog"]')!.click();
    expect(shown()).toBe(true);
    root.click();
    expect(shown()).toBe(false);
  });

  it('is hidden once expired', () => {
    mount('demo-motors', new Date('2027-01-02T00:00:00Z'));
    expect(shown()).toBe(false);
  });

  it('keeps dismissals per site slug', () => {
    localStorage.setItem(popupStorageKeys('other-site').dismissed, 'Summer sale|/dealer/popup.jpg');
    mount();
    expect(shown()).toBe(true);
  });
});
