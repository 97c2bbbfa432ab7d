import { z } from 'zod';

/*
 * Settings area `publish` of dealer.json: Publish guards against a bad night of the stock feed. Strict: an unknown
 * key is a problem naming the closest known key.
 */

/** What a build may publish: guards against a bad night of the stock feed (scripts/lib/derive/publish-guard.ts). */
export const publishSchema = z
  .strictObject({
    /** Largest fall in listed cars, as a fraction of the last published build's count, that still publishes (0.5 = half the stock may go in one night; 1 = no limit). Larger falls need --force. */
    max_drop: z.number().min(0).max(1).default(0.5),
    /** Publish a build with no listed car (a dealer that really has no stock); otherwise an empty snapshot is refused unless --force. */
    allow_empty: z.boolean().default(false),
    /** Largest share of the stock's records that may be refused (unknown car type, no make, duplicate id...) while the rest still publishes; more refuses the night (exit 2). 0.1 = 10 %. */
    max_invalid_share: z.number().min(0).max(1).default(0.1),
    /** Largest fall, in percentage points against the last published build, in the share of listed cars with a key field (price, km, photos, fuel, transmission, body, location) that still publishes; a larger fall needs --force. */
    max_coverage_drop: z.number().min(0).max(100).default(20),
  })
  .prefault({});
