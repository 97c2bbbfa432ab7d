import { z } from 'zod';
import { feedText, slugString } from './common';

/** A brand in a dealer group's directory (/brands, /{brand}/overview). */
export const brandSchema = z.object({
  title: z.string().min(1),
  slug: slugString,
  kind: z.enum(['car', 'motorcycle', 'truck', 'our']),
  logo: feedText,
  banner: feedText,
  description: z.string().default(''),
  url: feedText,
});
export type Brand = z.infer<typeof brandSchema>;
