import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeFormat, findStockFile, readStockRecords, StockFormatError, type StockReadOptions } from '../../../scripts/lib/load/stock-records';

const where = 'dealers/x/stock.json';
const read = (body: string | Buffer, opts: Partial<StockReadOptions> = {}) =>
  readStockRecords(typeof body === 'string' ? Buffer.from(body) : body, { where, ...opts });
const all = (body: string | Buffer, opts: Partial<StockReadOptions> = {}) => [...read(body, opts).records];
const refusal = (body: string | Buffer, opts: Partial<StockReadOptions> = {}): StockFormatError => {
  try {
    all(body, opts);
  } catch (e) {
    if (e instanceof StockFormatError) return e;
    throw e;
  }
  throw new Error('not refused');
};
const ACCEPTED = 'accepted: JSON (an array of records, or an object holding one), CSV or TSV with a header row, or XML with repeating record elements';
/** Windows-1252 bytes of a text (the characters used here are all in it). */
const cp1252 = (text: string) => Buffer.from([...text].map((c) => ({ ë: 0xeb, Š: 0x8a, '°': 0xb0, '’': 0x92, é: 0xe9 })[c] ?? c.charCodeAt(0)));

describe('JSON stock', () => {
  it('reads { "cars": [...] } and a bare array as before, a record at a time', () => {
    const r = read('{"cars":[{"id":1},{"id":2}],"generated":"2027-01-01"}');
    expect(r).toMatchObject({ format: 'json', encoding: 'utf-8', notes: [] });
    expect(r.recordsAt).toBeUndefined();
    expect(r.records.length).toBe(2);
    expect(r.records.at(1)).toEqual({ id: 2 });
    expect(all('\uFEFF[{"id":1}]')).toEqual([{ id: 1 }]);
  });

  it('finds the one list of records under another key, or nested, without feed.records', () => {
    const under = read('{"vehicles":[{"make":"Kia","images":[{"url":"a"}]}],"dealer":{"name":"X"}}');
    expect(under.recordsAt).toBe('vehicles');
    expect([...under.records]).toEqual([{ make: 'Kia', images: [{ url: 'a' }] }]);
    const nested = read('{"meta":{"count":2},"data":{"vehicles":[{"id":"a"},{"id":"b"}]}}');
    expect(nested.recordsAt).toBe('data.vehicles');
    expect([...nested.records]).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(describeFormat(nested)).toBe('JSON (records at data.vehicles, UTF-8)');
  });

  it('reads the list feed.records names, by a dotted path or one key', () => {
    const body = '{"data":{"vehicles":[{"id":"a"}],"branches":[{"id":"b"}]}}';
    expect(all(body, { records: 'data.vehicles' })).toEqual([{ id: 'a' }]);
    expect(all(body, { records: 'data.branches' })).toEqual([{ id: 'b' }]);
    expect(all('{"stock":[{"id":1}],"dealers":[{"id":9}]}', { records: 'stock' })).toEqual([{ id: 1 }]);
    expect(refusal(body, { records: 'data.cars' }).message).toBe(
      `${where}: feed.records is "data.cars", but the JSON has no list there (lists of records found at: "data.vehicles", "data.branches")`,
    );
  });

  it('several candidate lists: refused, naming each and telling to set feed.records', () => {
    const e = refusal('{"vehicles":[{"id":1}],"dealers":{"branches":[{"id":2}]}}');
    expect(e.message).toBe(
      `${where}: 2 lists of records, at "vehicles", "dealers.branches": set feed.records in dealer.json to the one that holds the cars (e.g. "feed": { "records": "vehicles" })`,
    );
    expect(e.problem).toBe('no-records');
  });

  it('no list of records, and a broken record: refused with what was found', () => {
    expect(refusal('{"error":"unauthorized"}').message).toBe(`${where}: no list of records: the JSON holds no array of objects (its keys: error); ${ACCEPTED}`);
    const broken = refusal('{"cars":[{"id":1},{"id":,}]}');
    expect(broken.problem).toBe('invalid');
    expect(broken.reason).toMatch(/^invalid JSON: /);
    expect(refusal('{"cars":[{"id":1}').reason).toMatch(/^invalid JSON: /);
  });

  it('a JSON file that is not UTF-8 is read as Windows-1252', () => {
    const r = read(cp1252('{"cars":[{"make":"Citroën"}]}'));
    expect(r.encoding).toBe('windows-1252');
    expect([...r.records]).toEqual([{ make: 'Citroën' }]);
  });
});

describe('CSV and TSV stock', () => {
  it('sniffs the delimiter from the header line, outside quotes; values stay text', () => {
    const comma = read('Make,Model,Price\nKia,"Cerato, Sport",32990\n');
    expect(comma).toMatchObject({ format: 'csv', delimiter: ',', notes: [] });
    expect([...comma.records]).toEqual([{ Make: 'Kia', Model: 'Cerato, Sport', Price: '32990' }]);
    expect(read('"A,B";C;D\n1;2;3\n').delimiter).toBe(';');
    expect(all('Make;Model;Price\nKia;Cerato;32.990,00\n')).toEqual([{ Make: 'Kia', Model: 'Cerato', Price: '32.990,00' }]);
    expect(all('Make|Model\nKia|Rio\n')).toEqual([{ Make: 'Kia', Model: 'Rio' }]);
    const tsv = read('Stock No\tMake\n00123\tKia\n');
    expect(tsv).toMatchObject({ format: 'tsv', delimiter: '\t' });
    expect([...tsv.records]).toEqual([{ 'Stock No': '00123', Make: 'Kia' }]);
  });

  it('quoted fields keep delimiters, quotes and line breaks; a BOM and blank lines are left out', () => {
    const rows = all('\uFEFFMake,Comments\n\nKia,"One owner,\nfull ""service"" history"\n,\nMazda,ok\n');
    expect(rows).toEqual([
      { Make: 'Kia', Comments: 'One owner,\nfull "service" history' },
      { Make: 'Mazda', Comments: 'ok' },
    ]);
  });

  it('rows with more or fewer columns than the header are read and counted, with the first line of each', () => {
    const r = read('Make,Model\nKia,Rio\nKia,Rio,extra\nMazda\nFord,Focus,x,y\n');
    expect([...r.records]).toEqual([
      { Make: 'Kia', Model: 'Rio' },
      { Make: 'Kia', Model: 'Rio', column_3: 'extra' },
      { Make: 'Mazda' },
      { Make: 'Ford', Model: 'Focus', column_3: 'x', column_4: 'y' },
    ]);
    expect(r.notes).toEqual([
      '2 rows have more columns than the header (first: line 3); the extra values are read as column_3…',
      '1 row has fewer columns than the header (first: line 4); the missing columns are empty',
    ]);
    // A trailing delimiter on every row loses nothing: not counted.
    expect(read('Make,Model,\nKia,Rio,\n').notes).toEqual([]);
  });

  it('an empty or repeated header name is given one and noted', () => {
    const r = read('Make,,Price,Price\nKia,x,1,2\n');
    expect([...r.records]).toEqual([{ Make: 'Kia', column_2: 'x', Price: '1', Price_2: '2' }]);
    expect(r.notes).toEqual(['column 2 has no name in the header row: read as column_2', 'the header row names "Price" twice: column 4 is read as Price_2']);
  });

  it('bytes that are not UTF-8 are read as Windows-1252, and say so', () => {
    const r = read(cp1252('Make;Model;Notes\nCitroën;C3;5° tilt, driver’s seat\nŠkoda;Octavia;\n'));
    expect(r.encoding).toBe('windows-1252');
    expect([...r.records]).toEqual([
      { Make: 'Citroën', Model: 'C3', Notes: '5° tilt, driver’s seat' },
      { Make: 'Škoda', Model: 'Octavia', Notes: '' },
    ]);
    expect(describeFormat(r)).toBe('CSV (semicolon-separated, Windows-1252)');
    expect(read('Make\tModel\nCitroën\tC3\n').encoding).toBe('utf-8');
  });

  it('a spreadsheet\'s UTF-16 "Unicode text" is read', () => {
    const r = read(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Make\tModel\r\nŠkoda\tFabia\r\n', 'utf16le')]));
    expect(r).toMatchObject({ format: 'tsv', encoding: 'utf-16le' });
    expect([...r.records]).toEqual([{ Make: 'Škoda', Model: 'Fabia' }]);
  });

  it("a broken quote is an invalid CSV with the parser's message; feed.format csv on one column too", () => {
    const e = refusal('Make,Model\nKia,"Rio\n');
    expect(e.problem).toBe('invalid');
    expect(e.reason).toMatch(/^invalid CSV: Quote Not Closed/);
    expect(refusal('Make\nKia\n', { format: 'csv' }).reason).toBe('invalid CSV: no delimiter (comma, semicolon, tab or pipe) in the header line "Make"');
  });
});

describe('XML stock', () => {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Stock generated="2027-01-01">
  <Vehicle id="7" status="in_stock">
    <StockNo>00123</StockNo>
    <Make>Citro&#235;n &amp; Co</Make>
    <Price currency="AUD">25990</Price>
    <Images><Image>https://x/1.jpg</Image><Image>https://x/2.jpg</Image></Images>
    <Options><Option>Tow bar</Option></Options>
    <Engine><Size>2.0</Size><Fuel>Petrol</Fuel></Engine>
  </Vehicle>
  <Vehicle id="8">
    <id>A8</id>
    <StockNo>00124</StockNo>
    <Make>Kia</Make>
    <Images><Image>https://x/3.jpg</Image></Images>
    <Options><Option>Sunroof</Option><Option>Tint</Option></Options>
  </Vehicle>
</Stock>`;

  it('repeating elements are the records; attributes and child elements both become keys; values stay text', () => {
    const r = read(xml);
    expect(r).toMatchObject({ format: 'xml', encoding: 'utf-8', recordsAt: 'Stock.Vehicle', notes: [] });
    const [a, b] = [...r.records] as Record<string, unknown>[];
    expect(a).toEqual({
      id: '7',
      status: 'in_stock',
      StockNo: '00123',
      Make: 'Citroën & Co',
      Price: { currency: 'AUD', '#text': '25990' },
      Images: ['https://x/1.jpg', 'https://x/2.jpg'],
      Options: ['Tow bar'],
      Engine: { Size: '2.0', Fuel: 'Petrol' },
    });
    // A child element named like an attribute keeps the key; the attribute is @id.
    expect(b).toMatchObject({ '@id': '8', id: 'A8', StockNo: '00124' });
    // One image in a car, and no car with two options: still lists (a repeated element, a plural wrapper).
    expect(b!.Images).toEqual(['https://x/3.jpg']);
    expect(all('<Stock><Car><Photos><Photo url="https://x/1.jpg"/></Photos></Car><Car><Photos/></Car></Stock>')).toEqual([
      { Photos: [{ url: 'https://x/1.jpg' }] },
      { Photos: '' },
    ]);
  });

  it('feed.records names the element path (the root may be left out); several lists of one size need it', () => {
    const body =
      '<Feed><Cars><Car><Id>1</Id></Car><Car><Id>2</Id></Car></Cars><Branches><Branch><Id>9</Id></Branch><Branch><Id>8</Id></Branch></Branches></Feed>';
    expect(refusal(body).message).toBe(
      `${where}: 2 repeating elements, "Feed.Cars.Car" (2), "Feed.Branches.Branch" (2): set feed.records in dealer.json to the one that holds the cars (e.g. "feed": { "records": "Feed.Cars.Car" })`,
    );
    expect(all(body, { records: 'Feed.Cars.Car' })).toEqual([{ Id: '1' }, { Id: '2' }]);
    expect(all(body, { records: 'Branches.Branch' })).toEqual([{ Id: '9' }, { Id: '8' }]);
    expect(refusal(body, { records: 'Feed.Vehicle' }).reason).toBe(
      'feed.records is "Feed.Vehicle", but the XML has no such element (repeating elements: "Feed.Cars.Car", "Feed.Branches.Branch")',
    );
  });

  it('the element that repeats most is chosen over a shorter list, and noted; one car alone is one record', () => {
    const r = read(
      '<Feed><Dealer><Branch><Id>1</Id></Branch><Branch><Id>2</Id></Branch></Dealer><Car><Id>a</Id></Car><Car><Id>b</Id></Car><Car><Id>c</Id></Car></Feed>',
    );
    expect(r.recordsAt).toBe('Feed.Car');
    expect(r.records.length).toBe(3);
    expect(r.notes).toEqual(['records: the repeating element Feed.Car (3), chosen over Feed.Dealer.Branch (2); set feed.records to read another']);
    expect(all('<Stock><Vehicle><Make>Kia</Make></Vehicle></Stock>')).toEqual([{ Make: 'Kia' }]);
  });

  it('XML in Windows-1252 reads correctly; an entity declaration and a malformed document are refused', () => {
    expect(all(cp1252('<?xml version="1.0" encoding="windows-1252"?><S><V><Make>Škoda</Make></V><V><Make>Citroën</Make></V></S>'))).toEqual([
      { Make: 'Škoda' },
      { Make: 'Citroën' },
    ]);
    const bomb = refusal('<!DOCTYPE s [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><s><v><m>&b;</m></v><v><m>x</m></v></s>');
    expect(bomb.reason).toMatch(/^invalid XML: the document declares entities in a DOCTYPE/);
    const e = refusal('<Stock><Vehicle><Make>Kia</Vehicle></Stock>');
    expect(e.reason).toMatch(/^invalid XML: Expected closing tag 'Make' .* \(line 1, column \d+\)$/);
  });
});

describe('refusals: what was found and what is accepted', () => {
  it.each([
    ['an HTML page', '<!DOCTYPE html>\n<html><head><title>Login</title></head></html>', 'an HTML page (starts with "<!DOCTYPE html")'],
    ['an HTML page without a doctype', '  <html lang="en"><body>Error</body></html>', 'an HTML page (starts with "<html lang="en"")'],
    [
      'a ZIP',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]),
      'a ZIP archive (starts with "PK"; an Excel .xlsx workbook is one): export the sheet as CSV, or unpack the file',
    ],
    ['an empty body', '', 'an empty file (0 bytes)'],
    ['white space', ' \n\r\n', 'nothing but white space (4 bytes)'],
    [
      'gzip bytes',
      Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00]),
      'gzip-compressed data (starts with bytes 1f 8b): decompress it first, or have the server send it with Content-Encoding: gzip',
    ],
    ['binary data', Buffer.from([0x01, 0x02, 0x03, 0x00, 0xff, 0x10]), 'binary data (6 bytes that are not text)'],
    [
      'a sentence',
      'Service temporarily unavailable\n',
      'text that is neither JSON, XML nor a table with a header row (first line: "Service temporarily unavailable")',
    ],
  ])('%s', (_name, body, found) => {
    const e = refusal(body);
    expect(e).toBeInstanceOf(StockFormatError);
    expect(e.problem).toBe('not-stock');
    expect(e.message).toBe(`${where}: not a stock file: found ${found}; ${ACCEPTED}`);
  });

  it('an HTML page is refused even when feed.format says xml; a named format reads the content as that format', () => {
    expect(refusal('<!doctype html><html></html>', { format: 'xml' }).reason).toMatch(/^not a stock file: found an HTML page/);
    expect(refusal('Make,Model\nKia,Rio\n', { format: 'json' }).reason).toMatch(/^invalid JSON: /);
    expect(all('[{"a":1}]', { format: 'auto' })).toEqual([{ a: 1 }]);
  });
});

describe('findStockFile', () => {
  it('finds the one stock file; none or two is a problem naming them', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'stock-file-'));
    const shown = path.relative(process.cwd(), dir);
    expect(findStockFile(dir)).toEqual({
      file: null,
      problem: `stock file not found: ${shown}/ has no stock.json, stock.csv, stock.tsv or stock.xml (or set stock_url / pass --stock)`,
    });
    writeFileSync(path.join(dir, 'stock.csv'), 'Make,Model\n');
    expect(findStockFile(dir)).toEqual({ file: path.join(dir, 'stock.csv'), problem: null });
    writeFileSync(path.join(dir, 'stock.json'), '[]');
    expect(findStockFile(dir).problem).toBe(
      `${shown}/ has 2 stock files, stock.json and stock.csv: keep one (the build would not know which to read), or pass --stock <file>`,
    );
  });
});
