import { z } from 'zod';

/*
 * Settings area `pricing` of dealer.json: How prices read: subscription pricing and the text when no real price
 * exists. Strict: an unknown key is a problem naming the closest known key. These settings were under `features`
 * until the catch-all was split by area; `features.<key>` is still read, with a deprecation warning (dealer-
 * settings.ts).
 */

export const pricingSchema = z
  .strictObject({
    /** Subscription pricing ('/ week') and 'Available' wording. */
    offers_subscription: z.boolean().default(false),
    /** Text when no real price exists. */
    no_price_text: z.string().default('Enquire for price'),
  })
  .prefault({});
