import { describe, expect, it } from 'vitest';
import { buildEmbeddedIndex } from '../../../src/search/build-index';
import { viewColumns } from '../../../src/search/engine/columns';
import { facetValues } from '../../../src/search/engine/facets';
import { buildTextIndex, matchEntries } from '../../../src/search/engine/text-index';
import { matchWord, queryWords } from '../../../src/search/engine/text';
import { generateCars } from '../../../scripts/bench-search';
import { defined } from '../../defined';

/*
 * The group-scale search goal (docs/decisions.md, Search at group scale) made text matching walk only the words that can match (sorted vocabulary
 * runs, postings per word) and numeric facets walk a presorted order. These compare them with the plain definitions on
 * a generated stock of 3,000 cars, so the speed-up cannot change a result.
 */
const cars = generateCars(3000, 7);
const index = JSON.parse(JSON.stringify(buildEmbeddedIndex(cars)));
const columns = viewColumns(index);
const text = buildTextIndex(index.settings.searchableAttributes, columns);

/** The definition: every token of every entry compared with every query word, best code then first position. */
function bruteForce(q: string) {
  const words = queryWords(q, index.settings.typoTolerance);
  return text.attributes.map((attr) =>
    words.map((qw, w) => {
      const code = new Int8Array(attr.entries.length).fill(-1);
      const pos = new Int16Array(attr.entries.length);
      const next = words[w + 1];
      const previous = words[w - 1];
      const joinedNext = next ? { word: qw.word + next.word, prefix: next.prefix, maxTypos: 0 } : null;
      const joinedPrev = previous ? { word: previous.word + qw.word, prefix: qw.prefix, maxTypos: 0 } : null;
      // Word ids, entries and positions all come from the index built above, so the lookups are in range.
      const word = (id: number) => defined(text.vocabulary[id], `word ${id}`);
      attr.entries.forEach((tokens, e) => {
        for (let p = 0; p < tokens.length; p++) {
          const token = word(tokens[p]!);
          for (const c of [matchWord(qw, token), joinedNext ? matchWord(joinedNext, token) : -1, joinedPrev ? matchWord(joinedPrev, token) : -1]) {
            if (c >= 0 && (code[e]! < 0 || c < code[e]!)) {
              code[e] = c;
              pos[e] = p;
            }
          }
          if (qw.maxTypos >= 1 && p + 1 < tokens.length && token + word(tokens[p + 1]!) === qw.word && (code[e]! < 0 || 2 < code[e]!)) {
            code[e] = 2;
            pos[e] = p;
          }
        }
      });
      return { code: [...code], pos: [...code].map((c, e) => (c >= 0 ? pos[e] : 0)) };
    }),
  );
}

describe('text matching over the vocabulary (fast paths agree with the definition)', () => {
  for (const q of [
    'hilux',
    'toyot',
    'corola',
    'sr5 ute',
    'white diesel',
    'land cruiser',
    'mazda3',
    'wildtrack',
    'highlandr',
    's100',
    'cx 5',
    'mercedes benz sprinter',
    'teh',
  ]) {
    it(`"${q}"`, () => {
      const fast = matchEntries(text, queryWords(q, index.settings.typoTolerance)).map((attr) =>
        attr.map((m) => ({ code: [...m.code], pos: [...m.code].map((c, e) => (c >= 0 ? m.pos[e] : 0)) })),
      );
      expect(fast).toEqual(bruteForce(q));
    });
  }
});

describe('numeric facets walk a presorted order for large results and sort small ones: same counts', () => {
  it('price and year over the whole stock and over a small subset', () => {
    for (const facet of ['price', 'year', 'km']) {
      const view = columns.get(facet)!;
      const all = Int32Array.from(cars.keys());
      const few = Int32Array.from([5, 17, 17 + 1, 400, 2999]);
      for (const docs of [all, few]) {
        const expected = new Map<string, number>();
        for (const d of docs) {
          const x = (view.col as { v: (number | null)[] }).v[d];
          if (x !== null) expected.set(String(x), (expected.get(String(x)) ?? 0) + 1);
        }
        const sorted = [...expected].sort((a, b) => Number(a[0]) - Number(b[0])).slice(0, 100);
        expect(Object.entries(facetValues(view, docs, 100, 'alpha'))).toEqual(sorted);
        const byCount = facetValues(view, docs, 5, 'count');
        // (Number-like keys enumerate in numeric order in any JS object, so the counts are compared sorted.)
        expect(Object.values(byCount).sort((a, b) => b - a)).toEqual([...expected.values()].sort((a, b) => b - a).slice(0, 5));
      }
    }
  });
});
