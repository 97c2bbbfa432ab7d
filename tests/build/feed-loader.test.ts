import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DealerValidationError, LISTED_PROBLEMS, loadDealer, warningLines } from '../../scripts/lib/load/load-dealer';
import { formatProblem } from '../../src/domain/schemas/friendly-errors';
import { editStock, scratchDealer } from './helpers';

/** The loader's report for a dealer folder that must fail. */
function refusal(dir: string, opts = {}): DealerValidationError {
  try {
    loadDealer(dir, opts);
  } catch (e) {
    if (e instanceof DealerValidationError) return e;
    throw e;
  }
  throw new Error('expected the dealer to be refused');
}

describe('loading a stock feed', () => {
  it('ignores a leading UTF-8 byte-order mark', () => {
    const { dir } = scratchDealer();
    const file = path.join(dir, 'stock.json');
    writeFileSync(file, `\uFEFF${readFileSync(file, 'utf8')}`);
    expect(loadDealer(dir).cars).toHaveLength(3);
  });

  it('keeps a car whose values cannot all be read, returning a warning per value that names file, record, id / slug and field', () => {
    const { dir } = scratchDealer();
    editStock(dir, (cars) => ({
      cars: [cars[0], { ...cars[1], price: 'POA', sold: 'maybe', images: [{ url: '/ok.jpg' }, { url: 'javascript:alert(1)' }] }, cars[2]],
    }));
    const bundle = loadDealer(dir);
    expect(bundle.cars).toHaveLength(3);
    expect(bundle.cars[1]).toMatchObject({ price: null, sold: false, images: [{ url: '/ok.jpg' }] });
    expect(bundle.warnings.map(formatProblem)).toEqual([
      expect.stringMatching(/stock\.json record #1 \(2 \/ 2024-mazda-3-g20-t2\): price: expected a number, .*; found text \(got "POA"\); left empty$/),
      expect.stringMatching(/stock\.json record #1 \(2 \/ 2024-mazda-3-g20-t2\): sold: not a yes\/no value .*\(got "maybe"\); read as false$/),
      expect.stringMatching(/stock\.json record #1 \(2 \/ 2024-mazda-3-g20-t2\): images\[1\]\.url: .*\(got "javascript:alert\(1\)"\); images\[1\] left out$/),
    ]);
    expect(bundle.skipped).toEqual([]);
  });

  it('leaves out a record only for a field a page cannot exist without, naming it by the id and stock number it was sent with; --strict refuses', () => {
    const { dir } = scratchDealer();
    // Other key names (ID, StockNo) are read as the Car reader reads them, so the refused record is still named.
    editStock(dir, (cars) => {
      const { id: _, stocknum: __, ...rest } = cars[1]!;
      return { cars: [cars[0], { ...rest, ID: 2, StockNo: 'T2', car_type: 'nearly-new', price: 'POA' }, cars[2]] };
    });
    const bundle = loadDealer(dir);
    expect(bundle.cars.map((c) => c.id)).toEqual(['1', '3']);
    expect(bundle.records).toBe(3);
    expect(bundle.skipped.map(formatProblem)).toEqual([
      expect.stringMatching(/stock\.json record #1 \(id 2 \/ stock no T2\): car_type: must be new, used or demo \(got "nearly-new"\)$/),
    ]);
    // The refused record's other values are not reported as warnings: no page shows them.
    expect(bundle.warnings).toEqual([]);
    expect(loadDealer(dir, { skipInvalid: true }).cars.map((c) => c.id)).toEqual(['1', '3']);
    const e = refusal(dir, { strict: true });
    expect(e.problems.map(formatProblem)).toEqual([expect.stringMatching(/stock\.json record #1 \(id 2 \/ stock no T2\): car_type: /)]);
    // A record with neither is named by its place alone.
    editStock(dir, (cars) => [cars[0], { make: 'Mazda' }, cars[2]]);
    expect(loadDealer(dir).skipped.map(formatProblem)[0]).toMatch(/stock\.json record #1: /);
  });

  it('reads the car types of dealer systems: Certified Pre-Owned is a used car, certified', () => {
    const { dir } = scratchDealer();
    editStock(dir, (cars) => [
      { ...cars[0], car_type: 'Certified Pre-Owned' },
      { ...cars[1], car_type: 'Ex-Demo' },
      { ...cars[2], car_type: 'Used Vehicle' },
    ]);
    const bundle = loadDealer(dir);
    expect(bundle.skipped).toEqual([]);
    expect(bundle.cars.map((c) => [c.car_type, c.certified])).toEqual([
      ['used', true],
      ['demo', false],
      ['used', false],
    ]);
  });

  it('reports duplicate ids and slugs naming both records', () => {
    const { dir } = scratchDealer();
    editStock(dir, (cars) => [...cars, { ...cars[1], id: 2, slug: 'other-slug', price: 'POA' }, { ...cars[0], id: '99' }]);
    const lines = refusal(dir, { strict: true }).problems.map(formatProblem);
    expect(lines).toEqual([
      expect.stringMatching(/stock\.json record #3 \(2 \/ other-slug\): id: duplicate id, also used by record #1 \(2 \/ 2024-mazda-3-g20-t2\)$/),
      expect.stringMatching(
        /stock\.json record #4 \(99 \/ 2022-mazda-cx-5-maxx-t1\): slug: duplicate slug, also used by record #0 \(1 \/ 2022-mazda-cx-5-maxx-t1\)$/,
      ),
    ]);
    const bundle = loadDealer(dir);
    expect(bundle.cars.map((c) => c.slug)).toEqual(['2022-mazda-cx-5-maxx-t1', '2024-mazda-3-g20-t2', '2019-toyota-hilux-sr-t3']);
    expect(bundle.skipped).toHaveLength(2);
    expect(bundle.warnings).toEqual([]);
  });

  it('lists the first 50 problems of a broken feed, then counts all of them by field', () => {
    const { dir } = scratchDealer();
    editStock(dir, (cars) =>
      Array.from({ length: 130 }, (_, i) => ({
        ...cars[0],
        id: i + 1,
        slug: `car-${i + 1}`,
        ...(i % 2 ? { year: 'soon' } : { make: '' }),
        ...(i % 5 === 0 ? { images: [{ url: 'x' }] } : {}),
      })),
    );
    const e = refusal(dir, { strict: true });
    expect(e.problems).toHaveLength(130);
    const listed = e.message.split('\n').filter((l) => l.startsWith('  - '));
    expect(listed).toHaveLength(LISTED_PROBLEMS + 1);
    expect(listed[0]).toMatch(/record #0 \(id 1 \/ stock no T1\): make: required \(got ""\)$/);
    expect(listed[LISTED_PROBLEMS]).toBe('  - 80 more problems not listed; all 130 by field: make: 65, year: 65');
    expect(e.message.split('\n')[0]).toBe('130 problems in dealer input:');
  });

  it('warnings are capped the same way when printed', () => {
    const { dir } = scratchDealer();
    editStock(dir, (cars) =>
      Array.from({ length: 60 }, (_, i) => ({ ...cars[0], id: i + 1, slug: `car-${i + 1}`, km: 'lots', images: [{ url: '/a.jpg' }, { url: 'nope' }] })),
    );
    const bundle = loadDealer(dir);
    expect(bundle.cars).toHaveLength(60);
    expect(bundle.warnings).toHaveLength(120);
    const lines = warningLines(bundle.warnings);
    expect(lines[0]).toMatch(/^120 stock values could not be read and were left out/);
    // One line per field and reason, whatever the number of cars: 60 bad km readings are one line.
    expect(lines.filter((l) => /: km: .*60 records/.test(l))).toHaveLength(1);
    expect(lines.filter((l) => /: images\[\]\.url: .*60 records/.test(l))).toHaveLength(1);
    expect(lines.slice(1).every((l) => l.startsWith('warning: '))).toBe(true);
    expect(warningLines([])).toEqual([]);
  });
});
