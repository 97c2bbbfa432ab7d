import { z } from 'zod';
import { feedText, feedUrl, slugString } from './common';

/**
 * An offer of offers.json (/offers and its pages). Strict, the nested objects too: an unknown key is a problem
 * naming the closest known field, so a misspelt field fails the build instead of being dropped unseen.
 */
export const offerSchema = z.strictObject({
  id: z.union([z.number(), z.string()]).transform(String),
  name: z.string().min(1),
  /** HTML; sanitised at build time. */
  description: feedText,
  sanitized_description: feedText,
  disclaimer: feedText,
  image_url: feedUrl,
  image_or_model_image: feedUrl,
  manufacturer: z.strictObject({ name: z.string(), slug: slugString }).nullish(),
  model: z.strictObject({ name: z.string(), slug: slugString, override_url: feedUrl }).nullish(),
  excluded_website_ids: z.array(z.union([z.number(), z.string()]).transform(String)).default([]),
  button_text: feedText,
  start: feedText,
  expiry: feedText,
});
export type Offer = z.infer<typeof offerSchema>;
