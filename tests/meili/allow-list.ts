import type { DiffKind } from './compare';

/**
 * Known, accepted differences between the embedded engine and Meilisearch 1.21.0 over the conformance corpus.
 * Each entry names the cases it covers (a pattern over the case name), the kinds of difference it accepts, and
 * why. The conformance test fails on any difference not listed here, and on any entry that no longer matches a
 * difference (so the list shrinks as the engine improves). Documented in docs/search-conformance.md.
 */
export type Allowance = { cases: RegExp; kinds: DiffKind[]; reason: string };

export const ALLOW_LIST: Allowance[] = [
  {
    cases: /^q model prefix "Spor"$|^q text "white suv"$/,
    kinds: ['hits-set', 'top-hit'],
    reason: 'word position inside an attribute: Meilisearch 1.21 ranks a match at an earlier word position higher (Sportage before Pajero '
      + 'Sport, colour "White" before "Crystal White Pearl"); the embedded engine scores only which attribute matched, so these documents '
      + 'tie and fall back to index order. The same documents match; the page-1 cut and the top hit differ.',
  },
  {
    cases: /^q model "(Corolla|3)"$/,
    kinds: ['hits-set', 'top-hit'],
    reason: 'whole-attribute exactness: Meilisearch 1.21 ranks a document whose attribute equals the query ("Corolla", Mazda "3") above one '
      + 'where the query is only its first word ("Corolla Cross", "Model 3"); the embedded engine treats both as the same exact word match.',
  },
  {
    cases: /^q text "a"$/,
    kinds: ['hits-set', 'top-hit'],
    reason: 'single-letter query: Meilisearch ranks an exact one-letter word (stock number "EDGE-SOLD-RUN2-A") before prefix matches ("AWD") '
      + 'even in a later attribute; the embedded engine ranks by attribute first. No real search types a lone letter.',
  },
  {
    cases: /^q make one typo "newage"$/,
    kinds: ['totals', 'facetDistribution', 'facetStats', 'hits-set', 'top-hit'],
    reason: 'word splitting: the generated misspelling of "New Age" drops the space, and Meilisearch splits the query word "newage" into '
      + '"new age" (and concatenates consecutive query words); the embedded engine matches whole words and prefixes only, so it finds nothing.',
  },
];
