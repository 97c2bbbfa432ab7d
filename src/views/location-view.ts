import { brisbaneDate } from '../domain/brisbane-time';
import { locationPhone, phonesByCarType } from '../domain/location-phone';
import { showRating, specialHoursText, upcomingSpecialHours, weeklyHours } from '../domain/locations';
import { mapImageUrl } from '../domain/map-image';
import type { DealerConfig, Location } from '../domain/schemas';
import { locationPath } from '../domain/site-paths';
import { zoneClock } from '../domain/time-zone';
import type { HoursToday } from '../islands/site/opening-hours-today';
import { siteImage } from './images';

/** A row of the holiday-hours dialog (HolidayHours.astro). */
export interface HolidayHour {
  date: string;
  label: string;
  text: string;
  department?: string | null;
}

/** Map link for a location: its place_url, else a keyless maps search on its coordinates or address. */
export function mapHref(loc: Pick<Location, 'address' | 'name'>): string | null {
  const a = loc.address;
  if (a.place_url && /^https?:\/\//.test(a.place_url)) return a.place_url;
  const q =
    typeof a.lat === 'number' && typeof a.long === 'number'
      ? `${a.lat},${a.long}`
      : [loc.name, a.street, a.city, a.state, a.postcode].filter(Boolean).join(', ');
  return q ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(q)}` : null;
}

/** Driving directions to a location: its place_url, else a keyless maps directions link to its address. */
export function directionsHref(loc: Pick<Location, 'address'>): string {
  const a = loc.address;
  return (
    a.place_url ?? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent([a.street, a.city, a.state, a.postcode].filter(Boolean).join(' '))}`
  );
}

/** The address on one line, comma-separated (vehicle page's map block, print sheet). */
export function addressLine(loc: Pick<Location, 'address'>): string {
  const a = loc.address;
  return [a.street, a.city, a.state, a.postcode].filter(Boolean).join(', ');
}

export function addressLines(loc: Pick<Location, 'address'>): string[] {
  const a = loc.address;
  return [a.street, [a.city, a.state, a.postcode].filter(Boolean).join(' ')].filter((s): s is string => !!s && s.trim() !== '');
}

/** Upcoming special hours as dialog rows ("Friday 25 December": "9:00am - 1:00pm"; a closure "Closed"). */
export function holidayRows(loc: Pick<Location, 'special_hours'>, now: Date, today?: string): HolidayHour[] {
  return upcomingSpecialHours(loc, now, today).map((s) => {
    const d = new Date(`${s.date.slice(0, 10)}T00:00:00Z`);
    const label = d.toLocaleDateString('en-AU', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    return { date: s.date, label, text: specialHoursText(s), department: s.department ?? null };
  });
}

/** The trail of a location's own pages (its page and its contact page): Home › Contact › the location. */
export function locationCrumbs(loc: Pick<Location, 'name'>) {
  return [
    { label: 'Home', href: '/' },
    { label: 'Contact', href: '/contact' },
    { label: loc.name, href: null },
  ];
}

/** Locations a visitor sees: visible ones, primary first. */
export function visibleLocations(locations: readonly Location[]): Location[] {
  return locations.filter((l) => l.visible).sort((a, b) => Number(b.primary) - Number(a.primary));
}

/**
 * What one location's card shows (src/components/locations/LocationCard.astro: the home list, a location's page,
 * its contact page). `now`: the build's "now" (site data), the day the hours are shown from.
 */
export function locationCardView(loc: Location, config: DealerConfig, now: string) {
  const at = new Date(now);
  const hasHours = loc.contact_detail.opening_hours.length > 0;
  // Today's row and "open now" are decided in the browser on the location's clock (opening-hours-today.ts). Special
  // hours from the day before the build on are enough: any earlier date is past in every Australian zone.
  const yesterday = brisbaneDate(new Date(at.getTime() - 86_400_000));
  const hoursToday: HoursToday = {
    tz: loc.time_zone,
    hours: loc.contact_detail.opening_hours,
    special: loc.special_hours.filter((x) => x.date.slice(0, 10) >= yesterday),
  };
  return {
    href: locationPath(loc.slug),
    phone: locationPhone(loc, config),
    typePhones: phonesByCarType(loc, config),
    hours: hasHours ? { rows: weeklyHours(loc, config), today: JSON.stringify(hoursToday) } : null,
    map: mapHref(loc),
    mapImage: mapImageUrl(config.contact.map_image_url, loc.address),
    rating: showRating(loc, config) && loc.average_rating != null ? { rating: loc.average_rating, count: loc.review_count } : null,
    // Holiday hours likewise: rows from the day before the build on, shown or hidden on the location's clock (holiday-hours-today.ts).
    holiday: holidayRows(loc, at, yesterday),
    buildToday: zoneClock(at, loc.time_zone).date,
    // Ids unique per page: a location's card appears once per page (home list, location page).
    holidayId: `holiday-${loc.slug}`,
    image: loc.image ? siteImage(loc.image, 'location', config, { width: 640, height: 320 }) : null,
  };
}
