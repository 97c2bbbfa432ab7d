/*
 * Header menu behaviour on top of plain HTML that already works without JavaScript (dropdowns are
 * <details>, the nav is visible until this runs). Kept out of the .astro file so it can be tested in a test DOM (happy-dom).
 *   - one dropdown open at a time; a click outside or Escape closes it (Escape returns focus to its summary)
 *   - Arrow Down on a summary opens it and focuses the first link; Arrow Up/Down move between links
 *   - focus leaving a dropdown closes it, so keyboard users never leave one hanging open
 *   - hover sites (config.site.menu_hover) also open on pointer hover, when the device can hover
 *   - the mobile toggle button shows/hides the nav and reports aria-expanded
 */
export interface MenuOptions {
  hover: boolean;
  canHover: boolean;
}

// eslint-disable-next-line max-lines-per-function -- the open, close, hover and keyboard handlers share the header's state and are removed together by the one clean-up it returns
export function initMenus(header: HTMLElement, opts: MenuOptions): () => void {
  const doc = header.ownerDocument;
  const dropdowns = [...header.querySelectorAll<HTMLDetailsElement>('details[data-dropdown]')];
  const toggle = header.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const nav = header.querySelector<HTMLElement>('[data-main-nav]');
  const off: Array<() => void> = [];
  const on = <K extends keyof HTMLElementEventMap>(el: HTMLElement | Document, type: K, fn: (e: HTMLElementEventMap[K]) => void) => {
    el.addEventListener(type, fn as EventListener);
    off.push(() => el.removeEventListener(type, fn as EventListener));
  };
  const links = (d: HTMLDetailsElement) => [...d.querySelectorAll<HTMLAnchorElement>('a')];
  const setOpen = (d: HTMLDetailsElement, open: boolean) => {
    if (open) for (const o of dropdowns) if (o !== d) o.open = false;
    d.open = open;
  };

  header.setAttribute('data-menu-ready', '');
  if (toggle && nav) {
    toggle.hidden = false;
    toggle.setAttribute('aria-expanded', 'false');
    on(toggle, 'click', () => {
      const open = toggle.getAttribute('aria-expanded') !== 'true';
      toggle.setAttribute('aria-expanded', String(open));
      header.classList.toggle('nav-open', open);
    });
  }

  for (const d of dropdowns) {
    const summary = d.querySelector('summary')!;
    on(d, 'toggle', () => {
      if (d.open) for (const o of dropdowns) if (o !== d) o.open = false;
    });
    on(summary, 'keydown', (e) => {
      if (e.key !== 'ArrowDown') return;
      e.preventDefault();
      setOpen(d, true);
      links(d)[0]?.focus();
    });
    on(d, 'keydown', (e) => {
      // The summary's own Arrow Down (handled above) bubbles here too: only moves between links count.
      if ((e.key !== 'ArrowDown' && e.key !== 'ArrowUp') || e.target === summary) return;
      const list = links(d);
      const i = list.indexOf(doc.activeElement as HTMLAnchorElement);
      if (i < 0) return;
      e.preventDefault();
      const next = e.key === 'ArrowDown' ? Math.min(i + 1, list.length - 1) : i - 1;
      if (next < 0) summary.focus();
      else list[next]?.focus();
    });
    on(d, 'focusout', (e) => {
      const to = e.relatedTarget as Node | null;
      if (to && !d.contains(to)) d.open = false;
    });
    if (opts.hover && opts.canHover) {
      // A click that follows the hover which opened the menu must not close it again.
      let openedByHover = false;
      on(d, 'mouseenter', () => {
        if (!d.open) {
          openedByHover = true;
          setOpen(d, true);
        }
      });
      on(d, 'mouseleave', () => {
        openedByHover = false;
        d.open = false;
      });
      on(summary, 'click', (e) => {
        if (openedByHover && d.open) {
          e.preventDefault();
          openedByHover = false;
        }
      });
    }
  }

  on(doc, 'keydown', (e) => {
    if (e.key !== 'Escape') return;
    const open = dropdowns.find((d) => d.open);
    if (open) {
      open.open = false;
      open.querySelector('summary')?.focus();
      return;
    }
    if (toggle && header.classList.contains('nav-open')) {
      header.classList.remove('nav-open');
      toggle.setAttribute('aria-expanded', 'false');
      toggle.focus();
    }
  });
  on(doc, 'click', (e) => {
    for (const d of dropdowns) if (d.open && !d.contains(e.target as Node)) d.open = false;
  });

  return () => {
    for (const f of off) f();
    header.removeAttribute('data-menu-ready');
  };
}
