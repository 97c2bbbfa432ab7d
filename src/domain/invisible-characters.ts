/*
 * Characters a shopper cannot see but a reader's software obeys: the bidirectional embedding, override and isolate
 * controls (U+202A-U+202E, U+2066-U+2069) and marks (U+200E, U+200F, U+061C) reorder what follows, so
 * "Jane\u202Egpj.exe" displays as "Janeexe.jpg" in the dealer's inbox or CRM; the zero-width space, non-joiner,
 * joiner and byte-order mark (U+200B-U+200D, U+FEFF) make two names that look the same differ, or a "blank" field
 * non-empty. None of them carries meaning in a lead, so the lead's schema takes them out of every text.
 */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** The text without bidirectional controls and zero-width characters. */
export const withoutInvisible = (text: string): string => text.replace(INVISIBLE, '');

/** Every string in a JSON-like value (object keys too) without those characters; other values unchanged. */
export function withoutInvisibleDeep<T>(value: T): T {
  if (typeof value === 'string') return withoutInvisible(value) as T;
  if (Array.isArray(value)) return value.map((v) => withoutInvisibleDeep(v)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [withoutInvisible(k), withoutInvisibleDeep(v)])) as T;
  }
  return value;
}
