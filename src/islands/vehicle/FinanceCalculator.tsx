import { useRef, useState } from 'react';
import {
  FREQUENCIES, comparisonRateText, financeRepayment, priceLimitMessage, repaymentText,
  type FinanceLimits, type Frequency, type RepaymentInput,
} from '../../domain/finance';
import { formatMoney } from '../../domain/pricing';
import type { DealerConfig } from '../../domain/schemas';
import { parseMoneyInput } from '../../domain/validation';
import { track } from '../../lib/analytics';

type Props = {
  price: number | null;
  limits: FinanceLimits;
  initial: RepaymentInput;
  finance: Pick<DealerConfig['finance'], 'min_price' | 'max_price' | 'comparison_basis' | 'details_collapsed'>;
  comparisonRate: number | null;
  enquireHref: string;
};

/** Finance calculator: purchase price, deposit, amount / term / interest sliders, Weekly / Fortnightly / Monthly. */
export default function FinanceCalculator({ price, limits, initial, finance, comparisonRate, enquireHref }: Props) {
  const [input, setInput] = useState<RepaymentInput>(initial);
  const [priceText, setPriceText] = useState(price ? String(price) : '');
  const [open, setOpen] = useState(!finance.details_collapsed);
  const used = useRef(false);
  const cfg = { finance } as Pick<DealerConfig, 'finance'>;

  const slide = (patch: Partial<RepaymentInput>) => {
    // Spec 4: the first slider interaction fires event 26, once.
    if (!used.current) { used.current = true; track(26, { kind: 'finance_calculator' }); }
    setInput((i) => ({ ...i, ...patch }));
  };
  const priceValue = parseMoneyInput(priceText);
  const priceError = priceText.trim() === '' ? null : priceLimitMessage(priceValue, cfg);
  const onPrice = (text: string) => {
    setPriceText(text);
    const v = parseMoneyInput(text);
    if (!priceLimitMessage(v, cfg)) setInput((i) => ({ ...i, amount: Math.min(Math.max(v, limits.amount.min), limits.amount.max) }));
  };
  const payment = financeRepayment(input);
  const text = repaymentText(payment, input.frequency);

  return (
    <div className="vd-finance" id="finance-calculator">
      <p className="vd-finance__result" aria-live="polite"><strong data-testid="repayment">{text}</strong></p>
      {text === 'Enquire for Finance' && <a className="btn" href={enquireHref}>Enquire for Finance</a>}
      <div role="radiogroup" aria-label="Repayment frequency" className="vd-finance__freq">
        {(Object.keys(FREQUENCIES) as Frequency[]).map((f) => (
          <label key={f}><input type="radio" name="frequency" value={f} checked={input.frequency === f} onChange={() => setInput((i) => ({ ...i, frequency: f }))} /> {f}</label>
        ))}
      </div>
      {finance.details_collapsed && (
        <button type="button" className="btn btn--outline" aria-expanded={open} onClick={() => setOpen(!open)}>{open ? 'Hide details' : 'Show details'}</button>
      )}
      {open && (
        <div className="vd-calc">
          <label>Purchase price
            <input inputMode="numeric" value={priceText} onChange={(e) => onPrice(e.target.value)} aria-invalid={!!priceError} aria-describedby="finance-price-error" />
          </label>
          <p id="finance-price-error" className="vd-error" role={priceError ? 'alert' : undefined}>{priceError}</p>
          <label>Loan amount: <output>{formatMoney(input.amount)}</output>
            <input type="range" min={limits.amount.min} max={limits.amount.max} step={limits.amount.step} value={input.amount} onChange={(e) => slide({ amount: Number(e.target.value) })} />
          </label>
          <label>Deposit / trade-in
            <input inputMode="numeric" value={input.deposit ? String(input.deposit) : ''} placeholder="$0" onChange={(e) => setInput((i) => ({ ...i, deposit: Math.min(parseMoneyInput(e.target.value), limits.deposit.max) }))} />
          </label>
          <label>Term: <output>{input.termYears} years</output>
            <input type="range" min={limits.term.min} max={limits.term.max} step={limits.term.step} value={input.termYears} onChange={(e) => slide({ termYears: Number(e.target.value) })} />
          </label>
          <label>Interest rate: <output>{input.interestRate.toFixed(2)}%</output>
            <input type="range" min={limits.interest.min} max={limits.interest.max} step={limits.interest.step} value={input.interestRate} onChange={(e) => slide({ interestRate: Number(e.target.value) })} />
          </label>
        </div>
      )}
      <p className="muted small">{comparisonRateText(comparisonRate, cfg)}</p>
    </div>
  );
}
