import { z } from 'zod';
import { slugString } from './common';

/**
 * A make of makes.json: its spelling on every page and its logo on the home page's make tiles. Strict: an unknown
 * key is a problem naming the closest known field.
 */
export const makeSchema = z.strictObject({
  id: z.union([z.number(), z.string()]).transform(String),
  name: z.string().min(1),
  slug: slugString,
  logo: z.string().nullable().default(null),
});
export type Make = z.infer<typeof makeSchema>;
