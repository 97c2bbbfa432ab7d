import { z } from 'zod';
import { persistedAtom } from './persisted';

/** A viewed-car record (spec 3), stored locally under '{slug}-ViewCar', most recent first. */
export const viewedCarSchema = z.object({
  id: z.string(),
  stocknum: z.string().nullable(),
  make: z.string(),
  model: z.string(),
  body: z.string().nullable(),
  simple_body: z.string().nullable(),
});
export type ViewedCar = z.infer<typeof viewedCarSchema>;

/** Enough history for "recently viewed" strips without letting the key grow without bound. */
export const RECENTLY_VIEWED_MAX = 20;

export const $recentlyViewed = persistedAtom('ViewCar', z.array(viewedCarSchema), []);

/** Moves the car to the front (no duplicates). Storage failures are only logged (spec 8), never thrown. */
export function recordView(car: ViewedCar): void {
  try {
    const rest = $recentlyViewed.get().filter((v) => v.id !== car.id);
    $recentlyViewed.set([car, ...rest].slice(0, RECENTLY_VIEWED_MAX));
  } catch (err) {
    console.error('Could not record the viewed car', err);
  }
}
