import type { FeedFields } from './settings/field-mapping';

/*
 * What the feed readers need beyond the value itself: the dealer's reading settings (dealer.json `feed`) and a
 * place to note a value read with a caveat (a number or date that reads two ways, a status word not known) that
 * is not a failure. zod's transforms see only the value, so parseCar sets these around one record's parse; the
 * parse is synchronous, so one record's settings and notes never mix with another's.
 */

/** How "7.500" and "7,500" read: `dot_decimal` 1,234.56 (Australia, UK, US); `comma_decimal` 1.234,56 (most of Europe). */
export type NumberLocale = 'dot_decimal' | 'comma_decimal';
/** How "03/04/2027" reads: `dmy` 3 April (Australia), `mdy` March 4 (US exports). */
export type DateOrder = 'dmy' | 'mdy';

export interface FeedReadOptions {
  /** null: a number that reads both ways is read dot_decimal, and noted. */
  number_locale?: NumberLocale | null;
  /** null: a date that reads both ways is read dmy, and noted. */
  date_order?: DateOrder | null;
  /** A price above this is implausible (left empty, with a warning). */
  max_price?: number;
  /** "Today" for the year check (next year + 1); the build's --now. */
  now?: Date;
  /** The site's currency (dealer.json `currency`): a price given in another is left empty (feed-units.ts). */
  currency?: string;
  /** dealer.json `feed.fields`: how the export's keys map onto Car fields (feed-mapping-apply.ts). */
  fields?: FeedFields | null;
}

export const DEFAULT_MAX_PRICE = 2_000_000;

/** A value read with a caveat. `counted` notes are summed over the whole feed (one line each), the others are per record. */
export interface FeedNote {
  /** Top-level field the value is in ('' when the reader did not know it). */
  field: string;
  /** What kind of caveat: notes of one kind and one `group` are counted together over a feed. */
  kind: string;
  message: string;
  /** Counted over the feed instead of reported for each record. */
  counted: boolean;
  /** Counted notes with the same kind and group are one line; default the field. */
  group?: string;
}

let options: FeedReadOptions = {};
/** Made on the first note: most records note nothing, and a build reads tens of thousands. */
let notes: Map<string, FeedNote> | null = null;
let active = false;
let field = '';
const NONE = Object.freeze([]) as unknown as FeedNote[];

export const readOptions = (): FeedReadOptions => options;

/** The field the next value read belongs to (set by feedField). */
export function readingField(name: string): void {
  field = name;
}

/** Notes a caveat for the value being read; one per field and kind, however often the record is re-parsed. */
export function note(kind: string, message: string, counted: boolean, group?: string): void {
  if (active) (notes ??= new Map()).set(`${field}\u0000${kind}`, { field, kind, message, counted, group });
}

/** Notes a caveat for a named field (checks after the parse). */
export function noteFor(name: string, kind: string, message: string, counted = false, group?: string): void {
  if (active) (notes ??= new Map()).set(`${name}\u0000${kind}`, { field: name, kind, message, counted, group });
}

/** Runs one record's parse with the dealer's settings, returning what it noted. */
export function withFeedOptions<T>(opts: FeedReadOptions, run: () => T): { result: T; notes: FeedNote[] } {
  const saved = [options, notes, active, field] as const;
  options = opts;
  notes = null;
  active = true;
  field = '';
  try {
    const result = run();
    const collected = notes as Map<string, FeedNote> | null;
    return { result, notes: collected ? [...collected.values()] : NONE };
  } finally {
    [options, notes, active, field] = saved;
  }
}
