import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * House rule: a comment, a test title or a doc gives the reason itself, never an issue number ("issue 18 goal 1"
 * says nothing to a reader without the tracker; a long or shared reason goes to docs/decisions.md under a heading
 * the comment names). Scanned: src, scripts, tests, .ci, the root config files, README.md and docs/*.md; of
 * docs/performance.md only the part above "## History" (the dated log keeps the words of its time). This file is
 * left out: it has to spell the pattern.
 */
const ROOT = path.resolve(__dirname, '../..');
const SELF = path.relative(ROOT, __filename);
const ISSUE_NUMBER = /\bissues? ?#?\d+/i;
const FOLDERS = ['src', 'scripts', 'tests', '.ci'];
const ROOT_FILES = ['README.md', 'astro.config.mjs', 'playwright.config.ts', 'vitest.config.ts'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.astro']);
const HISTORY_HEADING = '## History';
/** "see docs/decisions.md, Build time and memory": the heading named starts right after the comma. */
const DECISION_REFERENCE = /docs\/decisions\.md, (.*)$/g;

/** Every file under `dir`, as paths relative to the checkout. */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) out.push(...filesUnder(rel));
    } else if (entry.isFile()) out.push(rel);
  }
  return out;
}

/** The lines of `text` that name an issue number, as "file:line: text". */
function issueReferences(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => (ISSUE_NUMBER.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

/** The text a file is checked by: none for binary files, the current part only of the performance log. */
function checkedText(file: string): string {
  const buf = readFileSync(path.join(ROOT, file));
  if (buf.includes(0)) return '';
  const text = buf.toString('utf8');
  if (file !== path.join('docs', 'performance.md')) return text;
  const history = text.indexOf(`\n${HISTORY_HEADING}\n`);
  return history < 0 ? text : text.slice(0, history);
}

/** Each "docs/decisions.md, <heading>" in `text` that names no heading of `headings`, as "file:line: text". */
function unknownDecisions(file: string, text: string, headings: string[]): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      [...line.matchAll(DECISION_REFERENCE)].filter((m) => !headings.some((h) => m[1]!.startsWith(h))).map(() => `${file}:${i + 1}: ${line.trim()}`),
    );
}

function checkedFiles(): string[] {
  const docs = readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join('docs', f));
  const rootFiles = ROOT_FILES.filter((f) => statSync(path.join(ROOT, f), { throwIfNoEntry: false })?.isFile());
  return [...FOLDERS.flatMap(filesUnder), ...rootFiles, ...docs].filter((f) => f !== SELF);
}

describe('house rules', () => {
  it('the pattern finds issue numbers in their usual spellings and nothing else', () => {
    const sample = [
      'ok: no number here',
      ' * Interaction to Next Paint (issue 18 goal 1): a filter click',
      "  it('marks a reduced price (Issue 21)', () => {",
      "/* Issue #5's bar */",
      '// issues 16 and 18',
      'const first = c.error.issues[0]?.path[0];',
      'tissue 5 is not an issue reference',
    ].join('\n');
    expect(issueReferences('x.ts', sample)).toEqual([
      'x.ts:2: * Interaction to Next Paint (issue 18 goal 1): a filter click',
      "x.ts:3: it('marks a reduced price (Issue 21)', () => {",
      "x.ts:4: /* Issue #5's bar */",
      'x.ts:5: // issues 16 and 18',
    ]);
  });

  it("only the performance log's history may name an issue number", () => {
    const log = checkedText(path.join('docs', 'performance.md'));
    expect(log).toContain('## Current figures');
    expect(log).not.toContain(HISTORY_HEADING);
  });

  it('comments, test titles and docs give the reason, never an issue number (see docs/decisions.md)', () => {
    const files = checkedFiles();
    expect(files).toContain(path.join('src', 'domain', 'finance.ts'));
    expect(files).toContain('README.md');
    const found = files.flatMap((f) => issueReferences(f, checkedText(f)));
    expect(found, `state the reason instead (a long one in docs/decisions.md):\n${found.join('\n')}`).toEqual([]);
  });

  it('a comment naming a heading of docs/decisions.md names one that is there, on one line', () => {
    const headings = readFileSync(path.join(ROOT, 'docs/decisions.md'), 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('## '))
      .map((l) => l.slice(3).trim());
    expect(headings).toContain('Build time and memory');
    expect(
      unknownDecisions('x.ts', ' * (see docs/decisions.md, Build time and memory).\n * see docs/decisions.md, Build\n * (docs/decisions.md, Speed)', headings),
    ).toEqual(['x.ts:2: * see docs/decisions.md, Build', 'x.ts:3: * (docs/decisions.md, Speed)']);
    const found = checkedFiles()
      .filter((f) => f !== path.join('docs', 'decisions.md'))
      .flatMap((f) => unknownDecisions(f, checkedText(f), headings));
    expect(found, `no such heading in docs/decisions.md (or split over two lines):\n${found.join('\n')}`).toEqual([]);
  });
});
