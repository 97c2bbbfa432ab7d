/** Spec 9: 192 sales a day, one unit every 450 s (86400 / 450 = 192), counted on Brisbane time. */
export const SALES_PER_DAY = 192;
export const SECONDS_PER_SALE = 450;
export const SALES_COUNTER_REFRESH_MS = 150_000;
export const SALES_COUNTER_ANIMATION_MS = 2000;
/** Brisbane has no daylight saving: always UTC+10. */
const BRISBANE_OFFSET_MS = 10 * 3_600_000;

/** Milliseconds of Brisbane midnight starting the given YYYY-MM-DD date. */
function brisbaneMidnight(date: string): number {
  return Date.parse(`${date.slice(0, 10)}T00:00:00Z`) - BRISBANE_OFFSET_MS;
}

/** base + one unit per 450 s elapsed since Brisbane midnight of `since`; never below base. */
export function salesCounterValue(now: Date, counter: { base: number; since: string }): number {
  const elapsed = (now.getTime() - brisbaneMidnight(counter.since)) / 1000;
  return counter.base + Math.max(0, Math.floor(elapsed / SECONDS_PER_SALE));
}

/** Units sold so far today, Brisbane time (0..191). */
export function salesToday(now: Date): number {
  const local = new Date(now.getTime() + BRISBANE_OFFSET_MS);
  const secondsToday = local.getUTCHours() * 3600 + local.getUTCMinutes() * 60 + local.getUTCSeconds();
  return Math.floor(secondsToday / SECONDS_PER_SALE);
}
