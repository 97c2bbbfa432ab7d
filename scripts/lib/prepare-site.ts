import type { Car, DealerConfig } from '../../src/domain/schemas';
import type { SiteData } from '../../src/lib/site-data';
import path from 'node:path';
import { DealerValidationError, rel, type DealerBundle } from './load-dealer';
import { sanitizeFeedHtml } from './sanitize';
import { publicSearchConfig } from './secret-guard';
import { isCarListed } from '../../src/domain/listing-visibility';
import { carsInBaseFilter } from '../../src/search/base-filter-cars';

/**
 * Derives the site's data from a validated dealer bundle: which cars get pages (listed, and inside the dealer's
 * base filter), sanitised HTML, offers for this site.
 */
export function prepareSite(bundle: DealerBundle, now: Date): SiteData {
  const { config } = bundle;
  const inFilter = carsInBaseFilter(bundle.cars.filter((car) => isCarListed(car, config, now)), config);
  if ('error' in inFilter) {
    throw new DealerValidationError([{ file: rel(path.join(bundle.dir, 'dealer.json')), field: 'search.visibility', reason: `the base filter is not a valid search filter: ${inFilter.error}` }]);
  }
  const cars = inFilter.cars.map((car): Car => ({ ...car, dealercomments: sanitizeFeedHtml(car.dealercomments) }));
  const offers = bundle.offers
    .filter((o) => !o.excluded_website_ids.includes(config.id))
    .map((o) => ({ ...o, description: sanitizeFeedHtml(o.description), sanitized_description: sanitizeFeedHtml(o.sanitized_description), disclaimer: sanitizeFeedHtml(o.disclaimer) }));
  return { config: publicConfig(config), cars, offers, reviews: bundle.reviews, brands: bundle.brands, makes: bundle.makes, now: now.toISOString() };
}

/** The config as pages may publish it: an embedded-engine site publishes no search host or key (secret-guard.ts). */
function publicConfig(config: DealerConfig): DealerConfig {
  return { ...config, search: publicSearchConfig(config.search) };
}
