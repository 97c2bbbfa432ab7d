/**
 * Whether a finished build may replace the published site. One bad night of a stock feed (an empty export, a
 * truncated page of results) must not take a dealer's shop window down, so a build that lists no car, or far
 * fewer cars than the last published build, is refused unless ops say otherwise. Pure: the caller reads the
 * last build's manifest and the dealer's `publish` settings.
 */

export interface GuardInput {
  /** Cars this build would publish (listed: status, sold window and base filter applied). */
  listed: number;
  /** Records in the stock snapshot, for the message. */
  records: number;
  /** The last published build of this site, from its manifest; null for a first build. */
  previous: { listed: number; built_at: string } | null;
  settings: { max_drop: number; allow_empty: boolean };
  /** --force: publish whatever the checks say. */
  force: boolean;
}

export type RefusalReason = 'empty-snapshot' | 'stock-drop';

export type GuardDecision =
  | { publish: true; /** What would have been refused had --force not been given. */ overridden?: string }
  | { publish: false; reason: RefusalReason; message: string };

const percent = (fraction: number) => `${Math.round(fraction * 100)} %`;

/** The publish decision: refuse an empty build unless allow_empty, and a fall of more than max_drop, unless --force. */
export function publishDecision(input: GuardInput): GuardDecision {
  const refusal = refusalOf(input);
  if (!refusal) return { publish: true };
  if (input.force) return { publish: true, overridden: refusal.message };
  return { publish: false, ...refusal };
}

function refusalOf({ listed, records, previous, settings }: GuardInput): { reason: RefusalReason; message: string } | null {
  const since = previous ? `; the published site lists ${previous.listed}, built ${previous.built_at}` : '';
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
  if (drop <= settings.max_drop + 1e-9) return null;
  return {
    reason: 'stock-drop',
    message:
      `listed cars fell from ${previous.listed} to ${listed} (-${percent(drop)}), more than publish.max_drop (${percent(settings.max_drop)}) allows against the last published build (${previous.built_at}). ` +
      'If the stock really fell, rerun with --force (or raise "publish": { "max_drop": … } in dealer.json).',
  };
}
