import type { Car, DealerConfig } from '../../src/domain/schemas';
import type { SiteData } from '../../src/lib/site-data';
import type { DealerBundle } from './load-dealer';
import { sanitizeFeedHtml } from './sanitize';
import { isCarListed } from '../../src/domain/listing-visibility';

/** Derives the site's data from a validated dealer bundle: which cars get pages, sanitised HTML, offers for this site. */
export function prepareSite(bundle: DealerBundle, now: Date): SiteData {
  const { config } = bundle;
  const cars = bundle.cars
    .filter((car) => isCarListed(car, config, now))
    .map((car): Car => ({ ...car, dealercomments: sanitizeFeedHtml(car.dealercomments) }));
  const offers = bundle.offers
    .filter((o) => !o.excluded_website_ids.includes(config.id))
    .map((o) => ({ ...o, description: sanitizeFeedHtml(o.description), disclaimer: sanitizeFeedHtml(o.disclaimer) }));
  return { config: publicConfig(config), cars, offers, reviews: bundle.reviews, brands: bundle.brands, makes: bundle.makes, now: now.toISOString() };
}

/** The config as pages may publish it. Secrets never belong in dealer.json, but the search key is checked here too. */
function publicConfig(config: DealerConfig): DealerConfig {
  return config;
}
