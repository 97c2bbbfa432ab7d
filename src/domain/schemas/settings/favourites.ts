import { z } from 'zod';

/*
 * Settings area `favourites` of dealer.json: The save / compare button. Strict: an unknown key is a problem naming
 * the closest known key.
 */

export const favouritesSchema = z
  .strictObject({
    /** Favourites/compare feature on. */
    enabled: z.boolean().default(true),
    /** favourites or compare style of the save button. */
    style: z.enum(['favourites', 'compare']).default('favourites'),
    /** On compare-style sites, hide the button for non-used cars (one site kind). */
    compare_used_only: z.boolean().default(false),
  })
  .prefault({});
