// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { initMenus } from '../../../src/islands/site/menu-behaviour';

// The same markup Header.astro renders: <details> dropdowns, a hidden toggle button, the nav.
function mount() {
  document.body.innerHTML = `
    <header data-site-header>
      <a href="/">Home</a>
      <button type="button" data-menu-toggle aria-controls="main-nav" aria-expanded="false" hidden>Menu</button>
      <nav id="main-nav" data-main-nav>
        <ul>
          <li><details data-dropdown id="new"><summary>New Vehicles</summary><ul><li><a href="/search/mazda/cx-5">CX-5</a></li><li><a href="/search/mazda/3">3</a></li></ul></details></li>
          <li><details data-dropdown id="service"><summary>Service</summary><ul><li><a href="/service">Book a Service</a></li><li><a href="/warranty">Warranty</a></li></ul></details></li>
          <li><a href="/finance-pre-approval">Finance</a></li>
        </ul>
      </nav>
    </header>
    <main><p id="outside">Page</p></main>`;
  return document.querySelector<HTMLElement>('[data-site-header]')!;
}
const dd = (id: string) => document.getElementById(id) as HTMLDetailsElement;
const toggle = () => document.querySelector<HTMLButtonElement>('[data-menu-toggle]')!;

let cleanup: () => void = () => {};
afterEach(() => cleanup());

describe('header menus (click sites)', () => {
  beforeEach(() => {
    cleanup = initMenus(mount(), { hover: false, canHover: true });
  });

  it('opens a dropdown on click and keeps only one open', async () => {
    const user = userEvent.setup();
    await user.click(document.querySelector('#new summary')!);
    expect(dd('new').open).toBe(true);
    await user.click(document.querySelector('#service summary')!);
    expect(dd('service').open).toBe(true);
    expect(dd('new').open).toBe(false);
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    await user.click(document.querySelector('#new summary')!);
    await user.click(document.getElementById('outside')!);
    expect(dd('new').open).toBe(false);
  });

  it('does not open on hover when the site opens menus by click', async () => {
    const user = userEvent.setup();
    await user.hover(dd('new'));
    expect(dd('new').open).toBe(false);
  });

  it('is keyboard operable: Arrow Down opens and focuses the first link, arrows move, Escape closes back to the summary', async () => {
    const user = userEvent.setup();
    const summary = document.querySelector<HTMLElement>('#new summary')!;
    summary.focus();
    await user.keyboard('{ArrowDown}');
    expect(dd('new').open).toBe(true);
    expect(document.activeElement).toHaveProperty('textContent', 'CX-5');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveProperty('textContent', '3');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(summary);
    await user.keyboard('{Escape}');
    expect(dd('new').open).toBe(false);
    expect(document.activeElement).toBe(summary);
  });

  it('closes a dropdown when focus tabs out of it', async () => {
    const user = userEvent.setup();
    document.querySelector<HTMLElement>('#new summary')!.focus();
    await user.keyboard('{ArrowDown}');
    await user.tab(); // to "3"
    await user.tab(); // out, to the next summary
    expect(dd('new').open).toBe(false);
  });

  it('shows the mobile toggle and flips aria-expanded and the nav-open class', async () => {
    const user = userEvent.setup();
    const header = document.querySelector<HTMLElement>('[data-site-header]')!;
    expect(header.hasAttribute('data-menu-ready')).toBe(true);
    expect(toggle().hidden).toBe(false);
    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(header.classList.contains('nav-open')).toBe(true);
    await user.keyboard('{Escape}');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(header.classList.contains('nav-open')).toBe(false);
    expect(document.activeElement).toBe(toggle());
  });
});

describe('header menus (hover sites)', () => {
  it('opens on hover and closes on leave when the device can hover', async () => {
    cleanup = initMenus(mount(), { hover: true, canHover: true });
    const user = userEvent.setup();
    await user.hover(dd('service'));
    expect(dd('service').open).toBe(true);
    await user.unhover(dd('service'));
    expect(dd('service').open).toBe(false);
  });

  it('keeps a hover-opened dropdown open when its summary is then clicked', async () => {
    cleanup = initMenus(mount(), { hover: true, canHover: true });
    const user = userEvent.setup();
    await user.click(document.querySelector('#service summary')!); // pointer enters, then clicks
    expect(dd('service').open).toBe(true);
    await user.click(document.querySelector('#service summary')!); // a second click closes it
    expect(dd('service').open).toBe(false);
  });

  it('ignores hover on touch devices', async () => {
    cleanup = initMenus(mount(), { hover: true, canHover: false });
    const user = userEvent.setup();
    await user.hover(dd('service'));
    expect(dd('service').open).toBe(false);
  });
});
