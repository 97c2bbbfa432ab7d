// zod/mini: the same checks at a fraction of the browser bundle of full zod.
import * as z from 'zod/mini';
import { persistedAtom } from './persisted';

/** A viewed-car record (spec 3), stored locally under '{slug}-ViewCar', most recent first. */
export const viewedCarSchema = z.object({
  id: z.string(),
  stocknum: z.nullable(z.string()),
  make: z.string(),
  model: z.string(),
  body: z.nullable(z.string()),
  simple_body: z.nullable(z.string()),
  // Shown by the recently-viewed strip (issue 21); optional so records written before still read.
  name: z.optional(z.string()),
  slug: z.optional(z.string()),
  image: z.optional(z.nullable(z.string())),
  price: z.optional(z.string()),
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
