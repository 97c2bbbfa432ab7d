import type { LeadCar, LeadSite } from '../../api/lead-payload';
import { requestPhotosFormSchema } from '../../domain/schemas/lead';
import type { FieldDef } from './fields';
import { LeadForm } from './LeadForm';
import './forms.css';

const photoFields: FieldDef[] = [
  { name: 'name', label: 'Name (optional)', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email (optional)', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel' },
  { name: 'message', label: 'Which photos would you like? (optional)', type: 'textarea' },
];

/** Request Photos: all fields optional (spec). */
export default function RequestPhotosForm({ site, car, source = 'vehicle-page' }: { site: LeadSite; car: LeadCar; source?: string }) {
  return (
    <LeadForm
      site={site}
      car={car}
      form="photos"
      source={source}
      steps={[{ fields: photoFields }]}
      schema={requestPhotosFormSchema}
      submitLabel="Request photos"
    />
  );
}
