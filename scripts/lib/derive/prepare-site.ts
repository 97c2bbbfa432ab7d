import type { Car, DealerConfig } from '../../../src/domain/schemas';
import type { SiteData } from '../../../src/views/site-data';
import path from 'node:path';
import { DealerValidationError, rel, type DealerBundle } from '../load/load-dealer';
import { sanitizeFeedHtml } from './sanitize';
import { dealerPages } from './dealer-pages';
import { publicSearchConfig } from '../shared/secret-guard';
import { listingAccount, type ListingAccount } from '../../../src/domain/listing';
import { canonicalNames, type Canonicalisation } from '../../../src/domain/canonical-names';
import { isOfferShownOnSite } from '../../../src/domain/offers';
import { buildEmbeddedIndex } from '../../../src/search/build-index';
import { searchSettings, toSiteSearchDocument } from '../../../src/search/document';
import { matchRawFilter, RawFilterError } from '../../../src/search/listing-filter';

/** The derived site, and how it was derived from the snapshot: why each other car is not listed, which names were respelt. */
export interface DerivedSite {
  site: SiteData;
  /** Of the snapshot's cars (names canonical): the listed ones and, for each other, why not. */
  account: ListingAccount;
  canonicalisations: Canonicalisation[];
}

/**
 * Derives the site's data from a validated dealer bundle: one spelling per make, model, state and location name
 * (src/domain/canonical-names.ts: makes.json and the dealer's locations decide, else the stock's most common
 * spelling), the listing with its account (src/domain/listing.ts: status, sold window per make, base filter,
 * exclusions, decided here once), the one search index built from it, sanitised HTML, offers for this site, and
 * the dealer's content-page Markdown (dealer-pages.ts: pages never read the dealer folder). Pages, counts, tiles,
 * sitemap, feeds, similar cars, /search-index.json and `sync:search` all read `cars` and `searchIndex`; nothing
 * downstream filters or respells the stock again.
 */
export function deriveSite(bundle: DealerBundle, now: Date): DerivedSite {
  const { config } = bundle;
  const named = canonicalNames(bundle.cars, { makes: bundle.makes, locations: config.locations });
  let account: ListingAccount;
  try {
    account = listingAccount(named.cars, config, now, matchRawFilter);
  } catch (e) {
    if (!(e instanceof RawFilterError)) throw e;
    throw new DealerValidationError([
      { file: rel(path.join(bundle.dir, 'dealer.json')), field: 'search.visibility', reason: `the base filter is not a valid search filter: ${e.message}` },
    ]);
  }
  const cars = account.listed.map((car): Car => ({ ...car, dealercomments: sanitizeFeedHtml(car.dealercomments) }));
  // The documents carry each car's weekly figure (compare page), worked out with this site's finance settings.
  // Settings sized to the stock, as the real server's (meiliSettings): every car of a big dealer can be paged to.
  const searchIndex = buildEmbeddedIndex(
    cars.map((car) => toSiteSearchDocument(car, { config, now })),
    searchSettings(cars.length),
  );
  const offers = bundle.offers
    .filter((o) => isOfferShownOnSite(o, config.id))
    .map((o) => ({
      ...o,
      description: sanitizeFeedHtml(o.description),
      sanitized_description: sanitizeFeedHtml(o.sanitized_description),
      disclaimer: sanitizeFeedHtml(o.disclaimer),
    }));
  const site = {
    config: publicConfig(config),
    cars,
    searchIndex,
    offers,
    pages: dealerPages(bundle.dir, config.pages),
    reviews: bundle.reviews,
    brands: bundle.brands,
    makes: bundle.makes,
    now: now.toISOString(),
  };
  return { site, account, canonicalisations: named.changes };
}

/** The site's data alone (deriveSite's `site`). */
export function prepareSite(bundle: DealerBundle, now: Date): SiteData {
  return deriveSite(bundle, now).site;
}

/** The config as pages may publish it: an embedded-engine site publishes no search host or key (secret-guard.ts). */
function publicConfig(config: DealerConfig): DealerConfig {
  return { ...config, search: publicSearchConfig(config.search) };
}
