import { useId, useRef, useState } from 'react';
import {
  FREQUENCIES,
  clampFinanceInput,
  comparisonRateText,
  financeRepayment,
  priceLimitMessage,
  repaymentText,
  type FinanceLimits,
  type Frequency,
  type Limit,
  type RepaymentInput,
} from '../../domain/finance';
import { formatMoney } from '../../domain/pricing';
import type { DealerConfig } from '../../domain/schemas';
import { FormattedNumberInput } from '../forms/FormattedNumberInput';
import { track } from '../../lib/analytics';

/** The result line while the purchase price entered is outside the calculator's limits. */
export const NO_REPAYMENT = 'Enter a purchase price within the limits to see a repayment';

type Props = {
  price: number | null;
  /** Why the calculator opens where it does (a price outside its range). */
  note?: string | null;
  /** The lender's own quoted payments for the terms it opens on: shown until the shopper changes a term. */
  quote?: Partial<Record<Frequency, number>> | null;
  limits: FinanceLimits;
  initial: RepaymentInput;
  finance: Pick<DealerConfig['finance'], 'min_price' | 'max_price' | 'comparison_basis' | 'details_collapsed'>;
  comparisonRate: number | null;
  enquireHref: string;
};

/** Finance calculator: purchase price, deposit, residual, amount / term / interest sliders, Weekly / Fortnightly / Monthly. */
// eslint-disable-next-line max-lines-per-function -- every input moves the one repayment figure: price, deposit, residual, term, rate and frequency are one state
export default function FinanceCalculator({ price, note, quote, limits, initial, finance, comparisonRate, enquireHref }: Props) {
  const [input, setInput] = useState<RepaymentInput>(initial);
  // Spec money inputs: shown as '$11,990', read back as the number (FormattedNumberInput).
  const [priceInput, setPriceInput] = useState<number | null>(price || null);
  const [open, setOpen] = useState(!finance.details_collapsed);
  const used = useRef(false);
  // One label per control (an <output> inside a <label> would be a second labelled control).
  const id = useId().replace(/:/g, '');
  const cfg = { finance };

  const slide = (patch: Partial<RepaymentInput>) => {
    // Spec 4: the first slider interaction fires event 26, once.
    if (!used.current) {
      used.current = true;
      track(26, { kind: 'finance_calculator' });
    }
    setInput((i) => ({ ...i, ...patch }));
  };
  const priceError = priceInput === null ? null : priceLimitMessage(priceInput, cfg);
  const onPrice = (value: number | null) => {
    setPriceInput(value);
    const v = value ?? 0;
    if (!priceLimitMessage(v, cfg)) setInput((i) => ({ ...i, amount: clampFinanceInput(v, limits.amount) }));
  };
  // On the lender's own terms the lender's own figure (the page's "From $73 per week"), not a recomputation a
  // dollar apart from it; any change of term makes it the calculator's estimate.
  const onQuotedTerms = (['amount', 'deposit', 'establishmentFee', 'termYears', 'interestRate', 'residual'] as const).every((k) => input[k] === initial[k]);
  const quoted = onQuotedTerms ? quote?.[input.frequency] : undefined;
  const payment = typeof quoted === 'number' && quoted > 0 ? quoted : financeRepayment(input);
  // An invalid purchase price on screen has no repayment: the last valid amount is not what the shopper typed.
  const text = priceError ? NO_REPAYMENT : repaymentText(payment, input.frequency);
  // Loan amount, term and rate: the value beside the label and read out the same way; moving one is a slide.
  const slider = (name: string, label: string, key: 'amount' | 'termYears' | 'interestRate', limit: Limit, shown: string) => (
    <>
      <div className="vd-calc__row">
        <label htmlFor={`${id}-${name}`}>{label}</label> <output htmlFor={`${id}-${name}`}>{shown}</output>
      </div>
      <input
        id={`${id}-${name}`}
        type="range"
        min={limit.min}
        max={limit.max}
        step={limit.step}
        value={input[key]}
        aria-valuetext={shown}
        onChange={(e) => slide({ [key]: Number(e.target.value) })}
      />
    </>
  );
  // Deposit and residual: money typed in, blank for none, kept within their limits.
  const moneySide = (key: 'deposit' | 'residual', label: string) => (
    <>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <FormattedNumberInput
        kind="money"
        id={`${id}-${key}`}
        value={input[key] ? input[key] : null}
        placeholder="$0"
        onValue={(v) => setInput((i) => ({ ...i, [key]: clampFinanceInput(v ?? 0, limits[key]) }))}
      />
    </>
  );

  return (
    <div className="vd-finance">
      {note && (
        <p className="vd-finance__note muted small" data-testid="finance-note">
          {note}
        </p>
      )}
      <p className="vd-finance__result" aria-live="polite">
        <strong data-testid="repayment">{text}</strong>
      </p>
      {/* Says which figure this is: the page may also show a subscription price and the lender's weekly figure. */}
      {!priceError && text !== 'Enquire for Finance' && (
        <p className="vd-finance__basis muted small" data-testid="repayment-basis">
          Your estimate: {formatMoney(Math.max(0, input.amount - (input.deposit ?? 0)))} borrowed over {input.termYears} years at{' '}
          {input.interestRate.toFixed(2)}% p.a.{input.residual ? `, with a ${formatMoney(input.residual)} balloon at the end` : ''}
        </p>
      )}
      {text === 'Enquire for Finance' && (
        <a className="btn" href={enquireHref}>
          Enquire for Finance
        </a>
      )}
      <div role="radiogroup" aria-label="Repayment frequency" className="vd-finance__freq">
        {(Object.keys(FREQUENCIES) as Frequency[]).map((f) => (
          <label key={f}>
            <input type="radio" name="frequency" value={f} checked={input.frequency === f} onChange={() => setInput((i) => ({ ...i, frequency: f }))} /> {f}
          </label>
        ))}
      </div>
      {finance.details_collapsed && (
        <button type="button" className="btn btn--outline" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide details' : 'Show details'}
        </button>
      )}
      {open && (
        <div className="vd-calc">
          <label htmlFor={`${id}-price`}>Purchase price</label>
          <FormattedNumberInput
            kind="money"
            id={`${id}-price`}
            value={priceInput}
            onValue={onPrice}
            aria-invalid={!!priceError}
            aria-describedby={`${id}-price-error`}
          />
          <p id={`${id}-price-error`} className="vd-error" role={priceError ? 'alert' : undefined}>
            {priceError}
          </p>
          {slider('amount', 'Loan amount:', 'amount', limits.amount, formatMoney(input.amount))}
          {moneySide('deposit', 'Deposit / trade-in')}
          {/* The spec's residual input: a balloon paid at the end of the term lowers each repayment. */}
          {moneySide('residual', 'Residual / balloon')}
          {slider('term', 'Term:', 'termYears', limits.term, `${input.termYears} years`)}
          {slider('rate', 'Interest rate:', 'interestRate', limits.interest, `${input.interestRate.toFixed(2)}%`)}
        </div>
      )}
      <p className="muted small">{comparisonRateText(comparisonRate, cfg)}</p>
    </div>
  );
}
