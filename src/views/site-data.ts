import { readFileSync } from 'node:fs';
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

// Keyed by file: one render process may render several dealers one after another (scripts/lib/render/render-more-dealers.mjs),
// pointing DEALER_SITE_DATA at each in turn. Only the current one is kept, and every per-site cache of the pages is a
// WeakMap on this object or its cars, so a dealer's data goes once the next one starts.
let cached: { file: string; site: SiteData } | undefined;

/** The dealer being built. Astro renders pages in the build process, where scripts/build.ts set DEALER_SITE_DATA. */
export function getSite(): SiteData {
  const file = process.env.DEALER_SITE_DATA;
  if (!file) throw new Error('DEALER_SITE_DATA is not set: build a dealer with `npm run build -- --dealer <slug>`, not `astro build` directly.');
  if (cached?.file !== file) cached = { file, site: JSON.parse(readFileSync(file, 'utf8')) as SiteData };
  return cached.site;
}

/**
 * Which of `shards` render processes renders the listed car at `index`. The first also bundles the code with Astro
 * and renders every shared page (home, search, locations…) while the others render cars only, from its bundle
 * (scripts/lib/render/render-from-bundle.mjs), so it takes a smaller share: 3 cars for every 4 of each other process,
 * interleaved (smooth weighted round robin), so neighbouring cars go to different processes.
 * (20,000 cars in 2 processes: split evenly, the second was done in about 165 s and the first after 290 s; with a
 * third to the first, 126 s and 176 s once the search pages stopped recounting the stock each.)
 */
export function shardOfCar(index: number, shards: number): number {
  if (shards <= 1) return 0;
  const pattern = shardPattern(shards);
  return pattern[index % pattern.length]!;
}

const FIRST_WEIGHT = 3;
const OTHER_WEIGHT = 4;
const patterns = new Map<number, number[]>();

function shardPattern(shards: number): number[] {
  let pattern = patterns.get(shards);
  if (pattern) return pattern;
  const weights = Array.from({ length: shards }, (_, i) => (i === 0 ? FIRST_WEIGHT : OTHER_WEIGHT));
  const total = weights.reduce((a, b) => a + b, 0);
  const current = new Array<number>(shards).fill(0);
  pattern = [];
  for (let step = 0; step < total; step++) {
    let pick = 0;
    for (let i = 0; i < shards; i++) {
      current[i]! += weights[i]!;
      if (current[i]! > current[pick]!) pick = i;
    }
    current[pick]! -= total;
    pattern.push(pick);
  }
  patterns.set(shards, pattern);
  return pattern;
}

/**
 * The listed cars this render process builds pages for. Large stocks are rendered by several processes side
 * by side (scripts/lib/render/render-plan.ts); car i belongs to process shardOfCar(i, DEALER_SHARDS).
 */
export function carsOfThisShard(): SiteData['cars'] {
  const shard = Number(process.env.DEALER_SHARD ?? 0);
  const shards = Number(process.env.DEALER_SHARDS ?? 1);
  const { cars } = getSite();
  return shards > 1 ? cars.filter((_, i) => shardOfCar(i, shards) === shard) : cars;
}

/** getStaticPaths of every per-car route (/cars/{slug}/ and its print sheet): one page per listed car. */
export function carPaths() {
  return carsOfThisShard().map((car) => ({ params: { slug: car.slug }, props: { car } }));
}
