import type { Car, DealerConfig } from '../../src/domain/schemas';
import type { SiteData } from '../../src/build/site-data';
import path from 'node:path';
import { DealerValidationError, rel, type DealerBundle } from './load-dealer';
import { sanitizeFeedHtml } from './sanitize';
import { dealerPages } from './dealer-pages';
import { publicSearchConfig } from './secret-guard';
import { listedCars } from '../../src/domain/listing';
import { isOfferShownOnSite } from '../../src/domain/offers';
import { buildEmbeddedIndex } from '../../src/search/build-index';
import { toSiteSearchDocument } from '../../src/search/document';
import { matchRawFilter, RawFilterError } from '../../src/search/listing-filter';

/**
 * Derives the site's data from a validated dealer bundle: the listing (src/domain/listing.ts: status, sold
 * window per make, base filter, exclusions, decided here once), the one search index built from it, sanitised
 * HTML, offers for this site, and the dealer's content-page Markdown (dealer-pages.ts: pages never read the
 * dealer folder). Pages, counts, tiles, sitemap, feeds, similar cars, /search-index.json and `sync:search` all
 * read `cars` and `searchIndex`; nothing downstream filters the stock again.
 */
export function prepareSite(bundle: DealerBundle, now: Date): SiteData {
  const { config } = bundle;
  let listed: Car[];
  try {
    listed = listedCars(bundle.cars, config, now, matchRawFilter);
  } catch (e) {
    if (!(e instanceof RawFilterError)) throw e;
    throw new DealerValidationError([{ file: rel(path.join(bundle.dir, 'dealer.json')), field: 'search.visibility', reason: `the base filter is not a valid search filter: ${e.message}` }]);
  }
  const cars = listed.map((car): Car => ({ ...car, dealercomments: sanitizeFeedHtml(car.dealercomments) }));
  // The documents carry each car's weekly figure (compare page), worked out with this site's finance settings.
  const searchIndex = buildEmbeddedIndex(cars.map((car) => toSiteSearchDocument(car, { config, now })));
  const offers = bundle.offers
    .filter((o) => isOfferShownOnSite(o, config.id))
    .map((o) => ({ ...o, description: sanitizeFeedHtml(o.description), sanitized_description: sanitizeFeedHtml(o.sanitized_description), disclaimer: sanitizeFeedHtml(o.disclaimer) }));
  return { config: publicConfig(config), cars, searchIndex, offers, pages: dealerPages(bundle.dir, config.pages), reviews: bundle.reviews, brands: bundle.brands, makes: bundle.makes, now: now.toISOString() };
}

/** The config as pages may publish it: an embedded-engine site publishes no search host or key (secret-guard.ts). */
function publicConfig(config: DealerConfig): DealerConfig {
  return { ...config, search: publicSearchConfig(config.search) };
}
