import { useEffect, useState } from 'react';
import type { LeadCar, LeadSite } from '../../api/lead-payload';
import { financeEnquiryFormSchema } from '../../domain/schemas/lead';
import { contactFields, messageField, optInField } from './field-sets';
import { LeadForm } from './LeadForm';
import { AboutCar } from './AboutCar';
import { queryParam, useQueryCar } from './lead-car';
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
export default function FinanceEnquiryForm({ site, car: given = null, amount: givenAmount, source = 'finance-page' }: FinanceEnquiryFormProps) {
  // Spec 2: the vehicle page's finance link sends preferredDealership, vehiclePriceBudget, car_id and car_type.
  const car = useQueryCar(given);
  // Read after mount, so the first client render matches the static HTML; the form then fills the fields the shopper has not.
  const [query, setQuery] = useState<{ budget: number | null; dealership: string | null; carType: string | null; carId: string | null }>({
    budget: null,
    dealership: null,
    carType: null,
    carId: null,
  });
  useEffect(() => {
    const budget = Number(queryParam('vehiclePriceBudget') ?? '');
    setQuery({
      budget: Number.isFinite(budget) && budget > 0 ? Math.round(budget) : null,
      dealership: queryParam('preferredDealership'),
      carType: queryParam('car_type'),
      carId: queryParam('car_id'),
    });
  }, []);
  const amount = givenAmount ?? query.budget;
  const { dealership, carType } = query;
  const extra: Record<string, unknown> = {
    ...(dealership ? { dealership_slug: dealership } : {}),
    ...(amount ? { vehicle_price_budget: amount } : {}),
    // Before the car is found (or if it is not), the link's own car_id and car_type still go with the lead.
    ...(!car && query.carId ? { car_id: query.carId } : {}),
    ...(!car && carType ? { car_type: carType } : {}),
  };
  return (
    <>
      <AboutCar car={car} label="Finance for" />
      <LeadForm
        site={site}
        car={car}
        form="finance"
        source={source}
        extra={extra}
        steps={[
          {
            fields: [
              ...contactFields,
              { name: 'loan_amount', label: 'Amount to borrow (optional)', type: 'money', placeholder: '$30,000' },
              { name: 'deposit', label: 'Deposit or trade-in (optional)', type: 'money', placeholder: '$5,000' },
              {
                name: 'term_years',
                label: 'Loan term (optional)',
                type: 'select',
                options: [1, 2, 3, 4, 5, 6, 7].map((y) => ({ value: String(y), label: `${y} year${y > 1 ? 's' : ''}` })),
              },
              messageField(false),
              optInField,
            ],
          },
        ]}
        schema={financeEnquiryFormSchema}
        initial={{ ...(amount && amount > 0 ? { loan_amount: String(amount) } : {}) }}
        submitLabel="Send finance enquiry"
      />
    </>
  );
}
