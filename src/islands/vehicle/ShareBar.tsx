import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { COPIED_MS, shareWindowFeatures, type ShareLinks } from '../../domain/share-links';
import { Toasts } from './Toasts';
import { useMounted } from './use-mounted';

type Props = { links: ShareLinks };

/**
 * Share bar; popups open 550x400. Copy link says 'Copied' for 1.5 s (the vehicle spec's share bar; the site's 3 s
 * toast is for its other copy actions) and needs JavaScript, so it appears only once the island runs; the plain
 * links work without JavaScript. The bar still renders the page's toast area for the other islands' toasts.
 */
export default function ShareBar({ links }: Props) {
  const mounted = useMounted();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
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
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
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
            {/* aria-live: the changed label is read out, as a toast would have been. */}
            <button type="button" aria-live="polite" onClick={() => void copy()}>
              {copied ? 'Copied' : 'Copy link'}
            </button>
          </li>
        )}
      </ul>
      <Toasts />
    </>
  );
}
