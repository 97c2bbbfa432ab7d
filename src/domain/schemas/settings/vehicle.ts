import { z } from 'zod';
import { httpUrl, safeUrl } from '../common';
import { link } from './menus';

/*
 * Settings area `vehicle` of dealer.json: The vehicle page: 360 view, video, gallery, share bar, sticky footer,
 * blogs, delivery estimates, enquiry and test-drive texts, phone reveal. Strict: an unknown key is a problem
 * naming the closest known key. These settings were under `features` until the catch-all was split by area;
 * `features.<key>` is still read, with a deprecation warning (dealer-settings.ts).
 */

export const vehicleSchema = z
  .strictObject({
    /** 360 view default mode (gallery on one site kind, else spinner). */
    default_view_mode: z.enum(['spinner', 'gallery']).default('spinner'),
    /** 360 auto-rotate interval, ms. */
    spin_interval_ms: z.number().int().min(16).default(100),
    /** Video embed address that gets an iframe (others play natively). */
    video_embed_host: httpUrl.default('https://www.youtube.com/embed/'),
    /** Custom second gallery slide (image URL), or null. */
    custom_second_slide: safeUrl.nullable().default(null),
    /** Hide the Twitter share button. */
    hide_twitter: z.boolean().default(false),
    /** Sticky footer calls to action on the vehicle page. */
    sticky_footer_cta: z.boolean().default(true),
    /** Blog links under similar cars. */
    blogs: z.array(link).default([]),
    /** Delivery estimates by postcode range. */
    delivery_regions: z.array(z.strictObject({ name: z.string(), from: z.number().int(), to: z.number().int(), price: z.number() })).default([]),
    /** Enquiry button text. */
    enquire_text: z.string().default('Enquire Now'),
    /** Optional disclaimer under the test-drive form (licence, insurance excess...); null: none. */
    test_drive_disclaimer: z.string().trim().min(1).max(2000).nullable().default(null),
    /** Phone number shown unmasked from the start. */
    phone_revealed_at_start: z.boolean().default(false),
  })
  .prefault({});
