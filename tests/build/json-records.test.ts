import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonListRecords, jsonObjectMembers, releaseBytes } from '../../scripts/lib/load/json-records';
import { DealerValidationError, loadDealer } from '../../scripts/lib/load/load-dealer';
import { scratchDealer } from './helpers';

/**
 * The stock file read a record at a time must read exactly as the whole file did: for any text, the splitter either
 * declines (null: the loader parses the file whole, as before), or gives the same records JSON.parse finds, or throws
 * JSON.parse's SyntaxError where the whole file is not JSON either. It must never accept what JSON.parse refuses.
 */
function agreesWithJsonParse(text: string): 'split' | 'declined' | 'not json' {
  let whole: unknown;
  let json = true;
  try {
    whole = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    json = false;
  }
  const records = jsonListRecords(Buffer.from(text, 'utf8'), 'cars');
  if (records === null) return 'declined';
  let got: unknown[];
  try {
    got = [...records];
  } catch (e) {
    expect(e, text).toBeInstanceOf(SyntaxError);
    expect(json, `whole file parsed, a record did not: ${text}`).toBe(false);
    return 'not json';
  }
  expect(json, `split although not JSON: ${text}`).toBe(true);
  const list = Array.isArray(whole) ? whole : (whole as { cars: unknown[] }).cars;
  expect(got, text).toEqual(list);
  expect(records.length).toBe(list.length);
  return 'split';
}

const tricky = [
  { id: 1, slug: 'a-[b]-{c}', name: 'quote " and backslash \\ and "]}," inside', price: '12,990', km: 45000 },
  { id: '2', name: 'Ōtautahi € 🚗 \u2028 line', empty: '', nested: { list: [1, [2, { x: null }]], t: true, f: false }, n: -1.5e3 },
  null,
  7,
  'text',
  true,
  [],
];

describe('jsonListRecords (the stock file a record at a time)', () => {
  it('splits the shapes stock files come in: an array, an object with a cars array among other members, a byte-order mark, any whitespace', () => {
    const cases = [
      JSON.stringify(tricky),
      JSON.stringify({ cars: tricky }),
      JSON.stringify({ generated: '2026-11-21', dealer: { id: 9, tags: ['x]'] }, cars: tricky, count: 7 }),
      `\uFEFF${JSON.stringify({ cars: tricky })}`,
      JSON.stringify({ cars: tricky }, null, 2).replace(/\n/g, '\r\n'),
      `\t\n [ ${tricky.map((r) => JSON.stringify(r, null, '\t')).join(' ,\n')} ] \n`,
      '[]',
      '{"cars":[]}',
      ' { "cars" : [ ] } ',
      // A repeated key: JSON.parse keeps the last.
      '{"cars":[{"id":1}],"cars":[{"id":2},{"id":3}]}',
    ];
    for (const text of cases) expect(agreesWithJsonParse(text), text).toBe('split');
  });

  it('declines what is not a list file, leaving it to the whole parse and its message', () => {
    for (const text of ['', '   ', '{}', '{"vehicles":[]}', '{"cars":{}}', '{"cars":null}', '"cars"', '12', 'null', '{"cars":[1],"cars":{}}']) {
      expect(agreesWithJsonParse(text), text).toBe('declined');
    }
  });

  it('never accepts broken JSON: every truncation and every one-character corruption of a small stock file', () => {
    const doc = JSON.stringify({ at: 'x', cars: [{ id: 1, s: 'a"]},\\' }, 2, [null], { n: [1, { m: 'é' }] }] });
    const outcomes = new Set<string>();
    for (let i = 0; i <= doc.length; i += 1) outcomes.add(agreesWithJsonParse(doc.slice(0, i)));
    for (let i = 0; i < doc.length; i += 1) {
      for (const c of [',', ']', '}', '[', '{', '"', '\\', ':', ' ', 'x', '1', '\n', '\u0001']) {
        outcomes.add(agreesWithJsonParse(doc.slice(0, i) + c + doc.slice(i + 1)));
        outcomes.add(agreesWithJsonParse(doc.slice(0, i) + c + doc.slice(i)));
      }
    }
    // All three outcomes occur, so the checks above ran on each.
    expect([...outcomes].sort()).toEqual(['declined', 'not json', 'split']);
  });
});

/** jsonObjectMembers against JSON.parse: the same members and values, or null (declined), never a broken file accepted. */
function membersAgree(text: string): 'split' | 'declined' | 'not json' {
  let whole: unknown;
  let json = true;
  try {
    whole = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    json = false;
  }
  const members = jsonObjectMembers(Buffer.from(text, 'utf8'));
  if (members === null) return 'declined';
  let got: Record<string, unknown>;
  try {
    got = Object.fromEntries(members.map((m) => [m.name, m.list ? [...m.list] : m.value]));
  } catch (e) {
    expect(e, text).toBeInstanceOf(SyntaxError);
    expect(json, `whole file parsed, a record did not: ${text}`).toBe(false);
    return 'not json';
  }
  expect(json, `split although not JSON: ${text}`).toBe(true);
  expect(got, text).toEqual(whole);
  return 'split';
}

describe('jsonObjectMembers (a record list under any key, a record at a time)', () => {
  it('splits every array member and parses the others, as JSON.parse reads them', () => {
    const text = JSON.stringify({ meta: { n: 2, tags: ['x]'] }, vehicles: [{ id: 1 }, { id: 2 }], ids: [1, 2], empty: [] });
    expect(membersAgree(text)).toBe('split');
    const members = jsonObjectMembers(Buffer.from(text))!;
    expect(members.map((m) => [m.name, m.list ? m.list.objects : 'value'])).toEqual([
      ['meta', 'value'],
      ['vehicles', true],
      ['ids', false],
      ['empty', true],
    ]);
    expect(membersAgree('{"a":[1],"a":{"b":2}}')).toBe('split');
    for (const t of ['[]', '{"a":1', '{"a":[1,]}', 'null']) expect(membersAgree(t), t).toBe('declined');
  });

  it('never accepts broken JSON: every truncation and every one-character corruption', () => {
    const doc = JSON.stringify({ at: 'x', vehicles: [{ id: 1, s: 'a"]},\\' }, { n: [1, { m: 'é' }] }], more: { k: [true] } });
    const outcomes = new Set<string>();
    for (let i = 0; i <= doc.length; i += 1) outcomes.add(membersAgree(doc.slice(0, i)));
    for (let i = 0; i < doc.length; i += 1) {
      for (const c of [',', ']', '}', '[', '{', '"', '\\', ':', ' ', 'x', '1']) {
        outcomes.add(membersAgree(doc.slice(0, i) + c + doc.slice(i + 1)));
        outcomes.add(membersAgree(doc.slice(0, i) + c + doc.slice(i)));
      }
    }
    expect([...outcomes].sort()).toEqual(['declined', 'not json', 'split']);
  });
});

describe("releaseBytes (the stock file's memory handed back after loading)", () => {
  it("frees a large file's bytes at once, without waiting for a garbage collection; a pooled small buffer is left alone", () => {
    const big = Buffer.alloc(32 << 20, 0x20);
    const before = process.memoryUsage().arrayBuffers;
    releaseBytes(big);
    expect(before - process.memoryUsage().arrayBuffers).toBeGreaterThanOrEqual(32 << 20);
    expect(big.length).toBe(0);
    const pool = Buffer.from('[{"id":1}]');
    const neighbour = Buffer.from('still here');
    expect(pool.byteOffset > 0 || pool.byteLength < pool.buffer.byteLength).toBe(true);
    releaseBytes(pool);
    expect(pool.toString()).toBe('[{"id":1}]');
    expect(neighbour.toString()).toBe('still here');
  });
});

describe('loading the stock a record at a time', () => {
  afterEach(() => vi.restoreAllMocks());

  it('never parses the whole stock file at once, and reads the same cars', () => {
    const { dir } = scratchDealer();
    const whole = loadDealer(dir).cars;
    const file = path.join(dir, 'stock.json');
    const size = readFileSync(file, 'utf8').length;
    const parse = vi.spyOn(JSON, 'parse');
    expect(loadDealer(dir).cars).toEqual(whole);
    const stockParses = parse.mock.calls.filter(([text]) => typeof text === 'string' && text.length >= size - 2);
    expect(stockParses).toEqual([]);
    expect(whole).toHaveLength(3);
  });

  it('a list under another key (`vehicles`) is read a record at a time too, and gives the same cars', () => {
    const { dir } = scratchDealer();
    const whole = loadDealer(dir).cars;
    const file = path.join(dir, 'stock.json');
    const { cars } = JSON.parse(readFileSync(file, 'utf8')) as { cars: unknown[] };
    writeFileSync(file, JSON.stringify({ meta: { exported: '2026-11-21' }, vehicles: cars }));
    const size = readFileSync(file, 'utf8').length;
    const parse = vi.spyOn(JSON, 'parse');
    const bundle = loadDealer(dir);
    expect(bundle.cars).toEqual(whole);
    expect(bundle.stock).toMatchObject({ format: 'json', recordsAt: 'vehicles', count: 3 });
    expect(parse.mock.calls.filter(([text]) => typeof text === 'string' && text.length >= size - 2)).toEqual([]);
  });

  it("a record that is not JSON: the file is refused with JSON's own message, nothing else reported", () => {
    const { dir } = scratchDealer();
    const file = path.join(dir, 'stock.json');
    const { cars } = JSON.parse(readFileSync(file, 'utf8')) as { cars: unknown[] };
    // The second record's price has a stray comma: only the record's own parse sees it.
    writeFileSync(file, `{"cars":[${JSON.stringify(cars[0])},${JSON.stringify(cars[1]).replace(/"price":/, '"price":,')},${JSON.stringify(cars[2])}]}`);
    let error: unknown;
    try {
      loadDealer(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DealerValidationError);
    const problems = (error as DealerValidationError).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ field: '(file)', reason: expect.stringMatching(/^invalid JSON: /) });
    expect(problems[0]!.file).toMatch(/stock\.json$/);
  });
});
