/*
 * A location's clock. Opening hours are the location's wall-clock hours, so "today" and "open now" are read in
 * the location's IANA time zone (a setting per location, Brisbane by default), in the shopper's browser at the
 * moment they look: never fixed at build time (a page built on Saturday is read on Monday). brisbane-time.ts stays the
 * fixed-offset clock of the rules the spec counts on Brisbane time (sales counter, popup expiry).
 */
import { BRISBANE_TIME_ZONE } from './brisbane-time';

export const DEFAULT_TIME_ZONE = BRISBANE_TIME_ZONE;

/** An IANA zone name ('Australia/Perth', 'UTC'): Region/City form the runtime knows. Offsets ('+10:00') are refused: they ignore daylight saving. */
export function isTimeZone(name: string): boolean {
  if (!/^(?:UTC|[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)+)$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export type ZoneClock = { /** YYYY-MM-DD */ date: string; /** 0 = Sunday */ weekday: number; /** minutes since midnight */ minutes: number };

const formats = new Map<string, Intl.DateTimeFormat>();
const WEEKDAY: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The wall-clock date, weekday and time of the instant in the zone. */
export function zoneClock(now: Date, timeZone: string = DEFAULT_TIME_ZONE): ZoneClock {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(now).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, weekday: WEEKDAY[p.weekday ?? ''] ?? 0, minutes: (Number(p.hour) % 24) * 60 + Number(p.minute) };
}
