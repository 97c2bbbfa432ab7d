import { isReserveEligible } from '../domain/eligibility';
import { isGatedPath } from '../domain/gated-routes';
import { locationPhone } from '../domain/location-phone';
import { primaryLocation } from '../domain/locations';
import { responsiveImage } from '../domain/responsive-image';
import type { Car, DealerConfig } from '../domain/schemas';
import { carPath } from '../domain/site-paths';
import { paymentHandoffUrl, reserveDeposit, reservePath } from '../domain/vehicle-actions';
import { imageContext } from './images';

/**
 * The reserve pages of a site: one per reserve-eligible car, under the one route the site reserves through
 * (/cars/{slug}/checkout, or /cars/{slug}/buy-online where purchase.buy_online is on); the other route has none.
 */
export function reservePageRoutes(route: 'checkout' | 'buy-online', config: DealerConfig, cars: readonly Car[]) {
  if (config.purchase.buy_online !== (route === 'buy-online')) return [];
  return cars.filter((car) => isReserveEligible(car, config)).map((car) => ({ params: { slug: car.slug }, props: { car } }));
}

/** What the reserve page of one car shows (src/components/site/ReservePage.astro); `title` names the route. */
export function reservePageView(car: Car, title: string, config: DealerConfig) {
  const first = car.images[0];
  const photoUrl = car.primary_image_url ?? first?.url;
  const primary = primaryLocation(config.locations);
  // The lead is a reservation of this car with its deposit; a configured payment processor takes over after it.
  const kind = config.purchase.buy_online ? ('buy_online' as const) : ('reserve' as const);
  const deposit = reserveDeposit(config);
  return {
    heading: `${title}: ${car.name}`,
    gated: isGatedPath(reservePath(car.slug, config), config),
    crumbs: [
      { label: 'Home', href: '/' },
      { label: car.name, href: carPath(car.slug) },
      { label: title, href: null },
    ],
    photo: photoUrl
      ? responsiveImage({ url: photoUrl, thumb: first?.thumb?.url ?? null, width: first?.width, height: first?.height }, 'summary', imageContext(config), {
          width: 640,
          height: 427,
        })
      : null,
    facts: [car.year, car.make, car.model].filter(Boolean).join(' ') + (car.stocknum ? ` · Stock ${car.stocknum}` : ''),
    depositText: config.purchase.reserve_price_text,
    formHeading: kind === 'buy_online' ? 'Buy this vehicle online' : 'Reserve this vehicle',
    kind,
    deposit,
    handoff: paymentHandoffUrl(car, config, deposit),
    phone: primary ? locationPhone(primary, config) : null,
  };
}
