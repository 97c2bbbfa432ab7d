import { z } from 'zod';
import { feedText, feedUrl, slugString } from './common';

export const offerSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  name: z.string().min(1),
  /** HTML; sanitised at build time. */
  description: feedText,
  sanitized_description: feedText,
  disclaimer: feedText,
  image_url: feedUrl,
  image_or_model_image: feedUrl,
  manufacturer: z.object({ name: z.string(), slug: slugString }).nullish(),
  model: z.object({ name: z.string(), slug: slugString, override_url: feedUrl }).nullish(),
  excluded_website_ids: z.array(z.union([z.number(), z.string()]).transform(String)).default([]),
  button_text: feedText,
  start: feedText,
  expiry: feedText,
});
export type Offer = z.infer<typeof offerSchema>;
