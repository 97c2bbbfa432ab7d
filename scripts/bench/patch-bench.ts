/*
 * What each build-time patch buys (scripts/lib/render/patches/README.md): one synthetic dealer built with every patch
 * on and with one patch off (DEALER_PATCHES_OFF), alternated so that a drift of the shared machine shows in the
 * all-on runs, whose spread is the noise. CPU seconds of the build and its render processes (user + system, from
 * /proc), not wall time. The bundle cache is off, so every build bundles afresh.
 *
 *   node --import ./scripts/node-ts.mjs scripts/bench/patch-bench.ts --cars 5000 --rounds 2 --off share-bundle,react-islands-to-string > figures.jsonl
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cliArgs } from '../lib/shared/args';
import { ROOT } from '../lib/shared/root';
import { measuredBuild } from './build-bench';
import { syntheticDealer } from './synthetic-dealer';

const args = cliArgs({ cars: { type: 'string' }, rounds: { type: 'string' }, off: { type: 'string' } });
const cars = Number(args.cars ?? 5000);
const rounds = Number(args.rounds ?? 2);
const offs = (args.off ?? '').split(',').filter(Boolean);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'patch-bench-'));
try {
  const dealer = syntheticDealer(path.join(ROOT, 'dealers/demo-motors'), tmp, `patch-bench-${cars}`, cars);
  // An all-on run before each pair of patch-off runs, and one to end a round.
  const order = offs.flatMap((off, i) => (i % 2 === 0 ? ['', off] : [off]));
  for (let round = 1; round <= rounds; round++) {
    for (const off of [...order, '']) {
      const figure = measuredBuild({
        dealer,
        out: path.join(tmp, 'out'),
        env: { DEALER_BUNDLE_CACHE: 'off', DEALER_PATCHES_OFF: off },
        label: `${off || 'every patch'} off`,
      });
      console.log(JSON.stringify({ cars, round, off: off || 'none', ...figure }));
    }
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
