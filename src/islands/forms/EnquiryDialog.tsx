import type { LeadCar, LeadSite } from '../../api/lead-payload';
import { enquiryDefaults } from '../../domain/lead-forms';
import EnquiryForm from './EnquiryForm';
import { LeadDialog, type LeadDialogOpening } from './LeadDialog';
import './forms.css';

export interface EnquiryDialogProps extends LeadDialogOpening {
  site: LeadSite;
  car: LeadCar;
  /** Button text; default the site's enquire text, or 'Find Me Something Similar' for a sold car. */
  buttonLabel?: string;
  buttonClass?: string;
  source?: string;
}

/** Enquiry dialog: name, email, phone, message, opt-in (default on). A sold car asks for something similar. */
export default function EnquiryDialog({ site, car, buttonLabel, buttonClass = 'btn', source = 'vehicle-page', ...opening }: EnquiryDialogProps) {
  const defaults = enquiryDefaults({ status: car.status, sold: car.sold ?? false });
  const similar = defaults.subcategory !== 'Enquiry';
  const label = buttonLabel ?? (similar ? 'Find Me Something Similar' : 'Enquire Now');
  const title = similar ? `Find me something similar to the ${car.name}` : `Enquire about the ${car.name}`;
  return (
    <LeadDialog site={site} title={title} buttonLabel={label} buttonClass={buttonClass} {...opening}>
      <EnquiryForm site={site} car={car} source={source} />
    </LeadDialog>
  );
}
