import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TS_IMPORT } from './lib/shared/ts-import';

/*
 * `npm test`: the phases in order, each timed, then scripts/test-summary.ts (whose last line CI reads).
 * The demo dealers are built once, before vitest, for the build tests that read a demo site (DEMO_DIST) and for
 * every Playwright project; the runners still both run when the other fails, so one run shows every failure.
 * Phases in one step run side by side: tsc and the linters are one process each, so on two cores they cost the
 * time of the longer one; their output is held and printed whole when each ends, so it never interleaves.
 */
const ROOT = path.resolve(import.meta.dirname, '..');

interface Phase {
  name: string;
  command: string[];
  env?: Record<string, string>;
  stopOnFailure?: boolean;
}
const steps: Phase[][] = [
  [
    { name: 'typecheck', command: ['npm', 'run', '-s', 'typecheck'], stopOnFailure: true },
    { name: 'lint', command: ['npm', 'run', '-s', 'lint'], stopOnFailure: true },
  ],
  [{ name: 'demo sites (built once for vitest and Playwright)', command: ['npm', 'run', '-s', 'test:sites'] }],
  [{ name: 'vitest', command: ['npx', 'vitest', 'run'], env: { DEMO_DIST: 'dist' } }],
  [{ name: 'playwright', command: ['npx', 'playwright', 'test'] }],
];

interface Ran {
  name: string;
  seconds: number;
  exitCode: number | null;
}

/** Runs one phase; alone it inherits the terminal, beside others its output is held until it ends. */
function run(phase: Phase, alone: boolean): Promise<Ran> {
  const started = performance.now();
  if (alone) console.log(`\n== ${phase.name}: ${phase.command.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(phase.command[0]!, phase.command.slice(1), {
      cwd: ROOT,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...phase.env },
    });
    const held: Buffer[] = [];
    child.stdout?.on('data', (b: Buffer) => held.push(b));
    child.stderr?.on('data', (b: Buffer) => held.push(b));
    let ended = false;
    // 'error' (could not start) may be followed by 'close': the phase ends once.
    const done = (exitCode: number | null) => {
      if (ended) return;
      ended = true;
      const seconds = (performance.now() - started) / 1000;
      if (!alone) {
        console.log(`\n== ${phase.name}: ${phase.command.join(' ')} (ran beside another phase, ${seconds.toFixed(0)} s)`);
        process.stdout.write(Buffer.concat(held));
      }
      resolve({ name: phase.name, seconds, exitCode });
    };
    child.on('error', (e) => {
      held.push(Buffer.from(`could not start: ${e.message}\n`));
      done(null);
    });
    child.on('close', (code) => done(code));
  });
}

rmSync(path.join(ROOT, 'reports'), { recursive: true, force: true });
mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
const times: Ran[] = [];
let failed = false;
for (const step of steps) {
  const ran = await Promise.all(step.map((phase) => run(phase, step.length === 1)));
  times.push(...ran);
  const bad = ran.filter((r) => r.exitCode !== 0);
  if (bad.length) failed = true;
  if (bad.some((r) => step.find((p) => p.name === r.name)?.stopOnFailure)) break;
}
writeFileSync(path.join(ROOT, 'reports/phases.json'), JSON.stringify(times, null, 2));
const summary = spawnSync(process.execPath, [...TS_IMPORT, 'scripts/test-summary.ts'], { cwd: ROOT, stdio: 'inherit' });
process.exit(failed || summary.status !== 0 ? 1 : 0);
