/*
 * A car type as dealer systems write it ("Pre-Owned", "Used Vehicle", "Certified Pre-Owned", "Demonstrator",
 * "Ex-Demo", "Brand New", any case and spacing) read as the spec's value. Not a list of known spellings: the
 * words around the type that say nothing about it are dropped, and what is left must name one of the three by
 * its stem, so the next system's "Used Car" or "Demo Unit" reads without an entry of its own.
 */

export type CarTypeWord = 'new' | 'used' | 'demo';

/** Words that go with a car type without changing it. `certified` marks a certified used car (certifiedCarType). */
const FILLER = /\b(?:vehicles?|cars?|stock|units?|brand|ex|certified|approved|condition)\b/g;
/** Two-word ways of saying used. */
const USED = /\b(?:pre ?owned|second ?hand)\b/g;

const kindOf = (word: string): CarTypeWord | null => (word === 'new' ? 'new' : word === 'used' ? 'used' : word.startsWith('demo') ? 'demo' : null);

/** The spec's car type a dealer system's words name; null when they name none, or more than one. */
export function carTypeOfWords(text: string): CarTypeWord | null {
  const lower = text.toLowerCase().replace(/[^a-z]+/g, ' ');
  const words = lower.replace(USED, 'used').replace(FILLER, ' ').split(' ').filter(Boolean);
  const kinds = new Set(words.map(kindOf));
  // "Certified" alone is a certified pre-owned car.
  if (!kinds.size && /\bcertified\b/.test(lower)) return 'used';
  return kinds.size === 1 && !kinds.has(null) ? [...kinds][0]! : null;
}

/** A car type written as certified ("Certified Pre-Owned", "CERTIFIED USED"): the car is used, and certified. */
export function isCertifiedCarType(text: string): boolean {
  return /\bcertified\b/i.test(text.replace(/[^A-Za-z]+/g, ' ')) && carTypeOfWords(text) === 'used';
}
