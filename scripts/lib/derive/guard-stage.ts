/*
 * The publish guards, before anything is rendered: the derived site against the manifest of the site published at
 * `out` (publish-guard.ts: too many invalid records, an empty snapshot, a large drop, a key field lost on many cars).
 * A refused site is not rendered; its feed report is written beside the published site, which stays as it was.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { DealerConfig } from '../../../src/domain/schemas';
import type { FeedReport } from '../../../src/domain/schemas/feed-report';
import type { Derived } from './derive-stage';
import { carName, manifestPathFor, readManifest, stockChanges, type BuildManifest } from '../shared/manifest';
import { changesSince, feedReportPathFor, writeFeedReport } from '../load/feed-report';
import { feedReportText } from '../load/feed-report-text';
import type { Log } from '../shared/build-options';
import { shownPath } from '../shared/root';
import { publishDecision, type RefusalReason } from './publish-guard';
import { coveragePercent, lostKeyFields, sparseFields, type KeyField } from '../../../src/domain/feed-coverage';
import type { ValidationProblem } from '../../../src/domain/schemas/friendly-errors';
import { invalidRecords } from '../load/load-dealer';
import type { ProblemOverflow } from '../load/problem-cap';

/** What a first build's note on a sparse key field adds: where the field may be hiding. */
const SPARSE_HINT = ': a first build has no earlier one to compare with; if the feed sends it under another key, map it (feed.fields, docs/feed-format.md)';

/** The dealer's data was refused by a publish guard: not a crash, and the published site is untouched. */
export class PublishRefusedError extends Error {
  readonly reason: RefusalReason;
  constructor(reason: RefusalReason, message: string) {
    super(message);
    this.reason = reason;
    this.name = 'PublishRefusedError';
  }
}

export interface GuardInput {
  derived: Derived;
  /** Stock records read, valid or not. */
  records: number;
  /** The problems of the records left out as invalid (load-dealer.ts). */
  skipped?: readonly ValidationProblem[];
  /** The refused records past the cap of problems kept (problem-cap.ts): counted, so the share is the whole feed's. */
  skippedOverflow?: ProblemOverflow | null;
  /** --skip-invalid: publish the valid records however many are invalid. */
  skipInvalid?: boolean;
  config: DealerConfig;
  out: string;
  force?: boolean;
  /** --report: print the feed report of a refused site. */
  report?: boolean;
}

/** A site past its publish guards, and what they compared it with. */
export interface Guarded {
  /** The manifest of the site published at `out`, if there is one to read. */
  previous: BuildManifest | null;
  /** The publish guard this build was forced past (--force), if any. */
  overridden?: string;
  manifestFile: string;
  /** The feed report, written beside the manifest when the site is published (its built_at set then). */
  report: FeedReport;
  reportFile: string;
}

/** Checks the publish guards; throws PublishRefusedError (its feed report written) when one refuses. */
export function guardStage(
  { derived, records, skipped = [], skippedOverflow, skipInvalid, config, out, force, report: printReport }: GuardInput,
  log: Log,
): Guarded {
  // Publish guards, against the manifest of the site published at `out` (if it is still there).
  const manifestFile = manifestPathFor(out);
  const last = existsSync(out) ? readManifest(manifestFile) : { manifest: null };
  if (last.problem) log(`warning: ${last.problem}; the drop check has no last build to compare with`);
  else if (!last.manifest && existsSync(out)) log(`no build manifest beside ${out}: the drop check starts with this build`);
  const previous = last.manifest;
  const coverage = derived.report.coverage.fields;
  // Up to three cars per key field that had it in the last build and have it no more: what the coverage guard names.
  const lost = previous ? lostKeyFields(previous.cars, derived.cars) : [];
  const lostBy = (field: string) =>
    lost
      .filter((l) => l.fields.includes(field as KeyField))
      .slice(0, 3)
      .map((l) => carName(l.car));
  const decision = publishDecision({
    listed: derived.site.cars.length,
    records,
    invalid: invalidRecords(skipped, 5, skippedOverflow),
    coverage: coverage.map((c) => ({ ...c, lost: lostBy(c.field) })),
    settings: config.publish,
    skipInvalid,
    force: !!force,
    previous: previous ? { listed: previous.listed, built_at: previous.built_at, coverage: previous.coverage } : null,
  });
  // A first build has no coverage to compare with: a key field empty on most cars is said (not refused), once.
  const notes = previous
    ? []
    : sparseFields(coverage).map(
        (c) => `${c.field} is empty on ${c.of - c.with} of ${c.of} listed cars (${Math.round(100 - coveragePercent(c))} %)${SPARSE_HINT}`,
      );
  for (const note of notes) log(`warning: ${note}`);
  const reportFile = feedReportPathFor(out);
  const report: FeedReport = {
    ...derived.report,
    coverage: { fields: coverage, notes },
    changes: previous ? changesSince(previous.built_at, stockChanges(previous.cars, derived.cars)) : null,
    published: decision.publish,
    refused: decision.publish ? null : decision.message,
  };
  if (!decision.publish) {
    // A refused snapshot is the one most worth reading: its report says where the cars went (the site stays as it was).
    // The refusal is the outcome whatever happens to its report: a report that cannot be written (the out folder is
    // not writable) is said, and the build is still refused (exit 2), not turned into a crash that would be retried.
    try {
      mkdirSync(path.dirname(out), { recursive: true });
      writeFeedReport(reportFile, { ...report, built_at: new Date().toISOString() });
      log(`feed report (not published): ${shownPath(reportFile)}`);
    } catch (e) {
      log(`warning: the feed report of this refused build could not be written to ${shownPath(reportFile)}: ${(e as Error).message}`);
    }
    if (printReport) for (const line of feedReportText(report)) log(line);
    throw new PublishRefusedError(decision.reason, `refused to publish: ${decision.message}`);
  }
  if (decision.overridden) log(`--force: publishing although ${decision.overridden}`);
  return { previous, overridden: decision.overridden, manifestFile, report, reportFile };
}
