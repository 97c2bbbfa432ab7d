import { note, readOptions } from './feed-context';

/*
 * Dates as feeds write them, read to ISO text: ISO dates and date-times; day/month/year with / . or - (which way
 * round a date such as 03/04/2027 reads is dealer.json feed.date_order; unset, day first, counted over the feed);
 * epoch seconds or milliseconds; month names ("21-Mar-2024", "21 March 2024", "March 21, 2024", "Mar 2019");
 * MM/YYYY for build and compliance months.
 */

export type DateRead = { ok: true; value: string } | { ok: false; message: string };

export const DATE_SHAPES = 'YYYY-MM-DD, a date-time, DD/MM/YYYY, MM/YYYY, "21 Mar 2024", "Mar 2024" or epoch seconds/milliseconds';

const ISO_DATE = /^(\d{4})-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?)?$/i;
const NUMERIC_DATE = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const MONTH_YEAR = /^(\d{1,2})\/(\d{4})$/;
const DAY_MONTH_NAME = /^(\d{1,2})(?:st|nd|rd|th)?[\s-]+([A-Za-z]{3,9})\.?,?[\s-]+(\d{4})$/;
const MONTH_NAME_DAY = /^([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/;
const MONTH_NAME_YEAR = /^([A-Za-z]{3,9})\.?[\s-]+(\d{4})$/;
const EPOCH_TEXT = /^\d{9,13}$/;
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const pad = (n: string | number) => String(n).padStart(2, '0');

/** True when the parts name a real calendar day and time (no 31/02, no 25:00). */
function realDate(y: number, m: number, d: number, h = 0, min = 0, s = 0): boolean {
  const t = new Date(Date.UTC(y, m - 1, d, h, min, s));
  return (
    t.getUTCFullYear() === y &&
    t.getUTCMonth() === m - 1 &&
    t.getUTCDate() === d &&
    t.getUTCHours() === h &&
    t.getUTCMinutes() === min &&
    t.getUTCSeconds() === s
  );
}

/** "Mar", "march", "Sept" → 3; null for a word that is no month. */
function monthOf(word: string): number | null {
  const w = word.toLowerCase();
  const i = MONTHS.findIndex((m) => m.startsWith(w.slice(0, 3)) && (w.length === 3 || m.startsWith(w) || w === 'sept'));
  return i < 0 ? null : i + 1;
}

/** Seconds below 10^11 (until the year 5138), milliseconds from there: both as a UTC date-time. */
function epoch(n: number): DateRead {
  if (!Number.isInteger(n) || n < 1e8 || n >= 1e14) return { ok: false, message: `expected a date (${DATE_SHAPES}); found a number that is no epoch time` };
  const ms = n < 1e11 ? n * 1000 : n;
  return { ok: true, value: new Date(ms).toISOString().replace(/\.000Z$/, 'Z') };
}

const day = (y: number, m: number, d: number): DateRead =>
  realDate(y, m, d) ? { ok: true, value: `${y}-${pad(m)}-${pad(d)}` } : { ok: false, message: 'not a real calendar date' };

/** A date from a feed value that is not blank. */
export function readDateValue(v: string | number): DateRead {
  if (typeof v === 'number') return epoch(v);
  const s = v.trim();
  if (EPOCH_TEXT.test(s)) return epoch(Number(s));
  const iso = ISO_DATE.exec(s);
  if (iso) {
    const [, y, m, d, h, min, sec] = iso;
    if (!realDate(Number(y), Number(m), Number(d ?? 1), Number(h ?? 0), Number(min ?? 0), Number(sec ?? 0)))
      return { ok: false, message: 'not a real calendar date' };
    return { ok: true, value: s.replace(' ', 'T') };
  }
  const num = NUMERIC_DATE.exec(s);
  if (num) return numericDate(num);
  const month = MONTH_YEAR.exec(s);
  if (month) {
    const [, m, y] = month;
    if (!realDate(Number(y), Number(m), 1)) return { ok: false, message: 'not a real calendar month' };
    return { ok: true, value: `${y}-${pad(m!)}` };
  }
  const dmn = DAY_MONTH_NAME.exec(s);
  if (dmn && monthOf(dmn[2]!)) return day(Number(dmn[3]), monthOf(dmn[2]!)!, Number(dmn[1]));
  const mnd = MONTH_NAME_DAY.exec(s);
  if (mnd && monthOf(mnd[1]!)) return day(Number(mnd[3]), monthOf(mnd[1]!)!, Number(mnd[2]));
  const mny = MONTH_NAME_YEAR.exec(s);
  if (mny && monthOf(mny[1]!)) return { ok: true, value: `${mny[2]}-${pad(monthOf(mny[1]!)!)}` };
  return { ok: false, message: `expected a date (${DATE_SHAPES}); found text` };
}

/** 03/04/2027: read by feed.date_order when both ways are real dates; otherwise the one way it can be read. */
function numericDate(match: RegExpExecArray): DateRead {
  const [text, a, , b, y, h, min, sec] = match;
  const first = Number(a);
  const second = Number(b);
  const year = Number(y);
  const time = [Number(h ?? 0), Number(min ?? 0), Number(sec ?? 0)] as const;
  const dmy = realDate(year, second, first, ...time);
  const mdy = realDate(year, first, second, ...time);
  if (!dmy && !mdy) return { ok: false, message: 'not a real calendar date' };
  const order = readOptions().date_order;
  let dayFirst = dmy;
  if (dmy && mdy && first !== second) {
    dayFirst = order ? order === 'dmy' : true;
    if (!order)
      note(
        'ambiguous-date',
        `dates such as "${text.split(/[ T]/)[0]}" read either way (day or month first); read day first (DD/MM/YYYY); set feed.date_order ("dmy" or "mdy") in dealer.json to say which`,
        true,
        'dates',
      );
  }
  const [d, m] = dayFirst ? [first, second] : [second, first];
  const date = `${year}-${pad(m)}-${pad(d)}`;
  return { ok: true, value: h === undefined ? date : `${date}T${pad(h)}:${min}${sec === undefined ? '' : `:${sec}`}` };
}
