import type { DealerConfig, Location } from '../domain/schemas';
import { locationPhone } from '../domain/location-phone';
import { showRating } from '../domain/locations';
import { mapHref } from './location-view';
import { absoluteUrl, locationPath } from '../domain/site-paths';

const DAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "8:30am" / "17:00" to "08:30" / "17:00" for openingHoursSpecification; null when unreadable. */
export function to24h(text: string | null | undefined): string | null {
  const m = /^\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\s*$/i.exec(text ?? '');
  if (!m) return null;
  let h = Number(m[1]);
  const min = m[2] ?? '00';
  const ap = m[3]?.toLowerCase();
  if (ap === 'pm' && h < 12) h += 12;
  if (ap === 'am' && h === 12) h = 0;
  return h > 23 ? null : `${String(h).padStart(2, '0')}:${min}`;
}

/** AutoDealer (a LocalBusiness) for a location page: address, geo, telephone, opening hours, rating. */
export function autoDealerJsonLd(loc: Location, config: DealerConfig): Record<string, unknown> {
  const base = config.url.replace(/\/$/, '');
  const a = loc.address;
  const hours = loc.contact_detail.opening_hours
    .filter((h) => h.status === 'Open' && to24h(h.open) && to24h(h.close))
    .map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${DAY[h.weekday]}`, opens: to24h(h.open), closes: to24h(h.close) }));
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': `${absoluteUrl(base, locationPath(loc.slug))}#dealer`,
    name: loc.name,
    url: absoluteUrl(base, locationPath(loc.slug)),
    address: { '@type': 'PostalAddress', streetAddress: a.street ?? undefined, addressLocality: a.city ?? undefined, addressRegion: a.state ?? undefined, postalCode: a.postcode ?? undefined, addressCountry: 'AU' },
  };
  const phone = locationPhone(loc, config);
  if (phone) ld.telephone = phone;
  if (loc.image) ld.image = loc.image.startsWith('http') ? loc.image : base + loc.image;
  if (typeof a.lat === 'number' && typeof a.long === 'number') ld.geo = { '@type': 'GeoCoordinates', latitude: a.lat, longitude: a.long };
  const map = mapHref(loc);
  if (map) ld.hasMap = map;
  if (hours.length) ld.openingHoursSpecification = hours;
  if (showRating(loc, config) && loc.review_count) ld.aggregateRating = { '@type': 'AggregateRating', ratingValue: loc.average_rating, reviewCount: loc.review_count, bestRating: 5 };
  return ld;
}
