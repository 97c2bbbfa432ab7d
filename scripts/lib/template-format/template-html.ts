/*
 * What a template writes, whatever the data: the HTML parts of an .astro file as Astro's compiler emits them.
 *
 * The compiler (with astro.config.mjs's compressHTML) turns a template into code whose template literals hold the
 * static HTML between the expressions: tags, static attributes, text, and the whitespace it keeps. Two versions of a
 * template that emit the same literals in the same order, each with its whitespace runs collapsed as a browser does,
 * render the same text and attributes for any dealer, including branches the demo dealers never take. The code of
 * the expressions is not compared: Prettier reprints JavaScript without changing what it does.
 */
// The compiler Astro itself builds with (its dependency, so always the version Astro uses).
import { transform } from '@astrojs/compiler-rs';
import ts from 'typescript';
import { collapse, excerpt } from './page-text';

export type TemplateDifference = { file: string; part: number; before: string; after: string };

/** The static HTML parts of one template, in source order, whitespace runs collapsed. */
export function htmlParts(source: string, file: string, compressHTML: boolean | 'jsx'): string[] {
  const result = transform(source, {
    compact: compressHTML,
    filename: file,
    normalizedFilename: file,
    internalURL: 'astro/compiler-runtime',
    sourcemap: 'external',
  });
  const error = result.diagnostics.find((d) => d.severity === 'error');
  if (error) throw new Error(`${file}: ${error.text}`);
  const code = ts.createSourceFile(file, result.code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const parts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isNoSubstitutionTemplateLiteral(node)) parts.push(node.rawText ?? node.text);
    else if (ts.isTemplateExpression(node)) {
      parts.push(node.head.rawText ?? node.head.text);
      for (const span of node.templateSpans) parts.push(span.literal.rawText ?? span.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(code);
  return parts.map(collapse);
}

/** Where two versions of a template emit different HTML: the first part that differs (later parts follow from it). */
export function compareTemplate(file: string, before: string, after: string, compressHTML: boolean | 'jsx'): TemplateDifference | null {
  const a = htmlParts(before, file, compressHTML);
  const b = htmlParts(after, file, compressHTML);
  const at = a.findIndex((part, i) => part !== b[i]);
  if (at === -1 && a.length === b.length) return null;
  const part = at === -1 ? a.length : at;
  return { file, part, ...excerpt(a[part] ?? '(none)', b[part] ?? '(none)') };
}
