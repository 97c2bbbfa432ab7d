import { isAvailable } from './availability';
import { fuelKind, isHybridFuel } from './fuel';
import type { Car, DealerConfig } from './schemas';
import { isCertifiedPreOwned } from './vehicle-condition';

/** Spec 9: "New-tag window 8 days". */
export const NEW_TAG_DAYS = 8;
const DAY_MS = 86_400_000;

export type TagBadge =
  | { kind: 'sold'; text: string }
  | { kind: 'electric'; text: 'Electric' }
  | { kind: 'hybrid'; text: 'Hybrid' }
  | { kind: 'reserved'; text: 'Reserved' }
  | { kind: 'certified'; text: string; image: string }
  | { kind: 'custom'; text: string }
  | { kind: 'coming_soon'; text: 'COMING SOON' }
  | { kind: 'new_arrival'; text: string };

export const SOLD_TAG = 'SOLD';
/** Default wording of the new-arrival tag (badges.new_arrival_text). */
export const NEW_ARRIVAL_TEXT = 'JUST ARRIVED';

type BadgeCar = Pick<Car, 'status' | 'sold' | 'fuel' | 'simple_fuel' | 'reserved' | 'certified' | 'car_type' | 'make' | 'tag' | 'created_at'>;

/** True when the car was created no more than 8 days before now. */
export function isNewArrival(createdAt: string | null, now: Date): boolean {
  const created = Date.parse(createdAt ?? '');
  if (Number.isNaN(created)) return false;
  const age = now.getTime() - created;
  return age >= 0 && age <= NEW_TAG_DAYS * DAY_MS;
}

/** The settings the tag badge reads (new_arrival_text falls back to the default when absent). */
export type BadgeSettings = Pick<DealerConfig['badges'], 'fuel_tags' | 'certified_enabled' | 'certified_make' | 'certified_image'> &
  Partial<Pick<DealerConfig['badges'], 'new_arrival_text'>>;

/**
 * The certified badge: one configured make, certified=true, programme flag on, not sold (spec 2), and a used car
 * (spec 4, "certified used image"): the programme is a pre-owned one, so a new car marked certified never shows it.
 */
export function isCertifiedBadgeShown(car: BadgeCar, config: { badges: Pick<BadgeSettings, 'certified_enabled' | 'certified_make'> }): boolean {
  const { certified_enabled, certified_make } = config.badges;
  return certified_enabled && !!certified_make && isCertifiedPreOwned(car) && car.make.toLowerCase() === certified_make.toLowerCase() && isAvailable(car);
}

/**
 * Spec 4 priority: Electric/Hybrid (where enabled), Reserved, certified image, custom tag, COMING SOON,
 * the new-arrival tag within 8 days, nothing. A car that is not for sale shows the sold tag before all of them.
 */
export function tagBadge(car: BadgeCar, config: { badges: BadgeSettings }, now: Date): TagBadge | null {
  const tag = car.tag && car.tag !== 'null' ? car.tag.trim() : '';
  if (!isAvailable(car)) return { kind: 'sold', text: /sold/i.test(tag) ? tag : SOLD_TAG };
  if (config.badges.fuel_tags) {
    const fuel = fuelKind(car);
    if (isHybridFuel(fuel)) return { kind: 'hybrid', text: 'Hybrid' };
    if (fuel === 'electric') return { kind: 'electric', text: 'Electric' };
  }
  if (car.reserved) return { kind: 'reserved', text: 'Reserved' };
  if (isCertifiedBadgeShown(car, config)) {
    return { kind: 'certified', text: `Certified ${config.badges.certified_make}`, image: config.badges.certified_image };
  }
  if (tag) return { kind: 'custom', text: tag };
  if (car.status === 'coming_soon') return { kind: 'coming_soon', text: 'COMING SOON' };
  // Worded as an arrival (badges.new_arrival_text, 'JUST ARRIVED'), never 'NEW': that reads as car_type new.
  if (isNewArrival(car.created_at, now)) return { kind: 'new_arrival', text: config.badges.new_arrival_text || NEW_ARRIVAL_TEXT };
  return null;
}
