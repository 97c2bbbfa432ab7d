/*
 * What each build-time patch buys (scripts/lib/render/patches/README.md): one synthetic dealer built with every patch
 * on and with one patch off (DEALER_PATCHES_OFF), alternated so that a drift of the shared machine shows in the
 * all-on runs, whose spread is the noise. CPU seconds of the build and its render processes (user + system, from
 * /proc), not wall time. The bundle cache is off, so every build bundles afresh.
 *
 *   tsx scripts/bench/patch-bench.ts --cars 5000 --rounds 2 --off share-bundle,react-islands-to-string > figures.jsonl
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { cliArgs } from '../lib/shared/args';
import { ROOT } from '../lib/shared/root';
import { buildProcessCommand } from '../lib/shared/process-memory';
import { childrenCpuOf } from './build-bench';
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
      const out = path.join(tmp, 'out');
      const cmd = buildProcessCommand(path.join(ROOT, 'scripts/build.ts'), ['--dealer', dealer, '--out', out, '--now', '2026-11-21T00:00:00Z', '--json']);
      const env = { ...cmd.env, DEALER_BUNDLE_CACHE: 'off', DEALER_PATCHES_OFF: off };
      const started = performance.now();
      const { result, userCpuSeconds, systemCpuSeconds } = childrenCpuOf(() =>
        spawnSync(cmd.file, cmd.args, { cwd: ROOT, env, encoding: 'utf8', maxBuffer: 64 << 20 }),
      );
      const seconds = (performance.now() - started) / 1000;
      if (result.status !== 0) throw new Error(`build with ${off || 'every patch'} off failed:\n${result.stderr.slice(-3000)}`);
      rmSync(out, { recursive: true, force: true });
      console.log(
        JSON.stringify({
          cars,
          round,
          off: off || 'none',
          userCpuSeconds,
          systemCpuSeconds,
          cpuSeconds: (userCpuSeconds ?? 0) + (systemCpuSeconds ?? 0),
          seconds,
        }),
      );
    }
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
