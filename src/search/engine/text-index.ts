import type { ColumnView } from './columns';
import { matchWord, tokenizeText, type QueryWord } from './text';

/** Per searchable attribute: the word ids of each dictionary entry (numbers are tokenized as their decimal text). */
type AttributeText = { view: ColumnView; rank: number; entries: Int32Array[]; numberEntry?: Map<number, number> };

export type TextIndex = { vocabulary: string[]; attributes: AttributeText[] };

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

/** Query words matched against the vocabulary, then against each dictionary entry (not each document). */
export function matchEntries(text: TextIndex, words: QueryWord[]): EntryMatch[][] {
  const vocabCodes = words.map((qw) => Int8Array.from(text.vocabulary, (token) => matchWord(qw, token)));
  return text.attributes.map((attr) => vocabCodes.map((codes) => {
    const code = new Int8Array(attr.entries.length).fill(-1);
    const pos = new Int16Array(attr.entries.length);
    attr.entries.forEach((tokens, e) => {
      for (let p = 0; p < tokens.length; p++) {
        const c = codes[tokens[p]];
        if (c >= 0 && (code[e] < 0 || c < code[e])) { code[e] = c; pos[e] = p; }
      }
    });
    return { code, pos };
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
  // Attributes where no query word matches any value are skipped for every document (most, for most queries).
  const live = text.attributes.map((attr, a) => ({ attr, m: all[a] })).filter(({ m }) => m.some((w) => w.code.some((c) => c >= 0)));
  const n = words.length;
  const out: number[] = [];
  const words_: number[] = [], typo: number[] = [], proximity: number[] = [], attribute: number[] = [], exactness: number[] = [];
  const bestCode = new Int32Array(n), bestRank = new Int32Array(n), bestPos = new Int32Array(n);
  const consider = (attr: AttributeText, m: EntryMatch[], e: number, offset: number) => {
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
    for (let a = 0; a < live.length; a++) {
      const { attr, m } = live[a];
      const col = attr.view.col;
      if (col.t === 's') { const e = col.v[doc]; if (e >= 0) consider(attr, m, e, 0); }
      else if (col.t === 'n') { const x = col.v[doc]; if (x !== null) consider(attr, m, attr.numberEntry!.get(x)!, 0); }
      else if (col.t === 'sa') { const c = col.v[doc]; if (typeof c !== 'number') for (let ei = 0; ei < c.length; ei++) consider(attr, m, c[ei], ei * 8); }
    }
    let m = 0;
    while (m < n && bestCode[m] >= 0) m++;
    if (m === 0 || (strategy === 'all' && m < n)) continue;
    let t = 0, prox = 0, attrSum = 0, exact = 0;
    for (let w = 0; w < m; w++) {
      t += bestCode[w] >> 1;
      attrSum += bestRank[w];
      if (bestCode[w] === 0) exact++;
      if (w > 0) {
        if (bestRank[w] !== bestRank[w - 1]) prox += 8;
        else { const d = bestPos[w] - bestPos[w - 1]; prox += Math.min(d > 0 ? d : 1 - d, 7); }
      }
    }
    out.push(doc);
    words_.push(n - m); typo.push(t); proximity.push(prox); attribute.push(attrSum); exactness.push(n - exact);
  }
  return {
    docs: Int32Array.from(out),
    relevance: { words: Int32Array.from(words_), typo: Int32Array.from(typo), proximity: Int32Array.from(proximity), attribute: Int32Array.from(attribute), exactness: Int32Array.from(exactness) },
  };
}
