import type { Car } from './schemas';

/*
 * A car's condition, one rule for every place that states it (the ad feeds, structured data, the compare table,
 * analytics labels). The feed's car_type is new, used or demo; channels that know only new and used (Google,
 * Meta, schema.org) list a demonstrator as used: it has been registered and driven, so it is not sold as new.
 */
export type VehicleCondition = 'new' | 'used' | 'demo';

/** Takes a search index document too (its car_type is the car's, as text). */
export function vehicleCondition(car: { car_type: Car['car_type'] | string }): VehicleCondition {
  return car.car_type === 'new' || car.car_type === 'demo' ? car.car_type : 'used';
}

const LABELS: Record<VehicleCondition, string> = { new: 'New', used: 'Used', demo: 'Demo' };

/** The condition in words, as a table row shows it: 'New', 'Used', 'Demo'. */
export function conditionLabel(car: { car_type: Car['car_type'] | string }): string {
  return LABELS[vehicleCondition(car)];
}

/** Condition for a channel that knows only new and used: a demo car is used. */
export function newOrUsed(car: { car_type: Car['car_type'] | string }): 'new' | 'used' {
  return vehicleCondition(car) === 'new' ? 'new' : 'used';
}

/** Certified pre-owned: a car the dealer marks certified that is not new (a used or demo car). */
export function isCertifiedPreOwned(car: Pick<Car, 'car_type' | 'certified'>): boolean {
  return newOrUsed(car) === 'used' && car.certified;
}
