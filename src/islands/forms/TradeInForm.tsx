import type { LeadCar, LeadSite } from '../../api/lead-payload';
import { tradeInFormSchema } from '../../domain/schemas/lead';
import { LeadForm } from './LeadForm';
import './forms.css';

export interface TradeInFormProps {
  site: LeadSite;
  /** The car the shopper is trading towards (/cars/trade-in?car_id=...), when known. */
  car?: LeadCar | null;
  source?: string;
}

/** Trade-in lead form: First Name, last name, postcode (4 digits), Mobile Number, Email Address. */
export default function TradeInForm({ site, car = null, source = 'trade-in-page' }: TradeInFormProps) {
  const carId = car?.id ?? (typeof window !== 'undefined' ? new URLSearchParams(window.location.search).get('car_id') ?? '' : '');
  return (
    <LeadForm
      site={site} car={car} form="trade_in" source={source}
      steps={[{ fields: [
        { name: 'car_id', label: 'Car', type: 'hidden' },
        { name: 'name', label: 'First Name', type: 'text', required: true, autoComplete: 'given-name' },
        { name: 'last_name', label: 'Last Name', type: 'text', required: true, autoComplete: 'family-name' },
        { name: 'postcode', label: 'Postcode', type: 'postcode', required: true },
        { name: 'phone', label: 'Mobile Number', type: 'tel', required: true, autoComplete: 'tel' },
        { name: 'email', label: 'Email Address', type: 'email', required: true, autoComplete: 'email' },
      ] }]}
      schema={tradeInFormSchema}
      initial={{ car_id: carId }}
      extra={carId ? { car_id: carId } : {}}
      submitLabel="Get my valuation"
    />
  );
}
