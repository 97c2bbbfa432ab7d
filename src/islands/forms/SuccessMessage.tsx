import { useEffect, useState } from 'react';
import { $successCategory } from '../../stores/success-category';
import './forms.css';

/** /success: thanks the shopper for the lead whose category the form stored (SuccessCategory). */
export default function SuccessMessage({ dealerName }: { dealerName: string }) {
  // Read after mount: the static HTML cannot know what this browser stored.
  const [category, setCategory] = useState<string | null>(null);
  useEffect(() => setCategory($successCategory.get()), []);
  return (
    <div className="lead-notice" role="status">
      <p><strong>{category ? `Thank you, your ${category} enquiry has been sent.` : 'Thank you, your enquiry has been sent.'}</strong></p>
      <p>A member of the {dealerName} team will be in touch shortly.</p>
    </div>
  );
}
