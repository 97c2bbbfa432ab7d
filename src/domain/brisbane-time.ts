/*
 * The dealers' clock. The spec counts days on Brisbane time (sales counter, popup expiry, holiday hours,
 * today's opening-hours row, test-drive slots). Brisbane has no daylight saving, so it is always UTC+10:
 * one fixed offset, decided here once.
 */
export const BRISBANE_TIME_ZONE = 'Australia/Brisbane';
export const BRISBANE_OFFSET_MS = 10 * 3_600_000;
const DAY_MS = 86_400_000;

/** The instant as Brisbane wall-clock time, read with the Date's UTC getters. */
function brisbaneClock(now: Date): Date {
  return new Date(now.getTime() + BRISBANE_OFFSET_MS);
}

/** Brisbane calendar date of the instant, YYYY-MM-DD. */
export function brisbaneDate(now: Date): string {
  return brisbaneClock(now).toISOString().slice(0, 10);
}

/** Brisbane wall-clock time of the instant, 'YYYY-MM-DDTHH:mm'. */
export function brisbaneDateTime(now: Date): string {
  return brisbaneClock(now).toISOString().slice(0, 16);
}

/** Brisbane weekday of the instant (0 = Sunday). */
export function brisbaneWeekday(now: Date): number {
  return brisbaneClock(now).getUTCDay();
}

/** Milliseconds of the Brisbane midnight starting the YYYY-MM-DD date (a longer ISO string is cut to its date). */
export function brisbaneMidnight(date: string): number {
  return Date.parse(`${date.slice(0, 10)}T00:00:00Z`) - BRISBANE_OFFSET_MS;
}

/** The last millisecond of the Brisbane day of the YYYY-MM-DD date. */
export function brisbaneEndOfDay(date: string): number {
  return brisbaneMidnight(date) + DAY_MS - 1;
}
