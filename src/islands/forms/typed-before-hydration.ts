import { type FieldDef, type FieldValue, renderedValue } from './fields';
import { parseNumberInput } from './FormattedNumberInput';

/*
 * A form is server-rendered and works before its island hydrates, so a shopper on a slow phone can start typing
 * before React arrives. React takes the inputs over as they are but its state still holds the initial values,
 * and its first re-render would write those back over what was typed. The form reads what changed first.
 */

const same = (a: FieldValue, b: FieldValue): boolean =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : a === b;

/** What the shopper changed in the server-rendered form, by field name (only fields on screen, hidden ones never). */
export function valuesTypedBeforeHydration(
  form: HTMLFormElement,
  fields: readonly FieldDef[],
  initial: Record<string, FieldValue | undefined>,
): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {};
  const controls = Array.from(form.elements) as (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[];
  for (const field of fields) {
    if (field.type === 'hidden') continue;
    // A checkbox has a hidden 'false' twin for posts without JavaScript: only the visible control counts.
    const own = controls.filter((c) => c.name === field.name && c.type !== 'hidden');
    const [control] = own;
    if (!control) continue;
    let value: FieldValue;
    if (field.type === 'checkbox') value = (control as HTMLInputElement).checked;
    else if (field.type === 'checkboxes') value = own.filter((c) => (c as HTMLInputElement).checked).map((c) => c.value);
    else if (field.type === 'money') {
      const n = parseNumberInput(control.value);
      value = n === null ? '' : String(n);
    } else value = control.value;
    if (!same(value, renderedValue(field, initial[field.name]))) out[field.name] = value;
  }
  return out;
}
