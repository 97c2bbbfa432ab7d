import { useEffect, useState, type ReactNode } from 'react';
import { startLeadRetry } from '../../api/lead-outbox';
import type { LeadSite } from '../../api/lead-payload';
import { Dialog } from '../vehicle/Dialog';
import { leadRuntime } from './runtime';

/** How a lead dialog opens: by its own button, or opened from elsewhere (the sidebar link). */
export interface LeadDialogOpening {
  /** Opened from elsewhere (the sidebar link): start open, and without a button of its own. */
  initialOpen?: boolean;
  showButton?: boolean;
}

export interface LeadDialogProps extends LeadDialogOpening {
  site: LeadSite;
  /** The dialog's heading and accessible name. */
  title: string;
  buttonLabel: string;
  buttonClass: string;
  /** The lead form, mounted only while the dialog is open. */
  children: ReactNode;
}

/** A vehicle page's lead form in a dialog: the button that opens it, and the dialog titled with its heading. */
export function LeadDialog({ site, title, buttonLabel, buttonClass, initialOpen = false, showButton = true, children }: LeadDialogProps) {
  const [open, setOpen] = useState(initialOpen);
  // The form inside mounts only when opened; kept leads are retried as soon as the button is on the page.
  useEffect(() => startLeadRetry(leadRuntime(site).outbox), [site]);
  return (
    <>
      {showButton && (
        <button type="button" className={buttonClass} onClick={() => setOpen(true)}>
          {buttonLabel}
        </button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} label={title}>
        <h2>{title}</h2>
        {children}
      </Dialog>
    </>
  );
}
