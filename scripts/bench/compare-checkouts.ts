/*
 * Whether a change made the build slower: one synthetic dealer built by two (or more) checkouts of this project,
 * alternated round by round so that a drift of the machine shows in both. CPU seconds (user + system) of each build
 * and its render processes, from /proc; the bundle cache is off, so every build bundles afresh. Give each checkout a
 * clean worktree (`git worktree add --detach /tmp/before <rev>`, node_modules linked): a checkout holding large
 * dist/ and .cache/ folders was seen to cost more system time for the same build.
 *
 *   node --import ./scripts/node-ts.mjs scripts/bench/compare-checkouts.ts --cars 5000 --rounds 3 --checkouts /tmp/before,/tmp/after > figures.jsonl
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cliArgs } from '../lib/shared/args';
import { ROOT } from '../lib/shared/root';
import { measuredBuild } from './build-bench';
import { syntheticDealer } from './synthetic-dealer';

const args = cliArgs({ cars: { type: 'string' }, rounds: { type: 'string' }, checkouts: { type: 'string' } });
const cars = Number(args.cars ?? 5000);
const rounds = Number(args.rounds ?? 3);
const checkouts = (args.checkouts ?? '').split(',').filter(Boolean);
if (checkouts.length < 2) throw new Error('--checkouts: give two or more checkout folders to compare, comma-separated');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'compare-checkouts-'));
try {
  const dealer = syntheticDealer(path.join(ROOT, 'dealers/demo-motors'), tmp, `compare-${cars}`, cars);
  for (let round = 1; round <= rounds; round++)
    for (const checkout of checkouts.map((c) => path.resolve(c))) {
      const figure = measuredBuild({ dealer, out: path.join(tmp, 'out'), env: { DEALER_BUNDLE_CACHE: 'off' }, checkout, label: checkout });
      console.log(JSON.stringify({ checkout, round, cars, ...figure }));
    }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
