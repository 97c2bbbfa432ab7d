/**
 * Query-word matching with Meilisearch's documented typo rules: no typo below `oneTypo` (5) letters, one typo
 * from 5, two from `twoTypos` (9); only the last query word matches as a prefix (unless the query ends with a
 * space). Typos are edits, a swap of two neighbours counts as one; a two-typo match must keep the first letter.
 *
 * Why not minisearch: the embedded index is dictionary-encoded, so the searchable vocabulary is tiny (a few
 * hundred to a few thousand distinct words even for 20,000 cars). Matching each query word once against that
 * vocabulary and then reading per-document dictionary codes is faster than minisearch's per-document inverted
 * index, needs no second index in the download, and lets the ranking follow Meilisearch's bucket rules (words,
 * typo, proximity, attribute, exactness) instead of BM25 scores.
 */
export type TypoSettings = { enabled: boolean; minWordSizeForTypos: { oneTypo: number; twoTypos: number } };
export type QueryWord = { word: string; prefix: boolean; maxTypos: number };

const WORD = /[\p{L}\p{N}]+/gu;

export function normalizeWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function tokenizeText(text: string): string[] {
  return normalizeWord(text).match(WORD) ?? [];
}

export function queryWords(q: string, typo: TypoSettings): QueryWord[] {
  const words = tokenizeText(q);
  const endsInWord = /[\p{L}\p{N}]$/u.test(q);
  return words.map((word, i) => {
    const len = [...word].length;
    const maxTypos = !typo.enabled ? 0 : len >= typo.minWordSizeForTypos.twoTypos ? 2 : len >= typo.minWordSizeForTypos.oneTypo ? 1 : 0;
    return { word, prefix: i === words.length - 1 && endsInWord, maxTypos };
  });
}

/**
 * How `token` matches query word `qw`: -1 none, else typos * 2 + (exact ? 0 : 1), where exact means the whole
 * token equals the word. Lower is better; typos dominate.
 */
export function matchWord(qw: QueryWord, token: string): number {
  const a = qw.word;
  if (token === a) return 0;
  if (qw.prefix && token.startsWith(a)) return 1;
  const k = qw.maxTypos;
  if (k === 0) return -1;
  // Meilisearch counts a typo on the first letter as two: with a one-typo budget the first letters must agree.
  const firstLetterTypo = token[0] !== a[0];
  if (firstLetterTypo && k < 2) return -1;
  const m = a.length;
  const n = token.length;
  if (n < m - k) return -1;
  if (!qw.prefix && n > m + k) return -1;
  // Each letter of the word missing from the part of the token it could align with needs an edit: a cheap
  // lower bound that rejects most of the vocabulary before the edit-distance table.
  if (missingLetters(a, token, m + k) > k) return -1;
  // Optimal-string-alignment distance; with a prefix query the best distance to any prefix of the token counts.
  const cols = Math.min(n, m + k);
  let prev2 = new Array<number>(cols + 1).fill(0);
  let prev = Array.from({ length: cols + 1 }, (_, j) => j);
  let cur = new Array<number>(cols + 1).fill(0);
  // The rows have cols + 1 cells and j runs from 1 to cols, so every cell read below exists.
  for (let i = 1; i <= m; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= cols; j++) {
      const cost = a[i - 1] === token[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === token[j - 2] && a[i - 2] === token[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > k) return -1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  let typos: number;
  let exact: boolean;
  if (qw.prefix) {
    typos = Math.min(...prev.slice(Math.max(0, m - k)));
    exact = n <= cols && prev[n] === typos;
  } else {
    typos = n <= cols ? prev[n]! : Infinity;
    exact = true;
  }
  if (typos > k) return -1;
  if (firstLetterTypo) {
    if (typos > 1) return -1;
    typos = 2;
  }
  return typos * 2 + (exact ? 0 : 1);
}

/** Typos in a match code. */
export const typosOf = (code: number) => code >> 1;

/** Letter tally by UTF-16 code unit, reused between calls (reset after each); any code unit is an index in it. */
const tally = new Int32Array(65536);
function missingLetters(word: string, token: string, span: number): number {
  const end = Math.min(token.length, span);
  for (let i = 0; i < end; i++) tally[token.charCodeAt(i)]!++;
  let missing = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (tally[c]! > 0) tally[c]!--;
    else missing++;
  }
  for (let i = 0; i < end; i++) tally[token.charCodeAt(i)] = 0;
  return missing;
}
