import { shouldSaveContactDetails } from '../domain/validation';
import { persistedAtom } from './persisted';
import type { ContactDetails } from './stored-schemas';

export type { ContactDetails };

/** Saved contact details (spec key EnquireCar, "<slug>-EnquireCar"): prefill the next form. */
export const $contactDetails = persistedAtom('EnquireCar', null);

/** Stored only when name, email and phone were all given (spec). */
export function rememberContactDetails(form: Partial<ContactDetails>): void {
  if (!shouldSaveContactDetails(form)) return;
  $contactDetails.set({ name: form.name!.trim(), email: form.email!.trim(), phone: form.phone!.trim() });
}
