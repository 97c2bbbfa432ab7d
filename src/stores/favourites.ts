import { persistedAtom } from './persisted';

import type { Favourite } from './stored-schemas';

export type { Favourite };

/** Saved cars (favourites / compare), shared by every island on every page: '{slug}-FavouritedCars'. */
export const $favourites = persistedAtom('FavouritedCars', []);

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
