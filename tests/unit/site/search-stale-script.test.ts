import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SEARCH_STALE_ATTRIBUTE, searchStaleScript } from '../../../src/views/search-stale-script';

/*
 * The pre-rendered first page stands in only while it agrees with the address. The inline
 * script marks <html> when the address carries search state; run here against a fake document.
 */
function marks(search: string): boolean {
  const attrs = new Set<string>();
  const documentElement = { setAttribute: (name: string) => attrs.add(name) };
  runInNewContext(searchStaleScript().code, { location: { search }, document: { documentElement }, URLSearchParams });
  return attrs.has(SEARCH_STALE_ATTRIBUTE);
}

describe('search page stale-address script', () => {
  it('marks filters, a query, a sort, a price range and a later page', () => {
    for (const q of [
      '?make=Mazda',
      '?query=ranger',
      '?sortBy=latest',
      '?range[price]=:54000',
      '?range%5Bkm%5D=0:50000',
      '?page=2',
      '?refinement=brisbane',
      '?car_type=used',
    ]) {
      expect(marks(q), q).toBe(true);
    }
  });

  it('leaves the page as built alone: no query, page 1, the default sort, empty or unknown parameters', () => {
    for (const q of ['', '?page=1', '?sortBy=relevant', '?make=', '?utm_source=news', '?gclid=abc']) expect(marks(q), q).toBe(false);
  });

  it('has a CSP hash of exactly its code', () => {
    const { code, hash } = searchStaleScript();
    expect(hash).toMatch(/^sha256-[A-Za-z0-9+/]+=*$/);
    expect(code).not.toContain('\n');
  });
});
