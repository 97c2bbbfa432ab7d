import { currentPrice } from './pricing';
import type { Car, DealerConfig } from './schemas';

/** Finance link (spec 2): the site's finance path with preferredDealership, vehiclePriceBudget, car_id, car_type, then #finance-form. */
export function financeLink(car: Pick<Car, 'id' | 'car_type' | 'dealership_slug' | 'price' | 'offer_price'>, config: Pick<DealerConfig, 'finance' | 'slug'>): string {
  const q = new URLSearchParams({
    preferredDealership: car.dealership_slug ?? config.slug,
    vehiclePriceBudget: String(currentPrice(car) ?? ''),
    car_id: car.id,
    car_type: car.car_type,
  });
  return `${config.finance.path}?${q.toString()}#finance-form`;
}

/** /checkout-journey?car_id={slug}: online purchase (feature flag checked by sidebarActions). */
export function checkoutJourneyPath(slug: string): string {
  return `/checkout-journey?car_id=${encodeURIComponent(slug)}`;
}

/** The enquiry-style routes the page links to while the form dialogs are not on the page: /contact?car_id={slug}. */
export function contactPath(slug: string, kind?: 'test-drive' | 'photos' | 'similar'): string {
  return `/contact?car_id=${encodeURIComponent(slug)}${kind ? `&type=${kind}` : ''}`;
}
