// zod/mini: the same checks at a fraction of the browser bundle of full zod.
import * as z from 'zod/mini';
import { shouldSaveContactDetails } from '../domain/validation';
import { persistedAtom } from './persisted';

/** Saved contact details (spec key EnquireCar, "<slug>-EnquireCar"): prefill the next form. */
export const contactDetailsSchema = z.nullable(z.object({ name: z.string(), email: z.string(), phone: z.string() }));
export type ContactDetails = NonNullable<z.infer<typeof contactDetailsSchema>>;

export const $contactDetails = persistedAtom<ContactDetails | null>('EnquireCar', contactDetailsSchema, null);

/** Stored only when name, email and phone were all given (spec). */
export function rememberContactDetails(form: Partial<ContactDetails>): void {
  if (!shouldSaveContactDetails(form)) return;
  $contactDetails.set({ name: form.name!.trim(), email: form.email!.trim(), phone: form.phone!.trim() });
}
