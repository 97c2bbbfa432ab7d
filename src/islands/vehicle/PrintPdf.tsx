import { useState } from 'react';
import { alertShopper } from '../../lib/alert';
import type { PdfData } from './pdf';

type Props = { data: PdfData };

/** Print (new tab) and PDF download; the PDF library is fetched only on click, with a 'Preparing...' state. */
export default function PrintPdf({ data }: Props) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { downloadVehiclePdf } = await import('./pdf');
      await downloadVehiclePdf(data);
    } catch (err) {
      alertShopper((err as Error).message); // spec 8: browser alert with the error message
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="vd-print">
      <a href={`/print?car_id=${encodeURIComponent(data.slug)}`} target="_blank" rel="noopener">Print</a>
      <button type="button" className="link-btn" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {busy ? <><span className="vd-spinner" aria-hidden="true" /> Preparing...</> : 'Download PDF'}
      </button>
    </span>
  );
}
