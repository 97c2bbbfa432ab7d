import { describe, expect, it } from 'vitest';
import { parseDealerSettings } from '../../../src/domain/dealer-settings';
import { formatProblem } from '../../../src/domain/schemas/friendly-errors';

/* dealer.json `feed`: how the stock feed's values that read two ways are read, and the highest plausible price. */

const base = { slug: 'x', name: 'X', id: 1, dealership_id: 2, url: 'https://x.example.com', locations: [{ id: 1, name: 'A', slug: 'a', address: {} }] };
const FILE = 'dealers/x/dealer.json';

describe('dealer.json feed settings', () => {
  it('default: unset number locale and date order (read dot_decimal / dmy, with a warning), max price 2,000,000, the format by content, no mapping, 180 s to fetch', () => {
    expect(parseDealerSettings(base, FILE).config!.feed).toEqual({
      number_locale: null,
      date_order: null,
      max_price: 2_000_000,
      max_bytes: 200 * 1024 * 1024,
      format: 'auto',
      records: null,
      fields: null,
      timeout_s: 180,
    });
  });

  it('takes the documented values', () => {
    const feed = {
      number_locale: 'comma_decimal',
      date_order: 'mdy',
      max_price: 500_000,
      max_bytes: 50_000_000,
      format: 'csv',
      records: 'data.vehicles',
      fields: { price: 'price.amount', km: { from: 'odometer.value', unit_from: 'odometer.unit' } },
      timeout_s: 60,
    };
    expect(parseDealerSettings({ ...base, feed }, FILE).config!.feed).toEqual(feed);
  });

  it('a mapping value that turns a branch word into a location no branch is, or two are, is a warning naming the word', () => {
    const locations = [
      { id: 1, name: 'Acme Orange', slug: 'orange', address: {} },
      { id: 2, name: 'Acme Dubbo', slug: 'dubbo', address: {}, codes: ['D1', 'X'] },
      { id: 3, name: 'Acme Parkes', slug: 'parkes', address: {}, codes: ['X'] },
    ];
    const fields = { location_id: { from: 'Branch', values: { ORA: 'orange', DUB: 'D1', WAR: 'warren', BOTH: 'X', NONE: null } } };
    const r = parseDealerSettings({ ...base, locations, feed: { fields } }, FILE);
    expect(r.config).not.toBeNull();
    expect(r.warnings.map(formatProblem)).toEqual([
      `${FILE}: feed.fields.location_id.values.WAR: "warren" names no location; write one location's id (1, 2, 3)`,
      `${FILE}: feed.fields.location_id.values.BOTH: "X" names several locations (2, 3); write one location's id (1, 2, 3)`,
    ]);
  });

  it('is strict, naming the closest key, and refuses other values', () => {
    const r = parseDealerSettings({ ...base, feed: { number_locle: 'dot_decimal', date_order: 'ymd', max_price: -1 } }, FILE);
    expect(r.config).toBeNull();
    const problems = r.problems.map(formatProblem);
    expect(problems).toContain('dealers/x/dealer.json: feed.number_locle: unknown setting; did you mean `feed.number_locale`?');
    expect(problems.some((p) => p.startsWith('dealers/x/dealer.json: feed.date_order:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('dealers/x/dealer.json: feed.max_price:'))).toBe(true);
  });
});
