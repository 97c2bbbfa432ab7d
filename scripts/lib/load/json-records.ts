/*
 * The records of a JSON list file, parsed one at a time.
 *
 * Why: a 20,000-car stock snapshot is 89 MB of JSON. Parsed whole, its text and every raw record sat in memory at
 * once beside the cars validated from them: the build process's largest step before rendering
 * (see docs/decisions.md, Build time and memory). Here only the file's bytes and one raw record at a time are held.
 * Each record is still parsed by JSON.parse (from its own bytes), so values read exactly as before; this file only
 * finds where each record starts and ends.
 * (stream-json, the streaming parser on npm, tokenises in JavaScript: 16 s for that snapshot against 1.2 s.)
 *
 * Only the two shapes a list file has are split: `[record, ...]` and `{"<key>": [record, ...], ...}`. Anything else,
 * and any file that is not JSON, gives null: the caller parses the file whole, which also words the error.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const isSpace = (b: number | undefined) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

/** The records of a list file, each parsed when it is reached; a record that is not JSON throws JSON.parse's SyntaxError. */
export interface JsonRecords extends Iterable<unknown> {
  readonly length: number;
  /** Record `index` alone, parsed (the feed report reads back the values of the few records it names); undefined past the end. */
  at(index: number): unknown;
}

function skipSpace(buf: Buffer, i: number): number {
  while (isSpace(buf[i])) i += 1;
  return i;
}

/**
 * `bytes` is the whole file (UTF-8, a leading byte-order mark allowed). The structural characters are ASCII, and no
 * byte of a multi-byte UTF-8 character is ASCII, so the file is cut between whole characters.
 */
export function jsonListRecords(bytes: Uint8Array, key: string): JsonRecords | null {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const start = skipSpace(buf, buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf ? 3 : 0);
  let list: { spans: number[]; end: number } | null = null;
  if (buf[start] === OPEN_ARRAY) list = elementSpans(buf, start);
  else if (buf[start] === OPEN_OBJECT) list = memberList(buf, start, key);
  if (!list || skipSpace(buf, list.end) !== buf.length) return null;
  return recordsOf(buf, list.spans);
}

/** The records at `spans` (start and end of each, in pairs), each parsed when it is reached. */
function recordsOf(buf: Buffer, spans: number[]): JsonRecords {
  return {
    length: spans.length / 2,
    at: (index) => (index >= 0 && index < spans.length / 2 ? JSON.parse(buf.toString('utf8', spans[2 * index], spans[2 * index + 1])) : undefined),
    *[Symbol.iterator]() {
      for (let i = 0; i < spans.length; i += 2) yield JSON.parse(buf.toString('utf8', spans[i], spans[i + 1]));
    },
  };
}

/** A member of a top-level JSON object: an array is kept as its records (not parsed), any other value parsed. */
export type JsonMember = { name: string; list: JsonRecords & { objects: boolean }; value?: undefined } | { name: string; list?: undefined; value: unknown };

/**
 * The members of a file that is one JSON object, in file order, for finding a record list under any key without
 * parsing it whole: each array member split into its records (`objects`: every element is an object), every
 * other member parsed (they are small beside the list: a date, a dealer, paging). A repeated name: the last, as
 * JSON.parse reads it. null when the file is not a JSON object (the caller parses it whole for JSON's message).
 */
export function jsonObjectMembers(bytes: Uint8Array): JsonMember[] | null {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let k = skipSpace(buf, buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf ? 3 : 0);
  if (buf[k] !== OPEN_OBJECT) return null;
  const members = new Map<string, JsonMember>();
  k = skipSpace(buf, k + 1);
  if (buf[k] === CLOSE_OBJECT) return skipSpace(buf, k + 1) === buf.length ? [] : null;
  for (;;) {
    if (buf[k] !== QUOTE) return null;
    const nameEnd = stringEnd(buf, k);
    if (nameEnd < 0) return null;
    const name = parsed(buf, k, nameEnd);
    if (typeof name !== 'string') return null;
    k = skipSpace(buf, nameEnd);
    if (buf[k] !== COLON) return null;
    k = skipSpace(buf, k + 1);
    let end: number;
    members.delete(name);
    if (buf[k] === OPEN_ARRAY) {
      const list = elementSpans(buf, k);
      if (!list) return null;
      let objects = true;
      for (let i = 0; i < list.spans.length && objects; i += 2) objects = buf[list.spans[i]!] === OPEN_OBJECT;
      members.set(name, { name, list: Object.assign(recordsOf(buf, list.spans), { objects }) });
      end = list.end;
    } else {
      end = valueEnd(buf, k);
      const value = end < 0 ? NOT_JSON : parsed(buf, k, end);
      if (value === NOT_JSON) return null;
      members.set(name, { name, value });
    }
    k = skipSpace(buf, end);
    if (buf[k] === CLOSE_OBJECT) return skipSpace(buf, k + 1) === buf.length ? [...members.values()] : null;
    if (buf[k] !== COMMA) return null;
    k = skipSpace(buf, k + 1);
  }
}

/**
 * Hands the memory of a file read whole back at once, instead of at the next full garbage collection: the stock's
 * bytes (89 MB at 20,000 cars) otherwise stayed through the build's next steps, which made its peak there. Only a
 * buffer that owns its memory: a small file's shares Node's buffer pool. `bytes` reads as empty afterwards.
 */
export function releaseBytes(bytes: Buffer): void {
  const memory = bytes.buffer as ArrayBuffer & { transfer?: (length: number) => ArrayBuffer };
  if (bytes.byteOffset === 0 && bytes.byteLength === memory.byteLength && memory.transfer) memory.transfer(0);
}

/** Start and end of each element of the array starting at `i`, in pairs, and where the array ends; null if malformed. */
function elementSpans(buf: Buffer, i: number): { spans: number[]; end: number } | null {
  const spans: number[] = [];
  let k = skipSpace(buf, i + 1);
  if (buf[k] === CLOSE_ARRAY) return { spans, end: k + 1 };
  for (;;) {
    const end = valueEnd(buf, k);
    if (end < 0) return null;
    spans.push(k, end);
    k = skipSpace(buf, end);
    if (buf[k] === CLOSE_ARRAY) return { spans, end: k + 1 };
    if (buf[k] !== COMMA) return null;
    k = skipSpace(buf, k + 1);
  }
}

/**
 * The elements of the `key` array of the object starting at `i`, and where the object ends; null if the key is
 * missing or not an array (the whole parse then reports it). A repeated key: the last, as JSON.parse reads it. Every
 * other member's value is parsed to check that it is JSON (they are small: a date, a dealer id).
 */
function memberList(buf: Buffer, i: number, key: string): { spans: number[]; end: number } | null {
  let found: number[] | null = null;
  let k = skipSpace(buf, i + 1);
  if (buf[k] === CLOSE_OBJECT) return null;
  for (;;) {
    if (buf[k] !== QUOTE) return null;
    const nameEnd = stringEnd(buf, k);
    if (nameEnd < 0) return null;
    const name = parsed(buf, k, nameEnd);
    if (name === NOT_JSON) return null;
    k = skipSpace(buf, nameEnd);
    if (buf[k] !== COLON) return null;
    k = skipSpace(buf, k + 1);
    let end: number;
    if (name === key) {
      if (buf[k] !== OPEN_ARRAY) return null;
      const list = elementSpans(buf, k);
      if (!list) return null;
      found = list.spans;
      end = list.end;
    } else {
      end = valueEnd(buf, k);
      if (end < 0 || parsed(buf, k, end) === NOT_JSON) return null;
    }
    k = skipSpace(buf, end);
    if (buf[k] === CLOSE_OBJECT) return found && { spans: found, end: k + 1 };
    if (buf[k] !== COMMA) return null;
    k = skipSpace(buf, k + 1);
  }
}

const NOT_JSON = Symbol('not JSON');

/** The JSON value of bytes start..end, or NOT_JSON. */
function parsed(buf: Buffer, start: number, end: number): unknown {
  try {
    return JSON.parse(buf.toString('utf8', start, end));
  } catch {
    return NOT_JSON;
  }
}

/** Where the value starting at `i` ends (exclusive), matching brackets outside strings; -1 if the file ends first. */
function valueEnd(buf: Buffer, i: number): number {
  const first = buf[i];
  if (first === QUOTE) return stringEnd(buf, i);
  if (first === OPEN_ARRAY || first === OPEN_OBJECT) {
    let depth = 0;
    for (let j = i; j < buf.length; j += 1) {
      const b = buf[j];
      if (b === QUOTE) {
        j = stringEnd(buf, j) - 1;
        if (j < 0) return -1;
      } else if (b === OPEN_ARRAY || b === OPEN_OBJECT) depth += 1;
      else if (b === CLOSE_ARRAY || b === CLOSE_OBJECT) {
        depth -= 1;
        if (depth === 0) return j + 1;
      }
    }
    return -1;
  }
  // A number, true, false or null: up to the next separator (JSON.parse of the record checks the token itself).
  let j = i;
  while (j < buf.length && !isSpace(buf[j]) && buf[j] !== COMMA && buf[j] !== CLOSE_ARRAY && buf[j] !== CLOSE_OBJECT) j += 1;
  return j > i ? j : -1;
}

/** Where the string starting with the quote at `i` ends (after its closing quote); -1 if unterminated. */
function stringEnd(buf: Buffer, i: number): number {
  for (let j = i + 1; j < buf.length; j += 1) {
    if (buf[j] === BACKSLASH) j += 1;
    else if (buf[j] === QUOTE) return j + 1;
  }
  return -1;
}

/** Records already in memory (a CSV's rows, an XML's elements, a list found inside a JSON object) as JsonRecords. */
export function arrayRecords(list: readonly unknown[]): JsonRecords {
  return { length: list.length, at: (index) => (index >= 0 ? list[index] : undefined), [Symbol.iterator]: () => list[Symbol.iterator]() };
}
