import { useEffect, useRef, useState } from 'react';
import { browserStorage, readText, sessionBrowserStorage, writeText } from '../../api/storage';
import { popupKey, shouldShowPopup } from '../../domain/popup-rule';

export interface PopupProps { src: string; expiry_date?: string | null; link_to?: string | null; title: string; description: string; button_text: string }

/** Storage keys, prefixed by the site slug like every persisted key. */
export const popupStorageKeys = (slug: string) => ({ dismissed: `${slug}:PopupDismissed`, session: `${slug}:PopupShown` });


/*
 * Popup block: at most once per browser session, never again once dismissed (stored in localStorage),
 * never after its expiry date. Max width 600 px. Nothing renders until the browser has decided, so it never
 * flashes for visitors who dismissed it.
 */
export default function Popup({ slug, popup }: { slug: string; popup: PopupProps }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const keys = popupStorageKeys(slug);
  const id = popupKey(popup);

  useEffect(() => {
    const memory = {
      dismissed: readText(browserStorage(), keys.dismissed) === id,
      shownThisSession: readText(sessionBrowserStorage(), keys.session) === id,
    };
    if (!shouldShowPopup(popup, new Date(), memory)) return;
    writeText(sessionBrowserStorage(), keys.session, id);
    setOpen(true);
  }, [id]);

  useEffect(() => {
    if (!open) return;
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') dismiss(); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  function dismiss() {
    writeText(browserStorage(), keys.dismissed, id); // private mode: the popup just shows again next time
    setOpen(false);
  }

  if (!open) return null;
  return (
    <div className="popup-backdrop" onClick={(e) => { if (e.target === e.currentTarget) dismiss(); }}>
      <div className="popup" role="dialog" aria-modal="true" aria-labelledby="popup-title" tabIndex={-1} ref={ref} style={{ maxWidth: 600 }}>
        <button type="button" className="popup-close" aria-label="Close" onClick={dismiss}>×</button>
        <img src={popup.src} alt="" width="600" height="338" />
        <div className="popup-body">
          <h2 id="popup-title">{popup.title}</h2>
          {popup.description && <p>{popup.description}</p>}
          {popup.link_to && <a className="btn" href={popup.link_to} onClick={dismiss}>{popup.button_text}</a>}
        </div>
      </div>
    </div>
  );
}
