import { z } from 'zod';

/*
 * Settings area `feeds` of dealer.json: The inventory feeds the build writes for the ad platforms (docs/feeds.md).
 * Strict: an unknown key is a problem naming the closest known key.
 */

/** A Business Profile store code as the feed carries it: no spaces, tabs, colons or commas (the feed's separators). */
const storeCode = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, hyphens or underscores (a Business Profile store code)');

export const feedsSchema = z
  .strictObject({
    /** Write the Google Merchant Center vehicle ads feed, /feeds/google-vehicle-ads.tsv, from the listed cars. */
    google_vehicle_ads: z.boolean().default(true),
    /** Write the Meta automotive inventory ads catalog feed, /feeds/meta-vehicle-catalog.csv, from the listed cars. */
    meta_catalog: z.boolean().default(true),
    /** Business Profile store code of each location, by location id (e.g. { "101": "BNE01" }): the Google feed's store_code and vehicle_fulfillment, Meta's dealer_id. A location not named here uses its id. */
    store_codes: z.record(z.string(), storeCode).default({}),
  })
  .prefault({});
