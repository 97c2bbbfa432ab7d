import { z } from 'zod';
import { feedText, safeUrl } from './common';

export const popupSchema = z.object({
  src: safeUrl,
  expiryDate: feedText,
  linkTo: safeUrl.nullish(),
  title: z.string().min(1),
  description: z.string().default(''),
  buttonText: z.string().default('Find out more'),
});
export type Popup = z.infer<typeof popupSchema>;
