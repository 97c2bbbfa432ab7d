/**
 * The word for a dealer's vehicles in '{car type}' texts ('0 Caravans Found', 'No Motorcycles found for this
 * budget'): the most common item type of the stock (ties: the first seen), 'Car' when the feed has none. Texts
 * about a chosen set of body types use the item type those bodies share, falling back to the stock's word.
 */
export function stockNoun(itemTypes: readonly (string | null | undefined)[]): string {
  const counts = new Map<string, number>();
  for (const t of itemTypes) {
    const word = t?.trim().toLowerCase();
    if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  let best = '';
  for (const [word, n] of counts) if (!best || n > counts.get(best)!) best = word;
  return best ? best.charAt(0).toUpperCase() + best.slice(1) : 'Car';
}

/** Noun for the chosen bodies: their shared item type, else `fallback`. `bodyNouns` maps a body to its noun. */
export function nounForBodies(chosen: readonly string[], bodyNouns: Readonly<Record<string, string>>, fallback: string): string {
  const nouns = new Set(chosen.map((b) => bodyNouns[b]).filter(Boolean));
  const [only] = nouns;
  return nouns.size === 1 && only !== undefined ? only : fallback;
}

/** Each body's noun: the most common item type among the cars with that body. */
export function bodyNounMap(cars: readonly { body: string | null; item_type?: string | null }[]): Record<string, string> {
  return nounMapBy(cars, (c) => c.body);
}

/** Each value's noun (of a make, a body…): the most common item type among the cars with that value. */
export function nounMapBy<C extends { item_type?: string | null }>(cars: readonly C[], keyOf: (car: C) => string | null | undefined): Record<string, string> {
  const byKey = new Map<string, (string | null | undefined)[]>();
  for (const c of cars) {
    const key = keyOf(c);
    if (!key) continue;
    const types = byKey.get(key);
    if (types) types.push(c.item_type);
    else byKey.set(key, [c.item_type]);
  }
  return Object.fromEntries([...byKey].map(([key, types]) => [key, stockNoun(types)]));
}

/** A noun's plural for counts and headings: Car -> Cars, Bus -> Buses. */
export function pluralNoun(noun: string): string {
  return /(?:s|x|ch|sh)$/i.test(noun) ? `${noun}es` : `${noun}s`;
}

/** A count's noun in lower case, singular for one: '1 car', '8 motorcycles' (the number is the caller's). */
export function countNoun(count: number, noun: string): string {
  return (count === 1 ? noun : pluralNoun(noun)).toLowerCase();
}
