import { isShownStatus } from './availability';
import type { Car, DealerConfig } from './schemas';
import { isSoldCarStillVisible } from './search-shaping';

/** A car gets a page and a search entry when its status is shown (in_stock, coming_soon, sold) and, if sold, it is inside the sold window. */
export function isCarListed(car: Car, config: Pick<DealerConfig, 'search'>, now: Date): boolean {
  return isShownStatus(car) && isSoldCarStillVisible(car, config, now);
}
