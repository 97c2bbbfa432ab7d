import type { DiffKind } from './compare';

/**
 * Known, accepted differences between the embedded engine and Meilisearch 1.21.0 over the conformance corpus.
 * Each entry names the cases it covers (a pattern over the case name), the kinds of difference it accepts, and
 * why. The conformance test fails on any difference not listed here, and on any entry that no longer matches a
 * difference (so the list shrinks as the engine improves). Documented in docs/search-conformance.md.
 */
/**
 * `dataDependent`: the difference shows only with some stock values, so regenerating the demo dealers may make it
 * vanish; such an entry is not reported as stale. Every other entry must still match a real difference.
 */
export type Allowance = { cases: RegExp; kinds: DiffKind[]; reason: string; dataDependent?: boolean };

export const ALLOW_LIST: Allowance[] = [
  {
    cases: /^q text "a"$/,
    kinds: ['hits-set', 'top-hit'],
    reason:
      'single-letter query: Meilisearch ranks an exact one-letter word (stock number "EDGE-SOLD-RUN2-A") before prefix matches ("AWD") ' +
      'even in a later attribute; the embedded engine ranks by attribute first. No real search types a lone letter.',
    // Only a stock that has a one-letter word (a generated edge-case stock number) shows it.
    dataDependent: true,
  },
];
