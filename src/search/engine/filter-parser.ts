import { meiliError, SearchRequestError } from './errors';
import type { Filter } from './types';

/**
 * Meilisearch's filter expression grammar, hand-written (the documented "filter expression reference"):
 *   expr := and (OR and)* ;  and := not (AND not)* ;  not := NOT not | '(' expr ')' | condition
 *   condition := attr (= | != | > | >= | < | <=) value | attr value TO value | attr [NOT] IN [v, ...]
 *              | attr [NOT] EXISTS | attr IS [NOT] NULL | attr IS [NOT] EMPTY
 * NOT binds tighter than AND, AND tighter than OR. Attributes and values may be quoted with ' or " (backslash
 * escapes the quote and itself); operator words are upper case and must be quoted to be used as plain text.
 */
export type CompareOp = '=' | '!=' | '>' | '>=' | '<' | '<=';
export type FilterNode =
  | { type: 'and'; children: FilterNode[] }
  | { type: 'or'; children: FilterNode[] }
  | { type: 'not'; child: FilterNode }
  | { type: 'compare'; attribute: string; op: CompareOp; value: string; at: Span }
  | { type: 'to'; attribute: string; from: string; to: string; at: Span }
  | { type: 'in'; attribute: string; values: string[]; at: Span }
  | { type: 'exists'; attribute: string; at: Span }
  | { type: 'isNull'; attribute: string; at: Span }
  | { type: 'isEmpty'; attribute: string; at: Span };

/** Where an attribute sits in its filter string, for error messages like Meilisearch's `1:6 title`. */
export type Span = { source: string; start: number; end: number };

type TokenKind = 'word' | 'quoted' | 'op' | '(' | ')' | '[' | ']' | ',';
type Token = { kind: TokenKind; text: string; start: number; end: number };

const RESERVED = new Set(['AND', 'OR', 'NOT', 'TO', 'IN', 'EXISTS', 'IS']);
const EXPECTING_OPERATION =
  'Was expecting an operation `=`, `!=`, `>=`, `>`, `<=`, `<`, `IN`, `NOT IN`, `TO`, `EXISTS`, `NOT EXISTS`, `IS NULL`, `IS NOT NULL`, `IS EMPTY`, `IS NOT EMPTY`, `_geoRadius`, or `_geoBoundingBox`';

function fail(message: string, source: string, start: number, end: number): never {
  throw new SearchRequestError(meiliError('invalid_search_filter', `${message}\n${start + 1}:${end + 1} ${source}`));
}

function isWordChar(ch: string): boolean {
  return !/\s/.test(ch) && !'()[],=!<>"\''.includes(ch);
}

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source.charAt(i);
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if ('()[],'.includes(ch)) {
      tokens.push({ kind: ch as TokenKind, text: ch, start: i, end: i + 1 });
      i++;
      continue;
    }
    if ('=!<>'.includes(ch)) {
      const two = source.slice(i, i + 2);
      const op = two === '!=' || two === '>=' || two === '<=' ? two : ch;
      if (op === '!') fail('Found unexpected character `!`; did you mean `!=`?', source, i, i + 1);
      tokens.push({ kind: 'op', text: op, start: i, end: i + op.length });
      i += op.length;
      continue;
    }
    if (ch === '"' || ch === "'") {
      let text = '';
      let j = i + 1;
      while (j < source.length && source[j] !== ch) {
        if (source[j] === '\\' && (source[j + 1] === ch || source[j + 1] === '\\')) {
          text += source[j + 1];
          j += 2;
          continue;
        }
        text += source[j];
        j++;
      }
      if (j >= source.length) fail(`Expression \`${source.slice(i)}\` is missing the following closing delimiter: \`${ch}\`.`, source, i, source.length);
      tokens.push({ kind: 'quoted', text, start: i, end: j + 1 });
      i = j + 1;
      continue;
    }
    let j = i;
    while (j < source.length && isWordChar(source.charAt(j))) j++;
    tokens.push({ kind: 'word', text: source.slice(i, j), start: i, end: j });
    i = j;
  }
  return tokens;
}

class Parser {
  private i = 0;
  private readonly source: string;
  private readonly tokens: Token[];
  constructor(source: string, tokens: Token[]) {
    this.source = source;
    this.tokens = tokens;
  }

  parse(): FilterNode {
    const node = this.expr();
    const rest = this.peek();
    if (rest)
      fail(
        `Found unexpected characters at the end of the filter: \`${this.source.slice(rest.start)}\`. You probably forgot an \`OR\` or an \`AND\` rule.`,
        this.source,
        rest.start,
        this.source.length,
      );
    return node;
  }

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.i + offset];
  }
  private isKeyword(word: string, offset = 0): boolean {
    const t = this.peek(offset);
    return !!t && t.kind === 'word' && t.text === word;
  }
  private end(): number {
    return this.source.length;
  }

  private expr(): FilterNode {
    const first = this.and();
    const children = [first];
    while (this.isKeyword('OR')) {
      this.i++;
      children.push(this.and());
    }
    return children.length === 1 ? first : { type: 'or', children };
  }

  private and(): FilterNode {
    const first = this.not();
    const children = [first];
    while (this.isKeyword('AND')) {
      this.i++;
      children.push(this.not());
    }
    return children.length === 1 ? first : { type: 'and', children };
  }

  private not(): FilterNode {
    if (this.isKeyword('NOT')) {
      this.i++;
      return { type: 'not', child: this.not() };
    }
    const t = this.peek();
    if (t?.kind === '(') {
      this.i++;
      const inner = this.expr();
      const close = this.peek();
      if (close?.kind !== ')') fail('Expression is missing the following closing delimiter: `)`.', this.source, t.start, close?.start ?? this.end());
      this.i++;
      return inner;
    }
    return this.condition();
  }

  /** A value: a quoted string, or a bare word that is not an operator keyword. */
  private value(what = 'a value'): string {
    const t = this.peek();
    if (!t) fail(`Was expecting ${what} but instead got nothing.`, this.source, this.end(), this.end());
    if (t.kind === 'quoted' || (t.kind === 'word' && !RESERVED.has(t.text))) {
      this.i++;
      return t.text;
    }
    if (t.kind === 'word')
      fail(
        `Was expecting ${what} but instead got \`${t.text}\`, which is a reserved keyword. To use \`${t.text}\` as a value, wrap it in quotes.`,
        this.source,
        t.start,
        t.end,
      );
    return fail(`Was expecting ${what} but instead got \`${t.text}\`.`, this.source, t.start, t.end);
  }

  private condition(): FilterNode {
    const t = this.peek();
    if (!t) fail('Was expecting an attribute but instead got nothing.', this.source, this.end(), this.end());
    if (t.kind !== 'quoted' && t.kind !== 'word') fail(`Was expecting an attribute but instead got \`${t.text}\`.`, this.source, t.start, t.end);
    if (t.kind === 'word' && RESERVED.has(t.text))
      fail(
        `\`${t.text}\` is a reserved keyword and thus can't be used as a filter expression. Use quotes to use it as an attribute name.`,
        this.source,
        t.start,
        t.end,
      );
    if (t.kind === 'word' && /^_geo/.test(t.text))
      fail(`The \`${t.text}\` filter is not supported by the embedded search engine.`, this.source, t.start, t.end);
    this.i++;
    const attribute = t.text;
    const at: Span = { source: this.source, start: t.start, end: t.end };
    const next = this.peek();
    if (!next) fail(`${EXPECTING_OPERATION} at \`${attribute}\`.`, this.source, t.start, this.end());
    if (next.kind === 'op') {
      this.i++;
      return { type: 'compare', attribute, op: next.text as CompareOp, value: this.value(), at };
    }
    if (this.isKeyword('IN')) {
      this.i++;
      return { type: 'in', attribute, values: this.list(), at };
    }
    if (this.isKeyword('EXISTS')) {
      this.i++;
      return { type: 'exists', attribute, at };
    }
    if (this.isKeyword('NOT') && this.isKeyword('IN', 1)) {
      this.i += 2;
      return { type: 'not', child: { type: 'in', attribute, values: this.list(), at } };
    }
    if (this.isKeyword('NOT') && this.isKeyword('EXISTS', 1)) {
      this.i += 2;
      return { type: 'not', child: { type: 'exists', attribute, at } };
    }
    if (this.isKeyword('IS')) {
      this.i++;
      const negated = this.isKeyword('NOT');
      if (negated) this.i++;
      let node: FilterNode | null = null;
      if (this.isKeyword('NULL')) node = { type: 'isNull', attribute, at };
      else if (this.isKeyword('EMPTY')) node = { type: 'isEmpty', attribute, at };
      if (!node) fail(`${EXPECTING_OPERATION} at \`${attribute} IS\`.`, this.source, t.start, this.peek()?.end ?? this.end());
      this.i++;
      return negated ? { type: 'not', child: node } : node;
    }
    if ((next.kind === 'word' && !RESERVED.has(next.text)) || next.kind === 'quoted') {
      const from = this.value();
      if (!this.isKeyword('TO')) fail(`${EXPECTING_OPERATION} at \`${this.source.slice(t.start, next.end)}\`.`, this.source, t.start, next.end);
      this.i++;
      return { type: 'to', attribute, from, to: this.value(), at };
    }
    return fail(`${EXPECTING_OPERATION} at \`${this.source.slice(t.start, next.end)}\`.`, this.source, t.start, next.end);
  }

  private list(): string[] {
    const open = this.peek();
    if (open?.kind !== '[') fail('Expected `[` after `IN` keyword.', this.source, open?.start ?? this.end(), open?.end ?? this.end());
    this.i++;
    const values: string[] = [];
    while (this.peek()?.kind !== ']') {
      if (!this.peek()) fail('Expected matching `]` after the list of values.', this.source, open.start, this.end());
      values.push(this.value('a value in the list'));
      const sep = this.peek();
      if (sep?.kind === ',') {
        this.i++;
        continue;
      }
      if (sep?.kind !== ']') fail('Expected `,` or `]` after a value in the list.', this.source, sep?.start ?? this.end(), sep?.end ?? this.end());
    }
    this.i++;
    return values;
  }
}

/** Parses one filter string; null when it is empty (no restriction). */
export function parseFilterString(source: string): FilterNode | null {
  if (source.trim() === '') return null;
  return new Parser(source, tokenize(source)).parse();
}

function invalid(message: string): never {
  throw new SearchRequestError(meiliError('invalid_search_filter', message));
}

/** Parses Meilisearch's `filter` parameter: a string, or arrays (outer items ANDed, inner arrays ORed, depth two at most). */
export function parseFilter(filter: Filter | null | undefined): FilterNode | null {
  if (filter === null || filter === undefined) return null;
  if (typeof filter === 'string') return parseFilterString(filter);
  if (!Array.isArray(filter)) invalid('Invalid value type at `.filter`: expected an array or a string.');
  const and: FilterNode[] = [];
  for (const item of filter as unknown[]) {
    if (typeof item === 'string') {
      const node = parseFilterString(item);
      if (node) and.push(node);
    } else if (Array.isArray(item)) {
      const or: FilterNode[] = [];
      for (const inner of item as unknown[]) {
        if (Array.isArray(inner)) invalid('Invalid value in `.filter`: filter arrays can have a maximum depth of two.');
        if (typeof inner !== 'string') invalid(`Invalid value in \`.filter\`: expected a string in the inner array, found \`${JSON.stringify(inner)}\`.`);
        const node = parseFilterString(inner);
        if (node) or.push(node);
      }
      // An inner array of one filter is that filter; an empty one adds nothing.
      if (or.length > 1) and.push({ type: 'or', children: or });
      else and.push(...or);
    } else {
      invalid(`Invalid value in \`.filter\`: expected a string or an array of strings, found \`${JSON.stringify(item)}\`.`);
    }
  }
  const [first] = and;
  if (!first) return null;
  return and.length === 1 ? first : { type: 'and', children: and };
}

/** Every attribute the filter reads, with where it was written. */
export function filterAttributes(node: FilterNode | null): { attribute: string; at: Span }[] {
  if (!node) return [];
  switch (node.type) {
    case 'and':
    case 'or':
      return node.children.flatMap(filterAttributes);
    case 'not':
      return filterAttributes(node.child);
    default:
      return [{ attribute: node.attribute, at: node.at }];
  }
}
