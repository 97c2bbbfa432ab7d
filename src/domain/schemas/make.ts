import { z } from 'zod';
import { slugString } from './common';

export const makeSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  name: z.string().min(1),
  slug: slugString,
  logo: z.string().nullable().default(null),
});
export type Make = z.infer<typeof makeSchema>;
