// zod/mini: the same checks at a fraction of the browser bundle of full zod.
import * as z from 'zod/mini';
import { persistedAtom } from './persisted';

/** A favourite as stored locally (spec 3). */
export const favouriteSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  make: z.string(),
  model: z.string(),
  primary_image_url: z.nullable(z.string()),
});
export type Favourite = z.infer<typeof favouriteSchema>;

/** Saved cars (favourites / compare), shared by every island on every page: '{slug}-FavouritedCars'. */
export const $favourites = persistedAtom('FavouritedCars', z.array(favouriteSchema), []);

export function isFavourite(id: string, list = $favourites.get()): boolean {
  return list.some((f) => f.id === id);
}

/** SAVE / SAVED toggle (state only; src/islands/site/saving.ts adds the analytics). Returns true when the car is now saved. */
export function toggleFavourite(car: Favourite): boolean {
  const list = $favourites.get();
  if (isFavourite(car.id, list)) {
    $favourites.set(list.filter((f) => f.id !== car.id));
    return false;
  }
  $favourites.set([...list, car]);
  return true;
}
