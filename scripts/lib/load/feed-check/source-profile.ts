/*
 * What a sample of an export holds, key by key: for each key or dotted path, how many records have a value, a few
 * values, and the shapes of its values (numbers, years, URLs, lists, dates, yes/no). The mapping proposer
 * (propose-mapping.ts) decides from this, never from a list of known exports.
 */
import { isBlank, readBool, readDate, readNumber } from '../../../../src/domain/schemas/feed-values';

export interface SourceProfile {
  path: string;
  /** The path's steps split into lower-case words: `DriveAwayPrice` → drive away price, `odometer.value` → odometer value. */
  words: string[];
  /** Records with a value here. */
  present: number;
  samples: string[];
  distinct: Map<string, number>;
  /** Distinct values stopped being counted past this many (an id, a description). */
  distinctCapped: boolean;
  numbers: number;
  /** Whole numbers 1900 to 2100. */
  years: number;
  /** Values that read as a date (and are not plain small numbers). */
  dates: number;
  bools: number;
  /** Text values holding one http(s) URL, and holding two or more. */
  urls: number;
  urlLists: number;
  /** Values that are lists; of those, lists of objects; keys seen on list items. */
  lists: number;
  objectLists: number;
  itemKeys: Set<string>;
  /** Values that are objects (nested paths are profiled as well). */
  objects: number;
  /** Total text length of the values (a description is long, a make short). */
  textLength: number;
  /** The separator a text list uses, when the values look like one (`;`, `|`, `,`, a line break). */
  separators: Map<string, number>;
}

const DISTINCT_CAP = 2000;
const MAX_DEPTH = 3;

/** camelCase, snake_case, kebab, dots and spaces → lower-case words. */
export function wordsOf(path: string): string[] {
  return path
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9#]+/)
    .filter(Boolean);
}

function profileFor(map: Map<string, SourceProfile>, path: string): SourceProfile {
  let p = map.get(path);
  if (!p) {
    p = {
      path,
      words: wordsOf(path),
      present: 0,
      samples: [],
      distinct: new Map(),
      distinctCapped: false,
      numbers: 0,
      years: 0,
      dates: 0,
      bools: 0,
      urls: 0,
      urlLists: 0,
      lists: 0,
      objectLists: 0,
      itemKeys: new Set(),
      objects: 0,
      textLength: 0,
      separators: new Map(),
    };
    map.set(path, p);
  }
  return p;
}

const URL_START = /https?:\/\//gi;

function noteScalar(p: SourceProfile, v: string | number | boolean): void {
  const text = String(v).trim();
  if (p.samples.length < 3 && !p.samples.includes(text)) p.samples.push(text.length > 80 ? `${text.slice(0, 77)}...` : text);
  if (!p.distinctCapped) {
    p.distinct.set(text, (p.distinct.get(text) ?? 0) + 1);
    if (p.distinct.size > DISTINCT_CAP) p.distinctCapped = true;
  }
  p.textLength += text.length;
  const n = typeof v === 'boolean' ? { ok: false as const } : readNumber(v);
  if (n.ok && n.value !== null) {
    p.numbers += 1;
    if (Number.isInteger(n.value) && n.value >= 1900 && n.value <= 2100 && /^\s*\d{4}\s*$/.test(text)) p.years += 1;
  }
  if (typeof v === 'boolean' || (readBool(v).ok && text.length <= 5)) p.bools += 1;
  if (typeof v === 'string' && /[-/.\s]/.test(text) && text.length >= 6 && text.length <= 30 && readDate(v).ok) p.dates += 1;
  if (typeof v === 'string') {
    const urls = text.match(URL_START)?.length ?? 0;
    if (urls === 1) p.urls += 1;
    if (urls >= 2) p.urlLists += 1;
    for (const sep of [';', '|', '\n', ',']) {
      const parts = text.split(sep).filter((s) => s.trim());
      if (parts.length >= 2 && (urls >= 2 || parts.every((s) => s.trim().length <= 60))) {
        p.separators.set(sep, (p.separators.get(sep) ?? 0) + 1);
        break;
      }
    }
  }
}

function walk(map: Map<string, SourceProfile>, value: unknown, path: string, depth: number): void {
  if (isBlank(value)) return;
  const p = profileFor(map, path);
  p.present += 1;
  if (Array.isArray(value)) {
    p.lists += 1;
    const items = value.filter((x) => !isBlank(x));
    if (items.some((x) => x && typeof x === 'object' && !Array.isArray(x))) {
      p.objectLists += 1;
      for (const item of items) if (item && typeof item === 'object') for (const k of Object.keys(item)) p.itemKeys.add(k);
    }
    const urls = items.filter((x) => typeof x === 'string' && /^\s*https?:\/\//i.test(x)).length;
    if (urls) p.urlLists += 1;
    if (p.samples.length < 3) p.samples.push(`[${items.length} item${items.length === 1 ? '' : 's'}]`);
    return;
  }
  if (typeof value === 'object' && value !== null) {
    p.objects += 1;
    if (p.samples.length < 3) p.samples.push('{…}');
    if (depth >= MAX_DEPTH) return;
    for (const [k, v] of Object.entries(value)) walk(map, v, `${path}.${k}`, depth + 1);
    return;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') noteScalar(p, value);
}

/** The profile of every key and nested path in `records` (objects only; others are skipped and counted). */
export function profileSources(records: Iterable<unknown>): { total: number; profiles: SourceProfile[] } {
  const map = new Map<string, SourceProfile>();
  let total = 0;
  for (const r of records) {
    if (!r || typeof r !== 'object' || Array.isArray(r)) continue;
    total += 1;
    for (const [k, v] of Object.entries(r)) walk(map, v, k, 1);
  }
  return { total, profiles: [...map.values()] };
}
