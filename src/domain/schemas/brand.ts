import { z } from 'zod';
import { feedUrl, slugString } from './common';

/**
 * A brand in a dealer group's directory (/brands, /{brand}/overview), from brands.json. Strict: an unknown key is
 * a problem naming the closest known field.
 */
export const brandSchema = z.strictObject({
  title: z.string().min(1),
  slug: slugString,
  kind: z.enum(['car', 'motorcycle', 'truck', 'our']),
  logo: feedUrl,
  banner: feedUrl,
  description: z.string().default(''),
  url: feedUrl,
});
export type Brand = z.infer<typeof brandSchema>;
