import { z } from 'zod';
import { feedText } from './common';

export const popupSchema = z.object({
  src: z.string().min(1),
  expiryDate: feedText,
  linkTo: feedText,
  title: z.string().min(1),
  description: z.string().default(''),
  buttonText: z.string().default('Find out more'),
});
export type Popup = z.infer<typeof popupSchema>;
