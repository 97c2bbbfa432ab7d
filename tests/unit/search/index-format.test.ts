import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { generateCars } from '../../../scripts/bench-search';
import { loadDealer } from '../../../scripts/lib/load/load-dealer';
import { prepareSite } from '../../../scripts/lib/derive/prepare-site';
import { buildEmbeddedIndex, encodeColumn, storedColumn } from '../../../src/search/build-index';
import { toSearchDocument } from '../../../src/search/document';
import { createEmbeddedEngine } from '../../../src/search/engine';
import { columnValue, decodeColumn, INDEX_FORMAT, isEmbeddedIndex, type EmbeddedIndex, type IndexColumn } from '../../../src/search/index-format';
import { NOW } from '../../build/helpers';
import { buildCorpus } from '../../meili/corpus';
import { fixtureStock } from '../../meili/fixture-stock';
import { demoDealerDirs } from '../../meili/harness';
import { defined } from '../../defined';

type Doc = Record<string, unknown>;

/** Documents with the awkward values: null, missing, '', duplicates in an otherwise unique column, unicode, odd numbers. */
function edgeDocs(): Doc[] {
  const docs: Doc[] = Array.from({ length: 40 }, (_, i) => ({
    id: String(500 + i * 3),
    slug: `car-${500 + i * 3}`,
    stocknum: `A${String(i).padStart(4, '0')}`,
    name: `Ünïcödé 車 ${i} 😀`,
    big: `n${900719925474099 - i * 7}`,
    when: 1_700_000_000 + i * 60,
    ratio: i / 3,
    huge: i % 2 ? Number.MAX_SAFE_INTEGER : -Number.MAX_SAFE_INTEGER,
  }));
  const doc = (i: number) => defined(docs[i], `document ${i}`);
  Object.assign(doc(3), { slug: null, stocknum: '', name: '', when: null, ratio: null });
  const missing = doc(4);
  delete missing.slug;
  delete missing.stocknum;
  delete missing.when;
  delete missing.name;
  Object.assign(doc(5), { slug: 'car-503', name: 'Ünïcödé 車 0 😀' }); // duplicates of earlier documents
  Object.assign(doc(6), { slug: 'CAR-503', id: '007' }); // differs only by case; a leading zero
  Object.assign(doc(7), { slug: '\uD83D\uDE01 lone pair start', name: '\uD83D\uDE00x' });
  Object.assign(doc(8), { slug: '12345678901234567890', stocknum: '0', id: '0' });
  Object.assign(doc(9), { stocknum: 'A-1', id: '-1', name: '\uD83D' });
  return docs;
}

function stocks(): { name: string; docs: Doc[] }[] {
  const demo = demoDealerDirs().map((dir) => ({
    name: path.basename(dir),
    docs: prepareSite(loadDealer(dir), new Date(NOW)).cars.map(toSearchDocument) as Doc[],
  }));
  return [
    { name: 'edge cases', docs: edgeDocs() },
    { name: 'fixture-400', docs: fixtureStock(400) },
    { name: 'generated-2000', docs: generateCars(2000) },
    ...demo,
  ];
}

/** The index as format @1 stored it: every column in the form the engine reads. */
function dictionaryIndex(index: EmbeddedIndex, docs: Doc[]): EmbeddedIndex {
  const legacy = (cols: Record<string, IndexColumn>) => Object.fromEntries(Object.keys(cols).map((k) => [k, encodeColumn(docs.map((d) => d[k]))]));
  return { ...index, columns: legacy(index.columns), display: legacy(index.display) };
}

const viaJson = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe(`embedded index format ${INDEX_FORMAT}`, () => {
  for (const stock of stocks()) {
    describe(stock.name, () => {
      const { docs } = stock;
      const index = buildEmbeddedIndex(docs);
      const stored = viaJson(index);
      const all = { ...stored.columns, ...stored.display };
      const attributes = [...new Set(docs.flatMap((d) => Object.keys(d)))];

      it('gives back every value of every document exactly (null and missing apart), after a trip through JSON', () => {
        expect(isEmbeddedIndex(stored)).toBe(true);
        docs.forEach((d, i) => {
          for (const key of attributes) {
            const value = columnValue(defined(all[key], `column ${key}`), i);
            if (!(key in d)) expect(value, `${key} of document ${i}`).toBeUndefined();
            else expect(value, `${key} of document ${i}`).toStrictEqual(d[key]);
          }
        });
      });

      it('decodes every column to exactly the dictionary form the engine read before', () => {
        for (const key of attributes) expect(decodeColumn(defined(all[key], `column ${key}`)), key).toStrictEqual(encodeColumn(docs.map((d) => d[key])));
      });

      it('answers the conformance corpus exactly as the dictionary-form index does', () => {
        const [first] = docs;
        if (!first || !('make' in first)) return;
        const now = createEmbeddedEngine(stored, { indexUid: 'cars' });
        const before = createEmbeddedEngine(viaJson(dictionaryIndex(index, docs)), { indexUid: 'cars' });
        const strip = (r: unknown) => ({ ...(r as Doc), processingTimeMs: 0 });
        for (const c of buildCorpus(docs as never)) {
          const a = now.search('cars', structuredClone(c.request) as never);
          const b = before.search('cars', structuredClone(c.request) as never);
          expect(strip(a), c.name).toStrictEqual(strip(b));
        }
      });
    });
  }

  it('stores (nearly) all-different text in document order with the shared prefix/suffix once and trailing integers as differences', () => {
    const index = buildEmbeddedIndex(generateCars(2000));
    const all = { ...index.columns, ...index.display };
    for (const key of ['id', 'slug', 'stocknum', 'image']) expect(all[key]?.t, key).toBe('u');
    expect(all.image).toMatchObject({ p: 'https://cdn.example.com/stock/10', s: '/1.jpg' });
    expect((all.id as { n: number[] }).n.slice(1, 5)).toEqual([1, 1, 1, 1]);
    expect(all.created_at?.t).toBe('nd');
    for (const key of ['make', 'model', 'body', 'colour']) expect(all[key]?.t, key).toBe('s');
    expect(all.price?.t).toBe('n');
  });

  it('uses the new forms on the edge cases too, and never cuts a surrogate pair for a prefix or suffix', () => {
    const index = buildEmbeddedIndex(edgeDocs());
    for (const key of ['id', 'slug', 'stocknum', 'name', 'big']) expect(index.columns[key]?.t ?? index.display[key]?.t, key).toBe('u');
    expect(index.columns.when?.t).toBe('nd');
    const values = [...Array.from({ length: 20 }, (_, i) => `${String.fromCharCode(0xd83d, 0xde00 + i)} a longer text ${i}`), null, undefined];
    const col = viaJson(storedColumn(values));
    expect(col).toMatchObject({ t: 'u' });
    expect(col).not.toHaveProperty('p');
    expect(values.map((_, i) => columnValue(col, i))).toStrictEqual(values);
    const suffixed = ['x\uD83D\uDE00', 'y\uDBFF\uDE00', null];
    const col2 = viaJson(storedColumn(suffixed));
    expect(col2).not.toHaveProperty('s');
    expect(suffixed.map((_, i) => columnValue(col2, i))).toStrictEqual(suffixed);
  });

  it('keeps the dictionary or plain numbers when the other form is not smaller or not exact', () => {
    expect(storedColumn(['a', 'b', 'a', 'b', 'a'])).toMatchObject({ t: 's' });
    expect(storedColumn([0.5, 1.5, 2.5])).toMatchObject({ t: 'n' });
    expect(storedColumn([1_700_000_000, 1_700_000_060, null, undefined, 1_700_000_120])).toEqual({ t: 'nd', v: [1_700_000_000, 60, null, null, 60], u: [3] });
  });

  it('a generated 2,000-car index is at most 38 B/car gzipped (format @1: 54)', () => {
    const cars = 2000;
    const bytes = gzipSync(JSON.stringify(buildEmbeddedIndex(generateCars(cars)))).length;
    expect(bytes / cars).toBeLessThan(38);
  });

  it('refuses an index of the previous format', () => {
    expect(isEmbeddedIndex({ ...buildEmbeddedIndex(edgeDocs()), format: 'dealer-sites/embedded-search@1' })).toBe(false);
  });
});
