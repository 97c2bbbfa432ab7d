import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { cliArgs } from './lib/shared/args';
import { ROOT } from './lib/shared/root';
import { DEALERS_DIR } from './lib/load/load-dealer';
import { collapse, comparePages, excerpt, type Difference } from './lib/template-format/page-text';
import { compareTemplate, type TemplateDifference } from './lib/template-format/template-html';

/*
 * node --import ./scripts/node-ts.mjs scripts/check-template-format.ts [--dealers a,b] [--work <dir>] [--compare-only]
 *
 * Proves that formatting the .astro templates with Prettier changes no page: builds every dealer in dealers/ (the demo
 * dealers) into <work>/before/<dealer>, runs `prettier --write "src/**\/*.astro"` (the project's Prettier config),
 * builds them again into <work>/after/<dealer>, and compares every HTML page element by element: each element's text
 * as CSS `white-space: normal` lays it out (whitespace runs collapsed to one space, not trimmed, so a space that
 * appeared inside a link or before a full stop is a difference) and every attribute exactly (lib/template-format/
 * page-text.ts says how). Every other file of the sites is compared byte for byte. As the demo dealers do not take
 * every branch of every template, each template is also compiled before and after formatting and the static HTML the
 * compiler emits is compared (lib/template-format/template-html.ts). Prints each difference (page and element, or
 * template), writes them all to <work>/report.json, and exits 1 when there is any.
 *
 * The templates are left formatted, as `npm run format` would leave them: `git diff src` shows what Prettier changed,
 * `git checkout -- src` undoes it. --compare-only compares <work>/before and <work>/after as they are (built by hand,
 * or by an earlier run), without building or formatting. A run takes about two minutes on this machine.
 */
const USAGE = 'usage: node --import ./scripts/node-ts.mjs scripts/check-template-format.ts [--dealers <a,b>] [--work <dir>] [--compare-only] [--max-shown <n>]';
const args = cliArgs({
  dealers: { type: 'string' },
  work: { type: 'string' },
  'compare-only': { type: 'boolean' },
  'max-shown': { type: 'string' },
  now: { type: 'string' },
  help: { type: 'boolean' },
});
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const work = path.resolve(args.work ?? '/tmp/template-format');
// A fixed build date, as the test suite's: pages that show "listed N days ago" or this year's offers stay the same.
const now = args.now ?? '2026-11-21T00:00:00Z';
const maxShown = Number(args['max-shown'] ?? 200);
const dealers = (
  args.dealers?.split(',') ??
  readdirSync(DEALERS_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
).sort();

function run(command: string, argv: string[]) {
  const result = spawnSync(command, argv, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout ?? '');
    console.error(`error: ${command} ${argv.join(' ')} exited ${result.status ?? result.signal}`);
    process.exit(2);
  }
  return result.stdout;
}

function build(side: 'before' | 'after') {
  for (const dealer of dealers) {
    const out = path.join(work, side, dealer);
    rmSync(out, { recursive: true, force: true });
    const log = run('npm', ['run', '-s', 'build', '--', '--dealer', dealer, '--out', out, '--now', now, '--no-progress']);
    const done = log
      .trim()
      .split('\n')
      .findLast((line) => line.includes(' ok: '));
    console.log(`${side}: ${done ?? `[${dealer}] built -> ${out}`}`);
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

type PageDifference = Difference & { dealer: string; page: string };
type Totals = {
  pages: number;
  sameBytes: number;
  elements: number;
  otherFiles: number;
  differences: PageDifference[];
  templates: number;
  templateDifferences: TemplateDifference[];
};

/** astro.config.mjs's compressHTML, which the Prettier override's astroCompressHTML must mirror. */
function astroCompressHTML(): boolean | 'jsx' {
  const value = /^\s*compressHTML:\s*(true|false|'jsx'|"jsx")\s*,/m.exec(readFileSync(path.join(ROOT, 'astro.config.mjs'), 'utf8'))?.[1];
  // Astro's default when the config does not set it.
  return value === undefined || value.includes('jsx') ? 'jsx' : value === 'true';
}

/** Refuses a Prettier config that formats templates for other whitespace rules than the ones Astro builds with. */
async function checkPrettierConfig(compressHTML: boolean | 'jsx') {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(path.join(ROOT, 'src/pages/index.astro'))) ?? {};
  const mirrored = { true: 'html', false: 'none', jsx: 'jsx' }[String(compressHTML)];
  const problems = [
    options.astroCompressHTML === mirrored
      ? null
      : `astroCompressHTML is ${String(options.astroCompressHTML ?? "unset ('jsx')")}, astro.config.mjs's compressHTML ${String(compressHTML)} needs '${mirrored}'`,
    options.htmlWhitespaceSensitivity === 'strict'
      ? null
      : `htmlWhitespaceSensitivity is ${String(options.htmlWhitespaceSensitivity ?? "unset ('css')")}, not 'strict'`,
  ].filter((p) => p !== null);
  for (const p of problems) console.error(`error: the Prettier config for .astro: ${p} (docs/house-rules.md)`);
  if (problems.length) process.exit(2);
}

function templateFiles(): string[] {
  return readdirSync(path.join(ROOT, 'src'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.astro'))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)))
    .sort();
}

function compareDealer(dealer: string, totals: Totals) {
  const before = path.join(work, 'before', dealer);
  const after = path.join(work, 'after', dealer);
  const a = filesUnder(before);
  const b = new Set(filesUnder(after));
  const note = (page: string, d: Difference) => totals.differences.push({ dealer, page, ...d });
  for (const file of b) if (!a.includes(file)) note(file, { kind: 'structure', element: '(file)', before: '(none)', after: 'present' });
  for (const file of a) {
    if (!b.has(file)) {
      note(file, { kind: 'structure', element: '(file)', before: 'present', after: '(none)' });
      continue;
    }
    const [x, y] = [path.join(before, file), path.join(after, file)];
    if (file.endsWith('.html')) {
      const [htmlA, htmlB] = [readFileSync(x, 'utf8'), readFileSync(y, 'utf8')];
      const page = comparePages(htmlA, htmlB);
      totals.pages++;
      // Stronger than needed, shown for information: the page differs at most in how a kept whitespace run is written.
      if (collapse(htmlA) === collapse(htmlB)) totals.sameBytes++;
      totals.elements += page.elements;
      for (const d of page.differences) note(file, d);
    } else {
      totals.otherFiles++;
      if (digest(x) !== digest(y)) note(file, { kind: 'raw', element: '(file bytes)', ...excerpt(readFileSync(x, 'latin1'), readFileSync(y, 'latin1')) });
    }
  }
}

function report(totals: Totals) {
  mkdirSync(work, { recursive: true });
  writeFileSync(path.join(work, 'report.json'), JSON.stringify(totals, null, 1));
  for (const d of totals.templateDifferences) console.log(`${d.file}: emits other HTML (part ${d.part})\n    before: ${d.before}\n    after:  ${d.after}`);
  for (const d of totals.differences.slice(0, maxShown)) {
    const what = d.kind === 'attribute' ? `attribute ${d.attribute}` : d.kind;
    console.log(`${d.dealer}/${d.page}: ${d.element}: ${what}\n    before: ${d.before}\n    after:  ${d.after}`);
  }
  if (totals.differences.length > maxShown) console.log(`… and ${totals.differences.length - maxShown} more in ${path.join(work, 'report.json')}`);
  const byKind = Object.entries(Object.groupBy(totals.differences, (d) => d.kind)).map(([kind, list]) => `${kind} ${list?.length ?? 0}`);
  const pagesHit = new Set(totals.differences.map((d) => `${d.dealer}/${d.page}`)).size;
  console.log(`pages byte for byte the same once every whitespace run is one space: ${totals.sameBytes} of ${totals.pages}`);
  if (totals.templates) console.log(`templates: ${totals.templates} compiled before and after; ${totals.templateDifferences.length} emit other HTML`);
  console.log(
    `${dealers.join(', ')}: ${totals.pages} pages (${totals.elements} elements) and ${totals.otherFiles} other files compared; ` +
      `${totals.differences.length} differences${totals.differences.length ? ` (${byKind.join(', ')}) on ${pagesHit} files` : ''}`,
  );
}

const compressHTML = astroCompressHTML();
await checkPrettierConfig(compressHTML);
const totals: Totals = { pages: 0, sameBytes: 0, elements: 0, otherFiles: 0, differences: [], templates: 0, templateDifferences: [] };
if (!args['compare-only']) {
  build('before');
  const sources = new Map(templateFiles().map((file) => [file, readFileSync(path.join(ROOT, file), 'utf8')]));
  console.log('prettier --write "src/**/*.astro"');
  run(path.join(ROOT, 'node_modules', '.bin', 'prettier'), ['--write', '--log-level', 'warn', 'src/**/*.astro']);
  for (const [file, before] of sources) {
    totals.templates++;
    const d = compareTemplate(file, before, readFileSync(path.join(ROOT, file), 'utf8'), compressHTML);
    if (d) totals.templateDifferences.push(d);
  }
  build('after');
}
for (const side of ['before', 'after']) {
  if (!existsSync(path.join(work, side))) {
    console.error(`error: ${path.join(work, side)} not found (${USAGE})`);
    process.exit(2);
  }
}
for (const dealer of dealers) compareDealer(dealer, totals);
report(totals);
process.exit(totals.differences.length || totals.templateDifferences.length ? 1 : 0);
