import type { LeadCar, LeadSite } from '../../api/lead-payload';
import { financeEnquiryFormSchema } from '../../domain/schemas/lead';
import { contactFields, messageField, optInField } from './field-sets';
import { LeadForm } from './LeadForm';
import './forms.css';

export interface FinanceEnquiryFormProps {
  site: LeadSite;
  /** The car from ?car_id when the shopper came from a vehicle page. */
  car?: LeadCar | null;
  /** Prefilled amount (vehiclePriceBudget query). */
  amount?: number | null;
  source?: string;
}

/** Finance enquiry: contact fields plus optional amount, deposit and term. */
export default function FinanceEnquiryForm({ site, car = null, amount, source = 'finance-page' }: FinanceEnquiryFormProps) {
  return (
    <LeadForm
      site={site} car={car} form="finance" source={source}
      steps={[{ fields: [
        ...contactFields,
        { name: 'loan_amount', label: 'Amount to borrow (optional)', type: 'text', placeholder: '$30,000' },
        { name: 'deposit', label: 'Deposit or trade-in (optional)', type: 'text', placeholder: '$5,000' },
        { name: 'term_years', label: 'Loan term (optional)', type: 'select', options: [1, 2, 3, 4, 5, 6, 7].map((y) => ({ value: String(y), label: `${y} year${y > 1 ? 's' : ''}` })) },
        messageField(false),
        optInField,
      ] }]}
      schema={financeEnquiryFormSchema}
      initial={{ opt_in: true, ...(amount && amount > 0 ? { loan_amount: String(amount) } : {}) }}
      submitLabel="Send finance enquiry"
    />
  );
}
