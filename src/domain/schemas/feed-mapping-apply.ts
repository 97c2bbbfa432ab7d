import type { FeedFields, FieldMapping } from './settings/field-mapping';
import { isBlank, readNumber } from './feed-values';
import { KILOMETRES, KM_PER_MILE, MILES } from './feed-units';

/*
 * Applies a dealer's feed mapping (dealer.json `feed.fields`) to one raw record, before the Car reader sees it:
 * each mapped field takes its value from the source the mapping names (a key or dotted path, several keys joined,
 * or a constant), with the mapping's unit, list separator, image order and value words applied. The keys the
 * mapping reads are consumed; every other key is passed on and read by its name as before (car-keys.ts), so a
 * mapping only needs the fields an export names its own way.
 */

/** A key of the record that the mapping made the reader ignore, and why (reported once per feed). */
export interface MappingNote {
  key: string;
  message: string;
}

export interface MappedRecord {
  record: unknown;
  notes: MappingNote[];
}

const NO_NOTES: MappingNote[] = [];
/** Words, letter case and spacing aside: `In Stock`, `in-stock` and `IN_STOCK` are one word. */
export const normWord = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
const normKey = (s: string) => s.toLowerCase().replace(/[\s_.-]+/g, '');

/** The value at a dotted path: each step is the key as written, else the one key equal in any letter case and spacing. */
export function valueAtPath(record: unknown, path: string): unknown {
  let at: unknown = record;
  for (const step of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    if (Array.isArray(at)) {
      at = /^\d+$/.test(step) ? at[Number(step)] : undefined;
      continue;
    }
    const o = at as Record<string, unknown>;
    if (step in o) at = o[step];
    else {
      const want = normKey(step);
      const key = Object.keys(o).find((k) => normKey(k) === want);
      at = key === undefined ? undefined : o[key];
    }
  }
  return at;
}

/** The top-level key a path starts from, as the record spells it (the mapping consumes it). */
function rootKey(record: Record<string, unknown>, path: string): string | undefined {
  const step = path.split('.')[0]!;
  if (step in record) return step;
  const want = normKey(step);
  return Object.keys(record).find((k) => normKey(k) === want);
}

const asObject = (m: FieldMapping) => (typeof m === 'string' ? { from: m } : m);

/** The text of a joined part: numbers as written, blank parts skipped. */
const part = (v: unknown) => (isBlank(v) ? null : typeof v === 'string' ? v.trim() : typeof v === 'number' || typeof v === 'boolean' ? String(v) : null);

/** A distance in the unit given, as km; text that names its own unit is left to the distance reader. */
function toKm(value: unknown, unit: unknown): unknown {
  if (isBlank(value) || isBlank(unit) || typeof unit !== 'string' || !MILES.test(unit.trim())) return value;
  if (typeof value === 'string' && /[a-z]/i.test(value.replace(/\s/g, ''))) return value;
  const n = readNumber(value);
  return n.ok && n.value !== null ? Math.round(n.value * KM_PER_MILE) : value;
}

/** A unit that is neither miles nor kilometres: the value is passed on as written, and the key is noted. */
const unknownUnit = (unit: unknown) => typeof unit === 'string' && !isBlank(unit) && !MILES.test(unit.trim()) && !KILOMETRES.test(unit.trim());

function ordered(list: unknown[], key: string): unknown[] {
  const rank = (item: unknown) => {
    const n = readNumber(valueAtPath(item, key));
    return n.ok && n.value !== null ? n.value : Infinity;
  };
  return list
    .map((item, i) => ({ item, i, r: rank(item) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.item);
}

/** The export's word → the spec's value; a word the map does not name is passed on for the field's own reader. */
function mapWord(value: unknown, values: Record<string, unknown>): unknown {
  if (typeof value !== 'string' && typeof value !== 'number') return value;
  const want = normWord(String(value));
  for (const [word, to] of Object.entries(values)) if (normWord(word) === want) return to;
  return value;
}

/** The value a field's mapping gives for one record. */
export function mappedValue(record: unknown, mapping: FieldMapping): unknown {
  const m = asObject(mapping);
  let value: unknown;
  if ('const' in m && m.const !== undefined) value = m.const;
  else if (m.join) {
    const parts = m.join.map((p) => part(valueAtPath(record, p))).filter((p): p is string => p !== null);
    value = parts.length ? parts.join(m.separator ?? ' ') : null;
  } else value = valueAtPath(record, m.from!);
  if (m.split && typeof value === 'string') {
    const sep = m.split;
    value = value
      .split(sep)
      .map((s) => s.trim())
      .filter((s) => !isBlank(s));
  }
  if (m.order_by && Array.isArray(value)) value = ordered(value, m.order_by);
  if (m.unit) value = toKm(value, m.unit);
  else if (m.unit_from) value = toKm(value, valueAtPath(record, m.unit_from));
  if (m.values) value = Array.isArray(value) ? value.map((v) => mapWord(v, m.values!)) : mapWord(value, m.values);
  return value;
}

/**
 * The paths a mapping takes over. Joined keys are not: a title joined from year, make and model leaves those keys
 * to be read as their own fields too.
 */
function sources(mapping: FieldMapping): string[] {
  const m = asObject(mapping);
  return [...(m.from ? [m.from] : []), ...(m.unit_from ? [m.unit_from] : [])];
}

/**
 * The record as the Car reader should see it: the mapped fields set from their sources, the keys the mapping read
 * taken out, and every other key kept. A key of the record with the name of a field the mapping fills from
 * elsewhere is taken out too, and noted: the mapping is what the dealer confirmed.
 */
export function applyFeedMapping(raw: unknown, fields: FeedFields | null | undefined): MappedRecord {
  if (!fields || !raw || typeof raw !== 'object' || Array.isArray(raw)) return { record: raw, notes: NO_NOTES };
  const src = raw as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const consumed = new Set<string>();
  const mapped = new Map<string, string>();
  let notes = NO_NOTES;
  for (const [field, mapping] of Object.entries(fields)) {
    if (mapping === undefined) continue;
    for (const p of sources(mapping)) {
      const k = rootKey(src, p);
      if (k !== undefined) consumed.add(k);
    }
    const m = asObject(mapping);
    if (m.unit_from && unknownUnit(valueAtPath(src, m.unit_from))) {
      if (notes === NO_NOTES) notes = [];
      notes.push({ key: m.unit_from, message: `unit ${JSON.stringify(valueAtPath(src, m.unit_from))} is neither miles nor km: \`${field}\` read as written` });
    }
    out[field] = mappedValue(src, mapping);
    mapped.set(normKey(field), field);
  }
  for (const key of Object.keys(src)) {
    if (consumed.has(key)) continue;
    const field = mapped.get(normKey(key));
    if (field !== undefined) {
      if (!isBlank(src[key])) {
        if (notes === NO_NOTES) notes = [];
        notes.push({ key, message: `not read: feed.fields maps \`${field}\` from another key` });
      }
      continue;
    }
    out[key] = src[key];
  }
  // Mapped fields first in the record, then the rest, as the export had them.
  return { record: Object.assign(Object.fromEntries(Object.entries(out).filter(([k]) => mapped.has(normKey(k)))), out), notes };
}
