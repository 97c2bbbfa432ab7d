import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { feedReportSchema, type FeedReport } from '../../src/domain/schemas/feed-report';
import { columnValue, type EmbeddedIndex } from '../../src/search/index-format';
import { NOW, runScript, scratchDealer } from './helpers';

/*
 * A small dealer whose stock trips every reason a car is not listed, and spells one make, state and location
 * several ways; built with --skip-invalid and --report, then again after the stock changed. The build's printed
 * account, the report file beside the site and the pages must tell the same story.
 */
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.parse(NOW) - days * DAY).toISOString();

function car(n: number, over: Record<string, unknown> = {}) {
  return {
    id: n,
    slug: `car-${n}`,
    name: `Car ${n}`,
    year: 2020,
    make: 'Mazda',
    model: 'CX-5',
    car_type: 'used',
    status: 'in_stock',
    created_at: ago(30),
    price: 20000 + n,
    km: 40000,
    stocknum: `S${n}`,
    state: 'QLD',
    location_id: 1,
    location_name: 'Tiny Motors Brisbane',
    ...over,
  };
}

const STOCK = [
  car(1), // #0 listed
  car(2, { make: 'Skoda', model: 'Octavia', state: 'Queensland', location_name: null }), // #1 listed: Škoda (makes.json), QLD, its location's name
  car(3, { make: 'ŠKODA', model: 'Kodiaq' }), // #2 listed: Škoda
  car(4, { status: 'Awaiting Approval' }), // #3 status word
  car(5, { status: 'awaiting approval' }), // #4 status word (the same one)
  car(6, { status: 'wholesale' }), // #5 another status word
  car(7, { status: 'sold', sold_at: ago(9) }), // #6 past the sold window
  car(8, { make: 'Great Wall' }), // #7 excluded make
  car(9, { year: undefined }), // #8 refused: no year (left out; 2 of 13 invalid, published with --skip-invalid)
  car(10, { slug: 'car-1' }), // #9 duplicate slug of #0
  car(11, { km: 'lots' }), // #10 listed, with a warning: km "lots"
  car(12, { status: 'sold', sold_at: ago(1) }), // #11 listed sold car
  car(13, { status: 'sold', sold_at: ago(1) }), // #12 sold run: directly after #11
];
const ACCOUNT =
  '13 cars in the snapshot = 5 listed + 2 status "awaiting_approval" + 1 duplicate + 1 excluded make + 1 refused + 1 sold run + 1 sold window + 1 status "wholesale"';

describe('the feed report: a build accounts for every record, prints it and writes it beside the site', () => {
  let dir: string;
  let out: string;
  let output: string;
  let report: FeedReport;
  const build = (...extra: string[]) => {
    const r = runScript('build.ts', ['--dealer', dir, '--out', out, '--now', NOW, '--skip-invalid', ...extra]);
    expect(r.code, r.output).toBe(0);
    return r.output;
  };
  const readReport = () => feedReportSchema.parse(JSON.parse(readFileSync(`${out}.feed-report.json`, 'utf8')));

  beforeAll(() => {
    const scratch = scratchDealer('feed-motors');
    dir = scratch.dir;
    out = path.join(scratch.root, 'out', 'feed-motors');
    const cfgFile = path.join(dir, 'dealer.json');
    const cfg = JSON.parse(readFileSync(cfgFile, 'utf8'));
    writeFileSync(cfgFile, JSON.stringify({ ...cfg, search: { include_sold_cars_days: 3, visibility: { exclude_makes: ['great wall'] } } }));
    writeFileSync(
      path.join(dir, 'makes.json'),
      JSON.stringify([
        { id: 1, name: 'Škoda', slug: 'skoda' },
        { id: 2, name: 'Mazda', slug: 'mazda' },
      ]),
    );
    writeFileSync(path.join(dir, 'stock.json'), JSON.stringify({ cars: STOCK }));
    output = build('--report');
    report = readReport();
  }, 240_000);

  it('prints one line per reason, the status words with their cars, and the account, which adds up to the records in the file', () => {
    expect(output).toContain(`] ${ACCOUNT}\n`);
    expect(output).toContain(
      'not listed: 2 cars with status "awaiting_approval", not a status the site shows (in_stock, coming_soon, sold): 4 / car-4, 5 / car-5',
    );
    expect(output).toContain('not listed: 1 car with status "wholesale"');
    expect(output).toContain('not listed: 1 car of an excluded make (search.visibility.exclude_makes): Great Wall (1)');
    expect(output).toContain('not listed: 1 record refused as invalid: 9 / car-9');
    expect(output).toContain('not listed: 1 record with the id or slug of an earlier record: 10 / car-1');
    // The account comes after the reasons.
    expect(output.indexOf(ACCOUNT)).toBeGreaterThan(output.indexOf('not listed: 2 cars'));
    const line = /\d+ cars in the snapshot = .*/.exec(output)![0];
    const [snapshot, ...parts] = line.split(/ = | \+ /).map((part) => Number(/^\d+/.exec(part)![0]));
    expect(parts).toHaveLength(8);
    expect(snapshot).toBe(STOCK.length);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(STOCK.length);
  });

  it('writes dist/<slug>.feed-report.json beside the site, never inside it, with the same account', () => {
    expect(existsSync(`${out}.feed-report.json`)).toBe(true);
    expect(readdirSync(out, { recursive: true }).some((f) => String(f).includes('feed-report'))).toBe(false);
    expect(report.slug).toBe('feed-motors');
    expect(report.account).toMatchObject({ line: ACCOUNT, snapshot: 13, listed: 5 });
    expect(report.account.listed + report.account.terms.reduce((n, t) => n + t.count, 0)).toBe(report.account.snapshot);
    expect(report.not_listed.map((r) => [r.index, r.slug, r.label])).toEqual([
      [3, 'car-4', 'status "awaiting_approval"'],
      [4, 'car-5', 'status "awaiting_approval"'],
      [5, 'car-6', 'status "wholesale"'],
      [6, 'car-7', 'sold window'],
      [7, 'car-8', 'excluded make'],
      [8, 'car-9', 'refused'],
      [9, 'car-1', 'duplicate'],
      [12, 'car-13', 'sold run'],
    ]);
    expect(report.not_listed.find((r) => r.slug === 'car-13')).toMatchObject({
      id: '13',
      stocknum: 'S13',
      reason: expect.stringContaining('directly after the sold car car-12'),
    });
    expect(report.not_listed.find((r) => r.index === 8)!.reason).toMatch(/refused as invalid.*year/);
  });

  it('lists every warning grouped by field and message, with the record and the value received', () => {
    // The unrecognised status words are the account's (above), not warnings too: the one warning is the km.
    expect(report.warnings.stock.count).toBe(1);
    expect(report.warnings.stock.groups.map((g) => g.field)).toEqual(['km']);
    expect(output.split('\n').filter((line) => /warning/i.test(line) && /awaiting|wholesale/i.test(line))).toEqual([]);
    const km = report.warnings.stock.groups.find((g) => g.field === 'km')!;
    expect(km.count).toBe(1);
    expect(km.messages[0]!.records).toEqual([
      { index: 10, id: '11', slug: 'car-11', stocknum: 'S11', file: expect.stringContaining('stock.json'), field: 'km', value: '"lots"' },
    ]);
    expect(report.warnings.refused.groups.map((g) => g.field).sort()).toEqual(['slug', 'year']);
    expect(output).toContain('received "lots"');
  });

  it('one spelling per make, state and location: counted once per spelling, and every view sees it (/search/skoda/ lists the car spelt Skoda)', () => {
    expect(report.canonicalisations).toEqual(
      expect.arrayContaining([
        { field: 'make', from: 'Skoda', to: 'Škoda', cars: 1 },
        { field: 'make', from: 'ŠKODA', to: 'Škoda', cars: 1 },
        { field: 'state', from: 'Queensland', to: 'QLD', cars: 1 },
      ]),
    );
    // The location's name is given by placing the car at its location when the stock is read, not by a respelling.
    expect(report.canonicalisations.filter((c) => c.field === 'location_name')).toEqual([]);
    expect(output).toContain('one spelling: make "Skoda" -> "Škoda" (1 car)');
    const indexFile = readdirSync(path.join(out, '_data')).find((f) => /^search-index\..*\.json$/.test(f))!;
    const index = JSON.parse(readFileSync(path.join(out, '_data', indexFile), 'utf8')) as EmbeddedIndex;
    const column = (name: string) => Array.from({ length: index.count }, (_, i) => columnValue(index.columns[name]!, i));
    expect(new Set(column('make'))).toEqual(new Set(['Mazda', 'Škoda']));
    expect(new Set(column('state'))).toEqual(new Set(['QLD']));
    expect(new Set(column('location_name'))).toEqual(new Set(['Tiny Motors Brisbane']));
    const skoda = readFileSync(path.join(out, 'search', 'skoda', 'index.html'), 'utf8');
    expect(/<p class="sr-count"[^>]*>(\d+) cars?<\/p>/.exec(skoda)![1]).toBe('2');
  });

  it('the next build reports the changes since this one: added, removed and repriced', () => {
    expect(report.changes).toBeNull();
    const next = STOCK.filter((c) => c.id !== 12 && c.id !== 13).map((c) => (c.id === 11 ? { ...c, price: 19999 } : c));
    writeFileSync(path.join(dir, 'stock.json'), JSON.stringify({ cars: [...next, car(14)] }));
    const second = build();
    expect(second).toContain('feed report: ');
    const after = readReport();
    expect(after.changes).toMatchObject({
      since: report.built_at,
      added: [{ slug: 'car-14', price: 20014 }],
      removed: [{ slug: 'car-12' }],
      repriced: [{ slug: 'car-11', from: 20011, to: 19999 }],
    });
    expect(after.account.line).toBe(
      '12 cars in the snapshot = 5 listed + 2 status "awaiting_approval" + 1 duplicate + 1 excluded make + 1 refused + 1 sold window + 1 status "wholesale"',
    );
  }, 240_000);
});

describe('a snapshot the publish guard refuses still gets its feed report', () => {
  it('every car vanished (a status word not recognised): the report says why, marked not published; no site is written', () => {
    const { root, dir } = scratchDealer('vanish-motors');
    const file = path.join(dir, 'stock.json');
    const { cars } = JSON.parse(readFileSync(file, 'utf8')) as { cars: Record<string, unknown>[] };
    writeFileSync(file, JSON.stringify({ cars: cars.map((c) => ({ ...c, status: 'Awaiting Approval' })) }));
    const out = path.join(root, 'out', 'vanish-motors');
    const r = runScript('build.ts', ['--dealer', dir, '--out', out, '--now', NOW, '--report']);
    expect(r.code, r.output).toBe(2);
    expect(r.output).toContain(`3 cars in the snapshot = 0 listed + 3 status "awaiting_approval"`);
    expect(r.output).toContain('NOT PUBLISHED: the snapshot lists no car');
    expect(existsSync(out)).toBe(false);
    const report = feedReportSchema.parse(JSON.parse(readFileSync(`${out}.feed-report.json`, 'utf8')));
    expect(report).toMatchObject({
      published: false,
      refused: expect.stringContaining('the snapshot lists no car'),
      account: { snapshot: 3, listed: 0, terms: [{ label: 'status "awaiting_approval"', count: 3 }] },
    });
    expect(report.not_listed).toHaveLength(3);
  }, 120_000);
});
