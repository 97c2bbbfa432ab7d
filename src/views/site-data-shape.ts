import type { Brand, Car, DealerConfig, Make, Offer, Review } from '../domain/schemas';
import type { EmbeddedIndex } from '../search/index-format';

/** Everything the pages of one dealer site are rendered from; written by scripts/build.ts, read at build time only. */
export interface SiteData {
  config: DealerConfig;
  /** The listing: cars that get a page and appear in search, decided once by listedCars (src/domain/listing.ts). */
  cars: Car[];
  /** The one search index of the build, made from `cars` (prepare-site.ts): /search-index.json, first pages, counts and facets read it. */
  searchIndex: EmbeddedIndex;
  offers: Offer[];
  /** The dealer's content-page Markdown by route ("/about-us"): dealer.json `pages` over dealers/<slug>/pages/*.md (scripts/lib/derive/dealer-pages.ts). */
  pages: Record<string, string>;
  reviews: Review[];
  brands: Brand[];
  makes: Make[];
  /** Build time as ISO string: the "now" of every date rule, so a build is reproducible. */
  now: string;
  /** Site path of the embedded search index, named by its content hash (scripts/lib/derive/derive-stage.ts); null for Meilisearch. */
  searchIndexUrl?: string | null;
}
