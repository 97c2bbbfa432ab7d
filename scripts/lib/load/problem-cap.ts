import type { ValidationProblem } from '../../../src/domain/schemas/friendly-errors';

/*
 * The problems of refused stock records, kept in full up to a cap and only counted after it.
 *
 * Why: a 3 MB feed of a million empty records ({"cars":[{},{},…]}) kept six problem objects per record, and the
 * build reached 3 GB before it said anything; a 20 MB one ran out of time. Nobody reads past the first thousand
 * problems: the build prints 50, the feed report groups them. The rest are counted by field and reason, so every
 * count the build and the report give (records refused, the share guard's) is still the whole feed's.
 */

/** Problems kept in full: a record's problems are all kept or all counted, never split. */
export const KEPT_PROBLEMS = 1000;
/** Distinct field-and-reason pairs counted past the cap; the rest are counted together as one. */
const MAX_CAUSES = 100;

/** The refused records past the cap: how many, how many problems they had, and those by field and reason. */
export interface ProblemOverflow {
  records: number;
  problems: number;
  /** Most first; a reason's quoted value ("(got …)") is left out, so one cause counts every record that has it. */
  causes: Array<{ field: string; reason: string; count: number }>;
}

/** `images[3].url` and `images[7].url` are one field when counting. */
const fieldOf = (field: string) => field.replace(/\[\d+\]/g, '[]');
const causeOf = (reason: string) => reason.replace(/ \(got [\s\S]*\)$/, '');

export class ProblemCap {
  private readonly limit: number;
  private kept = 0;
  private records = 0;
  private problems = 0;
  private readonly causes = new Map<string, { field: string; reason: string; count: number }>();

  constructor(limit = KEPT_PROBLEMS) {
    this.limit = limit;
  }

  /** One refused record's problems: into `sink` while fewer than the cap are kept, else counted. */
  add(sink: ValidationProblem[], problems: readonly ValidationProblem[]): void {
    if (this.kept < this.limit) {
      sink.push(...problems);
      this.kept += problems.length;
      return;
    }
    this.records += 1;
    this.problems += problems.length;
    for (const p of problems) {
      const field = fieldOf(p.field);
      const reason = causeOf(p.reason);
      let key = `${field}\u0000${reason}`;
      if (!this.causes.has(key) && this.causes.size >= MAX_CAUSES) key = OTHER;
      const seen = this.causes.get(key);
      if (seen) seen.count += 1;
      else this.causes.set(key, key === OTHER ? { field: '(other fields)', reason: 'other reasons', count: 1 } : { field, reason, count: 1 });
    }
  }

  /** What was counted past the cap; null when every problem was kept. */
  overflow(): ProblemOverflow | null {
    if (!this.records) return null;
    const causes = [...this.causes.values()].sort((a, b) => b.count - a.count || a.field.localeCompare(b.field));
    return { records: this.records, problems: this.problems, causes };
  }
}

const OTHER = '\u0000other';

/** `id: required (999,000)`, the first `limit` causes. */
export function causeList(overflow: ProblemOverflow, limit = 10): string {
  const shown = overflow.causes.slice(0, limit).map((c) => `${c.field}: ${c.reason} (${c.count.toLocaleString('en-AU')})`);
  if (overflow.causes.length > limit) shown.push('…');
  return shown.join('; ');
}

/** The line that stands for the records past the cap wherever problems are listed one by one. */
export function overflowLine(overflow: ProblemOverflow): string {
  const n = (x: number) => x.toLocaleString('en-AU');
  return `${n(overflow.records)} more refused record${overflow.records === 1 ? '' : 's'} (${n(overflow.problems)} problems) counted, not kept: only the first ${n(KEPT_PROBLEMS)} problems are; by field and reason: ${causeList(overflow)}`;
}

/** An empty record ({}): refused as one problem without a parse (a million of them took minutes to read field by field). */
export const isEmptyRecord = (raw: unknown): boolean =>
  raw !== null && typeof raw === 'object' && !Array.isArray(raw) && Object.keys(raw as object).length === 0;

/** The one problem of an empty record, as a record reader reports it. */
export const EMPTY_RECORD_ISSUE = { path: [] as PropertyKey[], message: 'an empty record: no fields to read' };
