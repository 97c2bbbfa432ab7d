import { z } from 'zod';

/*
 * Settings area `consent` of dealer.json: the cookie-consent banner in front of the analytics tags
 * (docs/analytics.md; only matters on sites that configure a tag), and whether the lead forms' e-mail opt-in
 * starts ticked. Strict: an unknown key is a problem naming the
 * closest known key.
 */

export const consentSchema = z
  .strictObject({
    /** Ask before loading any tag (banner with accept, reject and settings; Google Consent Mode v2 denied until then). false = tags load at once, for dealers who collect consent elsewhere. */
    required: z.boolean().default(true),
    /** Whether the lead forms' "Email me similar stock and latest offers." box starts ticked (the spec's default). false where the law wants marketing consent given, not assumed (GDPR, and dealers that choose it): the box starts unticked. */
    email_opt_in_ticked: z.boolean().default(true),
  })
  .prefault({});
