/*
 * A JSON stock's record list: at feed.records (a dotted path, `data.vehicles`), else the file itself when it is a
 * list, else `cars` (the shape the project has always read), else the one array of objects found anywhere in it.
 * A list at the top or under one key is split a record at a time (json-records.ts), so a 20,000-car export under
 * `vehicles` keeps the memory profile of one under `cars`; a list deeper down is read from the parsed object.
 */
import { arrayRecords, jsonListRecords, jsonObjectMembers, type JsonRecords } from './json-records';
import { ACCEPTED_FORMATS, invalidStock, StockFormatError } from './stock-format-error';

export interface JsonStock {
  records: JsonRecords;
  notes: string[];
  recordsAt?: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** JSON's own message for the whole file (its position is the file's, not a record's). */
function invalidJson(bytes: Buffer, where: string, fallback: Error): StockFormatError {
  try {
    JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch (e) {
    return invalidStock(where, 'json', (e as Error).message);
  }
  return invalidStock(where, 'json', fallback.message);
}

/** Records split lazily: a record that is not JSON refuses the file with JSON's message for the whole file. */
function guarded(records: JsonRecords, bytes: Buffer, where: string): JsonRecords {
  const fail = (e: unknown): never => {
    throw e instanceof SyntaxError ? invalidJson(bytes, where, e) : e;
  };
  return {
    length: records.length,
    at: (index) => {
      try {
        return records.at(index);
      } catch (e) {
        return fail(e);
      }
    },
    *[Symbol.iterator]() {
      try {
        yield* records;
      } catch (e) {
        fail(e);
      }
    },
  };
}

interface Found {
  path: string;
  records: JsonRecords;
}

/**
 * Depth first: each array whose elements are all objects is a candidate list (not looked inside: a car's images are
 * not another list of cars); an empty array is one only when nothing else is found.
 */
function findLists(value: unknown, at: string[], found: Found[], empty: Found[]): void {
  if (Array.isArray(value)) {
    if (!value.length) empty.push({ path: at.join('.'), records: arrayRecords(value) });
    else if (value.every(isObject)) found.push({ path: at.join('.'), records: arrayRecords(value) });
    return;
  }
  if (isObject(value)) for (const [k, v] of Object.entries(value)) findLists(v, [...at, k], found, empty);
}

const quoted = (paths: readonly string[]) => paths.map((p) => `"${p}"`).join(', ');

export function jsonStockRecords(bytes: Buffer, records: string | null, where: string): JsonStock {
  const path = records ? records.split('.') : null;
  const fileIsList = firstByte(bytes) === 0x5b;
  // A list at the top, or under one key (`cars` unless feed.records names another): split without parsing it whole.
  const key = path ? (path.length === 1 ? path[0]! : null) : 'cars';
  const lazy = key === null && !fileIsList ? null : jsonListRecords(bytes, key ?? 'cars');
  if (lazy) {
    const notes = fileIsList && records ? [`feed.records "${records}" not used: the file is itself a list of records`] : [];
    return { records: guarded(lazy, bytes, where), notes, recordsAt: fileIsList || key === 'cars' ? undefined : key! };
  }
  const members = jsonObjectMembers(bytes);
  let top: { name: string; list?: JsonRecords & { objects: boolean }; value?: unknown }[];
  if (members) top = members;
  else {
    let whole: unknown;
    try {
      whole = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
    } catch (e) {
      throw invalidStock(where, 'json', (e as Error).message);
    }
    if (Array.isArray(whole)) return { records: arrayRecords(whole), notes: [] };
    if (!isObject(whole))
      throw new StockFormatError(
        where,
        `no list of records: the JSON is ${whole === null ? 'null' : `a ${typeof whole}`}; ${ACCEPTED_FORMATS}`,
        'no-records',
        'json',
      );
    top = Object.entries(whole).map(([name, value]) => ({ name, value }));
  }
  const found: Found[] = [];
  const empty: Found[] = [];
  for (const m of top) {
    if (m.list) {
      if (!m.list.length) empty.push({ path: m.name, records: m.list });
      else if (m.list.objects) found.push({ path: m.name, records: guarded(m.list, bytes, where) });
    } else findLists(m.value, [m.name], found, empty);
  }
  if (path) {
    const at = atPath(top, path, bytes, where);
    if (at) return { records: at, notes: [], recordsAt: records! };
    const seen = found.map((f) => f.path);
    throw new StockFormatError(
      where,
      `feed.records is "${records}", but the JSON has no list there (${seen.length ? `lists of records found at: ${quoted(seen)}` : 'no list of records found in it'})`,
      'no-records',
      'json',
    );
  }
  if (found.length === 1) return { records: found[0]!.records, notes: [], recordsAt: found[0]!.path };
  if (found.length > 1)
    throw new StockFormatError(
      where,
      `${found.length} lists of records, at ${quoted(found.map((f) => f.path))}: set feed.records in dealer.json to the one that holds the cars (e.g. "feed": { "records": "${found[0]!.path}" })`,
      'no-records',
      'json',
    );
  if (empty.length === 1) return { records: empty[0]!.records, notes: [], recordsAt: empty[0]!.path };
  const keys = top.map((m) => m.name);
  throw new StockFormatError(
    where,
    `no list of records: the JSON holds no array of objects (${keys.length ? `its keys: ${keys.slice(0, 10).join(', ')}${keys.length > 10 ? ', …' : ''}` : 'it is an empty object'}); ${ACCEPTED_FORMATS}`,
    'no-records',
    'json',
  );
}

function firstByte(b: Buffer): number | undefined {
  let i = b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? 3 : 0;
  while (b[i] === 0x20 || b[i] === 0x0a || b[i] === 0x0d || b[i] === 0x09) i += 1;
  return b[i];
}

/** The list at a dotted path (the first key a top-level member); null when there is none there. */
function atPath(top: { name: string; list?: JsonRecords; value?: unknown }[], path: string[], bytes: Buffer, where: string): JsonRecords | null {
  const member = top.find((m) => m.name === path[0]);
  if (!member) return null;
  if (member.list) return path.length === 1 ? guarded(member.list, bytes, where) : null;
  let at: unknown = member.value;
  for (const key of path.slice(1)) at = isObject(at) ? at[key] : undefined;
  return Array.isArray(at) ? arrayRecords(at) : null;
}
