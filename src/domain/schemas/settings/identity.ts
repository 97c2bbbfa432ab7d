import { z } from 'zod';
import { httpUrl, safeUrl, slugString } from '../common';
import { ISO_4217_CURRENCIES } from '../../currencies';

/*
 * Settings area `identity` of dealer.json: Who the dealer is: names, ids, site URL, logo, manufacturer, locale.
 * Strict: an unknown key is a problem naming the closest known key.
 */

export const identitySchema = z.strictObject({
  /** Folder name and site key; prefixes every browser storage key. */
  slug: slugString,
  /** Template whose defaults apply before this file: franchise, caravan, group or used. */
  template: z.enum(['franchise', 'caravan', 'group', 'used']).default('franchise'),
  /** Trading name shown in the header, titles and structured data. */
  name: z.string().min(1),
  /** Website id (sent as website_id, matched against offers' excluded_website_ids). */
  id: z.union([z.number(), z.string()]).transform(String),
  /** Dealership id sent as car_dealership_id on leads. */
  dealership_id: z.union([z.number(), z.string()]).transform(String),
  /** Public URL of the site, used for canonical links, sitemap and share links. */
  url: httpUrl,
  /** Logo path under public/ or the dealer folder (assets/ is /dealer/; a missing /dealer/ SVG logo is published as the dealer's name), or an absolute URL. */
  logo: safeUrl.default('/dealer/logo.svg'),
  /** Franchise manufacturer (used for manufacturer_slug on leads and the New Vehicles menu). */
  manufacturer: z.strictObject({ name: z.string(), slug: slugString }).nullable().default(null),
  /** Default state for finance/market figures (spec default qld). */
  state: z.string().default('qld'),
  /** Dealer group id; finance info is never shown for groups listed in finance.excluded_dealer_groups. */
  dealer_group: z.string().nullable().default(null),
  /** Site language. */
  lang: z.string().default('en-AU'),
  /** ISO 4217 code of the prices' currency, in capitals (AUD, NZD, USD...): structured data, ad feeds and analytics carry it as priceCurrency. */
  currency: z.enum(ISO_4217_CURRENCIES, { error: 'must be an ISO 4217 currency code in capitals, e.g. AUD, NZD or USD' }).default('AUD'),
});
