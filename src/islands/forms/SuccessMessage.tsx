import { useEffect, useState } from 'react';
import { $successCategory } from '../../stores/success-category';
import './forms.css';

/**
 * 'your vehicle enquiry', 'your test drive booking', 'your reservation': the stored category named once, so a
 * category that already says what it is ('Vehicle Enquiry') never reads 'your Vehicle Enquiry enquiry'.
 */
export function successNoun(category: string | null): string {
  const c = (category ?? '').trim().toLowerCase();
  if (!c) return 'enquiry';
  if (c === 'test drive') return 'test drive booking';
  if (/(enquiry|booking|request|reservation|valuation|application)$/.test(c)) return c;
  return `${c} enquiry`;
}

/** /success: thanks the shopper for the lead whose category the form stored (SuccessCategory). */
export default function SuccessMessage({ dealerName }: { dealerName: string }) {
  // Read after mount: the static HTML cannot know what this browser stored.
  const [category, setCategory] = useState<string | null>(null);
  useEffect(() => setCategory($successCategory.get()), []);
  return (
    <div className="lead-notice" role="status">
      <p>
        <strong>{`Thank you, your ${successNoun(category)} has been sent.`}</strong>
      </p>
      <p>A member of the {dealerName} team will be in touch shortly.</p>
    </div>
  );
}
