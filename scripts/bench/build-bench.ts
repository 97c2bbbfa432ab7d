import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/shared/root';
import { syntheticDealer } from './synthetic-dealer';
import { buildProcessCommand } from '../lib/shared/process-memory';

export interface BuildFigure {
  name: string;
  cars: number;
  pages: number;
  seconds: number;
  pagesPerSecond: number;
  maxRssMb: number;
  userCpuSeconds: number | null;
  systemCpuSeconds: number | null;
}

/** Linux's clock ticks a second for /proc times (USER_HZ: 100 on every kernel the project runs on). */
const USER_HZ = 100;

/**
 * CPU seconds of this process's finished children and their descendants (Linux /proc/self/stat cutime and cstime),
 * or null elsewhere. A build's wall time on this machine moves with the disk (its system time went from 18 to 55 s
 * over four identical 20,000-car builds), so the bench prints the CPU a build took beside it.
 */
function childrenCpuSeconds(): { user: number; system: number } | null {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, so cutime (16) and cstime (17) are 13 and 14.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const user = Number(fields[13]) / USER_HZ;
    const system = Number(fields[14]) / USER_HZ;
    return Number.isFinite(user) && Number.isFinite(system) ? { user, system } : null;
  } catch {
    return null;
  }
}

/** The user and system CPU seconds `run` spent in child processes. */
export function childrenCpuOf<T>(run: () => T): { result: T; userCpuSeconds: number | null; systemCpuSeconds: number | null } {
  const before = childrenCpuSeconds();
  const result = run();
  const after = childrenCpuSeconds();
  if (!before || !after) return { result, userCpuSeconds: null, systemCpuSeconds: null };
  return { result, userCpuSeconds: after.user - before.user, systemCpuSeconds: after.system - before.system };
}

/**
 * One build of `dealer` by the checkout at `checkout` (this one by default) into a fresh `out`, removed afterwards:
 * the CPU seconds of the build and its render processes and its wall time; a failed build throws with its stderr.
 * The side-by-side benches (patch-bench.ts, compare-checkouts.ts) measure with this.
 */
export function measuredBuild(opts: { dealer: string; out: string; env: Record<string, string>; checkout?: string; label: string }) {
  const checkout = opts.checkout ?? ROOT;
  const cmd = buildProcessCommand(path.join(checkout, 'scripts/build.ts'), [
    '--dealer',
    opts.dealer,
    '--out',
    opts.out,
    '--now',
    '2026-11-21T00:00:00Z',
    '--json',
  ]);
  const started = performance.now();
  const { result, userCpuSeconds, systemCpuSeconds } = childrenCpuOf(() =>
    spawnSync(cmd.file, cmd.args, { cwd: checkout, env: { ...cmd.env, ...opts.env }, encoding: 'utf8', maxBuffer: 64 << 20 }),
  );
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`the build (${opts.label}) failed:\n${result.stderr.slice(-3000)}`);
  rmSync(opts.out, { recursive: true, force: true });
  return { userCpuSeconds, systemCpuSeconds, cpuSeconds: (userCpuSeconds ?? 0) + (systemCpuSeconds ?? 0), seconds };
}

/** Runs scripts/build.ts or scripts/build-all.ts as the build starts them, at the benches' fixed date. */
function runScript(script: string, args: string[]) {
  const cmd = buildProcessCommand(path.join(ROOT, 'scripts', script), [...args, '--now', '2026-11-21T00:00:00Z']);
  return spawnSync(cmd.file, cmd.args, { cwd: ROOT, env: cmd.env, encoding: 'utf8', maxBuffer: 64 << 20 });
}

function build(dir: string, out: string): BuildFigure {
  const { result: r, userCpuSeconds, systemCpuSeconds } = childrenCpuOf(() => runScript('build.ts', ['--dealer', dir, '--out', out, '--json']));
  const line = r.stdout
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{'));
  const j = line ? JSON.parse(line) : null;
  if (r.status !== 0 || !j?.ok) throw new Error(`build of ${dir} failed:\n${r.stderr.slice(0, 2000)}`);
  return {
    name: path.basename(dir),
    cars: j.cars,
    pages: j.pages,
    seconds: j.seconds,
    pagesPerSecond: j.cars / j.seconds,
    maxRssMb: j.maxRssMb,
    userCpuSeconds,
    systemCpuSeconds,
  };
}

/**
 * The fixed cost a dealer adds to a build:all group (build.ts --dealers): `count` 1-car dealers in one process, wall
 * time over the count (the group's one bundling shared out) and the marginal cost of each dealer after the first.
 */
function sharedStartup(tmp: string, source: string, count: number, alone: BuildFigure): { perDealerSeconds: number; marginalSeconds: number; dealers: number } {
  const root = path.join(tmp, 'startup-group');
  const slugs = Array.from({ length: count }, (_, i) => `bench-startup-${i}`);
  for (const slug of slugs) syntheticDealer(source, root, slug, 1);
  const started = performance.now();
  const r = runScript('build.ts', ['--dealers', slugs.join(','), '--dealers-dir', root, '--out-dir', path.join(tmp, 'out/startup-group'), '--json']);
  const seconds = (performance.now() - started) / 1000;
  if (r.status !== 0) throw new Error(`group build of ${count} 1-car dealers failed:\n${r.stderr.slice(0, 2000)}`);
  return { dealers: count, perDealerSeconds: seconds / count, marginalSeconds: Math.max(0, seconds - alone.seconds) / (count - 1) };
}

/**
 * The build goals (see docs/decisions.md, Build time and memory): a 20,000-car dealer, the fixed start-up, and 500
 * dealers of 300 cars extrapolated from a fleet run.
 */
export const BUILD_GOALS = { bigCars: 20_000, bigSeconds: 60, bigPeakMb: 2048, startupSeconds: 1.5, fleetDealers: 500, fleetMinutes: 20 } as const;

/** Minutes for `dealers` dealers at the pace of a measured build:all run (its dealers built as it builds them, `--jobs` at a time). */
export function extrapolatedMinutes(measured: { dealers: number; seconds: number }, dealers: number): number {
  return ((measured.seconds / measured.dealers) * dealers) / 60;
}

/** Fixed overhead (1 car), a large dealer (5,000 cars unless told), the demo dealers, and build:all over a fleet of 300-car dealers (40 unless told). */
export function runBuildBench(opts: { big?: number; fleet?: number; fleetSize?: number } = {}) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-build-'));
  const source = path.join(ROOT, 'dealers/demo-motors');
  try {
    const results: BuildFigure[] = [];
    for (const slug of ['demo-motors', 'coastal-caravans', 'demo-group']) results.push(build(path.join(ROOT, 'dealers', slug), path.join(tmp, 'out', slug)));
    const one = build(syntheticDealer(source, tmp, 'bench-one-car', 1), path.join(tmp, 'out/one'));
    const startup = sharedStartup(tmp, source, 10, one);
    const bigCount = opts.big ?? 5000;
    const big = build(syntheticDealer(source, tmp, `bench-${bigCount}-cars`, bigCount), path.join(tmp, 'out/big'));
    // Vehicle pages per second net of the fixed overhead: what a larger stock costs per extra car.
    const marginal = (big.cars - one.cars) / Math.max(0.001, big.seconds - one.seconds);

    const fleetRoot = path.join(tmp, 'fleet');
    const fleet = opts.fleet ?? 40;
    for (let i = 0; i < fleet; i++) syntheticDealer(source, fleetRoot, `fleet-${String(i).padStart(2, '0')}`, opts.fleetSize ?? 300);
    const started = performance.now();
    const {
      result: all,
      userCpuSeconds,
      systemCpuSeconds,
    } = childrenCpuOf(() => runScript('build-all.ts', ['--dealers-dir', fleetRoot, '--out-dir', path.join(tmp, 'fleet-out')]));
    const fleetSeconds = (performance.now() - started) / 1000;
    if (all.status !== 0) throw new Error(`build:all failed:\n${all.stdout.slice(-2000)}`);
    return {
      dealers: results,
      fixedOverheadSeconds: one.seconds,
      sharedStartup: startup,
      big,
      vehiclePagesPerSecond: marginal,
      buildAll: {
        dealers: fleet,
        carsEach: opts.fleetSize ?? 300,
        seconds: fleetSeconds,
        dealersPerMinute: (fleet / fleetSeconds) * 60,
        userCpuSeconds,
        systemCpuSeconds,
        extrapolatedMinutes: extrapolatedMinutes({ dealers: fleet, seconds: fleetSeconds }, BUILD_GOALS.fleetDealers),
      },
    };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
