import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $toast, dismissToast } from '../../stores/toast';

/** Toast limit 1: the store holds at most one; it leaves after 5 s or when closed. */
export const TOAST_MS = 5000;

export function Toasts() {
  const toast = useStore($toast);
  useEffect(() => {
    if (!toast) return;
    const t = setTimeout(dismissToast, TOAST_MS);
    return () => clearTimeout(t);
  }, [toast]);
  return (
    <div className="vd-toasts" role="status" aria-live="polite">
      {toast && (
        <div className="vd-toast" key={toast.id}>
          <strong>{toast.title}</strong>
          <p>{toast.message}</p>
          {toast.action && <a href={toast.action.href}>{toast.action.label}</a>}
          <button type="button" aria-label="Dismiss" onClick={dismissToast}>×</button>
        </div>
      )}
    </div>
  );
}
