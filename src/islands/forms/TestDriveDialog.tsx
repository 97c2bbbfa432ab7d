import { useEffect, useState } from 'react';
import { startLeadRetry } from '../../api/lead-outbox';
import type { LeadCar, LeadSite } from '../../api/lead-payload';
import { formEventId } from '../../domain/lead-forms';
import { testDriveFormSchema } from '../../domain/schemas/lead';
import { Dialog } from '../vehicle/Dialog';
import type { FieldDef } from './fields';
import { contactFields, messageField, optInField } from './field-sets';
import { LeadForm } from './LeadForm';
import { leadRuntime } from './runtime';
import './forms.css';

export interface TestDriveDialogProps {
  site: LeadSite;
  car: LeadCar;
  /** The car location's distribution_locations; a choice is offered only when there are some. */
  locations?: { id: string; name: string }[];
  disclaimer?: string | null;
  buttonLabel?: string;
  buttonClass?: string;
  source?: string;
  /** Opened from elsewhere (the sidebar link): start open, and without a button of its own. */
  initialOpen?: boolean;
  showButton?: boolean;
}

/** Test-drive dialog: contact fields, optional message, optional date-time booking and location, optional disclaimer. */
export default function TestDriveDialog({ site, car, locations = [], disclaimer, buttonLabel = 'Book a Test Drive', buttonClass = 'btn btn--secondary', source = 'vehicle-page', initialOpen = false, showButton = true }: TestDriveDialogProps) {
  const [open, setOpen] = useState(initialOpen);
  // The form inside mounts only when opened; kept leads are retried as soon as the button is on the page.
  useEffect(() => startLeadRetry(leadRuntime(site).outbox), [site]);
  const fields: FieldDef[] = [
    ...contactFields,
    { name: 'booking_datetime', label: 'Preferred date and time (optional)', type: 'datetime-local' },
    ...(locations.length ? [{ name: 'location_id', label: 'Location (optional)', type: 'select' as const, options: locations.map((l) => ({ value: l.id, label: l.name })) }] : []),
    messageField(false),
    optInField,
  ];
  const title = `Book a test drive: ${car.name}`;
  return (
    <>
      {showButton && <button type="button" className={buttonClass} onClick={() => setOpen(true)}>{buttonLabel}</button>}
      <Dialog open={open} onClose={() => setOpen(false)} label={title}>
        <h2>{title}</h2>
        <LeadForm
          site={site} car={car} form="test_drive" source={source}
          steps={[{ fields }]}
          schema={testDriveFormSchema}
          initial={{ opt_in: true }}
          formEventId={formEventId({ tag: car.tag ?? null, car_type: car.car_type as 'new' | 'used' | 'demo' }, 'test_drive')}
          submitLabel="Book test drive"
        />
        {disclaimer && <p className="lead-form__disclaimer">{disclaimer}</p>}
      </Dialog>
    </>
  );
}
