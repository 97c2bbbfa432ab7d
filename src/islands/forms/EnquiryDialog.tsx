import { useEffect, useState } from 'react';
import { startLeadRetry } from '../../api/lead-outbox';
import type { LeadCar, LeadSite } from '../../api/lead-payload';
import { enquiryDefaults } from '../../domain/lead-forms';
import { Dialog } from '../vehicle/Dialog';
import EnquiryForm from './EnquiryForm';
import { leadRuntime } from './runtime';
import './forms.css';

export interface EnquiryDialogProps {
  site: LeadSite;
  car: LeadCar;
  /** Button text; default the site's enquire text, or 'Find Me Something Similar' for a sold car. */
  buttonLabel?: string;
  buttonClass?: string;
  source?: string;
  /** Opened from elsewhere (the sidebar link): start open, and without a button of its own. */
  initialOpen?: boolean;
  showButton?: boolean;
}

/** Enquiry dialog: name, email, phone, message, opt-in (default on). A sold car asks for something similar. */
export default function EnquiryDialog({
  site,
  car,
  buttonLabel,
  buttonClass = 'btn',
  source = 'vehicle-page',
  initialOpen = false,
  showButton = true,
}: EnquiryDialogProps) {
  const [open, setOpen] = useState(initialOpen);
  // The form inside mounts only when opened; kept leads are retried as soon as the button is on the page.
  useEffect(() => startLeadRetry(leadRuntime(site).outbox), [site]);
  const defaults = enquiryDefaults({ status: car.status, sold: car.sold ?? false });
  const similar = defaults.subcategory !== 'Enquiry';
  const label = buttonLabel ?? (similar ? 'Find Me Something Similar' : 'Enquire Now');
  const title = similar ? `Find me something similar to the ${car.name}` : `Enquire about the ${car.name}`;
  return (
    <>
      {showButton && (
        <button type="button" className={buttonClass} onClick={() => setOpen(true)}>
          {label}
        </button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} label={title}>
        <h2>{title}</h2>
        <EnquiryForm site={site} car={car} source={source} />
      </Dialog>
    </>
  );
}
