import { z } from 'zod';
import { sitePath } from '../common';

/*
 * Settings area `site` of dealer.json: Site-wide switches: garage (watchlist), menu hover, EOFY path, home value
 * propositions, budget quick picks. Strict: an unknown key is a problem naming the closest known key. These
 * settings were under `features` until the catch-all was split by area; `features.<key>` is still read, with a
 * deprecation warning (dealer-settings.ts).
 */

export const siteSchema = z
  .strictObject({
    /** Garage (signed-in user area, watchlist). */
    garage_enabled: z.boolean().default(false),
    /** Menus open on hover as well as click. */
    menu_hover: z.boolean().default(false),
    /** End-of-financial-year sale path (/eofy, /pages/eofy-sale...). */
    eofy_path: sitePath.default('/eofy'),
    /** Roadside-assist page the vehicle page links to; null for a dealer without one. */
    roadside_assist_path: sitePath.nullable().default('/roadside-assist'),
    /** Value propositions on the home page. */
    value_propositions: z.array(z.string()).default(['3-year mechanical warranty on used cars', 'Finance approved in hours', 'Trade-ins welcome']),
    /** Quick-pick amounts under the budget search's deposit input ($300,000..$800,000 on one site). */
    budget_quick_picks: z.array(z.number().int().positive()).max(8).default([5000, 10000, 20000, 30000, 50000, 70000]),
  })
  .prefault({});
