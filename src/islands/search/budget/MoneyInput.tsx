import { sanitizeBudgetInput } from '../../../domain/budget';
import { formatNumber } from '../../../domain/number-format';

type Props = { id: string; label: string; value: number; onChange: (n: number) => void; quickPicks?: number[] };

const fmt = formatNumber;

/** Money input with a $ prefix and thousands separators (spec 5); NaN becomes 0, clamped to 0..1,000,000. */
export function MoneyInput({ id, label, value, onChange, quickPicks = [] }: Props) {
  return (
    <div className="bd-field">
      <label htmlFor={id}>{label}</label>
      <div className="bd-money">
        <span aria-hidden="true">$</span>
        <input id={id} type="text" inputMode="numeric" value={fmt(value)} onChange={(e) => onChange(sanitizeBudgetInput(e.currentTarget.value))} />
      </div>
      {quickPicks.length > 0 && (
        <ul role="list" className="bd-picks" aria-label={`Quick picks for ${label.toLowerCase()}`}>
          {quickPicks.map((p) => (
            <li key={p}>
              <button type="button" className={p === value ? 'is-on' : undefined} aria-pressed={p === value} onClick={() => onChange(p)}>
                ${fmt(p)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
