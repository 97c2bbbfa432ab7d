import { brisbaneDate } from './brisbane-time';
import { placeCar } from './location-match';
import { DEFAULT_TIME_ZONE } from './time-zone';
import type { DealerConfig, Location, OpeningHour, SpecialHours } from './schemas';

export type LocationType = 'sales' | 'service' | 'parts' | 'service-and-parts';

/** An empty location_type counts as sales. */
export function locationType(loc: Pick<Location, 'location_type'>): LocationType {
  return loc.location_type === '' ? 'sales' : loc.location_type;
}

/** The primary location: the one flagged primary, else the first sales location, else the first. */
export function primaryLocation(locations: readonly Location[]): Location | null {
  return locations.find((l) => l.primary) ?? locations.find((l) => locationType(l) === 'sales') ?? locations[0] ?? null;
}

/**
 * The location a car is at: the one its location_id, location or location_name names (id, slug, name or a
 * configured code, any letter case: location-match.ts); the primary location when it names none; null when it
 * names a location the dealer does not have, so that no page or ad feed shows it at another branch's address.
 * (The vehicle page, the location pages' JSON-LD and both ad feeds all place a car here.)
 */
export function locationOfCar(car: Parameters<typeof placeCar>[0], locations: readonly Location[]): Location | null {
  return placeCar(car, locations, primaryLocation(locations)).location;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export type HoursRow = { weekday: number; day: string; text: string; open: boolean };

function hoursText(h: OpeningHour | undefined, closedText: string): { text: string; open: boolean } {
  if (!h || h.status === 'Closed') return { text: closedText, open: false };
  if (h.formated_hours && h.formated_hours.trim() !== '') return { text: h.formated_hours.trim(), open: true };
  if (h.open && h.close) return { text: `${h.open} - ${h.close}`, open: true };
  return { text: closedText, open: false };
}

/** Hours for one weekday (0 = Sunday); closed days read Closed, By appointment only or Enquire Now per site. */
export function hoursForWeekday(loc: Pick<Location, 'contact_detail'>, weekday: number, config: Pick<DealerConfig, 'contact'>): HoursRow {
  const day = WEEKDAYS[weekday];
  if (day === undefined) throw new RangeError(`No weekday ${weekday}: weekdays are 0 (Sunday) to 6`);
  const h = loc.contact_detail.opening_hours.find((o) => o.weekday === weekday);
  return { weekday, day, ...hoursText(h, config.contact.closed_text) };
}

/** The week Monday first, as Australian sites list it. */
export function weeklyHours(loc: Pick<Location, 'contact_detail'>, config: Pick<DealerConfig, 'contact'>): HoursRow[] {
  return [1, 2, 3, 4, 5, 6, 0].map((d) => hoursForWeekday(loc, d, config));
}

/** Special hours from `today` on (a YYYY-MM-DD date, Brisbane's by default), sorted; the holiday-hours button shows only when this is non-empty. */
export function upcomingSpecialHours(loc: Pick<Location, 'special_hours'>, now: Date, today: string = brisbaneDate(now)): SpecialHours[] {
  return loc.special_hours.filter((s) => isUpcomingDay(s.date, today)).sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * A special-hours day as the holiday dialog shows it: its hours, 'Open' without them, and 'Closed' for a closure.
 * A holiday closure is always 'Closed', whatever the site's closed text says of its ordinary closed days: 'Enquire
 * Now' or 'By appointment only' on Christmas Day would tell the shopper the dealer is there to answer.
 */
export function specialHoursText(s: Pick<SpecialHours, 'status' | 'start_hour' | 'end_hour'>): string {
  if (s.status === 'Closed') return 'Closed';
  return [s.start_hour, s.end_hour].filter(Boolean).join(' - ') || 'Open';
}

/** Whether a special-hours day (YYYY-MM-DD, maybe with a time) is today or later on the location's `today`. */
export function isUpcomingDay(date: string, today: string): boolean {
  return date.slice(0, 10) >= today;
}

/** The dealer's clock for dated settings (promo cards): its primary location's time zone. */
export function dealerTimeZone(config: Pick<DealerConfig, 'locations'>): string {
  return primaryLocation(config.locations)?.time_zone ?? DEFAULT_TIME_ZONE;
}

/** Stars: whole stars, plus a partial star only when the fraction is over 30 percent. */
export function reviewStars(rating: number): { full: number; partial: number } {
  const r = Math.min(Math.max(rating, 0), 5);
  const full = Math.floor(r);
  const fraction = Math.round((r - full) * 100) / 100;
  return { full, partial: fraction > 0.3 ? fraction : 0 };
}

/** Reviews show only at or above the configured minimum rating (4 by default). */
export function showRating(loc: Pick<Location, 'average_rating'>, config: Pick<DealerConfig, 'contact'>): boolean {
  return typeof loc.average_rating === 'number' && loc.average_rating >= config.contact.min_review_rating;
}

/** Earth radius used by the spec's distance rule, km. */
export const EARTH_RADIUS_KM = 6371;

export type LatLng = { lat: number; lng: number };

/** Great-circle distance in km (haversine). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Locations nearest first; ones without coordinates go last. */
export function sortByDistance<T extends Pick<Location, 'address'>>(locations: readonly T[], from: LatLng): Array<T & { distanceKm: number | null }> {
  return locations
    .map((l) => {
      const { lat, long } = l.address;
      const distanceKm = typeof lat === 'number' && typeof long === 'number' ? haversineKm(from, { lat, lng: long }) : null;
      return { ...l, distanceKm };
    })
    .sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity));
}

/** One card, a list, or a carousel when there are more than 3 locations. */
export function locationLayout(count: number): 'card' | 'list' | 'carousel' {
  if (count > 3) return 'carousel';
  return count <= 1 ? 'card' : 'list';
}
