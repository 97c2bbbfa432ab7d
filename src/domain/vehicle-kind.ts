import { bodyType } from './body-type';
import type { Car } from './schemas';

/** The feed's item_type says caravan: the page shows Caravan Details and the caravan specification rows. */
export function isCaravan(car: Pick<Car, 'item_type'>): boolean {
  return car.item_type?.trim().toLowerCase() === 'caravan';
}

/**
 * What a stock item is, for what can truthfully be said about it:
 * - 'car': item_type car, or none (feeds of car dealers leave it out);
 * - 'motorcycle';
 * - 'towed': caravans and camper trailers, which have no engine, fuel, gearbox or driven wheels of their own,
 *   whatever defaults the feed fills those fields with;
 * - 'motor-vehicle': any other self-powered vehicle (trucks, motorhomes, boats). Feeds list motorhomes under
 *   item_type caravan with the body Motorhome: those drive themselves.
 */
export type VehicleKind = 'car' | 'motorcycle' | 'towed' | 'motor-vehicle';

export function vehicleKind(car: Pick<Car, 'item_type' | 'body' | 'simple_body'>): VehicleKind {
  const type = car.item_type?.trim().toLowerCase() ?? '';
  if (type === '' || type === 'null' || type === 'car') return 'car';
  if (type === 'motorcycle') return 'motorcycle';
  const body = bodyType(car)?.toLowerCase() ?? '';
  if ((type === 'caravan' || type === 'camper') && !body.includes('motorhome')) return 'towed';
  return 'motor-vehicle';
}
