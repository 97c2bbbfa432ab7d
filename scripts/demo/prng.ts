/**
 * Seeded PRNG (mulberry32). Demo stock must be byte-identical on every run, so nothing in the generator
 * may use Math.random or the clock; every random choice goes through one of these.
 */
export interface Rng {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
  /** Stable short code of lowercase letters and digits (used in slugs). */
  code(length: number): string;
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return {
    next,
    int,
    pick: (list) => {
      const item = list[Math.floor(next() * list.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (p) => next() < p,
    code: (length) => Array.from({ length }, () => alphabet[int(0, alphabet.length - 1)]).join(''),
  };
}

/** Seed from a string (dealer slug), so each dealer's stock is independent of the others. */
export function seedFrom(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
