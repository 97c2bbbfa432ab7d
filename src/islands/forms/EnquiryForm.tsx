import type { LeadCar, LeadSite } from '../../api/lead-payload';
import { enquiryDefaults, formEventId } from '../../domain/lead-forms';
import { enquiryFormSchema } from '../../domain/schemas/lead';
import { contactFields, messageField, optInField } from './field-sets';
import { LeadForm } from './LeadForm';
import './forms.css';

export interface EnquiryFormProps {
  site: LeadSite;
  car: LeadCar;
  source?: string;
}

/**
 * The vehicle enquiry form: name, email, phone, message, opt-in (default on); a sold car asks for something
 * similar. Inside the enquiry dialog, and rendered as plain HTML in the vehicle page's #enquire section for
 * visitors without JavaScript (it posts to the lead API with the car in hidden inputs).
 */
export default function EnquiryForm({ site, car, source = 'vehicle-page' }: EnquiryFormProps) {
  const defaults = enquiryDefaults({ status: car.status, sold: car.sold ?? false });
  return (
    <LeadForm
      site={site}
      car={car}
      form="enquiry"
      source={source}
      steps={[{ fields: [...contactFields, messageField(true), optInField] }]}
      schema={enquiryFormSchema}
      initial={{ message: defaults.message }}
      subcategory={defaults.subcategory}
      formEventId={formEventId({ tag: car.tag ?? null, car_type: car.car_type as 'new' | 'used' | 'demo' }, 'enquiry')}
      submitLabel="Send enquiry"
    />
  );
}
