import { z } from 'zod';

/*
 * Settings area `analytics` of dealer.json: the marketing tags a dealer's site loads (docs/analytics.md). Each is
 * optional; an absent id means that tag is not on the site at all (no script, no CSP host). Ids are checked by format
 * because they are written into an inline script and into tag URLs. Strict: an unknown key is a problem naming
 * the closest known key.
 */

export const analyticsSchema = z
  .strictObject({
    /** Google Tag Manager container id (GTM-XXXXXXX); null = no Tag Manager. */
    gtm_id: z
      .string()
      .trim()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a Tag Manager container id like GTM-AB12CD3')
      .nullable()
      .default(null),
    /** Google Analytics 4 measurement id (G-XXXXXXXXXX), loaded with gtag.js; null = no direct GA4 tag. */
    ga4_id: z
      .string()
      .trim()
      .regex(/^G-[A-Z0-9]{4,16}$/, 'must be a GA4 measurement id like G-AB12CD34EF')
      .nullable()
      .default(null),
    /** Meta (Facebook) pixel id, digits only; null = no pixel. */
    meta_pixel_id: z
      .string()
      .trim()
      .regex(/^\d{6,20}$/, 'must be a Meta pixel id (digits only)')
      .nullable()
      .default(null),
  })
  .prefault({});
