import { OPT_IN_LABEL } from '../../domain/lead-forms';
import type { FieldDef } from './fields';

/** The contact fields every enquiry asks for, with browser autofill hints. */
export const contactFields: FieldDef[] = [
  { name: 'name', label: 'Name', type: 'text', required: true, autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', required: true, autoComplete: 'tel' },
];

export const optInField: FieldDef = { name: 'opt_in', label: OPT_IN_LABEL, type: 'checkbox' };

export const messageField = (required: boolean): FieldDef => ({ name: 'message', label: 'Message', type: 'textarea', required });
