import { useState } from 'react';
import { alertShopper } from '../../lib/alert';
import type { PdfData } from './pdf';

type Props = { data: PdfData };

/**
 * Print (new tab) and PDF download; the PDF library is fetched only on click, with a 'Preparing...' state. When
 * the photo cannot go into the PDF (a remote host without CORS headers), the print sheet, which shows it, is
 * printed instead and the shopper is told to save it as a PDF there.
 */
export default function PrintPdf({ data }: Props) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setNote(null);
    try {
      const { downloadVehiclePdf, PhotoNotReadable } = await import('./pdf');
      try {
        await downloadVehiclePdf(data);
      } catch (err) {
        if (!(err instanceof PhotoNotReadable)) throw err;
        const { printSheet } = await import('./print-sheet');
        setNote("Choose 'Save as PDF' in the print window to keep this vehicle's sheet with its photo.");
        await printSheet(data.printPath, data.slug);
      }
    } catch (err) {
      alertShopper((err as Error).message); // spec 8: browser alert with the error message
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="vd-print">
      <a href={data.printPath} target="_blank" rel="noopener">
        Print
      </a>
      <button type="button" className="link-btn" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {busy ? (
          <>
            <span className="vd-spinner" aria-hidden="true" /> Preparing...
          </>
        ) : (
          'Download PDF'
        )}
      </button>
      {note && (
        <span className="vd-print-note" role="status">
          {note}
        </span>
      )}
    </span>
  );
}
