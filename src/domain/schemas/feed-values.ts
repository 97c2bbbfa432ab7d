import './zod-no-eval';
import { z } from 'zod';

/*
 * Readers for the value shapes real dealer feeds send. Each one turns a raw JSON value into what the Car schema
 * keeps, or says in a few words why it cannot. docs/feed-format.md is the table of what each accepts; the schema
 * (car.ts) says which reader each field uses, and parseFeedRecord (feed-record.ts) decides whether a value that
 * cannot be read costs the field (a warning) or the record (an error).
 */

export type Read<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const bad = (message: string): Read<never> => ({ ok: false, message });

/** null, missing, '' or blank, and the text 'null' all mean "the feed has no value here". */
export function isBlank(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && (v.trim() === '' || v.trim().toLowerCase() === 'null'));
}

const PLAIN_NUMBER = /^(?:\d+(?:\.\d+)?|\.\d+)$/;
/** Thousands grouped by commas or spaces (any Unicode space): "32,990", "42 000", "1,234,567.50". */
const GROUPED_NUMBER = /^\d{1,3}(?:[,\s]\d{3})+(?:\.\d+)?$/u;
const CURRENCY_PREFIX = /^(?:AUD|A\$|\$)\s*/i;

/** A number, or a numeric string as feeds write them: "32990", "32,990", "$32,990.00", " 42 000 ". Blank is null. */
export function readNumber(v: unknown): Read<number | null> {
  if (isBlank(v)) return ok(null);
  if (typeof v === 'number') return Number.isFinite(v) ? ok(v) : bad('not a finite number');
  if (typeof v !== 'string') return bad('not a number');
  const sign = v.trim().startsWith('-') ? '-' : '';
  const s = v.trim().replace(/^[+-]/, '').replace(CURRENCY_PREFIX, '');
  if (PLAIN_NUMBER.test(s)) return ok(Number(sign + s));
  if (GROUPED_NUMBER.test(s)) return ok(Number(sign + s.replace(/[,\s]/gu, '')));
  return bad('not a number');
}

/** Text: a string (trimmed) or a number written as text (6 → "6", 2.5 → "2.5"). Blank is null. */
export function readText(v: unknown): Read<string | null> {
  if (isBlank(v)) return ok(null);
  if (typeof v === 'string') return ok(v.trim());
  if (typeof v === 'number' && Number.isFinite(v)) return ok(String(v));
  return bad('not text');
}

const YES = new Set(['true', 'y', 'yes', '1']);
const NO = new Set(['false', 'n', 'no', '0']);

/** Yes/no: true/false, "true"/"false", "Y"/"N", "yes"/"no", 1/0 (any letter case). Blank is null (the field's default). */
export function readBool(v: unknown): Read<boolean | null> {
  if (isBlank(v)) return ok(null);
  if (typeof v === 'boolean') return ok(v);
  if (v === 1 || v === 0) return ok(v === 1);
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase();
    if (YES.has(s)) return ok(true);
    if (NO.has(s)) return ok(false);
  }
  return bad('not a yes/no value (true/false, Y/N, yes/no, 1/0)');
}

const ISO_DATE = /^(\d{4})-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?)?$/i;
const AU_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const AU_MONTH = /^(\d{1,2})\/(\d{4})$/;
const pad = (n: string | number) => String(n).padStart(2, '0');

/** True when the parts name a real calendar day and time (no 31/02, no 25:00). */
function realDate(y: number, m: number, d: number, h = 0, min = 0, s = 0): boolean {
  const t = new Date(Date.UTC(y, m - 1, d, h, min, s));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d && t.getUTCHours() === h && t.getUTCMinutes() === min && t.getUTCSeconds() === s;
}

export const DATE_SHAPES = 'YYYY-MM-DD, a date-time, DD/MM/YYYY or MM/YYYY';

/**
 * A date as ISO text: ISO dates and date-times stay as given (a space before the time becomes 'T');
 * Australian DD/MM/YYYY [HH:mm[:ss]] becomes YYYY-MM-DD[THH:mm[:ss]]; MM/YYYY (build and compliance dates) YYYY-MM.
 */
export function readDate(v: unknown): Read<string | null> {
  if (isBlank(v)) return ok(null);
  if (typeof v !== 'string') return bad(`not a date (${DATE_SHAPES})`);
  const s = v.trim();
  const iso = ISO_DATE.exec(s);
  if (iso) {
    const [, y, m, d, h, min, sec] = iso;
    if (!realDate(Number(y), Number(m), Number(d ?? 1), Number(h ?? 0), Number(min ?? 0), Number(sec ?? 0))) return bad('not a real calendar date');
    return ok(s.replace(' ', 'T'));
  }
  const au = AU_DATE.exec(s);
  if (au) {
    const [, d, m, y, h, min, sec] = au;
    if (!realDate(Number(y), Number(m), Number(d), Number(h ?? 0), Number(min ?? 0), Number(sec ?? 0))) return bad('not a real calendar date');
    const day = `${y}-${pad(m!)}-${pad(d!)}`;
    return ok(h === undefined ? day : `${day}T${pad(h)}:${min}${sec === undefined ? '' : `:${sec}`}`);
  }
  const month = AU_MONTH.exec(s);
  if (month) {
    const [, m, y] = month;
    if (!realDate(Number(y), Number(m), 1)) return bad('not a real calendar month');
    return ok(`${y}-${pad(m!)}`);
  }
  return bad(`not a date (${DATE_SHAPES})`);
}

/** A record id: a whole number or non-empty text, kept as text ("12" and 12 are the same car). Blank is null. */
export function readId(v: unknown): Read<string | null> {
  if (isBlank(v)) return ok(null);
  if (typeof v === 'number') return Number.isSafeInteger(v) ? ok(String(v)) : bad('not a whole number or text');
  if (typeof v === 'string') return ok(v.trim());
  return bad('not a whole number or text');
}

/**
 * A zod field from a reader. The input type is what feeds may send (so fixtures and demo data stay typed);
 * a value the reader refuses becomes a zod issue at the field's path.
 */
export function feedField<O, I = unknown>(read: (v: unknown) => Read<O>): z.ZodType<O, I> {
  return z.unknown().transform((v, ctx) => {
    const r = read(v);
    if (r.ok) return r.value;
    ctx.addIssue({ code: 'custom', message: r.message });
    return z.NEVER;
  }) as unknown as z.ZodType<O, I>;
}

/** A reader that also refuses blank: for the fields a page cannot exist without. */
export function required<T>(read: (v: unknown) => Read<T | null>): (v: unknown) => Read<T> {
  return (v) => {
    const r = read(v);
    if (!r.ok) return r;
    return r.value === null ? bad('required') : ok(r.value);
  };
}

/** A reader with a further check on a value it could read (a year's range, a slug's characters). */
export function check<T>(read: (v: unknown) => Read<T>, test: (value: NonNullable<T>) => boolean, message: string): (v: unknown) => Read<T> {
  return (v) => {
    const r = read(v);
    return r.ok && r.value !== null && r.value !== undefined && !test(r.value as NonNullable<T>) ? bad(message) : r;
  };
}

/** Marker the record parser puts in place of a list item it leaves out, so the other items keep their index. */
export const LEFT_OUT: unique symbol = Symbol('left out');

/**
 * A list: each item read by its schema, blank items dropped, items the record parser left out skipped.
 * A bad item is an issue at [index, ...], so the record parser can leave out just that item.
 */
export function feedList<T, I>(item: z.ZodType<T | null, I>): z.ZodType<T[] | null, I[] | null> {
  return z.unknown().transform((v, ctx) => {
    if (v === null || v === undefined) return null;
    if (!Array.isArray(v)) {
      ctx.addIssue({ code: 'custom', message: 'not a list' });
      return z.NEVER;
    }
    const out: T[] = [];
    v.forEach((raw, i) => {
      if (raw === LEFT_OUT) return;
      const r = item.safeParse(raw);
      if (!r.success) for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [i, ...issue.path] });
      else if (r.data !== null) out.push(r.data);
    });
    return out;
  }) as unknown as z.ZodType<T[] | null, I[] | null>;
}

export type TextInput = string | number | null;
export type NumberInput = number | string | null;
export type BoolInput = boolean | string | number | null;

/** Optional text field: missing stays undefined, blank is null. */
export const textValue = feedField<string | null, TextInput>(readText);
/** Optional number field: blank is null. */
export const numberValue = feedField<number | null, NumberInput>(readNumber);
/** Yes/no field: blank and missing are false. */
export const boolValue = feedField<boolean, BoolInput>((v) => {
  const r = readBool(v);
  return r.ok ? ok(r.value ?? false) : r;
});
/** Date field: blank is null; otherwise ISO text. */
export const dateValue = feedField<string | null, string | null>(readDate);
/** An id that refers to another record (location, dealership): text or null. */
export const idValue = feedField<string | null, string | number | null>(readId);
