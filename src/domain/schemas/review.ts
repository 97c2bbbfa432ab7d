import { z } from 'zod';
import { feedText } from './common';

export const reviewSchema = z.strictObject({
  id: z.union([z.number(), z.string()]).transform(String),
  customer_name: z.string().min(1),
  text: z.string(),
  rating: z.number().min(0).max(5),
  review_date: feedText,
  created_at_time_ago_in_words: feedText,
});
export type Review = z.infer<typeof reviewSchema>;
