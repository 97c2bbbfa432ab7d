/**
 * The feed report (src/domain/schemas/feed-report.ts): what a build made of the dealer's snapshot, written beside
 * the site as `<out>.feed-report.json` (dist/<slug>.feed-report.json) like the manifest, so it is never uploaded
 * or served. The preview server shows it at /admin/feed; `npm run build -- --report` prints it (feed-report-text.ts).
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Car } from '../../../src/domain/schemas';
import type { ListingAccount } from '../../../src/domain/listing';
import type { Canonicalisation } from '../../../src/domain/canonical-names';
import {
  accountFigures,
  accountLine,
  reasonLabel,
  reasonSummaryLines,
  reasonText,
  type AccountedRecord,
  type LeftOutReason,
  type RecordReason,
} from '../../../src/domain/feed-account';
import { feedReportSchema, type FeedReport, type ProblemGroup, type RecordRef } from '../../../src/domain/schemas/feed-report';
import { formatProblem, type ValidationProblem } from '../../../src/domain/schemas/friendly-errors';
import { fieldKey, isDuplicateProblem, type RecordProblem } from './load-dealer';
import { releaseBytes } from './json-records';
import { readStockRecords, type StockReadOptions, type StockSource } from './stock-records';
import type { ManifestCar, StockChanges } from '../shared/manifest';
import type { FieldCoverage } from '../../../src/domain/feed-coverage';
import { readJsonFile } from '../shared/read-json-file';
import { overflowLine, type ProblemOverflow } from './problem-cap';

/** Where the feed report of the site published at `out` lives: beside it, outside what is uploaded. */
export function feedReportPathFor(out: string): string {
  return `${out}.feed-report.json`;
}

/** A value received, as JSON text, cut to this many characters (a 5,000-word description is not worth repeating). */
const VALUE_CHARS = 200;

/** The snapshot's records the report names, by index: the raw record, to read the value received at a problem's field. */
export type RawRecords = (index: number) => unknown;

/** The fields every named record keeps: what identifies it. */
const IDENTITY = ['id', 'slug', 'stocknum'];

/**
 * The stock file's records that `problems` name, read back by index, each cut to what identifies it and the
 * top-level keys the problems are about (a 20,000-car feed with a warning on every car is not held twice).
 */
export function rawStockRecords(file: string, problems: readonly ValidationProblem[], feed: Pick<StockReadOptions, 'format' | 'records'> = {}): RawRecords {
  const wanted = new Map<number, Set<string>>();
  for (const p of problems) {
    if (p.index === undefined) continue;
    const keys = wanted.get(p.index) ?? new Set(IDENTITY);
    keys.add(/^[^.[]*/.exec(p.field)![0]);
    wanted.set(p.index, keys);
  }
  const found = new Map<number, unknown>();
  const keep = (i: number, record: unknown) => {
    if (!record || typeof record !== 'object' || Array.isArray(record)) return found.set(i, record);
    found.set(i, Object.fromEntries([...wanted.get(i)!].filter((k) => k in record).map((k) => [k, (record as Record<string, unknown>)[k]])));
  };
  if (!wanted.size || !existsSync(file)) return (i) => found.get(i);
  const bytes = readFileSync(file);
  try {
    // The same reader as the loader's, with the dealer's feed settings, so index i is the record the loader read as i.
    const { records } = readStockRecords(bytes, { format: feed.format, records: feed.records, where: file });
    for (const i of wanted.keys()) keep(i, records.at(i));
  } catch {
    // A file the loader could read but this cannot: the report names no values rather than failing the build.
  } finally {
    releaseBytes(bytes);
  }
  return (i) => found.get(i);
}

/** The value at a problem's field path (`images[0].url`, `km`) of a raw record; undefined when there is none. */
export function valueAt(record: unknown, field: string): unknown {
  let at: unknown = record;
  for (const part of field.match(/[^.[\]]+|\[\d+\]/g) ?? []) {
    if (at == null || typeof at !== 'object') return undefined;
    at = part.startsWith('[') ? (at as unknown[])[Number(part.slice(1, -1))] : (at as Record<string, unknown>)[part];
  }
  return at;
}

/**
 * What the feed sent for a problem's field: the value there, else (a key that was missing, `images[1].url`) the
 * nearest value around it that was sent (`images[1]`: `{"src": "…"}`), never the whole record.
 */
export function receivedAt(record: unknown, field: string): unknown {
  const parts = field.match(/[^.[\]]+|\[\d+\]/g) ?? [];
  for (let n = parts.length; n >= 1; n--) {
    const at = valueAt(record, parts.slice(0, n).join('.').replace(/\.\[/g, '['));
    if (at !== undefined) return at;
  }
  return undefined;
}

const asText = (v: unknown) => {
  if (v === undefined) return null;
  const json = JSON.stringify(v) ?? String(v);
  return json.length > VALUE_CHARS ? `${json.slice(0, VALUE_CHARS)}…` : json;
};
const textOf = (v: unknown) => (v == null || v === '' ? null : typeof v === 'object' ? null : String(v));

/**
 * Which record a problem is about: a refused record's id and stock number as the loader read them through the
 * Car's key names (`ref`), else from the raw record, else the loader's "id / slug".
 */
function refOf(p: RecordProblem, raw: RawRecords): RecordRef {
  const record = p.index === undefined ? undefined : (raw(p.index) as Record<string, unknown> | undefined);
  const [id, slug] = p.ref ? [null, null] : (p.record ?? '').split(' / ');
  return {
    index: p.index ?? null,
    id: p.ref?.id ?? textOf(record?.id) ?? (id || null),
    slug: p.ref?.slug ?? textOf(record?.slug) ?? (slug || null),
    stocknum: p.ref?.stocknum ?? textOf(record?.stocknum),
  };
}

/** Problems grouped by field (list positions folded), then by message, most frequent first; every problem kept. */
export function groupProblems(problems: readonly ValidationProblem[], raw: RawRecords): ProblemGroup[] {
  const byField = new Map<string, Map<string, ValidationProblem[]>>();
  for (const p of problems) {
    const field = fieldKey(p.field);
    const byMessage = byField.get(field) ?? new Map<string, ValidationProblem[]>();
    byMessage.set(p.reason, [...(byMessage.get(p.reason) ?? []), p]);
    byField.set(field, byMessage);
  }
  const groups = [...byField].map(([field, byMessage]) => ({
    field,
    count: [...byMessage.values()].reduce((n, ps) => n + ps.length, 0),
    messages: [...byMessage]
      .map(([message, ps]) => ({
        message,
        count: ps.length,
        records: ps.map((p) => {
          // A value reader may say what it received; otherwise it is read back from the raw record.
          const given = (p as ValidationProblem & { value?: unknown }).value;
          return {
            ...refOf(p, raw),
            file: p.file,
            field: p.field,
            value: asText(given !== undefined ? given : p.index === undefined ? undefined : receivedAt(raw(p.index), p.field)),
          };
        }),
      }))
      .sort((a, b) => b.count - a.count || a.message.localeCompare(b.message)),
  }));
  return groups.sort((a, b) => b.count - a.count || a.field.localeCompare(b.field));
}

/** The reasons of the records listed, then one "refused" for each record counted past the cap (none held at once). */
function* withOverflow(reasons: readonly RecordReason[], overflow: ProblemOverflow | null | undefined): Generator<RecordReason> {
  yield* reasons;
  const refused: RecordReason = { kind: 'refused', problems: [] };
  for (let i = 0; i < (overflow?.records ?? 0); i++) yield refused;
}

/** The problem groups with the problems counted past the cap added to their counts (no record named for them). */
function withOverflowGroups(groups: ProblemGroup[], overflow: ProblemOverflow | null | undefined): ProblemGroup[] {
  if (!overflow) return groups;
  for (const c of overflow.causes) {
    let group = groups.find((g) => g.field === c.field);
    if (!group) groups.push((group = { field: c.field, count: 0, messages: [] }));
    group.count += c.count;
    const message = group.messages.find((m) => m.message === c.reason);
    if (message) message.count += c.count;
    else group.messages.push({ message: c.reason, count: c.count, records: [] });
  }
  return groups.sort((a, b) => b.count - a.count || a.field.localeCompare(b.field));
}

/** A snapshot record the loader left out as invalid, with the reason it counts under. */
interface LeftOut {
  ref: RecordRef;
  reason: LeftOutReason;
}

/** The records left out as invalid, one each (a record may have several problems): refused or duplicate. */
function leftOutRecords(skipped: readonly ValidationProblem[], raw: RawRecords): LeftOut[] {
  const byIndex = new Map<number, ValidationProblem[]>();
  for (const p of skipped) byIndex.set(p.index ?? -1, [...(byIndex.get(p.index ?? -1) ?? []), p]);
  return [...byIndex.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([, ps]) => {
      const duplicate = ps.find(isDuplicateProblem);
      const reason: LeftOutReason = duplicate
        ? { kind: 'duplicate', of: duplicate.reason }
        : { kind: 'refused', problems: ps.map((p) => `${p.field}: ${p.reason}`) };
      return { ref: refOf(ps[0]!, raw), reason };
    });
}

/**
 * The stock index of each loaded car: the snapshot's indexes without those of the records left out, in order
 * (the loader keeps the feed's order and leaves out only what it reports in `skipped`).
 */
function carIndexes(cars: number, skipped: readonly ValidationProblem[]): number[] {
  const left = new Set(skipped.map((p) => p.index).filter((i): i is number => i !== undefined));
  const out: number[] = [];
  for (let i = 0; out.length < cars; i++) if (!left.has(i)) out.push(i);
  return out;
}

export interface FeedReportInput {
  slug: string;
  builtAt: string;
  now: Date;
  stockFile: string;
  /** How the stock was read (format, encoding, the reader's notes); absent for a report made without loading one. */
  stock?: Pick<StockSource, 'format' | 'encoding' | 'notes'>;
  /** The loaded cars, in stock order (before their names were made canonical). */
  cars: readonly Car[];
  account: ListingAccount;
  canonicalisations: readonly Canonicalisation[];
  warnings: readonly ValidationProblem[];
  skipped: readonly ValidationProblem[];
  /** Refused records past the cap of problems kept (problem-cap.ts): counted in the account and the groups, never listed. */
  skippedOverflow?: ProblemOverflow | null;
  /** The stock index of each car (load-dealer.ts); without it, worked out from `skipped`, which holds every record left out only under the cap. */
  stockIndexes?: readonly number[];
  settingsWarnings: readonly ValidationProblem[];
  changes: { since: string; stock: StockChanges } | null;
  raw: RawRecords;
  /** The publish guard's refusal, when this snapshot was not published. */
  refused?: string | null;
  /** Share of the listed cars with each key field (src/domain/feed-coverage.ts). */
  coverage?: FieldCoverage[];
}

/** A changed car as the report names it: slug and price, id, stock number and title (older manifests lack the last two). */
const changedCar = (c: ManifestCar) => ({ slug: c.slug, price: c.price, id: c.id, stocknum: c.stocknum ?? null, title: c.name ?? null });

/** The report's change section: the manifest's change report against the last published build, each car named. */
export function changesSince(since: string, stock: StockChanges): NonNullable<FeedReport['changes']> {
  return {
    since,
    added: stock.added.map(changedCar),
    removed: stock.removed.map(changedCar),
    repriced: stock.repriced.map((r) => {
      const { price: _, ...car } = changedCar(r.car);
      return { ...car, from: r.from, to: r.to };
    }),
    sold: stock.sold.map(changedCar),
    lost: stock.lost.map((l) => ({ ...changedCar(l.car), fields: l.fields })),
  };
}

/** The account of a snapshot alone: figures, line, and one summary line per reason (what a build prints). */
export function snapshotAccount(input: Pick<FeedReportInput, 'cars' | 'account' | 'skipped' | 'skippedOverflow' | 'stockIndexes' | 'raw'>) {
  const indexes = input.stockIndexes ?? carIndexes(input.cars.length, input.skipped);
  const indexOf = new Map(input.cars.map((car, i) => [car.id, indexes[i]!]));
  const records: (AccountedRecord & { stocknum: string | null })[] = input.account.notListed.map(({ car, reason }) => ({
    index: indexOf.get(car.id) ?? null,
    id: car.id,
    slug: car.slug,
    stocknum: car.stocknum ?? null,
    reason: reason as RecordReason,
  }));
  for (const { ref, reason } of leftOutRecords(input.skipped, input.raw)) records.push({ ...ref, reason });
  records.sort((a, b) => (a.index ?? Infinity) - (b.index ?? Infinity));
  const overflow = input.skippedOverflow;
  const figures = accountFigures(
    input.account.listed.length,
    withOverflow(
      records.map((r) => r.reason),
      overflow,
    ),
  );
  const summary = reasonSummaryLines(records);
  if (overflow) summary.push(overflowLine(overflow));
  return { figures, line: accountLine(figures), summary, records };
}

export function feedReport(input: FeedReportInput): FeedReport {
  const { figures, line, summary, records } = snapshotAccount(input);
  const report: FeedReport = {
    report_version: 1,
    slug: input.slug,
    built_at: input.builtAt,
    now: input.now.toISOString(),
    stock_file: input.stockFile,
    ...(input.stock && { format: input.stock.format, encoding: input.stock.encoding, format_notes: [...input.stock.notes] }),
    published: !input.refused,
    refused: input.refused ?? null,
    account: { line, snapshot: figures.snapshot, listed: figures.listed, terms: figures.terms, summary },
    not_listed: records.map((r) => ({
      index: r.index,
      id: r.id,
      slug: r.slug,
      stocknum: r.stocknum,
      kind: r.reason.kind,
      label: reasonLabel(r.reason),
      reason: reasonText(r.reason),
    })),
    warnings: {
      stock: { count: input.warnings.length, groups: groupProblems(input.warnings, input.raw) },
      refused: {
        count: input.skipped.length + (input.skippedOverflow?.problems ?? 0),
        groups: withOverflowGroups(groupProblems(input.skipped, input.raw), input.skippedOverflow),
      },
      settings: input.settingsWarnings.map((w) => ({ file: w.file, field: w.field, message: formatProblem(w) })),
    },
    canonicalisations: input.canonicalisations.map((c) => ({ ...c })),
    coverage: { fields: input.coverage ?? [], notes: [] },
    changes: input.changes && changesSince(input.changes.since, input.changes.stock),
  };
  // The schema is the report's type: a report that does not match it is a bug here, caught before it is written.
  return feedReportSchema.parse(report);
}

/** Written whole or not at all (a temporary file renamed into place). */
export function writeFeedReport(file: string, report: FeedReport): void {
  const tmp = `${file}.tmp-${process.pid}`;
  writeFileSync(tmp, JSON.stringify(report, null, 2) + '\n');
  renameSync(tmp, file);
}

/** The report at `file`; null when there is none yet, or the reason it cannot be read. */
export function readFeedReport(file: string): { report: FeedReport | null; problem?: string } {
  const { value, problem } = readJsonFile(file, feedReportSchema, 'a feed report');
  return problem ? { report: value, problem } : { report: value };
}
