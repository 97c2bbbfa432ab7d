import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { carSchema, parseCar, CAR_REQUIRED_FIELDS } from '../../../../src/domain/schemas';
import { formatPath } from '../../../../src/domain/schemas/friendly-errors';
import { readDate, readNumber } from '../../../../src/domain/schemas/feed-values';
import { formatProblem, problemsFromZod } from '../../../../src/domain/schemas/friendly-errors';

/*
 * Every row of docs/feed-format.md, checked against the Car schema: the table is read from the doc, so a field
 * the doc lists with the wrong kind, or a kind the schema reads differently from the doc, fails here.
 */

const DOC = readFileSync(path.resolve(import.meta.dirname, '../../../../docs/feed-format.md'), 'utf8');
const FIELD_TABLE = DOC.slice(DOC.indexOf('## Fields'));
const ROWS = [...FIELD_TABLE.matchAll(/^\| `([^`]+)` \| ([^|]+?) \|/gm)].map((m) => ({ field: m[1]!, kind: m[2]!.trim() }));

const BASE = { id: 7, slug: 'a-b', name: 'A B', year: 2020, make: 'A', model: 'B', car_type: 'used', status: 'in_stock', created_at: '2026-01-01' };
/** Sibling values a list item needs, so that only the value under test can be wrong. */
const ITEM_BASE: Record<string, Record<string, unknown>> = {
  images: { url: '/dealer/a.jpg' },
  'hotspots.exterior': { angle: 0, x: 10, y: 10, description: 'd' },
};
const KEY_FOR_STAR: Record<string, string> = { hotspots: 'exterior', finance_lenders: 'Taurus', series_values: 'duo' };

/** "images[].url" → ['images', 0, 'url']; "hotspots.*[].x" → ['hotspots', 'exterior', 0, 'x']. */
function concretePath(field: string): (string | number)[] {
  const out: (string | number)[] = [];
  for (const part of field.split('.')) {
    const name = part.replace('[]', '');
    out.push(name === '*' ? KEY_FOR_STAR[String(out[out.length - 1])]! : name);
    if (part.endsWith('[]')) out.push(0);
  }
  return out;
}

/** The minimal record with `value` at the field's place (list items get the siblings they need). */
function recordWith(field: string, value: unknown, omit = false): Record<string, unknown> {
  const p = concretePath(field);
  const root: Record<string, unknown> = { ...BASE };
  let node: Record<string, unknown> | unknown[] = root;
  for (let i = 0; i < p.length - 1; i++) {
    const key = p[i]!;
    const nextIsItem = typeof p[i + 1] === 'number';
    const child = nextIsItem ? [] : typeof key === 'number' ? { ...ITEM_BASE[p.slice(0, i).join('.')] } : {};
    (node as Record<string | number, unknown>)[key] = child;
    node = child;
  }
  if (!omit) (node as Record<string | number, unknown>)[p[p.length - 1]!] = value;
  else if (Array.isArray(node)) node.length = 0;
  return root;
}

function valueIn(car: unknown, field: string): unknown {
  let v = car;
  for (const key of concretePath(field)) v = v == null ? undefined : (v as Record<string | number, unknown>)[key];
  return v;
}

type Case = [input: unknown, expected: unknown];
interface Kind {
  /** Shapes the kind accepts, and what each becomes. */
  reads: Case[];
  /** What a missing value becomes (top-level field). */
  missing: unknown;
  /** Values it cannot read. */
  unreadable: unknown[];
}

const NUMBER_ITEMS: Case[] = [
  [32990, 32990],
  ['32990', 32990],
  ['32,990', 32990],
  ['$32,990.00', 32990],
  [' 42 000 ', 42000],
  ['AUD 1,200', 1200],
  ['2.5', 2.5],
  ['-3', -3],
];
const POSITIVE_ITEMS = NUMBER_ITEMS.filter(([input]) => input !== '-3');
const KINDS: Record<string, Kind> = {
  // A VIN that is not ISO 3779 is kept with a warning (tests/unit/domain/schemas/car-feed-shapes.test.ts).
  VIN: {
    reads: [
      ['JTMBFREV70D012345', 'JTMBFREV70D012345'],
      [' jtmbfrev70d012345 ', 'jtmbfrev70d012345'],
      ['', null],
      ['N/A', null],
    ],
    missing: null,
    unreadable: [true, {}],
  },
  id: {
    reads: [
      [123, '123'],
      ['123', '123'],
      [' A-77 ', 'A-77'],
    ],
    missing: undefined,
    unreadable: ['', 1.5, {}, true],
  },
  // A slug that is missing is made, one that is not lowercase-hyphen is tidied (both tested below): never unreadable.
  slug: {
    reads: [
      ['a-b', 'a-b'],
      [' a-b ', 'a-b'],
      [2021, '2021'],
    ],
    missing: '2020-a-b-7',
    unreadable: [],
  },
  'required text': {
    reads: [
      ['Mazda', 'Mazda'],
      [' Mazda ', 'Mazda'],
      [3, '3'],
    ],
    missing: undefined,
    unreadable: ['', '  ', 'null', {}, false],
  },
  year: {
    reads: [
      [2021, 2021],
      ['2021', 2021],
      [' 2021 ', 2021],
    ],
    missing: undefined,
    unreadable: ['twenty', 2021.5, '', 'N/A', 123],
  },
  'car type': {
    reads: [
      ['used', 'used'],
      ['Used', 'used'],
      [' NEW ', 'new'],
      ['DEMO', 'demo'],
    ],
    missing: undefined,
    unreadable: ['nearly-new', '', 5],
  },
  status: {
    reads: [
      ['in_stock', 'in_stock'],
      ['In Stock', 'in_stock'],
      ['coming-soon', 'coming_soon'],
      ['SOLD', 'sold'],
      ['', 'in_stock'],
      ['N/A', 'in_stock'],
      ['Available', 'in_stock'],
    ],
    missing: 'in_stock',
    unreadable: [{}, true, 3],
  },
  text: {
    reads: [
      ['Auto', 'Auto'],
      [' Auto ', 'Auto'],
      [6, '6'],
      [2.5, '2.5'],
      ['', null],
      ['  ', null],
      ['null', null],
      [null, null],
      ...['N/A', 'NA', '-', '--', 'TBA', 'TBC', 'Unknown', 'n/a', ' tbc '].map((p): Case => [p, null]),
    ],
    missing: null,
    unreadable: [true, {}, [1]],
  },
  description: {
    reads: [
      ['Alloy wheel', 'Alloy wheel'],
      [5, '5'],
      ['', ''],
    ],
    missing: '',
    unreadable: [{}, true],
  },
  number: {
    reads: [
      ...NUMBER_ITEMS,
      ['', null],
      [null, null],
      ['null', null],
      ['N/A', null],
      ['-', null],
      ['3,2', 3.2],
      ['1.234,56', 1234.56],
      ['1,234.56', 1234.56],
      ['1.234.567', 1234567],
    ],
    missing: null,
    unreadable: ['POA', '12abc', '1,23,4', true, {}],
  },
  // A price of 0 or less, or above feed.max_price (2,000,000 by default), would mislead: left empty with a warning.
  price: {
    reads: [
      ...POSITIVE_ITEMS,
      ['10.01', 10.01],
      ['32990.00 AUD', 32990],
      ['AUD 32,990', 32990],
      ['$ 32 990', 32990],
      ['A$32,990', 32990],
      ['', null],
      ['N/A', null],
      [{ amount: 32990, currency: 'AUD' }, 32990],
      [{ value: '32,990.00' }, 32990],
      [{ Amount: '$45,500', CurrencyCode: 'aud' }, 45500],
      // 0 is dealer systems' "no price set": blank, not a fault.
      [0, null],
      ['0', null],
    ],
    missing: null,
    unreadable: ['POA', true, -5, '-$5', 999_999_999, '2,000,001', { currency: 'AUD' }, { amount: 'POA', currency: 'AUD' }],
  },
  // As price, but 0 is the feeds' "no subscription" and reads as 0.
  'weekly price': { reads: [...POSITIVE_ITEMS, ['0', 0], ['$89.50', 89.5], ['', null]], missing: null, unreadable: ['POA', -5, 999_999_999] },
  // Kilometres with units; below 0, 0 on a used car, or above 2,000,000 would mislead: left empty with a warning.
  distance: {
    reads: [
      ...POSITIVE_ITEMS,
      ['42,000 km', 42000],
      ['42000km', 42000],
      ['42 000 kms', 42000],
      ['150k', 150000],
      ['1.5k', 1500],
      ['12 kilometres', 12],
      ['', null],
      ['TBA', null],
      // Miles converted to km: 50,300 × 1.609344 = 80,950.0 (whole km).
      ['50300 mi', 80950],
      ['50,300 miles', 80950],
      ['31 068 MI', 49999],
      [{ value: 62500, unit: 'mi' }, 100584],
      [{ Reading: '42,000', Unit: 'KM' }, 42000],
      [{ value: '42,000 km' }, 42000],
    ],
    missing: null,
    unreadable: ['far', -1, 0, 3_000_000, { value: 1200, unit: 'hours' }, { unit: 'km' }, '50300 miles away'],
  },
  'yes/no': {
    reads: [
      [true, true],
      [false, false],
      ['true', true],
      ['false', false],
      ['Y', true],
      ['N', false],
      ['y', true],
      ['yes', true],
      ['no', false],
      ['YES', true],
      [1, true],
      [0, false],
      ['1', true],
      ['0', false],
      ['', false],
      [null, false],
    ],
    missing: false,
    unreadable: ['maybe', 2, {}],
  },
  date: {
    reads: [
      ['2026-01-05', '2026-01-05'],
      ['2026-01-05T10:00:00Z', '2026-01-05T10:00:00Z'],
      ['2026-01-05T10:00:00.000+10:00', '2026-01-05T10:00:00.000+10:00'],
      ['2026-01-05 10:00:00', '2026-01-05T10:00:00'],
      ['05/01/2026', '2026-01-05'],
      ['5/1/2026', '2026-01-05'],
      ['05/01/2026 14:30', '2026-01-05T14:30'],
      ['03/2021', '2021-03'],
      ['', null],
      ['N/A', null],
      ['01-05-2026', '2026-05-01'],
      ['01.05.2026', '2026-05-01'],
      ['25/12/2026', '2026-12-25'],
      ['12/25/2026', '2026-12-25'],
      ['21-Mar-2024', '2024-03-21'],
      ['21 March 2024', '2024-03-21'],
      ['March 21, 2024', '2024-03-21'],
      ['21st Sept 2024', '2024-09-21'],
      ['Mar 2019', '2019-03'],
      ['March 2019', '2019-03'],
      [1711015200, '2024-03-21T10:00:00Z'],
      ['1711015200', '2024-03-21T10:00:00Z'],
      [1711015200000, '2024-03-21T10:00:00Z'],
      ['1711015200123', '2024-03-21T10:00:00.123Z'],
    ],
    missing: null,
    unreadable: ['31/02/2026', '2026-13-01', 'yesterday', 20260105, '13/13/2026', '21 Smarch 2024', 12.5],
  },
  reference: {
    reads: [
      [3, '3'],
      ['3', '3'],
      ['', null],
    ],
    missing: null,
    unreadable: [{}, true, 1.5],
  },
  URL: {
    reads: [
      ['https://cdn.example.com/a.pdf', 'https://cdn.example.com/a.pdf'],
      ['/dealer/a.pdf', '/dealer/a.pdf'],
      [' https://x.example/a ', 'https://x.example/a'],
      ['', null],
    ],
    missing: null,
    unreadable: ['javascript:alert(1)', '//evil.example/x', 'data:text/html,x', 5],
  },
  'URL list': {
    reads: [
      ['', []],
      ['N/A', []],
      [
        ['/a.jpg', ' https://x.example/b.jpg ', ''],
        ['/a.jpg', 'https://x.example/b.jpg'],
      ],
      [null, []],
      ['/a.jpg', ['/a.jpg']],
      ['https://x.example/a.jpg, https://x.example/b,c.jpg', ['https://x.example/a.jpg', 'https://x.example/b,c.jpg']],
    ],
    missing: [],
    unreadable: [{}, 5],
  },
  'text list': {
    reads: [
      ['', []],
      ['-', []],
      [
        ['A', 2, ' ', 'null', 'N/A'],
        ['A', '2'],
      ],
      [[], []],
      [null, []],
      ['A, B', ['A, B']],
      ['ABS | Cruise;Tow bar\nSat nav', ['ABS', 'Cruise', 'Tow bar', 'Sat nav']],
    ],
    missing: [],
    unreadable: [{}, 5],
  },
  'image list': {
    reads: [
      [
        ['https://x.example/1.jpg', { url: '/2.jpg', width: '800', height: 600 }],
        [{ url: 'https://x.example/1.jpg' }, { url: '/2.jpg', width: 800, height: 600 }],
      ],
      ['https://x.example/1.jpg, https://x.example/2.png', [{ url: 'https://x.example/1.jpg' }, { url: 'https://x.example/2.png' }]],
      ['', []],
      ['N/A', []],
      [
        [
          { src: '/1.jpg', alt: 'Front' },
          { URL: '/2.jpg' },
          { href: '/3.jpg' },
          { image: { url: '/4.jpg' } },
          { large: '/5.jpg', thumbnail: '/5t.jpg' },
          { original: 'https://x.example/6' },
        ],
        [
          { url: '/1.jpg' },
          { url: '/2.jpg' },
          { url: '/3.jpg' },
          { url: '/4.jpg' },
          { url: '/5.jpg', thumb: { url: '/5t.jpg' } },
          { url: 'https://x.example/6' },
        ],
      ],
    ],
    missing: [],
    unreadable: [{}, 5, [{ alt: 'Front' }]],
  },
  'image URL': {
    reads: [
      ['/a.jpg', '/a.jpg'],
      ['https://cdn.example.com/1.jpg', 'https://cdn.example.com/1.jpg'],
      ['https://cdn.example.com/1.WEBP', 'https://cdn.example.com/1.WEBP'],
      ['https://cdn.example.com/1.avif?w=800', 'https://cdn.example.com/1.avif?w=800'],
      ['https://img.example.com/photo/123', 'https://img.example.com/photo/123'],
    ],
    missing: undefined,
    unreadable: [
      'htp:/broken',
      'https://cdn.example.com/a b.jpg',
      'javascript:alert(1)',
      'https://cdn.example.com/1.heic',
      'https://cdn.example.com/1.pdf',
      'https://cdn.example.com/1.gif',
    ],
  },
  size: {
    reads: [
      [800, 800],
      ['800', 800],
      ['1,024', 1024],
    ],
    missing: undefined,
    unreadable: ['wide', -5, 1.5],
  },
  'hotspot list': {
    reads: [[[{ angle: '2', x: '50', y: 10, description: 'Wheel' }], [{ angle: 2, x: 50, y: 10, description: 'Wheel' }]]],
    missing: [],
    unreadable: ['front', {}],
  },
  angle: {
    reads: [
      [3, 3],
      ['3', 3],
    ],
    missing: undefined,
    unreadable: [-1, 'front', 1.5],
  },
  percent: {
    reads: [
      [50, 50],
      ['50', 50],
      ['12.5', 12.5],
    ],
    missing: undefined,
    unreadable: [150, -1, 'mid'],
  },
  object: {
    reads: [
      [null, null],
      [{}, expect.any(Object)],
    ],
    missing: null,
    unreadable: ['V6', 5, true],
  },
  // The variant object of engine details; text in its place is the badge (car-feed-shapes.test.ts), no variant.
  variant: {
    reads: [
      [null, null],
      [{}, expect.any(Object)],
      ['GXL', null],
      [2, null],
    ],
    missing: null,
    unreadable: [true, ['V6']],
  },
};

describe('docs/feed-format.md lists every Car field', () => {
  it('every top-level field of the schema has a row, and every row has a known kind', () => {
    const topLevel = new Set(ROWS.filter((r) => !/[.[]/.test(r.field)).map((r) => r.field));
    expect([...Object.keys(carSchema.shape)].filter((k) => !topLevel.has(k))).toEqual([]);
    expect(ROWS.filter((r) => !KINDS[r.kind]).map((r) => `${r.field}: ${r.kind}`)).toEqual([]);
    expect(ROWS.length).toBeGreaterThan(130);
  });

  it('the record errors are exactly the fields a page cannot exist without', () => {
    const errorRows = ROWS.filter(
      (r) =>
        FIELD_TABLE.includes(`| \`${r.field}\` | ${r.kind} |`) &&
        /\*\*record error\*\* \|$/m.test(FIELD_TABLE.split('\n').find((l) => l.startsWith(`| \`${r.field}\` |`))!),
    );
    expect(errorRows.map((r) => r.field).sort()).toEqual([...CAR_REQUIRED_FIELDS].sort());
  });
});

describe.each(ROWS)('$field ($kind)', ({ field, kind }) => {
  const k = KINDS[kind]!;
  const essential = CAR_REQUIRED_FIELDS.has(field);
  const topLevel = concretePath(field).length === 1;
  const nested = concretePath(field);
  // An unreadable value inside a list item that the item cannot do without costs the item.
  const costsItem = ['image URL', 'angle', 'percent'].includes(kind);

  it.each(k.reads)('reads %j as %j', (input, expected) => {
    const r = parseCar(recordWith(field, input));
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(valueIn(r.data, field)).toEqual(expected);
  });

  if (topLevel) {
    it('missing', () => {
      const raw = recordWith(field, undefined);
      delete raw[field];
      const r = parseCar(raw);
      if (essential) {
        expect(r.data).toBeNull();
        expect(r.errors.map((e) => formatPath(e.path))).toEqual([field]);
      } else {
        expect(r.errors).toEqual([]);
        expect(valueIn(r.data, field)).toEqual(k.missing ?? (kind.includes('list') ? [] : null));
      }
    });
  }

  it.each(k.unreadable.map((v) => [v]))(`cannot read %j: ${essential ? 'record error' : 'warning, the car kept'}`, (input) => {
    const r = parseCar(recordWith(field, input));
    if (essential) {
      expect(r.data).toBeNull();
      expect(r.errors.map((e) => formatPath(e.path))).toEqual([field]);
      return;
    }
    expect(r.errors).toEqual([]);
    expect(r.data).not.toBeNull();
    expect(r.data!.slug).toBe('a-b');
    // The warning names the value's own place: the field, or the list item inside it.
    expect(r.warnings).toHaveLength(1);
    const warned = formatPath(r.warnings[0]!.path);
    expect(warned === formatPath(nested) || warned.startsWith(`${formatPath(nested)}[`)).toBe(true);
    const got = valueIn(r.data, field);
    if (costsItem) {
      const list = nested.slice(0, nested.lastIndexOf(0));
      expect(valueIn(r.data, list.join('.'))).toEqual([]);
      expect(r.warnings[0]!.message).toMatch(/\[0\] left out$/);
    } else if (kind === 'URL list' || kind === 'text list') {
      expect(valueIn(r.data, field)).toEqual(Array.isArray(input) ? expect.any(Array) : []);
    } else if (topLevel) {
      expect(got).toEqual(k.missing ?? (kind.includes('list') ? [] : null));
    } else {
      // Inside a group of fields the key is left out: its missing value ('' for a description, [] for a list).
      expect([undefined, null, ''].includes(got as string) || (Array.isArray(got) && got.length === 0)).toBe(true);
    }
  });
});

describe('list items that cannot be read cost only themselves', () => {
  it('a bad item of a list is left out, the others kept in order', () => {
    const r = parseCar({ ...BASE, features: ['Bluetooth', {}, 'Sunroof'], spin_images: ['/s/1.jpg', 'javascript:x', '/s/3.jpg'] });
    expect(r.data!.features).toEqual(['Bluetooth', 'Sunroof']);
    expect(r.data!.spin_images).toEqual(['/s/1.jpg', '/s/3.jpg']);
    expect(r.warnings.map((w) => [formatPath(w.path), w.message.split('; ').pop()]).sort()).toEqual([
      ['features[1]', 'item left out'],
      ['spin_images[1]', 'item left out'],
    ]);
  });

  it('a bad image is left out naming its index; a bad size leaves the image without it', () => {
    const r = parseCar({ ...BASE, images: [{ url: '/ok.jpg' }, { url: 'htp:/broken' }, 'https://cdn.example.com/a b.jpg', { url: '/3.jpg', width: 'wide' }] });
    expect(r.data!.images).toEqual([{ url: '/ok.jpg' }, { url: '/3.jpg' }]);
    expect(r.warnings.map((w) => `${formatPath(w.path)}: ${w.message}`)).toEqual([
      'images[1].url: must be an http(s) URL or a path on this site starting with / (javascript:, data: and //host are refused) (got "htp:/broken"); images[1] left out',
      'images[2].url: must be an http(s) URL or a path on this site starting with / (javascript:, data: and //host are refused) (got "https://cdn.example.com/a b.jpg"); images[2] left out',
      'images[3].width: expected a number, e.g. 32990, "32,990", "$32,990.00", "42,000 km", "150k", "32990.00 AUD"; found text (got "wide"); left out',
    ]);
  });

  it('a bad hotspot is left out of its side only', () => {
    const spot = { angle: 1, x: 10, y: 20, description: 'Wheel' };
    const r = parseCar({ ...BASE, hotspots: { exterior: [spot, { ...spot, x: 'left' }], interior: [spot] } });
    expect(r.data!.hotspots).toEqual({ exterior: [spot], interior: [spot] });
    expect(r.warnings.map((w) => formatPath(w.path))).toEqual(['hotspots.exterior[1].x']);
  });
});

describe('warnings and errors', () => {
  it('a warning says what was refused, what it was and what the car got', () => {
    const r = parseCar({ ...BASE, price: 'POA', sold: 'maybe', status: 42, created_at: '31/02/2026', variant: { cylinders: {} } });
    expect(Object.fromEntries(r.warnings.map((w) => [formatPath(w.path), w.message]))).toEqual({
      price: 'expected a number, e.g. 32990, "32,990", "$32,990.00", "42,000 km", "150k", "32990.00 AUD"; found text (got "POA"); left empty',
      sold: 'not a yes/no value (true/false, Y/N, yes/no, 1/0) (got "maybe"); read as false',
      status: 'expected a status word (in_stock, coming_soon, sold or one in docs/feed-format.md); found a number (got 42); read as "in_stock"',
      created_at: 'not a real calendar date (got "31/02/2026"); left empty',
      'variant.cylinders': 'expected text; found an empty object (got {}); left out',
    });
    expect(r.data!.variant).toEqual({});
  });

  it('a record error names every unreadable required field; warnings for the other fields come with it', () => {
    const r = parseCar({ ...BASE, year: 'twenty', make: undefined, price: 'POA' });
    expect(r.data).toBeNull();
    expect(r.errors.map((e) => `${formatPath(e.path)}: ${e.message}`)).toEqual([
      'year: expected a number, e.g. 32990, "32,990", "$32,990.00", "42,000 km", "150k", "32990.00 AUD"; found text (got "twenty")',
      'make: required',
    ]);
    expect(r.warnings.map((w) => formatPath(w.path))).toEqual(['price']);
  });

  it('a record that is not an object is an error', () => {
    expect(parseCar('car').errors.map((e) => formatPath(e.path))).toEqual(['(root)']);
    expect(parseCar(null).data).toBeNull();
  });

  it('carSchema itself stays strict: a value it cannot read fails the parse (parseCar decides what that costs)', () => {
    expect(carSchema.safeParse({ ...BASE, price: 'POA' }).success).toBe(false);
    expect(carSchema.parse({ ...BASE, price: '$32,990.00' }).price).toBe(32990);
  });
});

describe('a record shaped like a real feed', () => {
  it('numbers where the spec has text, text where it has numbers, Y/N, odd case and Australian dates: no warning', () => {
    const r = parseCar({
      id: '4711',
      slug: '2021-skoda-octavia-rs-4711',
      name: '2021 Škoda Octavia RS',
      year: '2021',
      make: 'Škoda',
      model: 'Octavia',
      car_type: 'Used',
      status: 'In Stock',
      price: '$32,990.00',
      km: ' 42 000 ',
      seats: '5',
      doors: 4,
      gearnum: 7,
      engine_size: 1984,
      engine_size_litres: 2,
      reserved: 'N',
      certified: 'Y',
      sold: 0,
      created_at: '05/11/2026',
      updated_at: '2026-11-20 09:15:00',
      rego_expiry: '31/03/2027',
      build_date: '03/2021',
      location_id: 2,
      dealership_id: '9901',
      private_postcode: 4000,
      colour: '',
      tag: 'null',
      variant: { cylinders: 4, enginesize: 1984, enginesize_litres: 2.0, fuelcapacity: 50, fuelconsumptioncombined: 6.8, torque: 370, ancaprating: 5 },
      specifications: { sleeps: 4, tare_weight: 1850, body_length: "21'6" },
      autograb_data: { average_market_price: '33,500', state_average_market_price: 34000 },
      finance_lenders: { Taurus: { interestRate: '8.99', paymentWeek: '$120.50', disclaimer: 'Est.' } },
      series_values: { duo: 'Y', sport: 0 },
    });
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
    const car = r.data!;
    expect([car.year, car.car_type, car.status, car.price, car.km, car.seats, car.doors]).toEqual([2021, 'used', 'in_stock', 32990, 42000, 5, 4]);
    expect([car.gearnum, car.engine_size, car.engine_size_litres, car.private_postcode, car.location_id, car.dealership_id]).toEqual([
      '7',
      '1984',
      '2',
      '4000',
      '2',
      '9901',
    ]);
    expect([car.reserved, car.certified, car.sold]).toEqual([false, true, false]);
    expect([car.created_at, car.updated_at, car.rego_expiry, car.build_date]).toEqual(['2026-11-05', '2026-11-20T09:15:00', '2027-03-31', '2021-03']);
    expect([car.colour, car.tag]).toEqual([null, null]);
    expect(car.variant).toEqual({
      cylinders: '4',
      enginesize: '1984',
      enginesize_litres: '2',
      fuelcapacity: '50',
      fuelconsumptioncombined: '6.8',
      torque: '370',
      ancaprating: '5',
    });
    expect(car.specifications).toEqual({ sleeps: '4', tare_weight: '1850', body_length: "21'6" });
    expect(car.autograb_data).toEqual({ average_market_price: 33500, state_average_market_price: 34000 });
    expect(car.finance_lenders).toEqual({ Taurus: { interestRate: 8.99, paymentWeek: 120.5, disclaimer: 'Est.' } });
    expect(car.series_values).toEqual({ duo: true, sport: false });
  });
});

describe('readers', () => {
  it('numbers: grouping must be by thousands, so a decimal comma is not misread', () => {
    expect(readNumber('1,234,567.50')).toEqual({ ok: true, value: 1234567.5 });
    expect(readNumber('12\u00a0000')).toEqual({ ok: true, value: 12000 });
    expect(readNumber('-$1,200')).toEqual({ ok: true, value: -1200 });
    expect(readNumber('1,23,4').ok).toBe(false);
    expect(readNumber('2,5')).toEqual({ ok: true, value: 2.5 });
    expect(readNumber(Number.POSITIVE_INFINITY).ok).toBe(false);
  });

  it('dates: DD/MM/YYYY is day first (Australian), and impossible days or times are refused', () => {
    expect(readDate('12/01/2026')).toEqual({ ok: true, value: '2026-01-12' });
    expect(readDate('29/02/2024')).toEqual({ ok: true, value: '2024-02-29' });
    expect(readDate('29/02/2026').ok).toBe(false);
    expect(readDate('2026-01-05T25:00:00Z').ok).toBe(false);
    expect(readDate('13/2026').ok).toBe(false);
  });
});

const minimalCar = { id: 7, slug: 'a-b', name: 'A B', year: 2020, make: 'A', model: 'B', car_type: 'used', status: 'in_stock', created_at: '2026-01-01' };

describe('Car schema', () => {
  it('reads feed numbers given as strings and empty values as null, keeping the spec field names', () => {
    const car = carSchema.parse({ ...minimalCar, price: '24990', km: '', before_price: 'null', seats: null });
    expect(car.price).toBe(24990);
    expect(car.km).toBeNull();
    expect(car.before_price).toBeNull();
    expect(car.seats).toBeNull();
    expect(car.id).toBe('7');
    expect(car.images).toEqual([]);
  });

  it('rejects a record without a make and an unknown car_type, naming each field', () => {
    const r = carSchema.safeParse({ ...minimalCar, make: undefined, car_type: 'nearly-new' });
    expect(r.success).toBe(false);
    const lines = problemsFromZod(r.error!, 'stock.json', { index: 4, record: '7 / a-b' }).map(formatProblem);
    expect(lines.some((l) => l.startsWith('stock.json record #4 (7 / a-b): make: '))).toBe(true);
    expect(lines.some((l) => l.startsWith('stock.json record #4 (7 / a-b): car_type: '))).toBe(true);
  });

  it('tidies slugs that are not URL-safe, with a warning', () => {
    const r = parseCar({ ...minimalCar, slug: 'Has Spaces' });
    expect(r.data!.slug).toBe('has-spaces');
    expect(r.warnings.map((w) => `${formatPath(w.path)}: ${w.message}`)).toEqual([
      'slug: expected lowercase letters, digits and single hyphens; found "Has Spaces"; read as "has-spaces"',
    ]);
  });
});

describe('broken image URLs in a feed', () => {
  it('are reported with the image index', () => {
    const r = carSchema.safeParse({ ...minimalCar, images: [{ url: '/ok.jpg' }, { url: 'htp:/broken' }, { url: 'https://cdn.example.com/a b.jpg' }] });
    expect(r.success).toBe(false);
    expect(problemsFromZod(r.error!, 'stock.json').map((p) => p.field)).toEqual(['images[1].url', 'images[2].url']);
  });
  it('accept absolute and site-relative addresses', () => {
    expect(
      carSchema.parse({
        ...minimalCar,
        images: [{ url: '/dealer/img/a.svg' }, { url: 'https://cdn.example.com/cars/1.jpg', thumb: { url: 'https://cdn.example.com/cars/1-t.jpg' } }],
      }).images,
    ).toHaveLength(2);
  });
});
