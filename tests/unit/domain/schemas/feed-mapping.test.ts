import { describe, expect, it } from 'vitest';
import { parseCar } from '../../../../src/domain/schemas';
import { applyFeedMapping, mappedValue, valueAtPath } from '../../../../src/domain/schemas/feed-mapping-apply';
import { feedFieldsSchema } from '../../../../src/domain/schemas/settings/feed-mapping';
import { parseDealerSettings } from '../../../../src/domain/dealer-settings';

const nested = {
  StockId: 'S-100',
  Title: { Make: 'Toyota', Model: 'Hilux', Trim: 'SR5' },
  Year: '2021',
  Condition: 'Pre-Owned',
  price: { amount: '42,990', currency: 'AUD' },
  odometer: { value: 62500, unit: 'mi' },
  Images: [
    { url: 'https://img.test/3.jpg', order: 3 },
    { url: 'https://img.test/1.jpg', order: 1 },
    { url: 'https://img.test/2.jpg', order: 2 },
  ],
  Branch: 'ORANGE',
  Variant: 'SR5 Double Cab',
};

describe('feed mapping (dealer.json feed.fields)', () => {
  it('reads a dotted path in any letter case, and list items by index', () => {
    expect(valueAtPath(nested, 'price.amount')).toBe('42,990');
    expect(valueAtPath(nested, 'PRICE.Amount')).toBe('42,990');
    expect(valueAtPath(nested, 'title.make')).toBe('Toyota');
    expect(valueAtPath(nested, 'Images.1.url')).toBe('https://img.test/1.jpg');
    expect(valueAtPath(nested, 'price.nothing.here')).toBeUndefined();
  });

  it('joins several keys, skipping blank ones; a constant is the same on every record', () => {
    expect(mappedValue({ a: 'Toyota', b: ' ', c: 'N/A', d: 86 }, { join: ['a', 'b', 'c', 'd'] })).toBe('Toyota 86');
    expect(mappedValue({}, { const: 'caravan' })).toBe('caravan');
    expect(mappedValue({ a: '' }, { join: ['a'] })).toBeNull();
  });

  it('converts miles to km by a fixed unit or a unit key (62,500 mi is 100,584 km)', () => {
    expect(mappedValue(nested, { from: 'odometer.value', unit_from: 'odometer.unit' })).toBe(100_584);
    expect(mappedValue({ m: '62,500' }, { from: 'm', unit: 'mi' })).toBe(100_584);
    expect(mappedValue({ m: 62500, u: 'km' }, { from: 'm', unit_from: 'u' })).toBe(62500);
  });

  it('splits a list, orders images by their order key, and maps the export words', () => {
    expect(mappedValue({ p: 'a.jpg; b.jpg ;;c.jpg' }, { from: 'p', split: ';' })).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    const images = mappedValue(nested, { from: 'Images', order_by: 'order' }) as { url: string }[];
    expect(images.map((i) => i.url)).toEqual(['https://img.test/1.jpg', 'https://img.test/2.jpg', 'https://img.test/3.jpg']);
    expect(mappedValue({ s: 'ON-HOLD' }, { from: 's', values: { 'on hold': 'reserved', available: 'in_stock' } })).toBe('reserved');
    expect(mappedValue({ s: 'Sold' }, { from: 's', values: { available: 'in_stock' } })).toBe('Sold');
  });

  it('consumes the keys it reads, keeps the others, and notes a key of a mapped field it ignores', () => {
    const r = applyFeedMapping({ ...nested, badge: 'from the export' }, { badge: 'Variant', price: 'price.amount' });
    const rec = r.record as Record<string, unknown>;
    expect(rec.badge).toBe('SR5 Double Cab');
    expect(rec.price).toBe('42,990');
    expect(rec).not.toHaveProperty('Variant');
    expect(rec.Branch).toBe('ORANGE');
    expect(r.notes).toEqual([{ key: 'badge', message: 'not read: feed.fields maps `badge` from another key' }]);
  });

  it('a nested export reads right through parseCar with its mapping (before: no price, no km, no badge)', () => {
    const fields = feedFieldsSchema.parse({
      id: 'StockId',
      stocknum: 'StockId',
      make: 'Title.Make',
      model: 'Title.Model',
      badge: 'Variant',
      name: { join: ['Year', 'Title.Make', 'Title.Model', 'Variant'] },
      car_type: { from: 'Condition', values: { 'pre-owned': 'used' } },
      price: 'price.amount',
      km: { from: 'odometer.value', unit_from: 'odometer.unit' },
      images: { from: 'Images', order_by: 'order' },
    });
    const without = parseCar(nested);
    expect(without.data).toBeNull();
    const r = parseCar(nested, { fields });
    expect(r.errors).toEqual([]);
    expect(r.data).toMatchObject({ id: 'S-100', stocknum: 'S-100', make: 'Toyota', model: 'Hilux', badge: 'SR5 Double Cab', car_type: 'used' });
    expect(r.data).toMatchObject({ name: '2021 Toyota Hilux SR5 Double Cab', price: 42990, km: 100_584, year: 2021 });
    expect(r.data!.images.map((i) => i.url)).toEqual(['https://img.test/1.jpg', 'https://img.test/2.jpg', 'https://img.test/3.jpg']);
  });

  it('is strict in dealer.json: an unknown field names the closest Car field, a mapping with two sources is refused', () => {
    const base = {
      slug: 'x',
      template: 'used',
      name: 'X',
      id: 1,
      dealership_id: 1,
      url: 'https://x.test',
      locations: [{ id: 1, name: 'X', slug: 'x', primary: true, address: { street: '1 A St', city: 'B', state: 'QLD', postcode: '4000' } }],
    };
    const typo = parseDealerSettings({ ...base, feed: { fields: { pricee: 'Price' } } }, 'dealer.json');
    expect(typo.problems.map((p) => `${p.field}: ${p.reason}`).join('\n')).toMatch(/feed\.fields\.pricee.*price/);
    const both = parseDealerSettings({ ...base, feed: { fields: { price: { from: 'a', const: 1 } } } }, 'dealer.json');
    expect(both.problems.map((p) => p.reason).join('\n')).toMatch(/exactly one of `from`, `join` or `const`/);
    const good = parseDealerSettings({ ...base, feed: { fields: { price: 'price.amount', km: { from: 'odo', unit: 'mi' } } } }, 'dealer.json');
    expect(good.problems).toEqual([]);
    expect(good.config!.feed.fields).toEqual({ price: 'price.amount', km: { from: 'odo', unit: 'mi' } });
  });
});
