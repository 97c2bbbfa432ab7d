import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { KEY_ALIASES } from '../../../../src/domain/schemas/car-keys';
import { IMAGE_URL_KEYS } from '../../../../src/domain/schemas/car-shapes';
import { STATUS_WORDS } from '../../../../src/domain/schemas/car-status';
import { PLACEHOLDERS } from '../../../../src/domain/schemas/feed-values';

/*
 * docs/feed-format.md lists each warning's text and each word of the readers' tables: every message the feed readers can give (src/domain/schemas/car.ts,
 * car-*.ts, feed-*.ts) is in it. A message with values in it is found by its fixed parts (those of 12 characters or
 * more, between the values), so a new message, or a reworded one, fails here until the docs say it too.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const DIR = path.join(ROOT, 'src/domain/schemas');
const docs = readFileSync(path.join(ROOT, 'docs/feed-format.md'), 'utf8').replace(/\\\|/g, '|');

/** The words a reader's message starts with: what was expected, or what the value is not. */
const MESSAGE = /^(expected |not a |must be |missing: |numbers such as |dates such as |required$)/;

/** A message's fixed parts: a plain string whole, a template's text between its values. */
function messages(file: string): string[][] {
  const source = ts.createSourceFile(file, readFileSync(path.join(DIR, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[][] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push([node.text]);
    else if (ts.isTemplateExpression(node)) found.push([node.head.text, ...node.templateSpans.map((s) => s.literal.text)]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((parts) => MESSAGE.test(parts[0]!));
}

const files = readdirSync(DIR).filter((f) => /^(car|car-.*|feed-.*)\.ts$/.test(f) && f !== 'feed-report.ts');

describe('docs/feed-format.md names every feed warning', () => {
  it('finds the messages of the readers', () => {
    // The scan itself works: a handful of known messages are among those found.
    const all = files.flatMap(messages).map((parts) => parts.join('…'));
    expect(all).toEqual(
      expect.arrayContaining([
        'required',
        'not a yes/no value (true/false, Y/N, yes/no, 1/0)',
        'must be new, used or demo',
        'expected a date (…); found a number that is no epoch time',
      ]),
    );
    expect(all.length).toBeGreaterThan(20);
  });

  it.each(files)('%s', (file) => {
    const missing = messages(file).flatMap((parts) =>
      parts
        .filter((p) => p.trim().length >= 12 || parts.length === 1)
        .filter((p) => !docs.includes(p))
        .map((p) => `${JSON.stringify(p)} (of ${JSON.stringify(parts.join('…'))})`),
    );
    expect(missing).toEqual([]);
  });
});

describe("docs/feed-format.md lists every accepted word and key of the readers' tables", () => {
  const listed = (word: string) => docs.toLowerCase().includes(`\`${word.toLowerCase()}\``);
  it('status words, other key names, placeholders and image URL keys', () => {
    expect(Object.keys(STATUS_WORDS).filter((w) => !listed(w))).toEqual([]);
    expect(
      Object.values(KEY_ALIASES)
        .flat()
        .filter((k) => !listed(k)),
    ).toEqual([]);
    expect([...PLACEHOLDERS].filter((p) => !listed(p))).toEqual([]);
    expect(IMAGE_URL_KEYS.filter((k) => !listed(k))).toEqual([]);
  });
});
