import { BRISBANE_TIME_ZONE } from './brisbane-time';
import { zoneClock } from './time-zone';
import type { Car, Location } from './schemas';

const LONG_DATE = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: BRISBANE_TIME_ZONE });

/** 'Expires on {date}' only when the registration expiry is in the future; dates read as Australian calendar dates. */
export function regoExpiryLine(regoExpiry: string | null | undefined, now: Date): string | null {
  if (!regoExpiry) return null;
  const t = Date.parse(regoExpiry);
  if (Number.isNaN(t) || t <= now.getTime()) return null;
  return `Expires on ${LONG_DATE.format(new Date(t))}`;
}

/** Phone masking: the first 5 characters stay, every later digit becomes '*' (spacing kept, so the shape reads as a number). */
export function maskPhone(phone: string): string {
  return phone.slice(0, 5) + phone.slice(5).replace(/\d/g, '*');
}

/** The call panel is hidden (with a console warning by the caller) when there is no phone. */
export function callPanelPhone(phone: string | null | undefined): string | null {
  return phone && phone.trim() !== '' && phone !== 'null' ? phone.trim() : null;
}

/** 'Located at {city}' when the car's city differs from the primary dealership's city. */
export function locatedAtBanner(car: Pick<Car, 'city'>, primary: Pick<Location, 'city' | 'address'> | null): string | null {
  const carCity = car.city?.trim();
  if (!carCity || carCity === 'null') return null;
  const dealerCity = (primary?.city ?? primary?.address.city ?? '').trim();
  return carCity.toLowerCase() === dealerCity.toLowerCase() ? null : `Located at ${carCity}`;
}

/** History report button only when a file exists. */
export function hasHistoryReport(car: Pick<Car, 'file'>): boolean {
  return !!car.file && car.file.trim() !== '' && car.file !== 'null';
}

/** Gallery thumbnails only when the vehicle is in stock and has more than 3 images. */
export function showGalleryThumbnails(car: Pick<Car, 'status' | 'images'>): boolean {
  return car.status === 'in_stock' && car.images.length > 3;
}

/**
 * Until when a lender's offer shown on a car holds: `months` calendar months after the build's date in the
 * dealer's zone (the spec: one lender's offer is valid one month ahead), the day held to the month's last (31
 * January + 1 month is 28 or 29 February). The site is rebuilt nightly, so the date moves with the offer.
 */
export function lenderOfferValidUntil(now: Date, months: number, timeZone: string = BRISBANE_TIME_ZONE): string {
  const [y, m, d] = zoneClock(now, timeZone).date.split('-').map(Number) as [number, number, number];
  const month = m - 1 + months;
  const lastDay = new Date(Date.UTC(y, month + 1, 0)).getUTCDate();
  const until = new Date(Date.UTC(y, month, Math.min(d, lastDay)));
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(until);
}
