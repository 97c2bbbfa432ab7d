import type { ColumnView } from './columns';
import { matchWord, tokenizeText, type QueryWord } from './text';

/** Per searchable attribute: the word ids of each dictionary entry (numbers are tokenized as their decimal text). */
type AttributeText = { view: ColumnView; rank: number; entries: Int32Array[]; numberEntry?: Map<number, number> };

export type TextIndex = { vocabulary: string[]; attributes: AttributeText[]; ids?: Map<string, number> };

/** Builds the vocabulary once per engine: every distinct word of every searchable attribute. */
export function buildTextIndex(searchable: readonly string[], columns: Map<string, ColumnView>): TextIndex {
  const vocabulary: string[] = [];
  const ids = new Map<string, number>();
  const idsOf = (text: string) => Int32Array.from(tokenizeText(text), (w) => {
    let id = ids.get(w);
    if (id === undefined) { id = vocabulary.length; vocabulary.push(w); ids.set(w, id); }
    return id;
  });
  const attributes: AttributeText[] = [];
  searchable.forEach((name, rank) => {
    const view = columns.get(name);
    if (!view) return;
    const { col } = view;
    if (col.t === 's' || col.t === 'sa') attributes.push({ view, rank, entries: col.d.map(idsOf) });
    else if (col.t === 'n') {
      const numberEntry = new Map<number, number>();
      const entries: Int32Array[] = [];
      for (const x of col.v) if (x !== null && !numberEntry.has(x)) { numberEntry.set(x, entries.length); entries.push(idsOf(String(x))); }
      attributes.push({ view, rank, entries, numberEntry });
    }
  });
  return { vocabulary, attributes };
}

/** Best match of one query word in one attribute value: code (see matchWord) and word position. */
type EntryMatch = { code: Int8Array; pos: Int16Array };

/** A query word matched as a two-word phrase: Meilisearch splits "newage" into "new age" (costs one typo). */
const SPLIT_CODE = 2;

function vocabularyIds(text: TextIndex): Map<string, number> {
  text.ids ??= new Map(text.vocabulary.map((w, i) => [w, i]));
  return text.ids;
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
  const vocabCodes = words.map((qw) => Int8Array.from(text.vocabulary, (token) => matchWord(qw, token)));
  const joined = words.slice(0, -1).map((qw, i) => {
    const next = words[i + 1];
    const word: QueryWord = { word: qw.word + next.word, prefix: next.prefix, maxTypos: 0 };
    return Int8Array.from(text.vocabulary, (token) => matchWord(word, token));
  });
  const split = words.map((qw) => splits(text, qw));
  return text.attributes.map((attr) => vocabCodes.map((codes, w) => {
    const code = new Int8Array(attr.entries.length).fill(-1);
    const pos = new Int16Array(attr.entries.length);
    const offer = (e: number, c: number, p: number) => { if (c >= 0 && (code[e] < 0 || c < code[e])) { code[e] = c; pos[e] = p; } };
    attr.entries.forEach((tokens, e) => {
      for (let p = 0; p < tokens.length; p++) {
        offer(e, codes[tokens[p]], p);
        if (w < joined.length) offer(e, joined[w][tokens[p]], p);
        if (w > 0) offer(e, joined[w - 1][tokens[p]], p);
        if (p + 1 < tokens.length) for (const [l, r] of split[w]) if (tokens[p] === l && tokens[p + 1] === r) offer(e, SPLIT_CODE, p);
      }
    });
    return { code, pos };
  }));
}

/**
 * Per attribute value, how it compares with the whole query (Meilisearch's exactness rule looks at this before
 * counting exact words): 0 the value is exactly the query, 1 it starts with the query, 2 neither.
 */
function wholeValueMatch(text: TextIndex, words: QueryWord[]): Int8Array[] {
  const ids = vocabularyIds(text);
  const q = words.map((w) => ids.get(w.word) ?? -1);
  return text.attributes.map((attr) => Int8Array.from(attr.entries, (tokens) => {
    if (q.some((id) => id < 0) || tokens.length < q.length) return 2;
    for (let i = 0; i < q.length; i++) if (tokens[i] !== q[i]) return 2;
    return tokens.length === q.length ? 0 : 1;
  }));
}

/** Relevance of a document for the query, one number per Meilisearch ranking rule (lower is better for all). */
export type Relevance = { words: Int32Array; typo: Int32Array; proximity: Int32Array; attribute: Int32Array; exactness: Int32Array };

/**
 * Scores the candidate documents. With matchingStrategy 'last' a document needs the first k query words (k >= 1;
 * Meilisearch drops words from the end), with 'all' every word. Returns the documents that match and their scores.
 */
export function scoreDocuments(text: TextIndex, words: QueryWord[], candidates: Int32Array, strategy: 'last' | 'all'): { docs: Int32Array; relevance: Relevance } {
  const all = matchEntries(text, words);
  const whole = wholeValueMatch(text, words);
  // Attributes where no query word matches any value are skipped for every document (most, for most queries).
  const live = text.attributes.map((attr, a) => ({ attr, m: all[a], whole: whole[a] })).filter(({ m }) => m.some((w) => w.code.some((c) => c >= 0)));
  const n = words.length;
  const out: number[] = [];
  const words_: number[] = [], typo: number[] = [], proximity: number[] = [], attribute: number[] = [], exactness: number[] = [];
  const bestCode = new Int32Array(n), bestRank = new Int32Array(n), bestPos = new Int32Array(n);
  let level = 2;
  const consider = (attr: AttributeText, m: EntryMatch[], e: number, offset: number, wholeOf: Int8Array) => {
    if (wholeOf[e] < level) level = wholeOf[e];
    for (let w = 0; w < n; w++) {
      const c = m[w].code[e];
      // Earlier attributes come first in text.attributes, so a tie keeps the more important attribute.
      if (c >= 0 && (bestCode[w] < 0 || c < bestCode[w])) { bestCode[w] = c; bestRank[w] = attr.rank; bestPos[w] = m[w].pos[e] + offset; }
    }
  };
  // Every result must match the first query word: mark those documents with one tight pass per attribute,
  // then score only them.
  // Candidates are in ascending document order, so the last one bounds the mask.
  const first = new Uint8Array(candidates.length ? candidates[candidates.length - 1] + 1 : 0);
  for (const { attr, m } of live) {
    const hit = m[0].code;
    const col = attr.view.col;
    if (col.t === 's') { const v = col.v; for (let k = 0; k < candidates.length; k++) { const e = v[candidates[k]]; if (e >= 0 && hit[e] >= 0) first[candidates[k]] = 1; } }
    else if (col.t === 'n') { const v = col.v; for (let k = 0; k < candidates.length; k++) { const x = v[candidates[k]]; if (x !== null && hit[attr.numberEntry!.get(x)!] >= 0) first[candidates[k]] = 1; } }
    else if (col.t === 'sa') { const v = col.v; for (let k = 0; k < candidates.length; k++) { const c = v[candidates[k]]; if (typeof c !== 'number' && c.some((e) => hit[e] >= 0)) first[candidates[k]] = 1; } }
  }
  for (let k = 0; k < candidates.length; k++) {
    const doc = candidates[k];
    if (!first[doc]) continue;
    bestCode.fill(-1);
    level = 2;
    for (let a = 0; a < live.length; a++) {
      const { attr, m, whole: wv } = live[a];
      const col = attr.view.col;
      if (col.t === 's') { const e = col.v[doc]; if (e >= 0) consider(attr, m, e, 0, wv); }
      else if (col.t === 'n') { const x = col.v[doc]; if (x !== null) consider(attr, m, attr.numberEntry!.get(x)!, 0, wv); }
      else if (col.t === 'sa') { const c = col.v[doc]; if (typeof c !== 'number') for (let ei = 0; ei < c.length; ei++) consider(attr, m, c[ei], ei * 8, wv); }
    }
    let m = 0;
    while (m < n && bestCode[m] >= 0) m++;
    if (m === 0 || (strategy === 'all' && m < n)) continue;
    let t = 0, prox = 0, attrSum = 0, posSum = 0, exact = 0;
    for (let w = 0; w < m; w++) {
      t += bestCode[w] >> 1;
      attrSum += bestRank[w];
      posSum += bestPos[w];
      if (bestCode[w] === 0) exact++;
      if (w > 0) {
        if (bestRank[w] !== bestRank[w - 1]) prox += 8;
        else { const d = bestPos[w] - bestPos[w - 1]; prox += Math.min(d > 0 ? d : 1 - d, 7); }
      }
    }
    out.push(doc);
    // Meilisearch's attribute rule ranks by attribute, then by word position inside it ("Sportage" before
    // "Pajero Sport"); exactness first by whole-value equality ("Corolla" before "Corolla Cross"), then exact words.
    words_.push(n - m); typo.push(t); proximity.push(prox); attribute.push(attrSum * 1024 + Math.min(posSum, 1023));
    exactness.push(level * (n + 1) + n - exact);
  }
  return {
    docs: Int32Array.from(out),
    relevance: { words: Int32Array.from(words_), typo: Int32Array.from(typo), proximity: Int32Array.from(proximity), attribute: Int32Array.from(attribute), exactness: Int32Array.from(exactness) },
  };
}
