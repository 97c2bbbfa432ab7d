import type { MouseEvent } from 'react';
import { COPY_TOAST_MS, shareWindowFeatures, type ShareLinks } from '../../domain/share-links';
import { showToast } from '../../stores/toast';
import { Toasts } from './Toasts';
import { useMounted } from './use-mounted';

type Props = { links: ShareLinks };

/** What the toast says after the link is copied. */
export const COPIED_TOAST = { title: 'Link copied', message: 'The link to this vehicle is on your clipboard.' } as const;

/**
 * Share bar; popups open 550x400. Copy link shows a toast for 3 s (spec; one toast at a time, a new one replaces
 * it) and needs JavaScript, so it appears only once the island runs; the plain links work without JavaScript.
 */
export default function ShareBar({ links }: Props) {
  const mounted = useMounted();
  const popup = (e: MouseEvent<HTMLAnchorElement>) => {
    // With noopener window.open returns null even on success, so the link's own navigation is always cancelled.
    e.preventDefault();
    window.open(e.currentTarget.href, 'share', shareWindowFeatures());
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(links.copy);
    } catch {
      // Older browsers / denied permission: a hidden textarea and execCommand still works in most.
      const t = document.createElement('textarea');
      t.value = links.copy;
      document.body.append(t);
      t.select();
      document.execCommand?.('copy');
      t.remove();
    }
    showToast({ ...COPIED_TOAST, action: null, durationMs: COPY_TOAST_MS });
  };
  return (
    <>
      <ul className="vd-share" aria-label="Share this vehicle">
        <li>
          <a href={links.facebook} onClick={popup} target="_blank" rel="noopener noreferrer">
            Facebook
          </a>
        </li>
        {links.twitter && (
          <li>
            <a href={links.twitter} onClick={popup} target="_blank" rel="noopener noreferrer">
              Twitter
            </a>
          </li>
        )}
        <li>
          <a href={links.whatsapp} target="_blank" rel="noopener noreferrer">
            WhatsApp
          </a>
        </li>
        <li>
          <a href={links.email}>Email</a>
        </li>
        <li>
          <a href={links.sms}>SMS</a>
        </li>
        {mounted && (
          <li>
            <button type="button" onClick={() => void copy()}>
              Copy link
            </button>
          </li>
        )}
      </ul>
      <Toasts />
    </>
  );
}
