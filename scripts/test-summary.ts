import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/shared/root';

/*
 * The last step of `npm test`: one summary of both runners from their JUnit files, and a failure when a
 * runner ran no test at all (a broken include pattern or project filter must not look like a green run).
 */
const suites = [
  { name: 'vitest (domain, schemas, islands, build, API, Meilisearch)', runner: 'vitest', file: 'reports/unit-junit.xml' },
  { name: 'playwright (end to end in Chromium, phone + desktop)', runner: 'playwright', file: 'reports/e2e-junit.xml' },
];

function countsOf(xml: string): { tests: number; failures: number; skipped: number } {
  const root = /<testsuites\b([^>]*)>/.exec(xml)?.[1] ?? '';
  const attr = (name: string) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(root)?.[1] ?? 0);
  const skipped = attr('skipped') || (xml.match(/<skipped\b/g)?.length ?? 0);
  return { tests: attr('tests'), failures: attr('failures') + attr('errors'), skipped };
}

/** Every test case of a JUnit file with its time in seconds (vitest names the file in classname, Playwright the project). */
function casesOf(xml: string, runner: string): { name: string; seconds: number }[] {
  const unescape = (t: string) =>
    t
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return [...xml.matchAll(/<testcase\b([^>]*)>/g)].map(([, attrs]) => {
    const attr = (name: string) => unescape(new RegExp(`\\b${name}="([^"]*)"`).exec(attrs ?? '')?.[1] ?? '');
    return { name: `${runner} ${attr('classname')} > ${attr('name')}`, seconds: Number(attr('time')) || 0 };
  });
}

const SLOWEST = 20;
let ok = true;
let total = 0;
let failed = 0;
let skippedAll = 0;
const cases: { name: string; seconds: number }[] = [];
console.log('\nTest summary');
for (const suite of suites) {
  const file = path.join(ROOT, suite.file);
  if (!existsSync(file)) {
    console.log(`  ${suite.name}: no report at ${suite.file} (did the runner start?)`);
    ok = false;
    continue;
  }
  const xml = readFileSync(file, 'utf8');
  const { tests, failures, skipped } = countsOf(xml);
  cases.push(...casesOf(xml, suite.runner));
  console.log(`  ${suite.name}: ${tests} tests, ${tests - failures - skipped} passed, ${failures} failed, ${skipped} skipped`);
  if (tests === 0) ok = false;
  total += tests;
  failed += failures;
  skippedAll += skipped;
}
// How long each phase of `npm test` took (scripts/run-tests.ts writes them), so a slower loop shows in every run.
const phasesFile = path.join(ROOT, 'reports/phases.json');
if (existsSync(phasesFile)) {
  const phases = JSON.parse(readFileSync(phasesFile, 'utf8')) as { name: string; seconds: number; exitCode: number | null }[];
  console.log('\nPhases (seconds):');
  for (const p of phases) console.log(`  ${p.seconds.toFixed(0).padStart(6)}  ${p.name}${p.exitCode === 0 ? '' : ` (exit code ${p.exitCode})`}`);
  console.log(
    `  ${phases
      .reduce((sum, p) => sum + p.seconds, 0)
      .toFixed(0)
      .padStart(6)}  in all`,
  );
}
// The slowest tests, so whoever makes the loop slower sees it in every run (times as each runner reported them).
if (cases.length) {
  console.log(`\n${SLOWEST} slowest tests (seconds):`);
  for (const c of [...cases].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST)) console.log(`  ${c.seconds.toFixed(1).padStart(6)}  ${c.name}`);
}
if (!ok || failed > 0) console.error(ok ? 'Some tests failed.' : 'A test runner ran no test or wrote no report.');
// The closing line is the plain 'N passed, N failed' form that CI reads to tell a real run from an empty one.
console.log(`total: ${total - failed - skippedAll} passed, ${failed} failed, ${skippedAll} skipped`);
if (!ok || failed > 0) process.exit(1);
