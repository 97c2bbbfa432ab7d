import { describe, expect, it } from 'vitest';
import { linkedEmptyPaths, type ConfiguredLink } from '../../../src/views/linked-search-paths';
import { searchPaths } from '../../../src/views/search-paths';
import type { Car } from '../../../src/domain/schemas';

const car = (make: string, model: string, car_type = 'used') => ({ make, model, car_type, simple_body: 'SUV', body: 'SUV' }) as unknown as Car;
const stock = [car('Toyota', 'RAV4', 'new'), car('Toyota', 'HiLux', 'used')];
const built = searchPaths(stock);
const names = { makes: ['Toyota', 'Kia'], models: ['RAV4', 'HiLux'] };
const link = (href: string, label = 'x', place = 'footer menu "Models"'): ConfiguredLink => ({ place, label, href });

describe('configured links to search paths with no stock', () => {
  it('builds a sold-out model page named from the link, with the empty state leading to the make', () => {
    const { entries, warnings } = linkedEmptyPaths([link('/search/toyota/bz4x/', 'bZ4X')], built, names);
    expect(entries).toEqual([
      {
        path: 'toyota/bz4x',
        preset: { path: '/search/toyota/bz4x/', refinements: { make: ['Toyota'], model: ['bZ4X'] } },
        title: 'Toyota bZ4X for Sale',
        fallback: { href: '/search/toyota/', label: 'Toyota Cars' },
      },
    ]);
    expect(warnings).toEqual([
      'warning: footer menu "Models": link "bZ4X" (/search/toyota/bz4x/) leads to a search with no stock; its page shows the empty state and links to /search/toyota/',
    ]);
  });

  it('a model the dealer lists in known_models is out of stock tonight: a note, not a warning of a broken menu', () => {
    const { entries, warnings, notes } = linkedEmptyPaths([link('/search/toyota/bz4x/', 'bZ4X'), link('/search/toyota/supra/', 'Supra')], built, {
      ...names,
      listed: ['RAV4', 'BZ4X'],
    });
    expect(entries.map((e) => e.preset.path)).toEqual(['/search/toyota/bz4x/', '/search/toyota/supra/']);
    expect(notes).toEqual([
      'note: footer menu "Models": "bZ4X" (/search/toyota/bz4x/) has no stock tonight; its page shows the empty state and links to /search/toyota/',
    ]);
    expect(warnings).toEqual([
      expect.stringMatching(/^warning: footer menu "Models": link "Supra" \(\/search\/toyota\/supra\/\) leads to a search with no stock/),
    ]);
  });

  it('a make with no stock at all leads to all stock; a type/make page to its car type', () => {
    const { entries } = linkedEmptyPaths([link('/search/kia/sportage', 'Kia Sportage'), link('/search/demo-cars/kia/', 'Demo Kia')], built, names);
    expect(entries.map((e) => [e.preset.path, e.title, e.fallback?.href])).toEqual([
      ['/search/kia/sportage/', 'Kia Sportage for Sale', '/search/new-used-and-demo-cars/'],
      ['/search/demo-cars/kia/', expect.stringContaining('Kia'), '/search/demo-cars/'],
    ]);
    expect(entries[1]!.preset.refinements).toEqual({ car_type: ['demo'], make: ['Kia'] });
  });

  it('leaves built paths, other pages, paging and other sites alone, and warns once per link', () => {
    const { entries, warnings } = linkedEmptyPaths(
      [
        link('/search/toyota/rav4/'),
        link('/search/used-cars/'),
        link('/service'),
        link('https://example.com/search/a/b/'),
        link('/search/toyota/rav4/page/2/'),
        link('/search/mazda/cx-5/', 'CX-5', 'header menu "Used"'),
        link('/search/mazda/cx-5/', 'CX-5'),
      ],
      built,
      names,
    );
    expect(entries.map((e) => e.preset.path)).toEqual(['/search/mazda/cx-5/']);
    expect(entries[0]!.title).toBe('Mazda CX-5 for Sale');
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('header menu "Used": link "CX-5"');
  });
});
