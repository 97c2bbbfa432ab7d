import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/build-dealer';

/*
 * The last step of `npm test`: one summary of both runners from their JUnit files, and a failure when a
 * runner ran no test at all (a broken include pattern or project filter must not look like a green run).
 */
const suites = [
  { name: 'vitest (domain, schemas, islands, build, API, Meilisearch)', file: 'reports/unit-junit.xml' },
  { name: 'playwright (end to end in Chromium, phone + desktop)', file: 'reports/e2e-junit.xml' },
];

function countsOf(xml: string): { tests: number; failures: number; skipped: number } {
  const root = /<testsuites\b([^>]*)>/.exec(xml)?.[1] ?? '';
  const attr = (name: string) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(root)?.[1] ?? 0);
  const skipped = attr('skipped') || (xml.match(/<skipped\b/g)?.length ?? 0);
  return { tests: attr('tests'), failures: attr('failures') + attr('errors'), skipped };
}

let ok = true;
let total = 0;
let failed = 0;
let skippedAll = 0;
console.log('\nTest summary');
for (const suite of suites) {
  const file = path.join(ROOT, suite.file);
  if (!existsSync(file)) {
    console.log(`  ${suite.name}: no report at ${suite.file} (did the runner start?)`);
    ok = false;
    continue;
  }
  const { tests, failures, skipped } = countsOf(readFileSync(file, 'utf8'));
  console.log(`  ${suite.name}: ${tests} tests, ${tests - failures - skipped} passed, ${failures} failed, ${skipped} skipped`);
  if (tests === 0) ok = false;
  total += tests;
  failed += failures;
  skippedAll += skipped;
}
if (!ok || failed > 0) console.error(ok ? 'Some tests failed.' : 'A test runner ran no test or wrote no report.');
// The closing line is the plain 'N passed, N failed' form that CI reads to tell a real run from an empty one.
console.log(`total: ${total - failed - skippedAll} passed, ${failed} failed, ${skippedAll} skipped`);
if (!ok || failed > 0) process.exit(1);
