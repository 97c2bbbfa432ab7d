import type { LeadCar, LeadSite } from '../../api/lead-payload';
import { tradeInFormSchema } from '../../domain/schemas/lead';
import { LeadForm } from './LeadForm';
import { AboutCar } from './AboutCar';
import type { FieldDef } from './fields';
import { queryParam, useQueryCar } from './lead-car';
import './forms.css';

const tradeInFields: FieldDef[] = [
  { name: 'car_id', label: 'Car', type: 'hidden' },
  { name: 'name', label: 'First Name', type: 'text', required: true, autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last Name', type: 'text', required: true, autoComplete: 'family-name' },
  { name: 'postcode', label: 'Postcode', type: 'postcode', required: true },
  { name: 'phone', label: 'Mobile Number', type: 'tel', required: true, autoComplete: 'tel' },
  { name: 'email', label: 'Email Address', type: 'email', required: true, autoComplete: 'email' },
];

export interface TradeInFormProps {
  site: LeadSite;
  /** The car the shopper is trading towards (/cars/trade-in?car_id=...), when known. */
  car?: LeadCar | null;
  source?: string;
}

/** Trade-in lead form: First Name, last name, postcode (4 digits), Mobile Number, Email Address. */
export default function TradeInForm({ site, car: given = null, source = 'trade-in-page' }: TradeInFormProps) {
  // The whole car (make, model, stock number...) from ?car_id=, not only its id: the lead carries the car.
  const car = useQueryCar(given);
  const carId = car?.id ?? queryParam('car_id') ?? '';
  return (
    <>
      <AboutCar car={car} label="Trading in towards" />
      <LeadForm
        site={site}
        car={car}
        form="trade_in"
        source={source}
        steps={[{ fields: tradeInFields }]}
        schema={tradeInFormSchema}
        initial={{ car_id: carId }}
        extra={carId ? { car_id: carId } : {}}
        submitLabel="Get my valuation"
      />
    </>
  );
}
