import { note, readOptions } from './feed-context';

/*
 * Numbers as feeds write them: units and currency on either side ("42,000 km", "32990.00 AUD", "$ 32 990"),
 * "150k" for thousands, and both ways of grouping digits (1,234.56 and 1.234,56). A number that reads both ways
 * ("7.500": 7.5 or 7500) is read by dealer.json feed.number_locale; unset, it is read dot_decimal and noted.
 */

export type NumberRead = { ok: true; value: number } | { ok: false; message: string };

/** Units and currencies a number may carry, before or after it. */
const CURRENCY_BEFORE = /^(?:AUD|AU\$|A\$|\$)\s*/i;
const CURRENCY_AFTER = /\s*(?:AUD|\$)$/i;
const UNIT_AFTER = /\s*(?:kms?|kilomet(?:re|er)s?)$/i;
const THOUSANDS = /^(.*\d)\s*k$/i;
/** Any space (no-break, thin, narrow) between digit groups. */
const SPACES = /[\s\u00a0\u2009\u202f]/gu;
const SPACE_GROUPED = /^\d{1,3}(?:[\s\u00a0\u2009\u202f]\d{3})+(?:[.,]\d+)?$/u;
const DIGITS = /^\d+$/;

export const NUMBER_SHAPES = 'a number, e.g. 32990, "32,990", "$32,990.00", "42,000 km", "150k", "32990.00 AUD"';

function grouped(whole: string, sep: string): string | null {
  const parts = whole.split(sep);
  if (!/^\d{1,3}$/.test(parts[0]!) || !parts.slice(1).every((p) => /^\d{3}$/.test(p))) return null;
  return parts.join('');
}

/** Digits with at most one decimal mark and grouping marks; null when it is no number. */
function digitsOf(s: string): number | null {
  if (DIGITS.test(s)) return Number(s);
  if (/^\d*\.\d+$/.test(s) && !/^\d{1,3}\.\d{3}$/.test(s)) return Number(s);
  const dot = s.lastIndexOf('.');
  const comma = s.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) {
    // Both marks: the last one is the decimal mark, the other groups thousands ("1,234.56", "1.234,56").
    const [decimal, group] = dot > comma ? ['.', ','] : [',', '.'];
    const [whole, frac, extra] = s.split(decimal);
    if (extra !== undefined || !/^\d+$/.test(frac ?? '')) return null;
    const w = grouped(whole!, group);
    return w === null ? null : Number(`${w}.${frac}`);
  }
  const mark = dot >= 0 ? '.' : comma >= 0 ? ',' : null;
  if (!mark) return null;
  const parts = s.split(mark);
  if (parts.length > 2) {
    const w = grouped(s, mark);
    return w === null ? null : Number(w);
  }
  const [whole, frac] = parts as [string, string];
  if (!/^\d+$/.test(frac) || !/^\d*$/.test(whole)) return null;
  // One mark before exactly three digits, after 1-3 digits not starting with 0: "7.500", "7,500" read both ways.
  if (/^[1-9]\d{0,2}$/.test(whole) && frac.length === 3) {
    const locale = readOptions().number_locale;
    const decimalIsDot = locale ? locale === 'dot_decimal' : true;
    const value = (mark === '.') === decimalIsDot ? Number(`${whole}.${frac}`) : Number(whole + frac);
    if (!locale) {
      note(
        'ambiguous-number',
        `numbers such as "${s}" read either way (${Number(`${whole}.${frac}`)} or ${Number(whole + frac)}); read with a dot decimal mark and comma thousands (${value}); set feed.number_locale ("dot_decimal" or "comma_decimal") in dealer.json to say which`,
        true,
      );
    }
    return value;
  }
  // A comma before other than three digits is a decimal comma ("7,5"); a dot, a decimal point.
  if (whole === '') return null;
  return Number(`${whole}.${frac}`);
}

/** A number from a feed value that is not blank: a finite number, or text with units, currency and digit grouping. */
export function readNumberText(v: string | number): NumberRead {
  if (typeof v === 'number') return Number.isFinite(v) ? { ok: true, value: v } : { ok: false, message: 'not a finite number' };
  let s = v.trim();
  let sign = 1;
  const takeSign = () => {
    if (/^[-\u2212]/.test(s)) {
      sign = -sign;
      s = s.slice(1).trim();
    } else if (s.startsWith('+')) s = s.slice(1).trim();
  };
  takeSign();
  s = s.replace(CURRENCY_BEFORE, '');
  takeSign();
  s = s.replace(CURRENCY_AFTER, '').replace(UNIT_AFTER, '');
  let scale = 1;
  const k = THOUSANDS.exec(s);
  if (k) {
    scale = 1000;
    s = k[1]!;
  }
  if (SPACE_GROUPED.test(s)) s = s.replace(SPACES, '');
  const n = s === '' ? null : digitsOf(s);
  if (n === null || !Number.isFinite(n)) return { ok: false, message: `expected ${NUMBER_SHAPES}; found text` };
  // Scaled "150k" may carry a decimal ("1.5k"); the product is rounded to a whole unit.
  const value = scale === 1 ? n : Math.round(n * scale);
  return { ok: true, value: sign * value === 0 ? 0 : sign * value };
}
