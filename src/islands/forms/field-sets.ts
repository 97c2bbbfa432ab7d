import { OPT_IN_LABEL } from '../../domain/lead-forms';
import type { FieldDef } from './fields';

/** The contact fields every enquiry asks for, with browser autofill hints. */
export const contactFields: FieldDef[] = [
  { name: 'name', label: 'Name', type: 'text', required: true, autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', required: true, autoComplete: 'tel' },
];

export const optInField: FieldDef = { name: 'opt_in', label: OPT_IN_LABEL, type: 'checkbox' };

/**
 * The test-drive booking fields: the location (when the car's location has distribution locations), the preferred
 * day and time. `times` are the free times the API gave for the chosen day (the dialog) or every bookable time
 * (the form without JavaScript, where the dealership confirms the time).
 */
export function testDriveBookingFields(locations: readonly { id: string; name: string }[], times: readonly string[], timeHint?: string): FieldDef[] {
  return [
    ...(locations.length
      ? [{ name: 'location_id', label: 'Location (optional)', type: 'select' as const, options: locations.map((l) => ({ value: l.id, label: l.name })) }]
      : []),
    { name: 'booking_date', label: 'Preferred day (optional)', type: 'date' },
    { name: 'booking_time', label: 'Preferred time (optional)', type: 'select', options: times.map((t) => ({ value: t, label: t })), hint: timeHint },
  ];
}

export const messageField = (required: boolean): FieldDef => ({ name: 'message', label: 'Message', type: 'textarea', required });
