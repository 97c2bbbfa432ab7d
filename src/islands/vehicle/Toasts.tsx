import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { $toast, dismissToast } from '../../stores/toast';

/** Toast limit 1: the store holds at most one; it leaves after its duration (5 s by default) or when closed. */
export const TOAST_MS = 5000;

/*
 * Several islands of one page render <Toasts /> (the watchlist button, the share bar), each of which may be on
 * the page or not, or inside a part hidden at this screen size (the sidebar's phone or desktop variant); the first
 * mounted draws the toast, into the page's body, so the one toast is never drawn twice nor drawn out of sight. When
 * it unmounts, the next one mounted takes over: a toast shown after that is still drawn.
 */
const mounted: object[] = [];
const $drawer = atom<object | null>(null);

export function Toasts() {
  const toast = useStore($toast);
  const [me] = useState(() => ({}));
  const drawing = useStore($drawer) === me;
  useEffect(() => {
    mounted.push(me);
    if ($drawer.get() === null) $drawer.set(me);
    return () => {
      mounted.splice(mounted.indexOf(me), 1);
      if ($drawer.get() === me) $drawer.set(mounted[0] ?? null);
    };
  }, [me]);
  useEffect(() => {
    if (!toast || !drawing) return;
    const t = setTimeout(dismissToast, toast.durationMs ?? TOAST_MS);
    return () => clearTimeout(t);
  }, [toast, drawing]);
  if (!drawing) return null;
  return createPortal(
    <div className="vd-toasts" role="status" aria-live="polite">
      {toast && (
        <div className="vd-toast" key={toast.id}>
          <strong>{toast.title}</strong>
          <p>{toast.message}</p>
          {toast.action && <a href={toast.action.href}>{toast.action.label}</a>}
          <button type="button" aria-label="Dismiss" onClick={dismissToast}>
            ×
          </button>
        </div>
      )}
    </div>,
    document.body,
  );
}
