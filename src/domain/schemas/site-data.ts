import { z } from 'zod';
import { sitePath } from './common';
import { carSchema, type Car } from './car';
import { outputOf } from './feed-output';
import { dealerConfigSchema } from './dealer-config';
import { offerSchema } from './offer';
import { reviewSchema } from './review';
import { brandSchema } from './brand';
import { makeSchema } from './make';

export type { Assert, Same } from './feed-output';

/*
 * The site data of one dealer's build (site.json, written by scripts/lib/render/write-site-data.ts): everything its
 * pages are rendered from. Each render reads it once and checks it with this schema (src/render-runtime/render-job.ts),
 * so a page never renders from a file of another shape. site.json holds data already read: this schema takes the
 * schemas' *output* shapes, and parsing what they gave back must give the same data again (tests/unit/site/site-data-schema.test.ts
 * checks it on the demo dealers). Not in the schemas' index (./index.ts): browser code never reads site data.
 *
 * Dealer settings, offers, reviews, brands and makes are their own schemas: their transforms (ids as text, trimmed
 * text, safe URLs) and defaults give back what they are given once it is read. The Car schema is not: it reads a feed
 * (readers, placeholders, notes), and the listing then changes what it read (dealercomments sanitised: a comment of
 * nothing but a <script> is '' on the car, which the feed reader reads again as null; " Great car" after a dropped
 * <iframe> would lose its space). So a listed car is checked as the Car it is (siteCarSchema below), field by field:
 * each Car field names what it gives where car.ts makes it, so the fields are listed once.
 */

/** A listed car of the site data: the Car type, checked field by field with what each Car field gives (car.ts, feed-output.ts). */
export const siteCarSchema: z.ZodType<Car> = outputOf(carSchema);

/*
 * The embedded search index (src/search/index-format.ts: its format, and the types these schemas give, which
 * src/views/site-data.ts checks are the same). Here because the render runtime checks site data and may import only
 * the domain; the index's rules (decoding, values) stay in src/search.
 */
const code = z.number().int();
const numbers = z.array(z.number().nullable());
const missing = z.array(z.number().int().min(0)).optional();
const columnSchema = z.discriminatedUnion('t', [
  z.strictObject({ t: z.literal('s'), d: z.array(z.string()), v: z.array(code) }),
  z.strictObject({ t: z.literal('sa'), d: z.array(z.string()), v: z.array(z.union([z.array(code), code])) }),
  z.strictObject({ t: z.literal('n'), v: numbers, u: missing }),
  z.strictObject({ t: z.literal('b'), v: z.array(code) }),
  z.strictObject({
    t: z.literal('u'),
    v: z.array(z.string().nullable()),
    p: z.string().optional(),
    s: z.string().optional(),
    n: numbers.optional(),
    u: missing,
  }),
  z.strictObject({ t: z.literal('nd'), v: numbers, u: missing }),
]);

const searchSettingsSchema = z.strictObject({
  filterableAttributes: z.array(z.string()),
  sortableAttributes: z.array(z.string()),
  searchableAttributes: z.array(z.string()),
  displayedAttributes: z.array(z.string()),
  rankingRules: z.array(z.string()),
  typoTolerance: z.strictObject({ enabled: z.boolean(), minWordSizeForTypos: z.strictObject({ oneTypo: z.number(), twoTypos: z.number() }) }),
  pagination: z.strictObject({ maxTotalHits: z.number() }),
  faceting: z.strictObject({ maxValuesPerFacet: z.number() }),
});

/** The index format this build writes (src/search/index-format.ts INDEX_FORMAT, which must name the same). */
export const EMBEDDED_INDEX_FORMAT = 'dealer-sites/embedded-search@2';

export const embeddedIndexSchema = z.strictObject({
  format: z.literal(EMBEDDED_INDEX_FORMAT),
  count: z.number().int().min(0),
  primaryKey: z.string().min(1),
  settings: searchSettingsSchema,
  columns: z.record(z.string(), columnSchema),
  display: z.record(z.string(), columnSchema),
});

/** Everything the pages of one dealer site are rendered from; written by scripts/build.ts, read at build time only. */
export const siteDataSchema = z.strictObject({
  config: dealerConfigSchema,
  /** The listing: cars that get a page and appear in search, decided once by listedCars (src/domain/listing.ts). */
  cars: z.array(siteCarSchema),
  /** The one search index of the build, made from `cars` (prepare-site.ts): /search-index.json, first pages, counts and facets read it. */
  searchIndex: embeddedIndexSchema,
  offers: z.array(offerSchema),
  /** The dealer's content-page Markdown by route ("/about-us"): dealer.json `pages` over dealers/<slug>/pages/*.md (scripts/lib/derive/dealer-pages.ts). */
  pages: z.record(z.string(), z.string()),
  reviews: z.array(reviewSchema),
  brands: z.array(brandSchema),
  makes: z.array(makeSchema),
  /** Build time as ISO string: the "now" of every date rule, so a build is reproducible. */
  now: z.iso.datetime(),
  /** Site path of the embedded search index, named by its content hash (scripts/lib/derive/derive-stage.ts); null for Meilisearch. */
  searchIndexUrl: sitePath.nullish(),
});

/** Everything the pages of one dealer site are rendered from (src/views/site-data.ts gives it to the views by this name too). */
export type SiteData = z.output<typeof siteDataSchema>;

const siteDataWithoutCars = siteDataSchema.omit({ cars: true });

/** A problem siteDataSchema finds, at its path in the site data. */
export type SiteDataIssue = z.core.$ZodIssue;

/**
 * What siteDataSchema.safeParse gives, without a second copy of the stock. zod returns a new copy of all it checks,
 * and the render processes of a large stock hold its cars at once, each its own copy (93 MB of JSON at 20,000 cars,
 * about 200 MB of heap): a copy made beside it would be as large again in every process. So each car is checked on its
 * own and the car read from the file is kept: siteCarSchema changes nothing it passes (no transforms, no defaults), so
 * it is the car the schema would give. The rest of the site data, small, is the schemas' output (their defaults filled).
 */
export function safeParseSiteData(raw: unknown): { success: true; data: SiteData } | { success: false; issues: SiteDataIssue[] } {
  if (typeof raw !== 'object' || raw === null || !Array.isArray((raw as { cars?: unknown }).cars)) {
    const whole = siteDataSchema.safeParse(raw);
    return whole.success ? whole : { success: false, issues: whole.error.issues };
  }
  const { cars, ...rest } = raw as { cars: unknown[] };
  const others = siteDataWithoutCars.safeParse(rest);
  const issues = others.success ? [] : [...others.error.issues];
  cars.forEach((car, i) => {
    const checked = siteCarSchema.safeParse(car);
    if (!checked.success) for (const issue of checked.error.issues) issues.push({ ...issue, path: ['cars', i, ...issue.path] });
  });
  if (!others.success || issues.length) return { success: false, issues };
  return { success: true, data: { cars: cars as Car[], ...others.data } };
}
