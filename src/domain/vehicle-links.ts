import { currentPrice } from './pricing';
import type { Car, DealerConfig } from './schemas';

/** Finance link (spec 2): the site's finance path with preferredDealership, vehiclePriceBudget, car_id, car_type, then #finance-form. */
export function financeLink(
  car: Pick<Car, 'id' | 'car_type' | 'dealership_slug' | 'price' | 'offer_price'>,
  config: Pick<DealerConfig, 'finance' | 'slug'>,
): string {
  const q = new URLSearchParams({
    preferredDealership: car.dealership_slug ?? config.slug,
    vehiclePriceBudget: String(currentPrice(car) ?? ''),
    car_id: car.id,
    car_type: car.car_type,
  });
  return `${config.finance.path}?${q.toString()}#finance-form`;
}

/** /checkout-journey?car_id={slug}: online purchase (shown by sidebarActions through isBuyOnlineEligible). */
export function checkoutJourneyPath(slug: string): string {
  return `/checkout-journey?car_id=${encodeURIComponent(slug)}`;
}

/** The enquiry-style routes the page links to while the form dialogs are not on the page: /contact?car_id={slug}. */
export function contactPath(slug: string, kind?: 'test-drive' | 'photos' | 'similar'): string {
  return `/contact?car_id=${encodeURIComponent(slug)}${kind ? `&type=${kind}` : ''}`;
}

/*
 * The vehicle page's links to the dealer's wider site (spec: routes linked from the vehicle page): the models of
 * the car's body type, roadside assist and the end-of-financial-year sale, where the dealer has them.
 */

/** The spec's body slug for /models?body=: lowercase, `&` removed, spaces to hyphens ("SUV & 4WD" reads suv-4wd). */
export function modelsBodySlug(body: string): string {
  return body.toLowerCase().replace(/&/g, ' ').trim().replace(/\s+/g, '-');
}

export interface VehicleLink {
  label: string;
  href: string;
}

/** The links, in the page's order; a body-less car gets no models link, a dealer without roadside assist no such link. */
export function vehicleSiteLinks(body: string | null, site: { roadside_assist_path: string | null; eofy_path: string }): VehicleLink[] {
  const links: VehicleLink[] = [];
  const slug = body ? modelsBodySlug(body) : '';
  if (slug) links.push({ label: `Explore ${body} models`, href: `/models?body=${encodeURIComponent(slug)}` });
  if (site.roadside_assist_path) links.push({ label: 'Roadside assist', href: site.roadside_assist_path });
  links.push({ label: 'End of financial year sale', href: site.eofy_path });
  return links;
}
