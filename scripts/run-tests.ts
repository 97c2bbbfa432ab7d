import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/*
 * `npm test`: the phases in order, each timed, then scripts/test-summary.ts (whose last line CI reads).
 * The demo dealers are built once, before vitest, for the build tests that read a demo site (DEMO_DIST) and for
 * every Playwright project; the runners still both run when the other fails, so one run shows every failure.
 */
const ROOT = path.resolve(import.meta.dirname, '..');

interface Phase {
  name: string;
  command: string[];
  env?: Record<string, string>;
  stopOnFailure?: boolean;
}
const phases: Phase[] = [
  { name: 'typecheck', command: ['npm', 'run', '-s', 'typecheck'], stopOnFailure: true },
  { name: 'lint', command: ['npm', 'run', '-s', 'lint'], stopOnFailure: true },
  { name: 'demo sites (built once for vitest and Playwright)', command: ['npm', 'run', '-s', 'test:sites'] },
  { name: 'vitest', command: ['npx', 'vitest', 'run'], env: { DEMO_DIST: 'dist' } },
  { name: 'playwright', command: ['npx', 'playwright', 'test'] },
];

rmSync(path.join(ROOT, 'reports'), { recursive: true, force: true });
mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
const times: { name: string; seconds: number; exitCode: number | null }[] = [];
let failed = false;
for (const phase of phases) {
  const started = performance.now();
  console.log(`\n== ${phase.name}: ${phase.command.join(' ')}`);
  const r = spawnSync(phase.command[0]!, phase.command.slice(1), { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...phase.env } });
  const seconds = (performance.now() - started) / 1000;
  times.push({ name: phase.name, seconds, exitCode: r.status });
  if (r.status !== 0) failed = true;
  if (r.status !== 0 && phase.stopOnFailure) break;
}
writeFileSync(path.join(ROOT, 'reports/phases.json'), JSON.stringify(times, null, 2));
const summary = spawnSync('npx', ['tsx', 'scripts/test-summary.ts'], { cwd: ROOT, stdio: 'inherit' });
process.exit(failed || summary.status !== 0 ? 1 : 0);
