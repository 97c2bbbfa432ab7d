import { isAvailable } from './availability';
import { isBuyOnlineEligible, isReserveEligible, isTradeInEligible } from './eligibility';
import type { Car, DealerConfig } from './schemas';
import { carReservePath } from './site-paths';

export type SidebarAction = 'enquire' | 'test_drive' | 'reserve' | 'checkout_journey' | 'trade_in' | 'finance' | 'find_similar';

/** Sidebar buttons: a car that is not available gets only 'Find Me Something Similar' in place of the purchase buttons. */
export function sidebarActions(
  car: Pick<Car, 'status' | 'sold' | 'reserved' | 'price' | 'offer_price' | 'preorder'>,
  config: Pick<DealerConfig, 'purchase'>,
): SidebarAction[] {
  if (!isAvailable(car)) return ['find_similar'];
  const actions: SidebarAction[] = ['enquire', 'test_drive'];
  if (isReserveEligible(car, config)) actions.push('reserve');
  if (isBuyOnlineEligible(car, config)) actions.push('checkout_journey');
  if (isTradeInEligible(car, config)) actions.push('trade_in');
  actions.push('finance');
  return actions;
}

/** Reserve route: /cars/{slug}/checkout, or /cars/{slug}/buy-online on sites with that flag. */
export function reservePath(slug: string, config: Pick<DealerConfig, 'purchase'>): string {
  return carReservePath(slug, config.purchase.buy_online);
}

/** Trade-in route with the car id: /cars/trade-in?car_id={id} (or the site's override path). */
export function tradeInPath(carId: string, config: Pick<DealerConfig, 'purchase'>): string {
  return `${config.purchase.trade_in_path}?car_id=${encodeURIComponent(carId)}`;
}

/** Reserve deposit in dollars from the reserve price text ('$200' -> 200); null when the text names no amount. */
export function reserveDeposit(config: Pick<DealerConfig, 'purchase'>): number | null {
  const amount = /\$\s*([\d,]+(?:\.\d+)?)/.exec(config.purchase.reserve_price_text)?.[1];
  if (amount === undefined) return null;
  const n = Number(amount.replace(/,/g, ''));
  return Number.isFinite(n) && n > 0 ? n : null;
}

export type PurchaseKind = 'reserve' | 'buy_online' | 'checkout_journey';

/** Category and subcategory of a purchase lead, so the dealer's CRM files it as a reservation, not an enquiry. */
export function purchaseLeadLabels(kind: PurchaseKind): { category: string; subcategory: string } {
  if (kind === 'checkout_journey') return { category: 'Reservation', subcategory: 'Online Purchase' };
  return { category: 'Reservation', subcategory: kind === 'buy_online' ? 'Buy Online' : 'Reserve Vehicle' };
}

type HandoffCar = Pick<Car, 'id' | 'slug' | 'stocknum' | 'payment_processors'>;

/**
 * Where a reservation goes once its lead is stored: the first of the car's payment_processors the dealer
 * configured an address for, with the car and amount filled in; null (the shopper lands on /success) otherwise.
 */
export function paymentHandoffUrl(car: HandoffCar, config: Pick<DealerConfig, 'purchase'>, amount: number | null): string | null {
  const configured = config.purchase.payment_processors;
  const template = car.payment_processors.map((p) => configured[p]).find((address) => typeof address === 'string');
  if (template === undefined) return null;
  const values = {
    car_id: String(car.id),
    slug: car.slug,
    stock_number: car.stocknum ?? '',
    amount: amount === null ? '' : String(amount),
  };
  // {lead_id} is left in place for the form, which knows it only after the API answers.
  return template.replace(/\{(car_id|slug|stock_number|amount)\}/g, (_, k: keyof typeof values) => encodeURIComponent(values[k]));
}
