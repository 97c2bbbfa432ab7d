import type { AutoDealerLeaf, OpeningHoursSpecification, WithContext } from 'schema-dts';
import type { Car, DealerConfig, Location } from '../domain/schemas';
import { isAvailable } from '../domain/availability';
import { locationPhone } from '../domain/location-phone';
import { locationOfCar } from '../domain/locations';
import { displayPrice } from '../domain/pricing';
import { priceRangeText } from '../domain/price-range';
import { mapHref } from './location-view';
import { absoluteUrl, locationPath } from '../domain/site-paths';

const DAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

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

/** The prices shown for the available cars at a location (subscription prices are weekly, not a car's price). */
function shownPricesAt(loc: Location, cars: readonly Car[], config: DealerConfig): number[] {
  return cars
    .filter((c) => isAvailable(c) && locationOfCar(c, config.locations)?.id === loc.id)
    .map((c) => displayPrice(c, config))
    .flatMap((p) => (p.kind === 'price' || p.kind === 'offer' ? [p.amount] : []));
}

/**
 * AutoDealer (a LocalBusiness) for a location page: address, geo, telephone, opening hours, and priceRange from
 * the prices of the cars listed there ("$12,990 - $89,990"; Google reads priceRange on a LocalBusiness,
 * https://developers.google.com/search/docs/appearance/structured-data/local-business). No aggregateRating: the
 * dealer's rating of itself on its own site is a "self-serving" review, for which Google shows no review rich
 * result on LocalBusiness or Organization (https://developers.google.com/search/docs/appearance/structured-data/review-snippet,
 * "Making review rich results more helpful", Google Search Central blog, September 2019). The rating stays on the page.
 * Typed with schema-dts, so a misspelt property fails the type check.
 */
export function autoDealerJsonLd(loc: Location, config: DealerConfig, cars: readonly Car[]): WithContext<AutoDealerLeaf> {
  const base = config.url.replace(/\/$/, '');
  const a = loc.address;
  const hours = loc.contact_detail.opening_hours.flatMap((h): OpeningHoursSpecification[] => {
    const day = DAY[h.weekday];
    const opens = to24h(h.open);
    const closes = to24h(h.close);
    return h.status === 'Open' && day && opens && closes
      ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${day}`, opens, closes }]
      : [];
  });
  const phone = locationPhone(loc, config);
  const map = mapHref(loc);
  const priceRange = priceRangeText(shownPricesAt(loc, cars, config));
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': `${absoluteUrl(base, locationPath(loc.slug))}#dealer`,
    name: loc.name,
    url: absoluteUrl(base, locationPath(loc.slug)),
    address: {
      '@type': 'PostalAddress',
      streetAddress: a.street ?? undefined,
      addressLocality: a.city ?? undefined,
      addressRegion: a.state ?? undefined,
      postalCode: a.postcode ?? undefined,
      addressCountry: 'AU',
    },
    ...(phone ? { telephone: phone } : {}),
    ...(loc.image ? { image: loc.image.startsWith('http') ? loc.image : base + loc.image } : {}),
    ...(typeof a.lat === 'number' && typeof a.long === 'number' ? { geo: { '@type': 'GeoCoordinates', latitude: a.lat, longitude: a.long } } : {}),
    ...(map ? { hasMap: map } : {}),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    ...(priceRange ? { priceRange } : {}),
  };
}
