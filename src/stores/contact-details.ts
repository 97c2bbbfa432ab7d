import { z } from 'zod';
import { shouldSaveContactDetails } from '../domain/validation';
import { persistedAtom } from './persisted';

/** Saved contact details (spec key EnquireCar, "<slug>-EnquireCar"): prefill the next form. */
export const contactDetailsSchema = z.object({ name: z.string(), email: z.string(), phone: z.string() }).nullable();
export type ContactDetails = NonNullable<z.infer<typeof contactDetailsSchema>>;

export const $contactDetails = persistedAtom<ContactDetails | null>('EnquireCar', contactDetailsSchema, null);

/** Stored only when name, email and phone were all given (spec). */
export function rememberContactDetails(form: Partial<ContactDetails>): void {
  if (!shouldSaveContactDetails(form)) return;
  $contactDetails.set({ name: form.name!.trim(), email: form.email!.trim(), phone: form.phone!.trim() });
}
