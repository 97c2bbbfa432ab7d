import { SHOWN_STATUSES } from './availability';
import type { NotListedReason } from './listing';

/*
 * The account of a snapshot: every record is either listed or counted under one reason, so
 * `N cars in the snapshot = L listed + a sold window + b status "available" + ...` always adds up. The reasons are
 * the listing's (listing.ts) plus the records the loader left out: refused as invalid and
 * duplicates of an earlier record's id or slug.
 */

/** A record the loader left out: `refused` (invalid) or `duplicate` (id or slug of an earlier record). */
export type LeftOutReason = { kind: 'refused'; problems: string[] } | { kind: 'duplicate'; of: string };

export type RecordReason = NotListedReason | LeftOutReason;

export interface AccountTerm {
  label: string;
  count: number;
}

/** The figures of the one-line account: snapshot = listed + the sum of the terms' counts. */
export interface AccountFigures {
  snapshot: number;
  listed: number;
  terms: AccountTerm[];
}

/** The account term a reason is counted under: one per status word, one per other kind. */
export function reasonLabel(reason: RecordReason): string {
  switch (reason.kind) {
    case 'status':
      return `status "${reason.status}"`;
    case 'sold_window':
      return 'sold window';
    case 'base_status':
      return 'base filter status';
    case 'base_car_type':
      return 'base filter car type';
    case 'excluded_make':
      return 'excluded make';
    case 'excluded_stocknum':
      return 'excluded stock number';
    case 'extra_filter':
      return 'extra filter';
    case 'sold_run':
      return 'sold run';
    case 'refused':
      return 'refused';
    case 'duplicate':
      return 'duplicate';
  }
}

/** Why one car is not listed, in a sentence a dealer can act on. */
export function reasonText(reason: RecordReason): string {
  switch (reason.kind) {
    case 'status':
      return `status "${reason.status}" is not one the site shows (${SHOWN_STATUSES.join(', ')})`;
    case 'sold_window':
      return reason.sold_on
        ? `sold (${reason.sold_on.slice(0, 10)}) more than ${reason.days} day${reason.days === 1 ? '' : 's'} ago: past the sold window (search.include_sold_cars_days)`
        : 'sold, with no sold_at or updated_at date to count the sold window from';
    case 'base_status':
      return `status "${reason.status}" is left out by the base filter (search.visibility)`;
    case 'base_car_type':
      return `car type "${reason.car_type}" is left out by the base filter (search.visibility)`;
    case 'excluded_make':
      return `make "${reason.make}" is excluded (search.visibility.exclude_makes)`;
    case 'excluded_stocknum':
      return `stock number "${reason.stocknum}" is excluded (search.visibility.exclude_stocknums)`;
    case 'extra_filter':
      return `not matched by the extra filter "${reason.filter}" (search.visibility.extra_filter)`;
    case 'sold_run':
      return `sold, directly after the sold car ${reason.after} (search.sold_handling lists the first of each run of sold cars)`;
    case 'refused':
      return `refused as invalid: ${reason.problems.join('; ')}`;
    case 'duplicate':
      return `duplicate: ${reason.of}`;
  }
}

/** The terms of the account, most cars first (then by label), from the reason of every record not listed. */
export function accountFigures(listed: number, reasons: Iterable<RecordReason>): AccountFigures {
  const counts = new Map<string, number>();
  let notListed = 0;
  for (const reason of reasons) {
    const label = reasonLabel(reason);
    counts.set(label, (counts.get(label) ?? 0) + 1);
    notListed += 1;
  }
  const terms = [...counts].map(([label, count]) => ({ label, count })).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  return { snapshot: listed + notListed, listed, terms };
}

/** `26 cars in the snapshot = 14 listed + 8 status "available" + 4 sold window`. */
export function accountLine(f: AccountFigures): string {
  return [`${f.snapshot} car${f.snapshot === 1 ? '' : 's'} in the snapshot = ${f.listed} listed`, ...f.terms.map((t) => `${t.count} ${t.label}`)].join(' + ');
}

/** A record not listed, as the summary names it. */
export interface AccountedRecord {
  index: number | null;
  id: string | null;
  slug: string | null;
  reason: RecordReason;
}

const named = (r: AccountedRecord) => [r.id, r.slug].filter(Boolean).join(' / ') || `record #${r.index}`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** The distinct values of `of` with their counts: `sold (3), coming_soon (1)`. */
function tally(records: readonly AccountedRecord[], of: (r: AccountedRecord) => string): string {
  const counts = new Map<string, number>();
  for (const r of records) counts.set(of(r), (counts.get(of(r)) ?? 0) + 1);
  return [...counts].map(([v, n]) => `${v} (${n})`).join(', ');
}

/**
 * One line per reason with its count, most cars first; each unrecognised status word gets its own line naming
 * its cars (id / slug), as do records refused or duplicated. The lines a build prints before the account.
 */
export function reasonSummaryLines(records: readonly AccountedRecord[]): string[] {
  const groups = new Map<string, AccountedRecord[]>();
  for (const r of records) {
    const label = reasonLabel(r.reason);
    groups.set(label, [...(groups.get(label) ?? []), r]);
  }
  return [...groups.values()]
    .sort((a, b) => b.length - a.length || reasonLabel(a[0]!.reason).localeCompare(reasonLabel(b[0]!.reason)))
    .map((group) => {
      const first = group[0]!.reason;
      const n = group.length;
      const cars = (rs: AccountedRecord[]) => rs.map(named).join(', ');
      switch (first.kind) {
        case 'status':
          return `not listed: ${plural(n, 'car', 'cars')} with status "${first.status}", not a status the site shows (${SHOWN_STATUSES.join(', ')}): ${cars(group)}`;
        case 'sold_window':
          return `not listed: ${plural(n, 'sold car', 'sold cars')} past the sold window (search.include_sold_cars_days, _by_make) or with no sold date`;
        case 'base_status':
          return `not listed: ${plural(n, 'car', 'cars')} with a status the base filter leaves out (search.visibility): ${tally(group, (r) => (r.reason as { status: string }).status)}`;
        case 'base_car_type':
          return `not listed: ${plural(n, 'car', 'cars')} of a car type the base filter leaves out (search.visibility): ${tally(group, (r) => (r.reason as { car_type: string }).car_type)}`;
        case 'excluded_make':
          return `not listed: ${plural(n, 'car', 'cars')} of an excluded make (search.visibility.exclude_makes): ${tally(group, (r) => (r.reason as { make: string }).make)}`;
        case 'excluded_stocknum':
          return `not listed: ${plural(n, 'car', 'cars')} with an excluded stock number (search.visibility.exclude_stocknums): ${tally(group, (r) => (r.reason as { stocknum: string }).stocknum)}`;
        case 'extra_filter':
          return `not listed: ${plural(n, 'car', 'cars')} not matched by the extra filter "${first.filter}" (search.visibility.extra_filter)`;
        case 'sold_run':
          return `not listed: ${plural(n, 'sold car', 'sold cars')} directly after another sold car (search.sold_handling lists the first of each run)`;
        case 'refused':
          return `not listed: ${plural(n, 'record', 'records')} refused as invalid: ${cars(group)}`;
        case 'duplicate':
          return `not listed: ${plural(n, 'record', 'records')} with the id or slug of an earlier record: ${cars(group)}`;
      }
    });
}
