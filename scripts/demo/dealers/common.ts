import type { PlanLocation } from '../plan';

/** Mon-Sat open, Sunday closed; weekday 0 = Sunday (spec opening hour entry). */
export function weekHours(weekday: [string, string], saturday: [string, string] | null) {
  return [0, 1, 2, 3, 4, 5, 6].map((d) => {
    const hours = d === 0 ? null : d === 6 ? saturday : weekday;
    return hours
      ? { weekday: d, status: 'Open' as const, formated_hours: `${hours[0]} - ${hours[1]}`, open: hours[0], close: hours[1] }
      : { weekday: d, status: 'Closed' as const, formated_hours: null, open: null, close: null };
  });
}

export interface LocationInput {
  id: number; name: string; slug: string; street: string; city: string; state: string; postcode: string; suburb: string;
  lat: number; long: number; phone: string | null; primary?: boolean; type?: 'sales' | 'parts' | 'service' | '';
}

/** Time zones of the demo states outside Queensland (a location in Queensland keeps the default, Brisbane). */
const STATE_TIME_ZONE: Record<string, string> = { NSW: 'Australia/Sydney', VIC: 'Australia/Melbourne', TAS: 'Australia/Hobart' };

/** A location record in dealer.json shape, from the few facts that differ between demo locations. */
export function location(l: LocationInput, extra: Record<string, unknown> = {}) {
  return {
    id: l.id, name: l.name, slug: l.slug, primary: !!l.primary, location_type: l.type ?? 'sales', phone: l.phone, city: l.city,
    address: { street: l.street, city: l.city, state: l.state, postcode: l.postcode, lat: l.lat, long: l.long,
      place_url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${l.street}, ${l.city} ${l.state} ${l.postcode}`)}` },
    contact_detail: { phone: l.phone, opening_hours: weekHours(['8:00am', '5:30pm'], ['8:00am', '12:00pm']) },
    image: `/dealer/img/locations/${l.slug}.svg`,
    ...(STATE_TIME_ZONE[l.state] ? { time_zone: STATE_TIME_ZONE[l.state] } : {}),
    ...extra,
  };
}

export const planLocation = (l: LocationInput): PlanLocation => ({ id: l.id, name: l.name, slug: l.slug, city: l.city, state: l.state, postcode: l.postcode, suburb: l.suburb });
