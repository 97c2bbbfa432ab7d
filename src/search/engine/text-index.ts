import type { ColumnView } from './columns';
import { matchWord, tokenizeText, type QueryWord } from './text';

/**
 * Per searchable attribute: the word ids of each dictionary entry (numbers are tokenized as their decimal text),
 * and, built on first use, the reverse: where each word occurs (entry and position, grouped by word id).
 */
type AttributeText = { view: ColumnView; rank: number; entries: Int32Array[]; numberEntry?: Map<number, number>; postings?: Postings };

/** Occurrences of word id t: entry[start[t] .. start[t + 1]) with their positions, in entry order. */
type Postings = { start: Int32Array; entry: Int32Array; pos: Int16Array };

function postingsOf(attr: AttributeText, vocabularySize: number): Postings {
  if (attr.postings && attr.postings.start.length === vocabularySize + 1) return attr.postings;
  const start = new Int32Array(vocabularySize + 1);
  // Every word id in an entry is below vocabularySize, so the index arithmetic below stays inside the arrays.
  for (const tokens of attr.entries) for (const t of tokens) start[t + 1]!++;
  let total = 0;
  for (let t = 1; t <= vocabularySize; t++) start[t] = total += start[t]!;
  const fill = start.slice(0, vocabularySize);
  const entry = new Int32Array(total);
  const pos = new Int16Array(total);
  attr.entries.forEach((tokens, e) => {
    for (let p = 0; p < tokens.length; p++) {
      const at = fill[tokens[p]!]!++;
      entry[at] = e;
      pos[at] = p;
    }
  });
  attr.postings = { start, entry, pos };
  return attr.postings;
}

/** Word ids whose match code is not -1. */
function matched(codes: Int8Array): Int32Array {
  const out: number[] = [];
  for (let t = 0; t < codes.length; t++) if (codes[t]! >= 0) out.push(t);
  return Int32Array.from(out);
}

export type TextIndex = { vocabulary: string[]; attributes: AttributeText[]; ids?: Map<string, number>; sorted?: Int32Array };

/** Dictionary entries tokenized between two pauses of prepareTextIndex (a few ms on a slowed phone). */
const ENTRIES_PER_STEP = 500;

/**
 * Builds the vocabulary (every distinct word of every searchable attribute), then each attribute's postings and
 * the sorted word list: everything a first text query would otherwise build while the shopper waits. A generator
 * so the page can run it in slices when idle (engine.prepareText); yields between slices, returns the index.
 */
export function* prepareTextIndex(searchable: readonly string[], columns: Map<string, ColumnView>): Generator<void, TextIndex> {
  const vocabulary: string[] = [];
  const ids = new Map<string, number>();
  const idsOf = (text: string) =>
    Int32Array.from(tokenizeText(text), (w) => {
      let id = ids.get(w);
      if (id === undefined) {
        id = vocabulary.length;
        vocabulary.push(w);
        ids.set(w, id);
      }
      return id;
    });
  const attributes: AttributeText[] = [];
  for (const [rank, name] of searchable.entries()) {
    const view = columns.get(name);
    if (!view) continue;
    const { col } = view;
    if (col.t === 's' || col.t === 'sa') {
      const entries: Int32Array[] = new Array(col.d.length);
      for (let e = 0; e < col.d.length; e++) {
        entries[e] = idsOf(col.d[e]!);
        if ((e + 1) % ENTRIES_PER_STEP === 0) yield;
      }
      attributes.push({ view, rank, entries });
    } else if (col.t === 'n') {
      const numberEntry = new Map<number, number>();
      const entries: Int32Array[] = [];
      for (const x of col.v)
        if (x !== null && !numberEntry.has(x)) {
          numberEntry.set(x, entries.length);
          entries.push(idsOf(String(x)));
        }
      attributes.push({ view, rank, entries, numberEntry });
    }
    yield;
  }
  const text: TextIndex = { vocabulary, attributes, ids };
  for (const attr of attributes) {
    postingsOf(attr, vocabulary.length);
    yield;
  }
  sortedIds(text);
  return text;
}

/** The whole text index at once (the first text query, when the page has not prepared it yet). */
export function buildTextIndex(searchable: readonly string[], columns: Map<string, ColumnView>): TextIndex {
  return finish(prepareTextIndex(searchable, columns));
}

/** Runs a preparation to its end. */
export function finish<T>(steps: Generator<void, T>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** Best match of one query word in one attribute value: code (see matchWord) and word position. */
type EntryMatch = { code: Int8Array; pos: Int16Array; any: boolean };

/** A query word matched as a two-word phrase: Meilisearch splits "newage" into "new age" (costs one typo). */
const SPLIT_CODE = 2;

function vocabularyIds(text: TextIndex): Map<string, number> {
  text.ids ??= new Map(text.vocabulary.map((w, i) => [w, i]));
  return text.ids;
}

/** Word ids in the order of their text (UTF-16 code units), so the words sharing a beginning are one run. */
function sortedIds(text: TextIndex): Int32Array {
  if (!text.sorted || text.sorted.length !== text.vocabulary.length) {
    const v = text.vocabulary;
    text.sorted = Int32Array.from(v.keys()).sort((a, b) => {
      const x = v[a]!,
        y = v[b]!;
      return x < y ? -1 : x > y ? 1 : 0;
    });
  }
  return text.sorted;
}

/** First position in the sorted ids whose word is not below `word`. */
function lowerBound(text: TextIndex, sorted: Int32Array, word: string): number {
  let lo = 0,
    hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    // sorted holds every word id once, so both lookups are in range.
    if (text.vocabulary[sorted[mid]!]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * matchWord of one query word against the whole vocabulary, as an array by word id. Only the words that can
 * match are looked at: a word without typos matches itself (and, as a prefix, the run of words starting with
 * it); with one typo the first letters must agree (the run of words starting with that letter). Only a
 * two-typo word (9 letters or more) is compared with every word.
 */
function vocabularyCodes(text: TextIndex, qw: QueryWord): Int8Array {
  const codes = new Int8Array(text.vocabulary.length).fill(-1);
  const sorted = sortedIds(text);
  const scan = (from: string) => {
    for (let i = lowerBound(text, sorted, from); i < sorted.length; i++) {
      const id = sorted[i]!;
      const token = text.vocabulary[id]!;
      if (!token.startsWith(from)) break;
      codes[id] = matchWord(qw, token);
    }
  };
  if (qw.maxTypos === 0) {
    if (qw.prefix) scan(qw.word);
    else {
      const id = vocabularyIds(text).get(qw.word);
      if (id !== undefined) codes[id] = 0;
    }
  } else if (qw.maxTypos === 1) scan(qw.word[0] ?? '');
  else
    text.vocabulary.forEach((token, t) => {
      codes[t] = matchWord(qw, token);
    });
  return codes;
}

/** Splits of `word` into two vocabulary words, as [left id, right id] pairs. */
function splits(text: TextIndex, qw: QueryWord): [number, number][] {
  if (qw.maxTypos < 1) return [];
  const ids = vocabularyIds(text);
  const out: [number, number][] = [];
  for (let i = 1; i < qw.word.length; i++) {
    const l = ids.get(qw.word.slice(0, i));
    const r = ids.get(qw.word.slice(i));
    if (l !== undefined && r !== undefined) out.push([l, r]);
  }
  return out;
}

/**
 * Query words matched against the vocabulary, then against each dictionary entry (not each document). Besides
 * plain word matches, two neighbouring query words joined match one token ("land cruiser" finds "Landcruiser",
 * Meilisearch's n-grams, no typo allowed here) and a query word split in two matches two neighbouring tokens.
 */
export function matchEntries(text: TextIndex, words: QueryWord[]): EntryMatch[][] {
  const perWord = words.map((qw) => {
    const codes = vocabularyCodes(text, qw);
    return { codes, hits: matched(codes), split: splits(text, qw) };
  });
  // joinedOf[w] is query word w joined with word w + 1 (words[i] is the word before `next`).
  const joinedOf = words.slice(1).map((next, i) => {
    const codes = vocabularyCodes(text, { word: words[i]!.word + next.word, prefix: next.prefix, maxTypos: 0 });
    return { codes, hits: matched(codes) };
  });
  const size = text.vocabulary.length;
  // Walks only the occurrences of matching words (few) instead of every token of every entry; the best match
  // per entry is the lowest code, then the earliest position, as a left-to-right scan would keep it.
  // Word ids come from the vocabulary and entry numbers from the postings, so every index below is in range.
  return text.attributes.map((attr) => {
    const post = postingsOf(attr, size);
    return perWord.map(({ codes, hits, split }, w) => {
      const code = new Int8Array(attr.entries.length).fill(-1);
      const pos = new Int16Array(attr.entries.length);
      let any = false;
      const offerWord = (list: Int32Array, from: Int8Array) => {
        for (let i = 0; i < list.length; i++) {
          const t = list[i]!;
          const c = from[t]!;
          const first = post.start[t]!,
            end = post.start[t + 1]!;
          if (first < end) any = true;
          for (let k = first; k < end; k++) {
            const e = post.entry[k]!,
              p = post.pos[k]!;
            const old = code[e]!;
            if (old < 0 || c < old || (c === old && p < pos[e]!)) {
              code[e] = c;
              pos[e] = p;
            }
          }
        }
      };
      offerWord(hits, codes);
      const right = joinedOf[w];
      if (right) offerWord(right.hits, right.codes);
      const left = joinedOf[w - 1];
      if (left) offerWord(left.hits, left.codes);
      for (const [l, r] of split) {
        for (let k = post.start[l]!; k < post.start[l + 1]!; k++) {
          const e = post.entry[k]!,
            p = post.pos[k]!;
          const tokens = attr.entries[e]!;
          const old = code[e]!;
          if (p + 1 < tokens.length && tokens[p + 1] === r && (old < 0 || SPLIT_CODE < old || (SPLIT_CODE === old && p < pos[e]!))) {
            code[e] = SPLIT_CODE;
            pos[e] = p;
            any = true;
          }
        }
      }
      return { code, pos, any };
    });
  });
}

/**
 * Per attribute value, how it compares with the whole query (Meilisearch's exactness rule looks at this before
 * counting exact words): 0 the value is exactly the query, 1 it starts with the query, 2 neither.
 */
function wholeValueMatch(text: TextIndex, words: QueryWord[]): Int8Array[] {
  const ids = vocabularyIds(text);
  const q = words.map((w) => ids.get(w.word) ?? -1);
  const size = text.vocabulary.length;
  return text.attributes.map((attr) => {
    const out = new Int8Array(attr.entries.length).fill(2);
    const [first] = q;
    if (first === undefined || q.some((id) => id < 0)) return out;
    // Only values whose first word is the query's first word can equal or start with the query.
    const post = postingsOf(attr, size);
    for (let k = post.start[first]!; k < post.start[first + 1]!; k++) {
      if (post.pos[k] !== 0) continue;
      const e = post.entry[k]!;
      const tokens = attr.entries[e]!;
      if (tokens.length < q.length) continue;
      let same = true;
      for (let i = 1; i < q.length; i++)
        if (tokens[i] !== q[i]) {
          same = false;
          break;
        }
      if (same) out[e] = tokens.length === q.length ? 0 : 1;
    }
    return out;
  });
}

/** Relevance of a document for the query, one number per Meilisearch ranking rule (lower is better for all). */
export type Relevance = { words: Int32Array; typo: Int32Array; proximity: Int32Array; attribute: Int32Array; exactness: Int32Array };

/**
 * Scores the candidate documents. With matchingStrategy 'last' a document needs the first k query words (k >= 1;
 * Meilisearch drops words from the end), with 'all' every word. Returns the documents that match and their scores.
 */
// eslint-disable-next-line max-lines-per-function -- the text search's inner loop: the per-document counters stay local to one loop rather than passed between calls
export function scoreDocuments(
  text: TextIndex,
  words: QueryWord[],
  candidates: Int32Array,
  strategy: 'last' | 'all',
): { docs: Int32Array; relevance: Relevance } {
  const all = matchEntries(text, words);
  const whole = wholeValueMatch(text, words);
  // Attributes where no query word matches any value are skipped for every document (most, for most queries).
  const live = text.attributes.flatMap((attr, a) => {
    const m = all[a];
    const wv = whole[a];
    return m && wv && m.some((w) => w.any) ? [{ attr, m, whole: wv }] : [];
  });
  const n = words.length;
  const out: number[] = [];
  const words_: number[] = [],
    typo: number[] = [],
    proximity: number[] = [],
    attribute: number[] = [],
    exactness: number[] = [];
  const bestCode = new Int32Array(n),
    bestRank = new Int32Array(n),
    bestPos = new Int32Array(n);
  let level = 2;
  // m holds one match per query word (n of them) and e is an entry of the attribute, so the lookups are in range.
  const consider = (attr: AttributeText, m: EntryMatch[], e: number, offset: number, wholeOf: Int8Array) => {
    const valueLevel = wholeOf[e]!;
    if (valueLevel < level) level = valueLevel;
    for (let w = 0; w < n; w++) {
      const mw = m[w]!;
      const c = mw.code[e]!;
      const best = bestCode[w]!;
      // Earlier attributes come first in text.attributes, so a tie keeps the more important attribute.
      if (c >= 0 && (best < 0 || c < best)) {
        bestCode[w] = c;
        bestRank[w] = attr.rank;
        bestPos[w] = mw.pos[e]! + offset;
      }
    }
  };
  // Every result must match the first query word: mark those documents with one tight pass per attribute,
  // then score only them.
  // Candidates are in ascending document order, so the last one bounds the mask.
  const last = candidates.at(-1);
  const first = new Uint8Array(last === undefined ? 0 : last + 1);
  // Candidates are documents of the index and the columns hold one value per document; entry codes index `hit`.
  for (const { attr, m } of live) {
    const [firstWord] = m;
    if (!firstWord) continue;
    const hit = firstWord.code;
    const col = attr.view.col;
    if (col.t === 's') {
      const v = col.v;
      for (let k = 0; k < candidates.length; k++) {
        const doc = candidates[k]!;
        const e = v[doc]!;
        if (e >= 0 && hit[e]! >= 0) first[doc] = 1;
      }
    } else if (col.t === 'n') {
      const v = col.v;
      for (let k = 0; k < candidates.length; k++) {
        const doc = candidates[k]!;
        const x = v[doc]!;
        if (x !== null && hit[attr.numberEntry!.get(x)!]! >= 0) first[doc] = 1;
      }
    } else if (col.t === 'sa') {
      const v = col.v;
      for (let k = 0; k < candidates.length; k++) {
        const doc = candidates[k]!;
        const c = v[doc]!;
        if (typeof c !== 'number' && c.some((e) => hit[e]! >= 0)) first[doc] = 1;
      }
    }
  }
  for (let k = 0; k < candidates.length; k++) {
    const doc = candidates[k]!;
    if (!first[doc]) continue;
    bestCode.fill(-1);
    level = 2;
    for (const { attr, m, whole: wv } of live) {
      const col = attr.view.col;
      if (col.t === 's') {
        const e = col.v[doc]!;
        if (e >= 0) consider(attr, m, e, 0, wv);
      } else if (col.t === 'n') {
        const x = col.v[doc]!;
        if (x !== null) consider(attr, m, attr.numberEntry!.get(x)!, 0, wv);
      } else if (col.t === 'sa') {
        const c = col.v[doc]!;
        if (typeof c !== 'number') for (let ei = 0; ei < c.length; ei++) consider(attr, m, c[ei]!, ei * 8, wv);
      }
    }
    let m = 0;
    while (m < n && bestCode[m]! >= 0) m++;
    if (m === 0 || (strategy === 'all' && m < n)) continue;
    let t = 0,
      prox = 0,
      attrSum = 0,
      posSum = 0,
      exact = 0;
    // w < m <= n, the length of the best* arrays.
    for (let w = 0; w < m; w++) {
      const code = bestCode[w]!,
        rank = bestRank[w]!,
        position = bestPos[w]!;
      t += code >> 1;
      attrSum += rank;
      posSum += position;
      if (code === 0) exact++;
      if (w > 0) {
        if (rank !== bestRank[w - 1]) prox += 8;
        else {
          const d = position - bestPos[w - 1]!;
          prox += Math.min(d > 0 ? d : 1 - d, 7);
        }
      }
    }
    out.push(doc);
    // Meilisearch's attribute rule ranks by attribute, then by word position inside it ("Sportage" before
    // "Pajero Sport"); exactness first by whole-value equality ("Corolla" before "Corolla Cross"), then exact words.
    words_.push(n - m);
    typo.push(t);
    proximity.push(prox);
    attribute.push(attrSum * 1024 + Math.min(posSum, 1023));
    exactness.push(level * (n + 1) + n - exact);
  }
  return {
    docs: Int32Array.from(out),
    relevance: {
      words: Int32Array.from(words_),
      typo: Int32Array.from(typo),
      proximity: Int32Array.from(proximity),
      attribute: Int32Array.from(attribute),
      exactness: Int32Array.from(exactness),
    },
  };
}
