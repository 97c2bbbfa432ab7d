import './zod-no-eval';
import { z } from 'zod';
import { readingField } from './feed-context';
import { gives } from './feed-output';
import { DATE_SHAPES, readDateValue } from './feed-dates';
import { NUMBER_SHAPES, readNumberText } from './feed-numbers';

/*
 * Readers for the value shapes real dealer feeds send. Each one turns a raw JSON value into what the Car schema
 * keeps, or says in a few words why it cannot. docs/feed-format.md is the table of what each accepts; the schema
 * (car.ts) says which reader each field uses, and parseFeedRecord (feed-record.ts) decides whether a value that
 * cannot be read costs the field (a warning) or the record (an error).
 */

export type Read<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const bad = (message: string): Read<never> => ({ ok: false, message });

/** What feeds write for "no value": `N/A`, `NA`, `-`, `--`, `TBA`, `TBC`, `Unknown`, `null` (any letter case, spaces around). */
export const PLACEHOLDERS: ReadonlySet<string> = new Set(['n/a', 'na', '-', '--', 'tba', 'tbc', 'unknown', 'null']);

const PLACEHOLDER_START = new Set([...PLACEHOLDERS].flatMap((p) => [p.charCodeAt(0), p.toUpperCase().charCodeAt(0)]));

/** null, missing, '' or blank, and a placeholder (`N/A`, `-`, `TBA`, `null`...) all mean "the feed has no value here". */
export function isBlank(v: unknown): boolean {
  if (v === null || v === undefined) return true;
  if (typeof v !== 'string') return false;
  const t = v.trim();
  // Most values are not placeholders: only a short one starting as one does is lower-cased and looked up.
  return t === '' || (t.length <= 7 && PLACEHOLDER_START.has(t.charCodeAt(0)) && PLACEHOLDERS.has(t.toLowerCase()));
}

/** A number, or numeric text with units, currency and digit grouping (feed-numbers.ts). Blank is null. */
export function readNumber(v: unknown): Read<number | null> {
  if (isBlank(v)) return ok(null);
  if (typeof v !== 'number' && typeof v !== 'string') return bad(`expected ${NUMBER_SHAPES}; found ${foundShape(v)}`);
  return readNumberText(v);
}

/** Text: a string (trimmed) or a number written as text (6 → "6", 2.5 → "2.5"). Blank is null. */
export function readText(v: unknown): Read<string | null> {
  if (isBlank(v)) return ok(null);
  if (typeof v === 'string') return ok(v.trim());
  if (typeof v === 'number' && Number.isFinite(v)) return ok(String(v));
  return bad(`expected text; found ${foundShape(v)}`);
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

export { DATE_SHAPES } from './feed-dates';

/** A date as ISO text (feed-dates.ts: ISO, DD/MM/YYYY by feed.date_order, month names, epoch). Blank is null. */
export function readDate(v: unknown): Read<string | null> {
  if (isBlank(v)) return ok(null);
  if (typeof v !== 'string' && typeof v !== 'number') return bad(`expected a date (${DATE_SHAPES}); found ${foundShape(v)}`);
  return readDateValue(v);
}

/** What stands where a value was expected, for a warning: "a list", "an object with keys `src`, `alt`", "yes/no". */
export function foundShape(v: unknown): string {
  if (Array.isArray(v)) return 'a list';
  if (v && typeof v === 'object') {
    const keys = Object.keys(v);
    return keys.length
      ? `an object with key${keys.length === 1 ? '' : 's'} ${keys
          .slice(0, 6)
          .map((k) => `\`${k}\``)
          .join(', ')}${keys.length > 6 ? ', ...' : ''}`
      : 'an empty object';
  }
  if (typeof v === 'boolean') return 'true/false';
  if (typeof v === 'number') return 'a number';
  if (typeof v === 'string') return 'text';
  return typeof v;
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
export function feedField<O, I = unknown>(read: (v: unknown) => Read<O>, field?: string): z.ZodType<O, I> {
  return z.unknown().transform((v, ctx) => {
    // Notes a reader makes (a number that reads both ways) name this field; nested fields name none.
    readingField(field ?? '');
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
    if (isBlank(v)) return null;
    if (!Array.isArray(v)) {
      ctx.addIssue({ code: 'custom', message: `expected a list; found ${foundShape(v)}` });
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

// Each gives a value its output schema checks again once read (feed-output.ts: a listed car in site.json).
const someText = z.string().nullable();

/** Optional text field: missing stays undefined, blank is null. */
export const textValue = gives(feedField<string | null, TextInput>(readText), someText);
/** Optional number field: blank is null. */
export const numberValue = gives(feedField<number | null, NumberInput>(readNumber), z.number().nullable());
/** Yes/no field: blank and missing are false. */
export const boolValue = gives(
  feedField<boolean, BoolInput>((v) => {
    const r = readBool(v);
    return r.ok ? ok(r.value ?? false) : r;
  }),
  z.boolean(),
);
/** Date field: blank is null; otherwise ISO text. */
export const dateValue = gives(feedField<string | null, string | null>(readDate), someText);
/** An id that refers to another record (location, dealership): text or null. */
export const idValue = gives(feedField<string | null, string | number | null>(readId), someText);
