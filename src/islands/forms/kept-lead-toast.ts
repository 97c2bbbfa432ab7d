import { keptLeadRefusedNotice, keptLeadSentNotice } from '../../api/kept-lead-messages';
import { OUTBOX_NOTICE, type KeptLeadNotice } from '../../api/lead-outbox-events';

/*
 * The shopper is told when a lead kept on this device has gone through (or was refused and must be sent
 * again). The retry loop may run in any island; it announces results as window events, and this one region
 * (rendered by LeadRetry.astro on every page) shows them: a polite status for "sent", an alert for "refused".
 */
export function showKeptLeadNotices(region: HTMLElement, target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const message = region.querySelector<HTMLElement>('[data-message]') ?? region;
  const close = region.querySelector<HTMLButtonElement>('[data-close]');
  const hide = () => {
    region.hidden = true;
  };
  const onNotice = (e: Event) => {
    const n = (e as CustomEvent<KeptLeadNotice>).detail;
    if (!n) return;
    message.textContent = n.outcome === 'sent' ? keptLeadSentNotice(n.form) : keptLeadRefusedNotice(n.form, n.error, n.validation ?? true);
    region.setAttribute('role', n.outcome === 'sent' ? 'status' : 'alert');
    region.dataset.outcome = n.outcome;
    region.hidden = false;
  };
  close?.addEventListener('click', hide);
  target.addEventListener(OUTBOX_NOTICE, onNotice);
  return () => {
    target.removeEventListener(OUTBOX_NOTICE, onNotice);
    close?.removeEventListener('click', hide);
  };
}
