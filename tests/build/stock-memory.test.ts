import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DealerValidationError, invalidRecords, leftOutLines, loadDealer } from '../../scripts/lib/load/load-dealer';
import { feedReport } from '../../scripts/lib/load/feed-report';
import { KEPT_PROBLEMS, ProblemCap } from '../../scripts/lib/load/problem-cap';
import { TS_IMPORT } from '../../scripts/lib/shared/ts-import';
import { ROOT, scratchDealer } from './helpers';

/*
 * A stock of a million tiny records is read within the memory of a normal build: records are counted as they are
 * parsed, the problems of refused records kept up to a cap (the first KEPT_PROBLEMS) and only counted after it,
 * so every count the build, the share guard and the feed report give is still the whole feed's. Before, a million
 * empty records ({"cars":[{},{},…]}, 3 MB) kept six problems each: 3+ GB and minutes.
 */

describe('a million empty records', () => {
  it('load in seconds in a process capped at 512 MB of heap, every record counted, 1,000 problems kept', () => {
    const { dir } = scratchDealer();
    writeFileSync(path.join(dir, 'stock.json'), `{"cars":[${Array(1_000_000).fill('{}').join(',')}]}`);
    const probe = path.join(path.dirname(dir), 'probe.mts');
    writeFileSync(
      probe,
      [
        `import { invalidRecords, leftOutLines, loadDealer } from ${JSON.stringify(path.join(ROOT, 'scripts/lib/load/load-dealer.ts'))};`,
        `globalThis.gc();`,
        `const before = process.memoryUsage().heapUsed;`,
        `const bundle = loadDealer(${JSON.stringify(dir)});`,
        `globalThis.gc();`,
        `const grown = (process.memoryUsage().heapUsed - before) / 1024 / 1024;`,
        `const lines = leftOutLines(bundle.skipped, bundle.records, false, bundle.skippedOverflow);`,
        `console.log(JSON.stringify({ grown, records: bundle.records, kept: bundle.skipped.length, invalid: invalidRecords(bundle.skipped, 1, bundle.skippedOverflow), first: lines[0], last: lines.at(-1) }));`,
      ].join('\n'),
    );
    const t0 = performance.now();
    const r = spawnSync(process.execPath, ['--max-old-space-size=512', '--expose-gc', ...TS_IMPORT, probe], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    const seconds = (performance.now() - t0) / 1000;
    expect(r.status, r.stderr).toBe(0);
    const got = JSON.parse(r.stdout.trim().split('\n').pop()!);
    expect(got.records).toBe(1_000_000);
    expect(got.kept).toBe(KEPT_PROBLEMS);
    expect(got.grown).toBeLessThan(50);
    expect(seconds).toBeLessThan(40);
    expect(got.invalid.count).toBe(1_000_000);
    expect(got.invalid.reasons).toEqual([
      expect.stringMatching(/stock\.json record #0: \(root\): an empty record: no fields to read$/),
      '… and 999999 more (the feed report lists the first 1000 and counts the rest by field and reason)',
    ]);
    expect(got.first).toMatch(/^left out 1000000 invalid stock records of 1000000;/);
    expect(got.last).toBe(
      'left out: 999,000 more refused records (999,000 problems) counted, not kept: only the first 1,000 problems are; by field and reason: (root): an empty record: no fields to read (999,000)',
    );
  }, 90_000);
});

describe('problems past the cap are counted, by field and reason, wherever they are reported', () => {
  const valid = (n: number) => ({
    id: `V${n}`,
    name: 'A B',
    year: 2020,
    make: 'Mazda',
    model: 'CX-5',
    car_type: 'used',
    status: 'in_stock',
    created_at: '2026-11-01',
  });
  // 1,200 records with an id and a year but no make, model, name or car type (4 problems each), then two cars.
  const refused = (n: number) => ({ id: `R${n}`, year: 2020 + (n % 3) });
  const load = () => {
    const { dir } = scratchDealer();
    const records = [...Array.from({ length: 1200 }, (_, i) => refused(i)), valid(1), valid(2)];
    writeFileSync(path.join(dir, 'stock.json'), JSON.stringify({ cars: records }));
    return loadDealer(dir);
  };

  it('the loader keeps whole records up to the cap, counts the rest and keeps each car at its own stock index', () => {
    const bundle = load();
    expect(bundle.records).toBe(1202);
    expect(bundle.cars.map((c) => c.id)).toEqual(['V1', 'V2']);
    expect(bundle.stockIndexes).toEqual([1200, 1201]);
    expect(bundle.skipped).toHaveLength(KEPT_PROBLEMS); // 250 records of 4 problems
    expect(new Set(bundle.skipped.map((p) => p.index)).size).toBe(250);
    expect(bundle.skippedOverflow).toEqual({
      records: 950,
      problems: 3800,
      causes: ['car_type', 'make', 'model', 'name'].map((field) => ({ field, reason: 'required', count: 950 })),
    });
    expect(invalidRecords(bundle.skipped, 5, bundle.skippedOverflow).count).toBe(1200);
  });

  it('--strict refuses with the kept problems and one more that counts the rest', () => {
    const { dir } = scratchDealer();
    writeFileSync(path.join(dir, 'stock.json'), JSON.stringify({ cars: [...Array.from({ length: 1200 }, (_, i) => refused(i)), valid(1)] }));
    let problems: { field: string; reason: string }[] = [];
    try {
      loadDealer(dir, { strict: true });
    } catch (e) {
      problems = (e as DealerValidationError).problems;
    }
    expect(problems).toHaveLength(KEPT_PROBLEMS + 1);
    expect(problems.at(-1)).toMatchObject({
      field: '(records)',
      reason: expect.stringMatching(/^950 more refused records \(3,800 problems\) counted, not kept/),
    });
  });

  it('the feed report counts every refused record and problem, and names only the kept ones', () => {
    const bundle = load();
    const report = feedReport({
      slug: 'tiny-motors',
      builtAt: '2026-11-21T00:00:00.000Z',
      now: new Date('2026-11-21T00:00:00Z'),
      stockFile: 'stock.json',
      cars: bundle.cars,
      account: { listed: bundle.cars, notListed: [] },
      canonicalisations: [],
      warnings: [],
      skipped: bundle.skipped,
      skippedOverflow: bundle.skippedOverflow,
      stockIndexes: bundle.stockIndexes,
      settingsWarnings: [],
      changes: null,
      raw: () => undefined,
    });
    expect(report.account.line).toBe('1202 cars in the snapshot = 2 listed + 1200 refused');
    expect(report.not_listed).toHaveLength(250);
    expect(report.warnings.refused.count).toBe(4800);
    expect(report.warnings.refused.groups.map((g) => [g.field, g.count, g.messages[0]!.records.length])).toEqual([
      ['car_type', 1200, 250],
      ['make', 1200, 250],
      ['model', 1200, 250],
      ['name', 1200, 250],
    ]);
    expect(report.account.summary.at(-1)).toMatch(/^950 more refused records \(3,800 problems\) counted, not kept/);
  });

  it('a cap counts distinct field-and-reason pairs without the values they quote', () => {
    const cap = new ProblemCap(1);
    const sink: { file: string; field: string; reason: string }[] = [];
    cap.add(sink, [{ file: 'f', field: 'year', reason: 'required' }]);
    cap.add(sink, [{ file: 'f', field: 'images[3].url', reason: 'not a URL (got "a b")' }]);
    cap.add(sink, [{ file: 'f', field: 'images[7].url', reason: 'not a URL (got "c")' }]);
    expect(sink).toHaveLength(1);
    expect(cap.overflow()).toEqual({ records: 2, problems: 2, causes: [{ field: 'images[].url', reason: 'not a URL', count: 2 }] });
    expect(leftOutLines([], 3)).toEqual([]);
  });
});
