import { z } from 'zod';
import { safeUrl } from '../common';

/*
 * Settings area `badges` of dealer.json: Tag badges on cards and vehicle pages: new-arrival wording, the certified
 * badge, Electric/Hybrid tags. Strict: an unknown key is a problem naming the closest known key. These settings
 * were under `features` until the catch-all was split by area; `features.<key>` is still read, with a deprecation
 * warning (dealer-settings.ts).
 */

export const badgesSchema = z
  .strictObject({
    /** Tag of a car listed within the last 8 days: worded as an arrival, so a used car never reads as car_type new. */
    new_arrival_text: z.string().trim().min(1).max(30).default('JUST ARRIVED'),
    /** Make whose certified used cars get the certified badge, or null. */
    certified_make: z.string().nullable().default(null),
    /** Certified programme flag. */
    certified_enabled: z.boolean().default(false),
    /** Certified badge image. */
    certified_image: safeUrl.default('/badges/certified.svg'),
    /** Electric/Hybrid tag badges. */
    fuel_tags: z.boolean().default(false),
  })
  .prefault({});
