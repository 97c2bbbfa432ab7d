import { z } from 'zod';

/*
 * Settings area `consent` of dealer.json: the cookie-consent banner in front of the analytics tags
 * (docs/analytics.md). Only matters on sites that configure a tag. Strict: an unknown key is a problem naming the
 * closest known key.
 */

export const consentSchema = z
  .strictObject({
    /** Ask before loading any tag (banner with accept, reject and settings; Google Consent Mode v2 denied until then). false = tags load at once, for dealers who collect consent elsewhere. */
    required: z.boolean().default(true),
  })
  .prefault({});
