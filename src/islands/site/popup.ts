import { browserStorage, readText, sessionBrowserStorage, writeText } from '../../api/storage';
import { popupKey, shouldShowPopup } from '../../domain/popup-rule';

/** Storage keys, prefixed by the site slug like every persisted key. */
export const popupStorageKeys = (slug: string) => ({ dismissed: `${slug}:PopupDismissed`, session: `${slug}:PopupShown` });

/*
 * Popup block: at most once per browser session, never again once dismissed (stored in localStorage), never
 * after its expiry date. The page carries it hidden (src/components/home/PopupBlock.astro); this decides in the
 * browser whether to show it, so it never flashes for visitors who dismissed it. Plain DOM, no React
 * (see docs/decisions.md, JavaScript before the first interaction): a home page whose only islands were this and a
 * counter need not load a UI library.
 * `root` is the backdrop ([data-popup] holding { slug, title, src, expiry_date }), hidden until shown.
 */
export function startPopup(root: HTMLElement, now: Date = new Date()): void {
  let data: { slug: string; title: string; src: string; expiry_date?: string | null };
  try {
    data = JSON.parse(root.dataset.popup ?? '');
  } catch {
    return;
  }
  if (typeof data?.slug !== 'string') return;
  const keys = popupStorageKeys(data.slug);
  const id = popupKey(data);
  const memory = {
    dismissed: readText(browserStorage(), keys.dismissed) === id,
    shownThisSession: readText(sessionBrowserStorage(), keys.session) === id,
  };
  if (!shouldShowPopup(data, now, memory)) return;
  writeText(sessionBrowserStorage(), keys.session, id);

  const box = root.querySelector<HTMLElement>('[role="dialog"]');
  const before = document.activeElement as HTMLElement | null;
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') dismiss();
  };
  function dismiss() {
    writeText(browserStorage(), keys.dismissed, id); // private mode: the popup just shows again next time
    root.hidden = true;
    document.removeEventListener('keydown', onKey);
    before?.focus?.();
  }
  root.addEventListener('click', (e) => {
    if (e.target === root) dismiss();
  });
  root.querySelector('[data-popup-close]')?.addEventListener('click', dismiss);
  root.querySelector('[data-popup-link]')?.addEventListener('click', dismiss);
  document.addEventListener('keydown', onKey);
  root.hidden = false;
  box?.focus();
}
