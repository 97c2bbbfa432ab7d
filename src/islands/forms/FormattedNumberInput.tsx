import { useLayoutEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { formatKmInput, formatMoneyInput, typedAmount } from '../../domain/validation';

/*
 * Spec money and kilometre inputs: the shopper sees '$11,990' or '80,000 kms' while typing; the
 * number is parsed back from the digits on every input. The caret stays after the same digit when separators are
 * added or removed, so typing in the middle of a number works.
 */

export type NumberInputKind = 'money' | 'km';

const FORMAT: Record<NumberInputKind, (n: number) => string> = { money: formatMoneyInput, km: formatKmInput };

/** The displayed text of a value: '' for none. */
export function formatNumberInput(kind: NumberInputKind, value: number | null | undefined): string {
  return value == null || !Number.isFinite(value) ? '' : FORMAT[kind](value);
}

/** The number typed (typedAmount: digits only, a leading minus makes it 0), or null when there are none. */
export const parseNumberInput = typedAmount;

/** Where the caret goes in `text` to sit after `digits` digits (after the prefix when 0). */
function caretAfterDigits(text: string, digits: number): number {
  if (digits === 0) return text.search(/\d/) === -1 ? text.length : text.search(/\d/);
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (/\d/.test(text.charAt(i)) && ++seen === digits) return i + 1;
  }
  return text.length;
}

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  kind: NumberInputKind;
  value: number | null;
  onValue: (value: number | null) => void;
};

export function FormattedNumberInput({ kind, value, onValue, ...rest }: Props) {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  // Bumped on every input, so the caret is placed even when the value did not change (a separator deleted).
  const [typed, setTyped] = useState(0);
  const text = formatNumberInput(kind, value);
  useLayoutEffect(() => {
    const el = ref.current;
    if (caret.current === null || !el || document.activeElement !== el) return;
    const at = caretAfterDigits(el.value, caret.current);
    caret.current = null;
    el.setSelectionRange(at, at);
  }, [text, typed]);
  return (
    <input
      {...rest}
      ref={ref}
      type="text"
      inputMode="numeric"
      value={text}
      onChange={(e) => {
        const raw = e.currentTarget.value;
        caret.current = raw.slice(0, e.currentTarget.selectionStart ?? raw.length).replace(/\D/g, '').length;
        setTyped((n) => n + 1);
        onValue(parseNumberInput(raw));
      }}
    />
  );
}
