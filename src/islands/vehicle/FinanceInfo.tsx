import { useState } from 'react';
import { shortDisclaimer } from '../../domain/finance';
import { Dialog } from './Dialog';

export type FinanceInfoRow = { label: string; value: string };
type Props = { headline: string; provider: string; rows: FinanceInfoRow[]; disclaimer: string };

/** Finance info line with an (i) button opening the lender's figures and disclaimer (short form + Show More/Less). */
export default function FinanceInfo({ headline, provider, rows, disclaimer }: Props) {
  const [open, setOpen] = useState(false);
  const [full, setFull] = useState(false);
  const d = shortDisclaimer(disclaimer);
  return (
    <div className="vd-finance-info">
      <span>{headline}</span>
      <button type="button" className="vd-icon-btn" aria-label="Finance information" onClick={() => setOpen(true)}>
        i
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} label="Finance information">
        <h2>Finance with {provider}</h2>
        <dl className="vd-rows">
          {rows.map((r) => (
            <div key={r.label}>
              <dt>{r.label}</dt>
              <dd>{r.value}</dd>
            </div>
          ))}
        </dl>
        <p id="financeDisclaimer" className="small">
          {full || !d.truncated ? disclaimer : d.short}
        </p>
        {d.truncated && (
          <button type="button" className="link-btn" aria-expanded={full} onClick={() => setFull(!full)}>
            {full ? 'Show Less' : 'Show More'}
          </button>
        )}
      </Dialog>
    </div>
  );
}
