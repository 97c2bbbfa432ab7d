import { isAvailable } from './availability';
import { isReserveEligible, isTradeInEligible } from './eligibility';
import type { Car, DealerConfig } from './schemas';

export type SidebarAction = 'enquire' | 'test_drive' | 'reserve' | 'checkout_journey' | 'trade_in' | 'finance' | 'find_similar';

/** Sidebar buttons: a car that is not available gets only 'Find Me Something Similar' in place of the purchase buttons. */
export function sidebarActions(car: Pick<Car, 'status' | 'sold' | 'reserved' | 'price' | 'offer_price'>, config: Pick<DealerConfig, 'features'>): SidebarAction[] {
  if (!isAvailable(car)) return ['find_similar'];
  const actions: SidebarAction[] = ['enquire', 'test_drive'];
  if (isReserveEligible(car, config)) actions.push('reserve');
  if (config.features.checkout_journey && car.status === 'in_stock' && !car.reserved) actions.push('checkout_journey');
  if (isTradeInEligible(car, config)) actions.push('trade_in');
  actions.push('finance');
  return actions;
}

/** Reserve route: /cars/{slug}/checkout, or /cars/{slug}/buy-online on sites with that flag. */
export function reservePath(slug: string, config: Pick<DealerConfig, 'features'>): string {
  return `/cars/${slug}/${config.features.buy_online ? 'buy-online' : 'checkout'}`;
}

/** Trade-in route with the car id: /cars/trade-in?car_id={id} (or the site's override path). */
export function tradeInPath(carId: string, config: Pick<DealerConfig, 'features'>): string {
  return `${config.features.trade_in_path}?car_id=${encodeURIComponent(carId)}`;
}
