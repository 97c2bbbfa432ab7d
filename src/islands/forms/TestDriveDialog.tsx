import { useCallback, useState } from 'react';
import type { LeadCar, LeadSite } from '../../api/lead-payload';
import { formEventId } from '../../domain/lead-forms';
import { testDriveFormSchema } from '../../domain/schemas/lead';
import type { FieldDef, FieldValue } from './fields';
import { contactFields, messageField, optInField, testDriveBookingFields } from './field-sets';
import { LeadDialog, type LeadDialogOpening } from './LeadDialog';
import { LeadForm } from './LeadForm';
import { useTestDriveSlots } from './test-drive-slots';
import './forms.css';

export interface TestDriveDialogProps extends LeadDialogOpening {
  site: LeadSite;
  car: LeadCar;
  /** The car location's distribution_locations; a choice is offered only when there are some. */
  locations?: { id: string; name: string }[];
  disclaimer?: string | null;
  buttonLabel?: string;
  buttonClass?: string;
  source?: string;
}

/** Test-drive dialog: contact fields, optional message, optional date-time booking and location, optional disclaimer. */
export default function TestDriveDialog({
  site,
  car,
  locations = [],
  disclaimer,
  buttonLabel = 'Book a Test Drive',
  buttonClass = 'btn btn--secondary',
  source = 'vehicle-page',
  ...opening
}: TestDriveDialogProps) {
  // Appointment fetch (spec 7): the free times of the chosen day at the chosen location.
  const [pick, setPick] = useState<{ date: string; time: string; location: string }>({ date: '', time: '', location: '' });
  const onValues = useCallback((v: Record<string, FieldValue>) => {
    const next = { date: String(v.booking_date ?? ''), time: String(v.booking_time ?? ''), location: String(v.location_id ?? '') };
    // Same choice, same object: no re-render (the form reports its values after every render of its own).
    setPick((p) => (p.date === next.date && p.time === next.time && p.location === next.location ? p : next));
  }, []);
  const slots = useTestDriveSlots(site.apiBaseUrl, pick.date, pick.location);
  const timeHint = !pick.date
    ? 'Choose a day to see the free times.'
    : slots.status === 'loading'
      ? 'Loading free times…'
      : slots.status === 'error'
        ? "We couldn't load the free times: tell us a time in the message."
        : slots.times.length === 0
          ? 'No free times that day: please choose another day.'
          : undefined;
  const fields: FieldDef[] = [...contactFields, ...testDriveBookingFields(locations, slots.times, timeHint), messageField(false), optInField];
  const title = `Book a test drive: ${car.name}`;
  return (
    <LeadDialog site={site} title={title} buttonLabel={buttonLabel} buttonClass={buttonClass} {...opening}>
      <LeadForm
        site={site}
        car={car}
        form="test_drive"
        source={source}
        steps={[{ fields }]}
        schema={testDriveFormSchema}
        onValuesChange={onValues}
        extra={pick.date && pick.time && slots.times.includes(pick.time) ? { booking_datetime: `${pick.date}T${pick.time}` } : {}}
        formEventId={formEventId({ tag: car.tag ?? null, car_type: car.car_type as 'new' | 'used' | 'demo' }, 'test_drive')}
        submitLabel="Book test drive"
      />
      {disclaimer && <p className="lead-form__disclaimer">{disclaimer}</p>}
    </LeadDialog>
  );
}
