/**
 * npm run test:changed -- [--since <git ref>] [--near] [--all-dealers] [--list]
 *
 * What to run while working: the tests a change touches, fastest answer first.
 * 1. The changed files: uncommitted changes against HEAD (tracked and new); with none, those of the last commit.
 *    --since <ref> compares the working tree with any commit instead (e.g. main, from a branch).
 * 2. vitest's related tests (`vitest --changed`: unit, component, build and API tests that import a changed file,
 *    directly or through other modules): first the near ones (importing a changed file themselves, or changed),
 *    then the rest. --near stops after the near ones.
 * 3. The Playwright specs the change touches (scripts/test-changed/select.ts: changed specs, specs importing changed
 *    e2e helpers, specs named for the changed page code's area) on demo-motors, the demo dealer with every kind
 *    of page, at both widths (--all-dealers: on all three, as `npm test` does; three times as long).
 * A demo site is rebuilt only when what it is built from changed since it was built (site-stamp.ts), and only when
 * a selected test reads one. `npm test` stays the gate before landing: it runs everything.
 * Output lines never start with `ok`, `PASS` or `FAIL`; the exit code is the runners' (0 when nothing needed running).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cliArgs } from './lib/shared/args';
import { nearTests, specsFor } from './test-changed/select';
import { markSite, siteCodeHash, siteIsCurrent, siteStamp } from './test-changed/site-stamp';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
const DEMO_DEALERS = ['demo-motors', 'coastal-caravans', 'demo-group'] as const;
const NOW = '2026-11-21T00:00:00Z';
const args = cliArgs({ since: { type: 'string' }, near: { type: 'boolean' }, list: { type: 'boolean' }, 'all-dealers': { type: 'boolean' } });
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

const git = (...a: string[]) => {
  const r = spawnSync('git', a, { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${a.join(' ')}: ${r.stderr.trim()}`);
  return r.stdout.split('\n').filter(Boolean);
};
const untracked = git('ls-files', '--others', '--exclude-standard');
let since = args.since ?? 'HEAD';
let changed = [...new Set([...git('diff', '--name-only', since), ...untracked])];
if (!args.since && changed.length === 0) {
  since = 'HEAD~1';
  changed = git('diff', '--name-only', since);
  console.log('No uncommitted change: testing the last commit.');
}
console.log(
  `Changed since ${since}: ${changed.length} file(s)${changed.length ? `: ${changed.slice(0, 8).join(', ')}${changed.length > 8 ? ', …' : ''}` : ''}`,
);
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

const npx = (command: string[], env: Record<string, string> = {}) =>
  spawnSync('npx', command, { cwd: ROOT, stdio: args.list ? 'ignore' : 'inherit', env: { ...process.env, ...env } }).status ?? 1;

// Vitest's own module graph decides which tests relate to the change.
const listed = spawnSync('npx', ['vitest', 'list', '--changed', since, '--filesOnly', '--json'], { cwd: ROOT, encoding: 'utf8' });
const related =
  listed.status === 0 && listed.stdout.trim() ? (JSON.parse(listed.stdout) as Array<{ file: string }>).map((t) => path.relative(ROOT, t.file)) : [];
const near = nearTests(related, new Set(changed), read);
const far = related.filter((t) => !near.includes(t));
const specDir = path.join(ROOT, 'tests/e2e');
const specs = readdirSync(specDir)
  .filter((f) => f.endsWith('.spec.ts'))
  .map((f) => `tests/e2e/${f}`);
const picked = specsFor(changed, specs, read);

console.log(
  `vitest: ${near.length} near test file(s), ${far.length} further${args.near ? ' (left out: --near)' : ''}; Playwright: ${picked.length} spec(s)${picked.length ? `: ${picked.map((s) => path.basename(s)).join(', ')}` : ''}`,
);
if (args.list) {
  for (const t of near) console.log(`  near     ${t}`);
  if (!args.near) for (const t of far) console.log(`  further  ${t}`);
  for (const s of picked) console.log(`  browser  ${s}`);
  process.exit(0);
}

/** Rebuilds each of `slugs` whose site is not built from the working tree as it is now. */
let codeHash: string | null = null;
function currentSites(slugs: readonly string[]): void {
  codeHash ??= siteCodeHash(ROOT, [...git('ls-files'), ...untracked]);
  for (const slug of slugs) {
    const stamp = siteStamp(ROOT, slug, codeHash);
    if (siteIsCurrent(DIST, slug, stamp)) continue;
    console.log(`\n== demo site ${slug}: built from other code or data than now, rebuilding (${elapsed()})`);
    const r = spawnSync('npm', ['run', '-s', 'build', '--', '--dealer', slug, '--out', path.join(DIST, slug), '--now', NOW], { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) {
      console.log(`Building ${slug} did not succeed: its tests cannot run.`);
      process.exit(1);
    }
    markSite(DIST, slug, stamp);
  }
}
const readsDemoSite = (tests: readonly string[]) => tests.some((t) => /builtDemoSite/.test(read(t)));

let failed = false;
for (const [label, tests] of [
  ['near', near],
  ['further', args.near ? [] : far],
] as const) {
  if (!tests.length) continue;
  if (readsDemoSite(tests)) currentSites(DEMO_DEALERS);
  console.log(`\n== vitest, ${label} tests (${tests.length} file(s), ${elapsed()} in)`);
  if (npx(['vitest', 'run', ...tests], { DEMO_DIST: 'dist' }) !== 0) failed = true;
}
if (picked.length) {
  const dealers = args['all-dealers'] ? DEMO_DEALERS : DEMO_DEALERS.slice(0, 1);
  currentSites(dealers);
  console.log(`\n== Playwright (${picked.length} spec(s), ${elapsed()} in)`);
  const projects = dealers.flatMap((d) => [`--project=${d}-desktop`, `--project=${d}-phone`]);
  if (npx(['playwright', 'test', ...projects, ...picked]) !== 0) failed = true;
}
console.log(`\ntest:changed ${failed ? 'found failures' : 'found no failure'} in ${elapsed()} (npm test runs everything before landing).`);
process.exit(failed ? 1 : 0);
