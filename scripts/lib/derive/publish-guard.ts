import { coverageDrops, coverageText, type FieldCoverage } from '../../../src/domain/feed-coverage';

/**
 * Whether a finished build may replace the published site. One bad night of a stock feed (an empty export, a
 * truncated page of results, every record in a shape the reader refuses, prices moved under another key) must not
 * take a dealer's shop window down, so a build whose records are mostly invalid, that lists no car, far fewer cars
 * than the last published build, or a key field on far fewer of them, is refused unless ops say otherwise. Pure:
 * the caller reads the last build's manifest and the dealer's `publish` settings.
 */

export interface GuardInput {
  /** Cars this build would publish (listed: status, sold window and base filter applied). */
  listed: number;
  /** Records in the stock snapshot, valid or not. */
  records: number;
  /** The records left out as invalid (refused or duplicate), and the first of their problems as printed. */
  invalid?: { count: number; reasons: readonly string[] };
  /** Share of the listed cars with each key field, each with up to three cars that had it last build and lost it. */
  coverage?: readonly (FieldCoverage & { lost?: readonly string[] })[];
  /** The last published build of this site, from its manifest; null for a first build. */
  previous: { listed: number; built_at: string; coverage?: readonly FieldCoverage[] } | null;
  settings: { max_drop: number; allow_empty: boolean; max_invalid_share: number; max_coverage_drop: number };
  /** --skip-invalid: publish the valid records however many are invalid (not when every record is). */
  skipInvalid?: boolean;
  /** --force: publish whatever the checks say. */
  force: boolean;
}

export type RefusalReason = 'invalid-records' | 'empty-snapshot' | 'stock-drop' | 'coverage-drop';

export type GuardDecision =
  | { publish: true; /** What would have been refused had --force not been given. */ overridden?: string }
  | { publish: false; reason: RefusalReason; message: string };

const percent = (fraction: number) => `${Math.round(fraction * 100)} %`;

/** The publish decision: refuse too many invalid records (unless --skip-invalid), an empty build unless allow_empty, a fall of more than max_drop, and a key field lost on more than max_coverage_drop points of the cars; --force overrides every one. */
export function publishDecision(input: GuardInput): GuardDecision {
  const refusal = refusalOf(input);
  if (!refusal) return { publish: true };
  if (input.force) return { publish: true, overridden: refusal.message };
  return { publish: false, ...refusal };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const reasonList = (reasons: readonly string[]) => reasons.map((r) => `\n  - ${r}`).join('');

/**
 * The refusal for invalid records: every record refused (never an "empty" stock), or more than
 * publish.max_invalid_share of them unless --skip-invalid. Also what sync:search applies before it pushes an index.
 */
export function invalidRecordsRefusal(
  input: Pick<GuardInput, 'records' | 'invalid' | 'skipInvalid'> & { settings: Pick<GuardInput['settings'], 'max_invalid_share'>; since?: string },
): { reason: 'invalid-records'; message: string } | null {
  const { records, settings, since = '' } = input;
  const invalid = input.invalid ?? { count: 0, reasons: [] };
  if (records > 0 && invalid.count >= records) {
    // Not an empty stock: a feed the reader refuses record by record. Saying "allow an empty site" would mislead.
    return {
      reason: 'invalid-records',
      message:
        `${records === 1 ? '1 record, refused' : `${records} records, all refused`}${since}; the first reasons:${reasonList(invalid.reasons)}\n` +
        'Fix the feed (docs/feed-format.md; `npm run feed:check` shows how it reads), then build again.',
    };
  }
  const share = records > 0 ? invalid.count / records : 0;
  // A tiny tolerance so that exactly max_invalid_share (1 of 10 at 0.1) publishes despite float rounding.
  if (input.skipInvalid || share <= settings.max_invalid_share + 1e-9) return null;
  return {
    reason: 'invalid-records',
    message:
      `${invalid.count} of ${plural(records, 'record')} are invalid (${percent(share)}), more than publish.max_invalid_share (${percent(settings.max_invalid_share)}) allows; the first reasons:${reasonList(invalid.reasons)}\n` +
      `Fix the feed, or rerun with --skip-invalid to publish the ${plural(records - invalid.count, 'valid record')} (or raise "publish": { "max_invalid_share": … } in dealer.json).`,
  };
}

function refusalOf(input: GuardInput): { reason: RefusalReason; message: string } | null {
  const { listed, records, previous, settings } = input;
  const since = previous ? `; the published site lists ${previous.listed}, built ${previous.built_at}` : '';
  const invalid = invalidRecordsRefusal({ ...input, since });
  if (invalid) return invalid;
  if (listed === 0) {
    // A dealer that really has no stock says so once in dealer.json; otherwise an empty build is a feed fault.
    if (settings.allow_empty) return null;
    return {
      reason: 'empty-snapshot',
      message:
        `the snapshot lists no car (${records} record${records === 1 ? '' : 's'} in the stock file, 0 listed${since}). ` +
        'If the dealer really has no stock, set "publish": { "allow_empty": true } in dealer.json; to publish this build once, rerun with --force.',
    };
  }
  if (!previous || previous.listed <= 0) return null;
  const drop = (previous.listed - listed) / previous.listed;
  // A tiny tolerance so that exactly max_drop (4 → 2 at 0.5) publishes despite float rounding.
  if (drop > settings.max_drop + 1e-9) {
    return {
      reason: 'stock-drop',
      message:
        `listed cars fell from ${previous.listed} to ${listed} (-${percent(drop)}), more than publish.max_drop (${percent(settings.max_drop)}) allows against the last published build (${previous.built_at}). ` +
        'If the stock really fell, rerun with --force (or raise "publish": { "max_drop": … } in dealer.json).',
    };
  }
  const drops = coverageDrops(previous.coverage ?? [], input.coverage ?? [], settings.max_coverage_drop);
  if (!drops.length) return null;
  const lostBy = (field: string) => input.coverage?.find((c) => c.field === field)?.lost ?? [];
  return {
    reason: 'coverage-drop',
    message:
      `${drops.map((d) => d.field).join(', ')} fell on the listed cars by more than publish.max_coverage_drop (${settings.max_coverage_drop} points) allows against the last published build (${previous.built_at}):` +
      drops
        .map((d) => {
          const lost = lostBy(d.field);
          return `\n  - ${d.field}: ${coverageText(d.before)} → ${coverageText(d.after)}${lost.length ? `; lost by ${lost.join('; ')}` : ''}`;
        })
        .join('') +
      '\nA feed that moved or renamed a field does this (docs/feed-format.md, "Coverage guard"). If the cars really lost it, rerun with --force ' +
      '(or raise "publish": { "max_coverage_drop": … } in dealer.json).',
  };
}
