import { useEffect, useRef, type ReactNode } from 'react';

type Props = { open: boolean; onClose: () => void; label: string; className?: string; children: ReactNode };

/**
 * A native modal <dialog>: showModal() makes the rest of the page inert (focus stays inside) and Escape
 * closes it; focus returns to the opener. Where showModal is missing (old browsers, test DOMs) Escape is handled here.
 */
export function Dialog({ open, onClose, label, className, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      opener.current = document.activeElement;
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    } else if (!open && d.open) {
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
      (opener.current as HTMLElement | null)?.focus?.();
    }
  }, [open]);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes it too; Escape and the close button are the keyboard's way
    <dialog
      ref={ref}
      aria-label={label}
      className={`vd-dialog ${className ?? ''}`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
        }
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="vd-dialog__inner">
          <button type="button" className="vd-dialog__close" aria-label="Close" onClick={onClose}>
            ×
          </button>
          {children}
        </div>
      )}
    </dialog>
  );
}
