import type { Car } from './schemas';
import { newOrUsed } from './vehicle-condition';

/*
 * Analytics event ids of the vehicle spec (section 7: 4, 18, 25, 26, 39, 49). The spec names what 4, 25, 26 and
 * 39 are for and lists 18 and 49 without saying; this project pairs each with its named counterpart:
 *  - 4 is the used vehicle view, so 18 is the view of a new vehicle. Used or new is the one condition rule
 *    (newOrUsed) the page's own labels follow: a demo car is used, as its call-dealer event says 'Used Car';
 *  - 39 is a watchlist save or favourite add, so 49 is the matching remove.
 */
export const EVENT_USED_VEHICLE_VIEW = 4;
export const EVENT_OTHER_VEHICLE_VIEW = 18;
export const EVENT_CALL_DEALER = 25;
export const EVENT_FINANCE_CALCULATOR = 26;
export const EVENT_SAVE = 39;
export const EVENT_UNSAVE = 49;

/** The view event of one vehicle page: 4 for a used (or demo) car, 18 for a new one. */
export function vehicleViewEventId(car: Pick<Car, 'car_type'>): number {
  return newOrUsed(car) === 'used' ? EVENT_USED_VEHICLE_VIEW : EVENT_OTHER_VEHICLE_VIEW;
}
