import { currentOffers } from '../domain/offers';
import type { Offer } from '../domain/schemas';
import { getSite } from './site-data';

/** The offers this site shows at build time ("now" is the site's build date): every offers page and block reads this. */
export function siteOffers(): Offer[] {
  const { offers, config, now } = getSite();
  return currentOffers(offers, config.id, new Date(now));
}
