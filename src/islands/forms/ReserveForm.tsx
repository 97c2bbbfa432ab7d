import type { LeadCar, LeadSite } from '../../api/lead-payload';
import { purchaseLeadLabels, type PurchaseKind } from '../../domain/vehicle-actions';
import { reserveFormSchema } from '../../domain/schemas/lead';
import { AboutCar } from './AboutCar';
import { contactFields, messageField, optInField } from './field-sets';
import { LeadForm } from './LeadForm';
import { useQueryCarLookup } from './lead-car';
import './forms.css';
import { ALL_STOCK_PATH, carPath } from '../../domain/site-paths';

export interface ReserveFormProps {
  site: LeadSite;
  /** The car being reserved; without it (the checkout journey), the one `?car_id=` names. */
  car?: LeadCar | null;
  kind: PurchaseKind;
  /** Deposit in dollars (reserve_price_text), sent as deposit_amount. */
  deposit: number | null;
  /** The dealer's payment processor address for this car ({lead_id} filled in by the form); else /success. */
  handoff?: string | null;
}

/**
 * Reserve / buy online / checkout journey: a reservation lead about one car (category 'Reservation', the
 * deposit amount), then the payment processor's page when the dealer configured one.
 */
export default function ReserveForm({ site, car: given = null, kind, deposit, handoff = null }: ReserveFormProps) {
  const { car, done } = useQueryCarLookup(given);
  const labels = purchaseLeadLabels(kind);
  if (!car && !done)
    return (
      <p className="lead-form__progress" aria-busy="true">
        Loading the vehicle…
      </p>
    );
  if (!car) {
    return (
      <p className="lead-notice" role="status">
        Choose a vehicle first: open it from <a href={ALL_STOCK_PATH}>our stock</a> and use its Buy Online button.
      </p>
    );
  }
  if (kind === 'checkout_journey' && car.buy_online !== true) {
    return (
      <p className="lead-notice" role="status">
        {car.name} cannot be bought online. <a href={carPath(car.slug)}>Ask us about it on its page</a>, or choose another vehicle from{' '}
        <a href={ALL_STOCK_PATH}>our stock</a>.
      </p>
    );
  }
  return (
    <>
      <AboutCar car={car} label={kind === 'reserve' ? 'Reserving' : 'Buying'} />
      <LeadForm
        site={site}
        car={car}
        form="reserve"
        source={kind === 'checkout_journey' ? 'checkout-journey' : 'reserve-page'}
        steps={[{ fields: [...contactFields, messageField(false), optInField] }]}
        schema={reserveFormSchema}
        category={labels.category}
        subcategory={labels.subcategory}
        extra={deposit !== null ? { deposit_amount: deposit } : {}}
        successPath={handoff ?? '/success'}
        submitLabel={handoff ? 'Reserve and pay deposit' : kind === 'reserve' ? 'Reserve this vehicle' : 'Start my purchase'}
      />
    </>
  );
}
