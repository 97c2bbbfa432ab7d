import { z } from 'zod';
import { feedText, safeUrl } from './common';

export const popupSchema = z.strictObject({
  src: safeUrl,
  expiry_date: feedText,
  link_to: safeUrl.nullish(),
  title: z.string().min(1),
  description: z.string().default(''),
  button_text: z.string().default('Find out more'),
});
export type Popup = z.infer<typeof popupSchema>;
