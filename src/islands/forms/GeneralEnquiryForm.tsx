import type { LeadCar, LeadSite } from '../../api/lead-payload';
import { generalEnquiryFormSchema } from '../../domain/schemas/lead';
import type { FieldDef } from './fields';
import { contactFields, optInField } from './field-sets';
import { LeadForm, type LeadStep } from './LeadForm';
import { AboutCar } from './AboutCar';
import { queryParam, useQueryCar } from './lead-car';
import { FIND_SIMILAR_MESSAGE, FIND_SIMILAR_SUBCATEGORY, enquiryDefaults, testDriveSubcategory } from '../../domain/lead-forms';
import './forms.css';

type Option = { value: string; label: string };

export interface GeneralEnquiryFormProps {
  site: LeadSite;
  categories: Option[];
  /** Location select, shown (and then required) when given. */
  locations?: Option[];
  /** The location the select starts on (a location's own contact page): one of `locations`' values. */
  location?: string;
  /** Dealership select, shown (and then required) when given. */
  dealerships?: Option[];
  additionalServices?: string[];
  messageRequired?: boolean;
  /** Terms text; when set, agreeing is required before submit. */
  termsLabel?: string | null;
  /** The optional Rego field of the spec's general enquiry form: shown unless a page asks for none (a test drive). */
  showRego?: boolean;
  pageId?: string;
  /** Split into two steps: what the enquiry is about, then contact details. */
  multiStep?: boolean;
  source?: string;
  /** The car the enquiry is about; without it, the one `?car_id=` names (/contact?car_id= from a vehicle page). */
  car?: LeadCar | null;
}

/**
 * A contact form opened from a vehicle page (/contact?car_id={slug}&type=test-drive|photos|similar): the Sales
 * category, and the subcategory and message the vehicle page's own dialog would have used.
 */
export function vehicleContactDefaults(car: LeadCar, type: string | null, categories: Option[]): { category?: string; subcategory: string; message: string } {
  const category = categories.some((c) => c.value === 'Sales') ? 'Sales' : undefined;
  const similar = type === 'similar' || enquiryDefaults({ status: car.status as never, sold: car.sold ?? false }).subcategory === FIND_SIMILAR_SUBCATEGORY;
  if (similar) return { category, subcategory: FIND_SIMILAR_SUBCATEGORY, message: FIND_SIMILAR_MESSAGE };
  if (type === 'test-drive') return { category, subcategory: testDriveSubcategory({ car_type: car.car_type as 'new' | 'used' | 'demo' }), message: '' };
  if (type === 'photos') return { category, subcategory: 'Request Photos', message: '' };
  return { category, subcategory: 'Enquiry', message: '' };
}

/** General enquiry: category, location/dealership when shown, Rego, message, opt-in, terms, additional services. */
export default function GeneralEnquiryForm(p: GeneralEnquiryFormProps) {
  const car = useQueryCar(p.car);
  // Only once the car is known (after mount), so the first render matches the static HTML.
  const fromVehicle = car ? vehicleContactDefaults(car, queryParam('type'), p.categories) : null;
  const about: FieldDef[] = [
    { name: 'category', label: 'Category', type: 'select', required: true, options: p.categories },
    ...(p.locations?.length ? [{ name: 'location', label: 'Location', type: 'select' as const, required: true, options: p.locations }] : []),
    ...(p.dealerships?.length ? [{ name: 'dealership_slug', label: 'Dealership', type: 'select' as const, required: true, options: p.dealerships }] : []),
    ...((p.showRego ?? true) ? [{ name: 'Rego', label: 'Rego (optional)', type: 'text' as const }] : []),
    ...(p.additionalServices?.length
      ? [
          {
            name: 'additional_services',
            label: 'Additional services',
            type: 'checkboxes' as const,
            options: p.additionalServices.map((s) => ({ value: s, label: s })),
          },
        ]
      : []),
    { name: 'message', label: 'Message', type: 'textarea', required: p.messageRequired ?? true },
  ];
  const details: FieldDef[] = [
    ...contactFields,
    optInField,
    ...(p.termsLabel ? [{ name: 'agreed_terms', label: p.termsLabel, type: 'checkbox' as const, required: true }] : []),
  ];
  const steps: LeadStep[] = p.multiStep
    ? [
        { title: 'Your enquiry', fields: about },
        { title: 'Your details', fields: details },
      ]
    : [{ fields: [...about, ...details] }];
  const schema = generalEnquiryFormSchema({
    messageRequired: p.messageRequired ?? true,
    locationShown: !!p.locations?.length,
    dealershipShown: !!p.dealerships?.length,
    requireTerms: !!p.termsLabel,
  });
  return (
    <>
      <AboutCar car={car} />
      <LeadForm
        site={p.site}
        car={car}
        form="general"
        source={p.source ?? 'contact-page'}
        steps={steps}
        schema={schema}
        initial={{
          additional_services: [],
          ...(p.location && p.locations?.some((l) => l.value === p.location) ? { location: p.location } : {}),
          ...(fromVehicle?.category ? { category: fromVehicle.category } : {}),
          ...(fromVehicle?.message ? { message: fromVehicle.message } : {}),
        }}
        subcategory={fromVehicle?.subcategory}
        extra={p.pageId ? { page_id: p.pageId } : {}}
        submitLabel="Send enquiry"
      />
    </>
  );
}
