import type { LeadCar, LeadSite } from '../../api/lead-payload';
import { formEventId } from '../../domain/lead-forms';
import { testDriveFormSchema } from '../../domain/schemas/lead';
import { bookableTimes } from '../../domain/test-drive-slots';
import { contactFields, messageField, optInField, testDriveBookingFields } from './field-sets';
import { LeadForm } from './LeadForm';
import './forms.css';

export interface TestDriveFormProps {
  site: LeadSite;
  car: LeadCar;
  /** The car location's distribution_locations: a choice is offered only when there are some. */
  locations?: { id: string; name: string }[];
  /** The name of the car's location, sent with the lead so the dealer knows where the drive is. */
  locationName?: string | null;
  disclaimer?: string | null;
  source?: string;
}

/**
 * The test-drive booking as a plain form: rendered as HTML in the vehicle page's #test-drive section for visitors
 * without JavaScript (the dialog cannot open), posting to the lead API as a test-drive lead with its subcategory,
 * the preferred day and time and the location. Without JavaScript the free times cannot be asked for, so every
 * bookable time is offered and the dealership confirms it.
 */
export default function TestDriveForm({ site, car, locations = [], locationName, disclaimer, source = 'vehicle-page' }: TestDriveFormProps) {
  return (
    <>
      <LeadForm
        site={site}
        car={car}
        form="test_drive"
        source={source}
        steps={[
          {
            fields: [
              ...contactFields,
              ...testDriveBookingFields(locations, bookableTimes(), 'The dealership will confirm the time with you.'),
              messageField(false),
              optInField,
            ],
          },
        ]}
        schema={testDriveFormSchema}
        extra={locationName ? { location: locationName } : {}}
        formEventId={formEventId({ tag: car.tag ?? null, car_type: car.car_type as 'new' | 'used' | 'demo' }, 'test_drive')}
        submitLabel="Book test drive"
      />
      {disclaimer && <p className="lead-form__disclaimer">{disclaimer}</p>}
    </>
  );
}
