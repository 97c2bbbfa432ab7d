import { describe, expect, it } from 'vitest';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DealerValidationError, loadDealer } from '../../scripts/lib/load/load-dealer';
import { scratchDealer } from './helpers';

describe('loadDealer', () => {
  it('loads the fixture dealer folder', () => {
    const b = loadDealer(path.resolve('tests/fixtures/dealers/tiny-motors'));
    expect(b.config.slug).toBe('tiny-motors');
    expect(b.cars).toHaveLength(3);
  });

  it('throws one readable problem per bad field', () => {
    expect(() => loadDealer(path.resolve('tests/fixtures'))).toThrow(DealerValidationError);
    let message = '';
    try {
      loadDealer(path.resolve('tests/fixtures'));
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toBe('1 problem in dealer input:\n  - tests/fixtures/dealer.json: (file): dealer.json not found');
  });
});

describe('loadDealer: a stock file in any format, found in the dealer folder', () => {
  const only = (dir: string, name: string, body: string | Buffer) => {
    rmSync(path.join(dir, 'stock.json'));
    writeFileSync(path.join(dir, name), body);
  };

  it('loads the cars of a stock.csv (semicolon-separated, Windows-1252) and says how it was read', () => {
    const { dir } = scratchDealer();
    const csv =
      'ID;Name;Year;Make;Model;Car Type;Status;Created At;Price;Km;Stocknum\r\n' +
      '1;2022 Citroën C5 Aircross;2022;Citroën;C5 Aircross;used;in_stock;2026-11-01T00:00:00Z;32990;41000;T1\r\n' +
      '2;2024 Škoda Octavia;2024;Škoda;Octavia;new;in_stock;2026-11-10T00:00:00Z;29990;10;00T2\r\n';
    only(dir, 'stock.csv', Buffer.from([...csv].map((c) => ({ ë: 0xeb, Š: 0x8a })[c] ?? c.charCodeAt(0))));
    const b = loadDealer(dir);
    expect(b.cars.map((c) => [c.make, c.model, c.price, c.km, c.stocknum])).toEqual([
      ['Citroën', 'C5 Aircross', 32990, 41000, 'T1'],
      ['Škoda', 'Octavia', 29990, 10, '00T2'],
    ]);
    expect(b.stock).toMatchObject({ file: path.join(dir, 'stock.csv'), format: 'csv', encoding: 'windows-1252', delimiter: ';', count: 2, notes: [] });
  });

  it('loads the cars of a stock.xml, attributes and a single photo read as a list of one', () => {
    const { dir } = scratchDealer();
    only(
      dir,
      'stock.xml',
      `<?xml version="1.0"?>
<Stock>
  <Vehicle id="1"><name>2022 Mazda CX-5 Maxx</name><year>2022</year><make>Mazda</make><model>CX-5</model><car_type>used</car_type>
    <status>in_stock</status><created_at>2026-11-01T00:00:00Z</created_at><price>32990</price><stocknum>00123</stocknum>
    <images><image>https://cdn.example.com/cx5-1.jpg</image></images></Vehicle>
  <Vehicle id="2"><name>2024 Mazda 3 G20</name><year>2024</year><make>Mazda</make><model>3</model><car_type>new</car_type>
    <status>in_stock</status><created_at>2026-11-10T00:00:00Z</created_at><price>29990</price><stocknum>T2</stocknum>
    <images><image>https://cdn.example.com/m3-1.jpg</image><image>https://cdn.example.com/m3-2.jpg</image></images></Vehicle>
</Stock>`,
    );
    const b = loadDealer(dir);
    expect(b.cars.map((c) => [c.id, c.model, c.price, c.stocknum, c.images.map((i) => i.url)])).toEqual([
      ['1', 'CX-5', 32990, '00123', ['https://cdn.example.com/cx5-1.jpg']],
      ['2', '3', 29990, 'T2', ['https://cdn.example.com/m3-1.jpg', 'https://cdn.example.com/m3-2.jpg']],
    ]);
    expect(b.stock).toMatchObject({ format: 'xml', recordsAt: 'Stock.Vehicle', count: 2 });
  });

  it('two stock files, or a file that is not a stock, is one problem saying so', () => {
    const { dir } = scratchDealer();
    writeFileSync(path.join(dir, 'stock.csv'), 'Make,Model\nKia,Rio\n');
    expect(() => loadDealer(dir)).toThrow(/has 2 stock files, stock\.json and stock\.csv: keep one/);
    rmSync(path.join(dir, 'stock.csv'));
    writeFileSync(path.join(dir, 'stock.json'), '<!DOCTYPE html><html><body>Sign in</body></html>');
    expect(() => loadDealer(dir)).toThrow(/stock\.json: \(file\): not a stock file: found an HTML page \(starts with "<!DOCTYPE html"\); accepted: JSON/);
  });
});
