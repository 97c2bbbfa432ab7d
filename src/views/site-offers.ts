import { currentOffers } from '../domain/offers';
import type { Offer } from '../domain/schemas';
import type { SiteData } from './site-data';

/** The offers this site shows at build time ("now" is the site's build date): every offers page and block reads this. */
export function siteOffers(site: Pick<SiteData, 'offers' | 'config' | 'now'>): Offer[] {
  return currentOffers(site.offers, site.config.id, new Date(site.now));
}
