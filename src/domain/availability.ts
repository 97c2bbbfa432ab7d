import type { Car } from './schemas';

/** Statuses a site shows at all; any other feed value is hidden (spec 4). */
export const SHOWN_STATUSES = ['in_stock', 'coming_soon', 'sold'] as const;
/** The shown statuses a shopper can still buy (spec: "Available means in_stock or coming_soon"). */
export const AVAILABLE_STATUSES = ['in_stock', 'coming_soon'] as const;

export const SOLD_NOTICE = 'SOLD';
export const FIND_SIMILAR_BUTTON = 'Find Me Something Similar';

export function isShownStatus(car: Pick<Car, 'status'>): boolean {
  return (SHOWN_STATUSES as readonly string[]).includes(car.status);
}

/** Sold either by status or by the feed's separate sold flag (listings carry both). */
export function isSold(car: Pick<Car, 'status' | 'sold'>): boolean {
  return car.status === 'sold' || car.sold === true;
}

/** Spec: "Available means in_stock or coming_soon". A sold flag overrides a stale status. */
export function isAvailable(car: Pick<Car, 'status' | 'sold'>): boolean {
  return (AVAILABLE_STATUSES as readonly string[]).includes(car.status) && !car.sold;
}

/** Purchasable, as the finance and favourite rules use it: available right now. */
export const isPurchasable = isAvailable;

/** The sidebar's SOLD notice, or null when the car is available. */
export function soldNotice(car: Pick<Car, 'status' | 'sold'>): string | null {
  return isAvailable(car) ? null : SOLD_NOTICE;
}
