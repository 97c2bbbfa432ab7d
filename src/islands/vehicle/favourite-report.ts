import { EVENT_UNSAVE } from '../../domain/analytics-events';
import { track } from '../../lib/analytics';
import type { Favourite } from '../../stores/favourites';

/**
 * What a SAVE / SAVED click reports: analytics event 39 when the car is now saved, 49 when it was taken out (the saved-cars
 * page's toggleFavourite reports through it too). FavouriteButton loads this on its first click.
 */
export function reportFavourite(car: Favourite, saved: boolean): void {
  track(saved ? 39 : EVENT_UNSAVE, { car_id: car.id, make: car.make, model: car.model, kind: 'favourite' });
}
