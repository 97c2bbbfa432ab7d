import { matchWord, normalizeWord, type QueryWord } from './text';

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Wraps the words of `text` that match the query in the tags. A whole word is wrapped when it matched in full
 * (exactly or with typos); a prefix match wraps only the typed prefix ("<em>Toy</em>ota"), as Meilisearch does.
 */
export function highlightText(text: string, words: readonly QueryWord[], pre: string, post: string): string {
  if (words.length === 0) return text;
  let out = '';
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    const token = normalizeWord(m[0]);
    let best = -1;
    let bestWord: QueryWord | null = null;
    for (const qw of words) {
      const code = matchWord(qw, token);
      if (code >= 0 && (best < 0 || code < best)) {
        best = code;
        bestWord = qw;
      }
    }
    if (best < 0 || !bestWord) continue;
    const full = (best & 1) === 0;
    const len = full ? m[0].length : Math.min(m[0].length, [...bestWord.word].length);
    const start = m.index;
    out += text.slice(last, start) + pre + m[0].slice(0, len) + post;
    last = start + len;
  }
  return out + text.slice(last);
}

/** A `_formatted` value: text highlighted, lists element by element, numbers as text (Meilisearch formats them). */
export function formatValue(value: unknown, words: readonly QueryWord[], pre: string, post: string): unknown {
  if (typeof value === 'string') return highlightText(value, words, pre, post);
  if (typeof value === 'number') return highlightText(String(value), words, pre, post);
  if (Array.isArray(value)) return value.map((v) => formatValue(v, words, pre, post));
  return value;
}
