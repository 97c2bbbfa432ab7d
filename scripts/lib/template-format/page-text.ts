/*
 * Compares two renderings of one page the way a shopper (and a browser test) reads them: element by element, the
 * text each element holds as CSS `white-space: normal` lays it out, and every attribute exactly.
 *
 * An element's text is its textContent with each run of ASCII whitespace collapsed to one space and NOT trimmed, so a
 * link whose text went from "All Stock" to " All Stock " differs, and so does a space that appeared between a link and
 * the full stop after it (the paragraph's text changes). A space that only moved across a tag ("a <b>b</b>" against
 * "a<b> b</b>") is reported at the element whose own text changed. <script>, <style> and <textarea> are compared byte
 * for byte and left out of their ancestors' text; <pre> is compared byte for byte at the <pre> itself. Comments are
 * not compared. Both pages must have the same elements in the same order; where they do not, the first place they part
 * is reported and nothing below it.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
// The node types of htmlparser2's tree (its own dependency, types only).
import type { AnyNode, Element, ParentNode, Text } from 'domhandler';

const isTag = (node: AnyNode): node is Element => DomUtils.isTag(node);
const isText = (node: AnyNode): node is Text => DomUtils.isText(node);

export type DifferenceKind = 'text' | 'attribute' | 'raw' | 'structure';

export type Difference = {
  kind: DifferenceKind;
  /** A CSS-like path to the element, e.g. `body > header > nav.main > a:nth-of-type(3)`. */
  element: string;
  /** The attribute's name for an attribute difference. */
  attribute?: string;
  before: string;
  after: string;
};

export type PageComparison = { elements: number; differences: Difference[] };

/** Elements whose content is compared byte for byte and left out of their ancestors' text. */
const RAW = new Set(['script', 'style', 'textarea']);
/** Elements whose own text keeps its whitespace (compared byte for byte at the element). */
const PRESERVED = new Set(['pre', 'listing', 'plaintext']);

/** CSS `white-space: normal`: every run of ASCII whitespace is one space; leading and trailing spaces stay. */
export const collapse = (text: string) => text.replace(/[\t\n\f\r ]+/g, ' ');

const elementsOf = (node: ParentNode): Element[] => node.children.filter(isTag);

/** The text of an element's subtree, raw elements left out (not collapsed), memoised per element. */
function textOf(node: AnyNode, memo: Map<AnyNode, string>): string {
  if (isText(node)) return node.data;
  if (!isTag(node)) return '';
  if (RAW.has(node.name)) return '';
  const known = memo.get(node);
  if (known !== undefined) return known;
  const text = node.children.map((child) => textOf(child, memo)).join('');
  memo.set(node, text);
  return text;
}

/** The element's own text: its text nodes, each child element a marker, collapsed. */
function ownTextOf(node: Element): string {
  return collapse(node.children.map((child) => (isText(child) ? child.data : isTag(child) && !RAW.has(child.name) ? '\u241f' : '')).join(''));
}

/** The bytes a raw element holds. */
function rawOf(node: Element): string {
  return node.children.map((child) => (isText(child) ? child.data : '')).join('');
}

function stepName(node: Element, siblings: Element[]): string {
  const id = node.attribs.id;
  if (id) return `${node.name}#${id}`;
  const same = siblings.filter((s) => s.name === node.name);
  const firstClass = node.attribs.class?.trim().split(/\s+/)[0];
  const base = firstClass ? `${node.name}.${firstClass}` : node.name;
  return same.length > 1 ? `${base}:nth-of-type(${same.indexOf(node) + 1})` : base;
}

/** Short and readable: around the first place two strings differ, both sides JSON-quoted so spaces show. */
export function excerpt(before: string, after: string, room = 60): { before: string; after: string } {
  if (before.length <= room * 2 && after.length <= room * 2) return { before: JSON.stringify(before), after: JSON.stringify(after) };
  let i = 0;
  while (i < before.length && i < after.length && before[i] === after[i]) i++;
  const from = Math.max(0, i - room);
  const cut = (s: string) => (from > 0 ? '…' : '') + JSON.stringify(s.slice(from, i + room)) + (i + room < s.length ? '…' : '');
  return { before: cut(before), after: cut(after) };
}

type Walk = { memoA: Map<AnyNode, string>; memoB: Map<AnyNode, string>; out: Difference[]; elements: number };

function compareAttributes(a: Element, b: Element, where: string, walk: Walk) {
  const names = new Set([...Object.keys(a.attribs), ...Object.keys(b.attribs)]);
  for (const name of names) {
    const before = a.attribs[name];
    const after = b.attribs[name];
    if (before === after) continue;
    walk.out.push({ kind: 'attribute', element: where, attribute: name, before: before ?? '(none)', after: after ?? '(none)' });
  }
}

/** Compares the two elements' subtrees; true when the collapsed text of `a` and `b` differ. */
function compareElements(a: Element, b: Element, where: string, walk: Walk): boolean {
  walk.elements++;
  compareAttributes(a, b, where, walk);
  if (RAW.has(a.name)) {
    const before = rawOf(a);
    const after = rawOf(b);
    if (before !== after) walk.out.push({ kind: 'raw', element: where, ...excerpt(before, after) });
    return false;
  }
  const childDiffers = compareChildren(a, b, where, walk);
  const before = textOf(a, walk.memoA);
  const after = textOf(b, walk.memoB);
  if (PRESERVED.has(a.name)) {
    if (before !== after) walk.out.push({ kind: 'text', element: where, ...excerpt(before, after) });
    return before !== after;
  }
  const differs = collapse(before) !== collapse(after);
  // Reported at the deepest element that differs, or where the element's own text (between its children) differs.
  if (differs && (!childDiffers || ownTextOf(a) !== ownTextOf(b))) {
    walk.out.push({ kind: 'text', element: where, ...excerpt(collapse(before), collapse(after)) });
  }
  return differs;
}

/** Compares the element children pairwise; true when any child's text differs. */
function compareChildren(a: ParentNode, b: ParentNode, where: string, walk: Walk): boolean {
  const as = elementsOf(a);
  const bs = elementsOf(b);
  const parted = as.findIndex((child, i) => bs[i]?.name !== child.name);
  if (parted !== -1 || as.length !== bs.length) {
    const at = parted === -1 ? Math.min(as.length, bs.length) : parted;
    const tags = (list: Element[]) =>
      list
        .slice(at, at + 3)
        .map((e) => `<${e.name}>`)
        .join(' ') || '(nothing)';
    walk.out.push({ kind: 'structure', element: `${where} > [child ${at + 1}]`, before: tags(as), after: tags(bs) });
    return true;
  }
  let anyDiffers = false;
  for (const [i, child] of as.entries()) {
    const path = where ? `${where} > ${stepName(child, as)}` : stepName(child, as);
    if (compareElements(child, bs[i]!, path, walk)) anyDiffers = true;
  }
  return anyDiffers;
}

/** Every text and attribute difference between two renderings of one page. */
export function comparePages(beforeHtml: string, afterHtml: string): PageComparison {
  const a = parseDocument(beforeHtml, { decodeEntities: true });
  const b = parseDocument(afterHtml, { decodeEntities: true });
  const walk: Walk = { memoA: new Map(), memoB: new Map(), out: [], elements: 0 };
  const childDiffers = compareChildren(a, b, '', walk);
  // Text directly in the document (outside <html>) would be a difference too.
  const outside = (d: ParentNode) =>
    collapse(
      d.children
        .filter(isText)
        .map((t) => t.data)
        .join(''),
    );
  if (!childDiffers && outside(a) !== outside(b)) walk.out.push({ kind: 'text', element: '(document)', ...excerpt(outside(a), outside(b)) });
  return { elements: walk.elements, differences: walk.out };
}
