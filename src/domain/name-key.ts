/*
 * What makes two spellings of a make, model, state or location one name: letter case, accents and separators do
 * not count (`MERCEDES BENZ` = `mercedes-benz` = `Mercedes-Benz`, `Skoda` = `Škoda`). Light on purpose (no
 * transliteration tables): the sold window per make (search-shaping.ts) runs in the browser too.
 */

/** Letters that Unicode does not decompose into a base letter and a mark. */
const LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** The comparison key of a name: lower case, accents folded, everything but letters and digits dropped. */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => LETTERS[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Whether two names are spellings of one name (an empty key matches nothing: a name of symbols only is its own). */
export function sameName(a: string | null | undefined, b: string | null | undefined): boolean {
  if (a == null || b == null) return false;
  const k = nameKey(a);
  return k !== '' ? k === nameKey(b) : a.trim() === b.trim();
}
