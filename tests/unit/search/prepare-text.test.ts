import { describe, expect, it } from 'vitest';
import { generateCars, queryMix } from '../../../scripts/bench-search';
import { buildEmbeddedIndex } from '../../../src/search/build-index';
import { createEmbeddedEngine } from '../../../src/search/engine/engine';

const index = buildEmbeddedIndex(generateCars(3000, 11));
const textQueries = queryMix().filter((q) => q.q);

/** A time budget of `slices` checks: what an idle callback's timeRemaining() gives, counted instead of timed. */
function budget(slices: number): () => number {
  let left = slices;
  return () => left--;
}

// So the first keystroke paints at once (see docs/decisions.md, Search paints the shopper's input first).
describe('engine.prepareText: the text index built in idle slices before the first keystroke', () => {
  it('builds in many small slices, then reports done', () => {
    const engine = createEmbeddedEngine(index, { indexUid: 'cars' });
    let calls = 0;
    while (!engine.prepareText(budget(1))) calls++;
    // 3,000 cars' names, slugs, models... at most 500 entries a slice: many slices, not one long task.
    expect(calls).toBeGreaterThan(10);
    expect(engine.prepareText(budget(0))).toBe(true);
  });

  it('does nothing without time left', () => {
    const engine = createEmbeddedEngine(index, { indexUid: 'cars' });
    expect(engine.prepareText(() => 0)).toBe(false);
    expect(engine.prepareText(() => 0)).toBe(false);
  });

  it('answers text queries the same whether prepared, half prepared or not at all', () => {
    const cold = createEmbeddedEngine(index, { indexUid: 'cars' });
    const half = createEmbeddedEngine(index, { indexUid: 'cars' });
    expect(half.prepareText(budget(5))).toBe(false);
    const warm = createEmbeddedEngine(index, { indexUid: 'cars' });
    while (!warm.prepareText(budget(100))) {
      /* idle slices */
    }
    const strip = (r: unknown): { hits: unknown[] } => ({ ...(r as { hits: unknown[] }), processingTimeMs: 0 }) as { hits: unknown[] };
    for (const q of textQueries) {
      const expected = strip(cold.search('cars', q));
      expect(expected.hits.length, String(q.q)).toBeGreaterThan(0);
      expect(strip(half.search('cars', q)), String(q.q)).toEqual(expected);
      expect(strip(warm.search('cars', q)), String(q.q)).toEqual(expected);
    }
    // The half-built index was finished by the first query; preparing again has nothing left to do.
    expect(half.prepareText(() => 0)).toBe(true);
  });
});
