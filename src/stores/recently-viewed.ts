import { persistedAtom } from './persisted';

import type { ViewedCar } from './stored-schemas';

/** A viewed-car record (spec 3), stored locally under '{slug}-ViewCar', most recent first. */
export type { ViewedCar };

/** Enough history for "recently viewed" strips without letting the key grow without bound. */
export const RECENTLY_VIEWED_MAX = 20;

export const $recentlyViewed = persistedAtom('ViewCar', []);

/** Moves the car to the front (no duplicates). Storage failures are only logged (spec 8), never thrown. */
export function recordView(car: ViewedCar): void {
  try {
    const rest = $recentlyViewed.get().filter((v) => v.id !== car.id);
    $recentlyViewed.set([car, ...rest].slice(0, RECENTLY_VIEWED_MAX));
  } catch (err) {
    console.error('Could not record the viewed car', err);
  }
}
