import { useState, type MouseEvent } from 'react';
import { maskPhone } from '../../domain/vehicle-text';
import { telHref } from '../../domain/location-phone';
import { track } from '../../lib/analytics';

type Props = {
  phone: string;
  revealedAtStart: boolean;
  carId: string;
  dealershipId: string | null;
  websiteId: string;
  /** 'New Car' or 'Used Car' (event 25's label, by the page path). */
  label: string;
  /** Phone-reveal event endpoint; the spec does not give the path, so the page passes it (empty = none). */
  revealUrl: string;
};

/**
 * The reveal event's endpoint on the dealer API: the same origin when api.base_url is '' (the default), so the
 * event is recorded whatever the base URL (issue 21: it used to be skipped for a same-origin API).
 */
export function phoneRevealUrl(apiBaseUrl: string): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}/api/phone-reveal`;
}

/** Call-the-dealer: masked until clicked; the click reveals it, records event 25 and the reveal event. */
export default function PhoneReveal({ phone, revealedAtStart, carId, dealershipId, websiteId, label, revealUrl }: Props) {
  const [revealed, setRevealed] = useState(revealedAtStart);
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (revealed) return; // second click dials
    e.preventDefault();
    setRevealed(true);
    track(25, { label, car_id: carId });
    if (revealUrl) {
      fetch(revealUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ car_id: carId, dealership_id: dealershipId, website_id: websiteId }),
      }).then((r) => console.info('phone reveal', r.status)).catch((err) => console.error('phone reveal failed', err));
    }
  };
  return (
    <a className="btn btn--outline vd-phone" href={telHref(phone)} onClick={onClick} aria-label={revealed ? `Call ${phone}` : 'Show phone number'}>
      <span aria-hidden="true">☎</span> {revealed ? phone : maskPhone(phone)}
    </a>
  );
}
