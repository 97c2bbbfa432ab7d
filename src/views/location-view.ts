import { specialHoursText, upcomingSpecialHours } from '../domain/locations';
import type { Location } from '../domain/schemas';

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

/** Locations a visitor sees: visible ones, primary first. */
export function visibleLocations(locations: readonly Location[]): Location[] {
  return locations.filter((l) => l.visible).sort((a, b) => Number(b.primary) - Number(a.primary));
}
