import { z } from 'zod';
import { cspSource } from '../csp-source';
import { isHttpUrl, isSitePath, sitePath } from './common';
import { EMPTY_OR_PATH_OR_PLAIN_HOST_URL_PATTERN, HTTP_URL_PATTERN } from './url-patterns';
import { leadsSettingsSchema } from './lead-delivery';
import { envName } from './env-name';
import { locationSchema } from './location';
import { blocksSchema } from './settings/blocks';
import { favouritesSchema } from './settings/favourites';
import { pricingSchema } from './settings/pricing';
import { badgesSchema } from './settings/badges';
import { vehicleSchema } from './settings/vehicle';
import { purchaseSchema } from './settings/purchase';
import { contactSchema } from './settings/contact';
import { siteSchema } from './settings/site';
import { financeSchema } from './settings/finance';
import { identitySchema } from './settings/identity';
import { menusSchema } from './settings/menus';
import { publishSchema } from './settings/publish';
import { feedsSchema } from './settings/feeds';
import { feedSchema } from './settings/feed';
import { searchSchema } from './settings/search';
import { themeSchema } from './settings/theme';
import { imagesSchema } from './settings/images';
import { analyticsSchema } from './settings/analytics';
import { consentSchema } from './settings/consent';
import { chatSchema } from './settings/chat';

/*
 * DealerConfig: every per-dealer switch of the spec. Composed from one strict schema per settings area
 * (settings/<area>.ts); every field has the spec's default so a dealer file only states what differs from its
 * template (src/domain/templates.ts). JSDoc on each field is turned into the README settings table and the JSON
 * Schema by `npm run settings:doc` (scripts/lib/load/settings-docs.ts reads these files in this order).
 */

export { identitySchema } from './settings/identity';
export { themeSchema } from './settings/theme';
export { financeSchema } from './settings/finance';
export { searchSchema, stockVisibilitySchema } from './settings/search';
export { favouritesSchema } from './settings/favourites';
export { pricingSchema } from './settings/pricing';
export { badgesSchema } from './settings/badges';
export { vehicleSchema } from './settings/vehicle';
export { purchaseSchema } from './settings/purchase';
export { contactSchema } from './settings/contact';
export { siteSchema } from './settings/site';
export { FEATURE_AREAS } from './settings/feature-areas';
export { blocksSchema } from './settings/blocks';
export { menusSchema, type MenuItem, type MenuLink } from './settings/menus';
export { publishSchema } from './settings/publish';
export { imagesSchema, type ImageCdn } from './settings/images';
export { feedsSchema } from './settings/feeds';
export { feedSchema } from './settings/feed';
export { analyticsSchema } from './settings/analytics';
export { consentSchema } from './settings/consent';
export { chatSchema, type ChatSettings } from './settings/chat';

export { STOCK_MAX_BYTES_DEFAULT } from './settings/feed';

export const dealerConfigSchema = identitySchema.extend({
  // The JSON Schema an editor checks this file against (docs/dealer.schema.json); not a setting.
  $schema: z.string().optional(),
  theme: themeSchema,
  locations: z.array(locationSchema).min(1, 'a dealer needs at least one location'),
  finance: financeSchema,
  search: searchSchema,
  favourites: favouritesSchema,
  pricing: pricingSchema,
  badges: badgesSchema,
  vehicle: vehicleSchema,
  purchase: purchaseSchema,
  contact: contactSchema,
  site: siteSchema,
  blocks: blocksSchema,
  menus: menusSchema,
  publish: publishSchema,
  images: imagesSchema,
  feeds: feedsSchema,
  feed: feedSchema,
  analytics: analyticsSchema,
  consent: consentSchema,
  chat: chatSchema,
  /** Routes that redirect a signed-out visitor to /sign-in; '/checkout' (or '/buy-online') also gates the online purchase page /checkout-journey. */
  gated_routes: z.array(sitePath).default(['/checkout', '/personalised/finance', '/spin-to-win', '/online-payment']),
  /** Dealer platform API. */
  api: z
    .strictObject({
      base_url: z
        .string()
        // An absolute URL's host reaches the CSP's connect-src and form-action: a plain host name only (csp-source.ts).
        .refine((s) => s === '' || isSitePath(s) || (isHttpUrl(s) && (cspSource(s, ['http:', 'https:']) !== null || /^https?:\/\/\[/i.test(s))), {
          message:
            'must be empty (same site), a path on this site or an http(s) URL with a plain host name, without user:password (credentials would be published)',
        })
        .meta({ pattern: EMPTY_OR_PATH_OR_PLAIN_HOST_URL_PATTERN })
        .default(''),
    })
    .prefault({}),
  /** Lead delivery by the reference API (webhook, ADF/XML e-mail); server-side only, secrets as env var names. */
  leads: leadsSettingsSchema,
  /** Known model names (breadcrumbs show the model only when listed); empty = models found in stock. A menu link to a listed model with no stock tonight is a build note, to any other empty model a warning. */
  known_models: z.array(z.string()).default([]),
  /** Content pages' Markdown, by route (e.g. "/about-us"). */
  pages: z.record(z.string(), z.string()).default({}),
  /** http(s) URL the build fetches the stock snapshot from when no --stock is given (timeout, 3 attempts); null = dealers/<slug>/stock.json. Each fetched snapshot is kept in dealers/<slug>/.fetched/. */
  stock_url: z
    .url({ protocol: /^https?$/ })
    .meta({ pattern: HTTP_URL_PATTERN })
    .nullable()
    .default(null),
  /** Name of the environment variable holding a bearer token for stock_url (sent as Authorization: Bearer); the token itself never goes in this file or the site. */
  stock_token_env: envName.nullable().default(null),
});
export type DealerConfig = z.infer<typeof dealerConfigSchema>;
export type DealerConfigInput = z.input<typeof dealerConfigSchema>;
