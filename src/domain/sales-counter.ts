import { brisbaneMidnight } from './brisbane-time';

/** Spec 9: 192 sales a day, one unit every 450 s (86400 / 450 = 192), counted on Brisbane time. */
export const SALES_PER_DAY = 192;
export const SECONDS_PER_SALE = 450;
export const SALES_COUNTER_REFRESH_MS = 150_000;
export const SALES_COUNTER_ANIMATION_MS = 2000;

/** base + one unit per 450 s elapsed since Brisbane midnight of `since`; never below base. */
export function salesCounterValue(now: Date, counter: { base: number; since: string }): number {
  const elapsed = (now.getTime() - brisbaneMidnight(counter.since)) / 1000;
  return counter.base + Math.max(0, Math.floor(elapsed / SECONDS_PER_SALE));
}
