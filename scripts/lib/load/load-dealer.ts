import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseDealerSettings } from '../../../src/domain/dealer-settings';
import {
  brandSchema,
  makeSchema,
  offerSchema,
  parseCar,
  reviewSchema,
  type Brand,
  type Car,
  type CarReadOptions,
  type CarRecordResult,
  type DealerConfig,
  type Make,
  type Offer,
  type Review,
} from '../../../src/domain/schemas';
import type { FeedRecordResult } from '../../../src/domain/schemas/feed-record';
import { formatPath, formatProblem, reasonsFromZod, RECORD_FIELD_KEYS, type ValidationProblem } from '../../../src/domain/schemas/friendly-errors';
import { rawFilterProblem } from '../../../src/search/listing-filter';
import { releaseBytes } from './json-records';
import { findStockFile, readStockRecords, StockFormatError, type StockReadOptions, type StockSource } from './stock-records';
import { findSecretSettings } from '../shared/secret-guard';
import { unknownKeyHint } from './feed-check/field-evidence';
import { placeCars } from './car-locations';
import type { LoadOptions } from '../shared/build-options';
import { EMPTY_RECORD_ISSUE, isEmptyRecord, KEPT_PROBLEMS, overflowLine, ProblemCap, type ProblemOverflow } from './problem-cap';

export interface DealerBundle {
  dir: string;
  config: DealerConfig;
  cars: Car[];
  offers: Offer[];
  reviews: Review[];
  brands: Brand[];
  makes: Make[];
  /**
   * The problems of the stock records left out as invalid (refused, or a duplicate of an earlier record's id or
   * slug): the rest publishes unless too many are (publish.max_invalid_share, publish-guard.ts). Empty with --strict,
   * which refuses instead.
   */
  skipped: RecordProblem[];
  /** Refused records past the first KEPT_PROBLEMS problems (problem-cap.ts): counted by field and reason, not kept. */
  skippedOverflow?: ProblemOverflow | null;
  /** The stock index of each car in `cars` (records left out leave gaps; the report reads each car's raw values by it). */
  stockIndexes?: number[];
  /** Records in the stock file, valid or not. */
  records: number;
  /** The stock file read, its format and encoding and what the reader noted (undefined only for a bundle made by hand). */
  stock?: StockSource;
  /** Stock values that could not be read: left out of their car, which still gets its page. */
  warnings: ValidationProblem[];
  /** dealer.json: deprecated camelCase keys (read as their snake_case name) and theme colours below WCAG AA contrast. */
  settingsWarnings: ValidationProblem[];
}

/** How many problems a report lists one by one; the rest are counted by field, so a broken 50 MB feed stays readable. */
export const LISTED_PROBLEMS = 50;

/** "images[3].url" and "images[7].url" are one field when counting. */
export const fieldKey = (field: string) => field.replace(/\[\d+\]/g, '[]');

/** Up to `limit` problems, each on its own line, then how many more there are by field (most frequent first). */
export function problemLines(problems: readonly ValidationProblem[], prefix: string, noun: string, limit = LISTED_PROBLEMS): string[] {
  const lines = problems.slice(0, limit).map((p) => `${prefix}${formatProblem(p)}`);
  if (problems.length > limit) {
    const byField = new Map<string, number>();
    for (const p of problems) byField.set(fieldKey(p.field), (byField.get(fieldKey(p.field)) ?? 0) + 1);
    const counts = [...byField]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([field, n]) => `${field}: ${n}`)
      .join(', ');
    lines.push(`${prefix}${problems.length - limit} more ${noun}s not listed; all ${problems.length} by field: ${counts}`);
  }
  return lines;
}

/** A warning's reason without the value it quotes: `not a number (got "lots"); left empty` → `not a number; left empty`. */
const reasonCore = (reason: string) => reason.replace(/ \(got .*?\)(?=;|$)/, '');

/** How many cars a console line names before saying how many more (the rest are in the feed report). */
const NAMED_CARS = 3;

/**
 * The lines a build prints for stock values it could not read (the cars keep their pages): one line per field and
 * reason with its count and the first three cars, so a feed with the same fault on 2,000 cars prints one line; the
 * notes about the whole feed (counted once each) follow. `all` (--verbose) lists every warning on its own line.
 * Every one is also in the feed report.
 */
export function warningLines(warnings: readonly ValidationProblem[], all = false): string[] {
  if (!warnings.length) return [];
  const values = warnings.filter((w) => w.index !== undefined);
  const feed = warnings.filter((w) => w.index === undefined);
  const head = values.length
    ? [
        `${values.length} stock value${values.length === 1 ? '' : 's'} could not be read and ${values.length === 1 ? 'was' : 'were'} left out (the cars keep their pages; each one is in the feed report${all ? '' : ', and on this console with --verbose'}; see docs/feed-format.md):`,
      ]
    : [];
  if (all) return [...head, ...values.map((w) => `warning: ${formatProblem(w)}`), ...feed.map((w) => `warning: ${formatProblem(w)}`)];
  const groups = new Map<string, { first: ValidationProblem; file: string; field: string; reason: string; cars: string[]; count: number }>();
  for (const w of values) {
    const key = `${w.file}\u0000${fieldKey(w.field)}\u0000${reasonCore(w.reason)}`;
    const g = groups.get(key) ?? { first: w, file: w.file, field: fieldKey(w.field), reason: reasonCore(w.reason), cars: [], count: 0 };
    g.count += 1;
    if (g.cars.length < NAMED_CARS) g.cars.push(`#${w.index}${w.record ? ` (${w.record})` : ''}`);
    groups.set(key, g);
  }
  const grouped = [...groups.values()]
    .sort((a, b) => b.count - a.count)
    .map((g) => {
      // A fault of one car: its own line, with the value it had.
      if (g.count === 1) return `warning: ${formatProblem(g.first)}`;
      const more = g.count > g.cars.length ? `, and ${g.count - g.cars.length} more` : '';
      return `warning: ${g.file}: ${g.field}: ${g.reason}; ${g.count === 1 ? 'record' : `${g.count} records`} ${g.cars.join(', ')}${more}`;
    });
  return [...head, ...grouped, ...feed.map((w) => `warning: ${formatProblem(w)}`)];
}

/**
 * The lines a build prints for the stock records left out as invalid: how many of how many, then each problem
 * (the first LISTED_PROBLEMS, then counts by field; `all` (--verbose) lists every one).
 */
export function leftOutLines(skipped: readonly ValidationProblem[], records: number, all = false, overflow?: ProblemOverflow | null): string[] {
  if (!skipped.length) return [];
  const { count } = invalidRecords(skipped, 0, overflow);
  return [
    `left out ${count} invalid stock record${count === 1 ? '' : 's'} of ${records}; the rest publishes unless more than publish.max_invalid_share are invalid (--strict refuses any):`,
    ...problemLines(skipped, 'left out: ', 'problem', all ? Infinity : LISTED_PROBLEMS),
    ...(overflow ? [`left out: ${overflowLine(overflow)}`] : []),
  ];
}

/** The lines a build prints for dealer.json warnings (deprecated names, low theme contrast): the build still publishes. */
export function settingsWarningLines(warnings: readonly ValidationProblem[]): string[] {
  return warnings.map((w) => `warning: ${formatProblem(w)}`);
}

/** A problem of one stock record, with the id and stock number it was sent with when the record was refused. */
export type RecordProblem = ValidationProblem & { ref?: { id: string | null; stocknum: string | null; slug?: string } };

/** `id 12 / stock no A123`: how a refused record is named (no slug was made for it; the dealer knows these two). */
export function refText(ref: { id: string | null; stocknum: string | null }): string {
  return [ref.id && `id ${ref.id}`, ref.stocknum && `stock no ${ref.stocknum}`].filter(Boolean).join(' / ');
}

/**
 * The stock records left out as invalid, counted once each (a record may have several problems), and the first
 * `limit` problems as the build prints them: what a refusal for too many invalid records quotes.
 */
export function invalidRecords(skipped: readonly ValidationProblem[], limit = 5, overflow?: ProblemOverflow | null): { count: number; reasons: string[] } {
  const count = new Set(skipped.map((p) => p.index ?? -1)).size + (overflow?.records ?? 0);
  const reasons = skipped.slice(0, limit).map(formatProblem);
  if (overflow)
    reasons.push(
      `… and ${Math.max(0, skipped.length - limit) + overflow.problems} more (the feed report lists the first ${KEPT_PROBLEMS} and counts the rest by field and reason)`,
    );
  else if (skipped.length > limit) reasons.push(`… and ${skipped.length - limit} more (the feed report lists every record left out and why)`);
  return { count, reasons };
}

export class DealerValidationError extends Error {
  readonly problems: ValidationProblem[];
  constructor(problems: ValidationProblem[]) {
    super(`${problems.length} problem${problems.length === 1 ? '' : 's'} in dealer input:\n` + problemLines(problems, '  - ', 'problem').join('\n'));
    this.name = 'DealerValidationError';
    this.problems = problems;
  }
}

export const DEALERS_DIR = path.resolve(import.meta.dirname, '../../../dealers');

function readJson(file: string, problems: ValidationProblem[]): unknown {
  try {
    // A leading byte-order mark (some feed exporters write one) is not part of the JSON.
    return JSON.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
  } catch (e) {
    problems.push({ file, field: '(file)', reason: e instanceof SyntaxError ? `invalid JSON: ${e.message}` : `cannot read: ${(e as Error).message}` });
    return undefined;
  }
}

export function rel(file: string): string {
  return path.relative(process.cwd(), file) || file;
}

type RecordReader<T> = (raw: unknown) => FeedRecordResult<T>;

/**
 * A reader for files whose records are all-or-nothing (offers, reviews, brands, makes): every refused value is an
 * error, and so is every unknown key, named as dealer.json's are (the closest known field), so a misspelt field
 * fails the build instead of being dropped.
 */
function strictly<S extends z.ZodType>(schema: S): RecordReader<z.infer<S>> {
  return (raw) => {
    const r = schema.safeParse(raw);
    return r.success
      ? { data: r.data, errors: [], warnings: [] }
      : { data: null, errors: reasonsFromZod(r.error, schema, RECORD_FIELD_KEYS).map((i) => ({ path: i.path, message: i.reason })), warnings: [] };
  };
}

interface ParsedList<T> {
  /** Records read, valid or not. */
  records: number;
  /** Refused records past the cap of problems kept: counted only. */
  overflow: ProblemOverflow | null;
  items: T[];
  indexes: number[];
  idents: string[];
  warnings: ValidationProblem[];
  feed: FeedTally;
}

/** What a feed's records noted that is reported once for the whole feed: unknown keys and counted caveats. */
class FeedTally {
  private readonly keys = new Map<string, { count: number; index: number; ident: string; duplicateOf?: string; message?: string }>();
  private readonly counted = new Map<string, { field: string; fields: Set<string>; message: string; count: number; index: number; ident: string }>();

  add(r: Partial<Pick<CarRecordResult, 'unknownKeys' | 'counted'>>, index: number, ident: string): void {
    for (const k of r.unknownKeys ?? []) {
      const seen = this.keys.get(k.key);
      if (seen) seen.count += 1;
      else this.keys.set(k.key, { count: 1, index, ident, duplicateOf: k.duplicateOf, message: k.message });
    }
    for (const n of r.counted ?? []) {
      const key = `${n.kind}\u0000${n.group ?? n.field}`;
      const seen = this.counted.get(key);
      if (seen) {
        seen.count += 1;
        seen.fields.add(n.field);
      } else this.counted.set(key, { field: n.group ?? n.field, fields: new Set([n.field]), message: n.message, count: 1, index, ident });
    }
  }

  /** One warning per unknown key and per counted caveat, with how many records had it and the first of them. */
  warnings(file: string): ValidationProblem[] {
    const records = (n: number) => `${n} record${n === 1 ? '' : 's'}`;
    const first = (index: number, ident: string) => `first record #${index}${ident ? ` (${ident})` : ''}`;
    const out: ValidationProblem[] = [];
    for (const [key, k] of this.keys) {
      let reason: string;
      if (k.message) reason = k.message;
      else if (k.duplicateOf)
        reason = `another name for \`${k.duplicateOf}\`, which the record also has: the value of \`${k.duplicateOf}\` is used, this one ignored`;
      else {
        reason = `not a Car field, ignored; ${unknownKeyHint(key)} (npm run feed:check proposes a mapping; docs/feed-format.md lists the fields and their other names)`;
      }
      out.push({ file, field: key, reason: `${reason}; in ${records(k.count)}, ${first(k.index, k.ident)}` });
    }
    for (const c of this.counted.values()) {
      const fields = c.fields.size > 1 || c.field !== [...c.fields][0] ? ` (${[...c.fields].filter(Boolean).join(', ')})` : '';
      out.push({
        file,
        field: c.field || '(values inside objects and lists)',
        reason: `${c.message}; in ${records(c.count)}${fields}, ${first(c.index, c.ident)}`,
      });
    }
    return out;
  }
}

/** The records of a list file: a JSON array, or the `key` array of an object; null (reported) otherwise. */
function listOf(raw: unknown, key: string, file: string, problems: ValidationProblem[]): Iterable<unknown> | null {
  const inner: unknown = raw && typeof raw === 'object' ? (raw as Record<string, unknown>)[key] : undefined;
  const list = Array.isArray(raw) ? raw : Array.isArray(inner) ? inner : null;
  if (!list) problems.push({ file, field: '(root)', reason: `expected a JSON array or an object with a "${key}" array` });
  return list;
}

/** Reads a list record by record so one bad record names its own index and id. */
function parseList<T>(
  read: RecordReader<T>,
  list: Iterable<unknown>,
  file: string,
  problems: ValidationProblem[],
  leaveOut: boolean,
  skipped: ValidationProblem[],
): ParsedList<T> {
  const out: ParsedList<T> = { records: 0, overflow: null, items: [], indexes: [], idents: [], warnings: [], feed: new FeedTally() };
  // A million refused records would keep millions of problems: the first ones are kept, the rest counted.
  const cap = new ProblemCap();
  let index = -1;
  for (const item of list) {
    index += 1;
    const r = read(item);
    // A record read names itself by its read id and slug (an `ID` key, a made slug); a refused one by what it has.
    const named = r.data && typeof r.data === 'object' && 'id' in r.data && 'slug' in r.data ? (r.data as { id: unknown; slug: unknown }) : item;
    const ident =
      named && typeof named === 'object'
        ? [(named as Record<string, unknown>).id, (named as Record<string, unknown>).slug].filter((v) => v != null && v !== '').join(' / ')
        : '';
    const where = { file, index, record: ident || undefined };
    const problem = (i: { path: PropertyKey[]; message: string }): ValidationProblem => ({ ...where, field: formatPath(i.path), reason: i.message });
    if (r.data !== null) {
      out.items.push(r.data);
      out.indexes.push(index);
      out.idents.push(ident);
      out.warnings.push(...r.warnings.map(problem));
      out.feed.add(r as Partial<CarRecordResult>, index, ident);
    } else {
      // A refused record is named by the id and stock number it was sent with, read through the Car's key names
      // (an `ID` or `StockNo` key), so the dealer can find it in their system.
      const ref = (r as Partial<CarRecordResult>).ident;
      const refused = ref ? { ...where, record: refText(ref) || undefined, ref } : where;
      cap.add(
        leaveOut ? skipped : problems,
        r.errors.map((i): RecordProblem => ({ ...refused, field: formatPath(i.path), reason: i.message })),
      );
    }
  }
  out.records = index + 1;
  out.overflow = cap.overflow();
  return out;
}

/**
 * The stock file in whatever format its content shows (stock-records.ts: JSON, CSV/TSV or XML, the records found
 * where feed.records says or where the one list is). A JSON list is read a record at a time (json-records.ts: the
 * whole raw feed never sits in memory beside the cars made from it: see docs/decisions.md, Build time and memory).
 * A file that cannot be read is one problem saying what was found and what is accepted, nothing of a partial pass kept.
 */
function parseStock(
  file: string,
  problems: ValidationProblem[],
  leaveOut: boolean,
  skipped: ValidationProblem[],
  options: CarReadOptions & { format?: StockReadOptions['format']; records?: string | null },
): (ParsedList<Car> & { source: StockSource }) | undefined {
  const read = (raw: unknown) => (isEmptyRecord(raw) ? EMPTY_RECORD : parseCar(raw, options));
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    problems.push({ file: rel(file), field: '(file)', reason: `cannot read: ${(e as Error).message}` });
    return undefined;
  }
  const counts = [problems.length, skipped.length] as const;
  try {
    const stock = readStockRecords(bytes, { format: options.format, records: options.records, where: rel(file) });
    const list = parseList(read, stock.records, rel(file), problems, leaveOut, skipped);
    const { records: _, ...how } = stock;
    return { ...list, source: { ...how, file, count: stock.records.length } };
  } catch (e) {
    if (!(e instanceof StockFormatError)) throw e;
    problems.length = counts[0];
    skipped.length = counts[1];
    problems.push({ file: rel(file), field: '(file)', reason: e.reason });
    return undefined;
  } finally {
    releaseBytes(bytes);
  }
}

function optionalList<S extends z.ZodType>(dir: string, name: string, schema: S, key: string, problems: ValidationProblem[]): z.infer<S>[] {
  const file = path.join(dir, name);
  if (!existsSync(file)) return [];
  const raw = readJson(file, problems);
  const list = raw === undefined ? null : listOf(raw, key, rel(file), problems);
  return list ? parseList(strictly(schema), list, rel(file), problems, false, []).items : [];
}

/** An empty record, refused without a parse: six "required" problems each kept a million-record feed busy for minutes. */
const EMPTY_RECORD: CarRecordResult = Object.freeze({
  data: null,
  errors: [EMPTY_RECORD_ISSUE],
  warnings: [],
  unknownKeys: [],
  counted: [],
  ident: { id: null, stocknum: null },
}) as CarRecordResult;

/** Loads and validates one dealer folder; throws DealerValidationError listing every problem found. */
export function loadDealer(slugOrDir: string, opts: LoadOptions = {}): DealerBundle {
  const dir = path.isAbsolute(slugOrDir) || slugOrDir.includes('/') ? path.resolve(slugOrDir) : path.join(DEALERS_DIR, slugOrDir);
  const problems: ValidationProblem[] = [];
  const skipped: RecordProblem[] = [];
  const settingsWarnings: ValidationProblem[] = [];
  const configFile = path.join(dir, 'dealer.json');
  if (!existsSync(configFile)) throw new DealerValidationError([{ file: rel(configFile), field: '(file)', reason: 'dealer.json not found' }]);
  const rawConfig = readJson(configFile, problems);
  let config: DealerConfig | undefined;
  if (rawConfig !== undefined) {
    problems.push(...findSecretSettings(rawConfig, rel(configFile)));
    const settings = parseDealerSettings(rawConfig, rel(configFile));
    config = settings.config ?? undefined;
    problems.push(...settings.problems);
    settingsWarnings.push(...settings.warnings);
    const filterProblem = config ? rawFilterProblem(config.search.visibility.extra_filter) : null;
    if (filterProblem) {
      problems.push({ file: rel(configFile), field: 'search.visibility.extra_filter', reason: `not a valid search filter: ${filterProblem}` });
    }
    // Every build, --stock or not: the slug picks the published folder, so a copied dealer.json must not overwrite another dealer's site.
    if (config && config.slug !== path.basename(dir)) {
      problems.push({
        file: rel(configFile),
        field: 'slug',
        reason: `"${config.slug}" must match the folder name "${path.basename(dir)}" (the slug names the published site dist/<slug>/)`,
      });
    }
  }
  // The folder's stock.json, stock.csv, stock.tsv or stock.xml (the content decides how it is read), unless --stock names one.
  const found = opts.stockFile ? { file: path.resolve(opts.stockFile), problem: null } : findStockFile(dir);
  const stockFile = found.file ?? path.join(dir, 'stock.json');
  const stock = found.problem
    ? (problems.push({ file: rel(dir), field: '(file)', reason: found.problem }), undefined)
    : existsSync(stockFile)
      ? parseStock(stockFile, problems, !opts.strict, skipped, { ...config?.feed, currency: config?.currency, now: opts.now })
      : (problems.push({ file: rel(stockFile), field: '(file)', reason: 'stock file not found' }), undefined);
  const cars = stock ? dropDuplicates(stock, rel(stockFile), opts.strict ? problems : skipped) : [];
  // --strict refuses: the records past the cap are one problem that counts them.
  if (stock?.overflow && opts.strict) problems.push({ file: rel(stockFile), field: '(records)', reason: overflowLine(stock.overflow) });
  // Warnings of a record left out as a duplicate would name values no page shows.
  const kept = new Set(cars);
  const stockIndexes = stock ? stock.indexes.filter((_, i) => kept.has(stock.items[i]!)) : [];
  const keptIndexes = new Set(stockIndexes);
  const warnings = stock ? [...stock.warnings.filter((w) => keptIndexes.has(w.index!)), ...stock.feed.warnings(rel(stockFile))] : [];
  const offers = optionalList(dir, 'offers.json', offerSchema, 'offers', problems);
  const reviews = optionalList(dir, 'reviews.json', reviewSchema, 'reviews', problems);
  const brands = optionalList(dir, 'brands.json', brandSchema, 'brands', problems);
  const makes = optionalList(dir, 'makes.json', makeSchema, 'makes', problems);
  if (problems.length || !config) throw new DealerValidationError(problems);
  // Each car placed at one location once, for every view; a location no branch has is a warning (car-locations.ts).
  const placed = placeCars(cars, config, rel(stockFile));
  return {
    dir,
    config,
    cars: placed.cars,
    offers,
    reviews,
    brands,
    makes,
    skipped,
    skippedOverflow: opts.strict ? null : (stock?.overflow ?? null),
    stockIndexes,
    records: stock?.records ?? 0,
    stock: stock?.source,
    warnings: [...warnings, ...placed.warnings],
    settingsWarnings,
  };
}

/** How a duplicate's problem begins: the feed report counts such a record as a duplicate, not as refused. */
const DUPLICATE = 'duplicate ';
export const isDuplicateProblem = (p: ValidationProblem) => p.reason.startsWith(DUPLICATE);

/**
 * Two cars with one id or one slug would overwrite each other's page, lead or favourite: each later record is
 * reported naming the earlier one, and left out.
 */
function dropDuplicates(stock: ParsedList<Car>, file: string, sink: RecordProblem[]): Car[] {
  const first = { id: new Map<string, number>(), slug: new Map<string, number>() };
  return stock.items.filter((car, i) => {
    const clashes = (['id', 'slug'] as const).filter((field) => first[field].has(car[field]));
    for (const field of clashes) {
      const j = first[field].get(car[field])!;
      sink.push({
        file,
        index: stock.indexes[i],
        record: stock.idents[i] || undefined,
        ref: { id: car.id, stocknum: car.stocknum ?? null, slug: car.slug },
        field,
        reason: `${DUPLICATE}${field}, also used by record #${stock.indexes[j]} (${stock.idents[j]})`,
      });
    }
    if (clashes.length) return false;
    first.id.set(car.id, i);
    first.slug.set(car.slug, i);
    return true;
  });
}
