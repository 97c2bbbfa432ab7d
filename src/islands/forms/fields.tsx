import type { ChangeEvent } from 'react';
import { FormattedNumberInput, parseNumberInput } from './FormattedNumberInput';

/** One input of a lead form. Labels are always visible and tied to the input; errors are announced. */
export interface FieldDef {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'checkbox' | 'checkboxes' | 'datetime-local' | 'date' | 'postcode' | 'hidden' | 'money';
  required?: boolean;
  autoComplete?: string;
  options?: { value: string; label: string }[];
  placeholder?: string;
  hint?: string;
}

export type FieldValue = string | boolean | string[];

// What each kind of input shows for a value. Field renders with these and typed-before-hydration.ts compares the
// inputs against them (renderedValue), so the two cannot drift apart.
const textShown = (value: FieldValue | undefined): string => String(value ?? '');
const checkedShown = (value: FieldValue | undefined): boolean => value === true;
const choicesShown = (value: FieldValue | undefined): string[] => (Array.isArray(value) ? value : []);
const amountShown = (value: FieldValue | undefined): number | null => parseNumberInput(textShown(value));

/** A field's value as Field renders it, in the form's terms: a money field as its digits ('' when empty). */
export function renderedValue(field: FieldDef, value: FieldValue | undefined): FieldValue {
  if (field.type === 'checkbox') return checkedShown(value);
  if (field.type === 'checkboxes') return choicesShown(value);
  if (field.type === 'money') {
    const n = amountShown(value);
    return n === null ? '' : String(n);
  }
  return textShown(value);
}

interface Props {
  formId: string;
  field: FieldDef;
  value: FieldValue | undefined;
  error?: string;
  disabled?: boolean;
  onChange: (name: string, value: FieldValue) => void;
}

// eslint-disable-next-line max-lines-per-function -- one switch over the field kinds, each case a few lines of markup around the same label, hint and error
export function Field({ formId, field, value, error, disabled, onChange }: Props) {
  const id = `${formId}-${field.name}`;
  const errId = `${id}-error`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const describedBy = [error ? errId : null, hintId].filter(Boolean).join(' ') || undefined;
  // `required` lets the browser check the form when JavaScript is off; the hydrated form sets noValidate and checks it itself.
  const common = {
    id,
    name: field.name,
    disabled,
    required: field.required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  const text = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange(field.name, e.target.value);
  const label = (
    <label htmlFor={id}>
      {field.label}
      {field.required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
  const messages = (
    <>
      {field.hint && (
        <p id={hintId} className="lead-field__hint">
          {field.hint}
        </p>
      )}
      {error && (
        <p id={errId} className="lead-field__error" role="alert">
          {error}
        </p>
      )}
    </>
  );

  if (field.type === 'hidden') return <input type="hidden" name={field.name} value={textShown(value)} />;
  if (field.type === 'checkbox') {
    return (
      <div className="lead-field lead-field--check">
        {/* Posted without JavaScript: the hidden 'false' is sent when unticked, the checkbox's 'true' (last wins) when ticked. */}
        <input type="hidden" name={field.name} value="false" />
        <input {...common} type="checkbox" value="true" checked={checkedShown(value)} onChange={(e) => onChange(field.name, e.target.checked)} />
        {label}
        {messages}
      </div>
    );
  }
  if (field.type === 'checkboxes') {
    const chosen = choicesShown(value);
    return (
      <fieldset className="lead-field lead-field--group" aria-describedby={describedBy}>
        <legend>{field.label}</legend>
        {(field.options ?? []).map((o) => (
          <label key={o.value} className="lead-field__option">
            <input
              type="checkbox"
              name={field.name}
              value={o.value}
              disabled={disabled}
              checked={chosen.includes(o.value)}
              onChange={(e) => onChange(field.name, e.target.checked ? [...chosen, o.value] : chosen.filter((v) => v !== o.value))}
            />
            {o.label}
          </label>
        ))}
        {messages}
      </fieldset>
    );
  }
  let control;
  if (field.type === 'textarea')
    control = <textarea {...common} rows={4} maxLength={5000} value={textShown(value)} onChange={text} placeholder={field.placeholder} />;
  else if (field.type === 'select') {
    control = (
      <select {...common} value={textShown(value)} onChange={text}>
        <option value="">Please select</option>
        {(field.options ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'money') {
    // Spec money input: '$25,990' as typed; the value kept is the digits (the schema reads either).
    control = (
      <FormattedNumberInput
        {...common}
        kind="money"
        placeholder={field.placeholder}
        value={amountShown(value)}
        onValue={(v) => onChange(field.name, v === null ? '' : String(v))}
      />
    );
  } else if (field.type === 'postcode') {
    // Spec: exactly 4 digits, max length 4.
    control = (
      <input
        {...common}
        type="text"
        inputMode="numeric"
        maxLength={4}
        autoComplete={field.autoComplete ?? 'postal-code'}
        value={textShown(value)}
        onChange={text}
      />
    );
  } else {
    control = (
      <input {...common} type={field.type} autoComplete={field.autoComplete} placeholder={field.placeholder} value={textShown(value)} onChange={text} />
    );
  }
  return (
    <div className="lead-field">
      {label}
      {control}
      {messages}
    </div>
  );
}
