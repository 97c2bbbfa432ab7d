import { useState, type MouseEvent } from 'react';
import { maskPhone } from '../../domain/vehicle-text';
import { telHref } from '../../domain/location-phone';
import { createApiClient } from '../../api/client';
import { track } from '../../lib/analytics';

type Props = {
  phone: string;
  revealedAtStart: boolean;
  carId: string;
  dealershipId: string | null;
  websiteId: string;
  /** 'New Car' or 'Used Car' (event 25's label, by the page path). */
  label: string;
  /**
   * The dealer API (api.base_url; '' = same origin, so the event is recorded whatever the base URL).
   * null: no reveal event (tests, previews without an API).
   */
  apiBaseUrl: string | null;
};

/** Call-the-dealer: masked until clicked; the click reveals it, records event 25 and the reveal event. */
export default function PhoneReveal({ phone, revealedAtStart, carId, dealershipId, websiteId, label, apiBaseUrl }: Props) {
  const [revealed, setRevealed] = useState(revealedAtStart);
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (revealed) return; // second click dials
    e.preventDefault();
    setRevealed(true);
    track(25, { label, car_id: carId });
    // The answer is only logged (spec); the client never throws.
    if (apiBaseUrl !== null) void createApiClient({ baseUrl: apiBaseUrl }).phoneReveal({ car_id: carId, dealership_id: dealershipId, website_id: websiteId });
  };
  return (
    <a className="btn btn--outline vd-phone" href={telHref(phone)} onClick={onClick} aria-label={revealed ? `Call ${phone}` : 'Show phone number'}>
      <span aria-hidden="true">☎</span> {revealed ? phone : maskPhone(phone)}
    </a>
  );
}
