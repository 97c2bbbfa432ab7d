import { describe, expect, it } from 'vitest';
import { pagePath, parsePagePath, routeToUrl, urlToRoute } from '../../../src/search/routing';

/* Pre-rendered further pages of a search path, so page links work without JavaScript: /search/used-cars/page/2/. */
const used = { path: '/search/used-cars/', refinements: { car_type: ['used'] } };

describe('search page addresses', () => {
  it('page 0 is the path itself; page N is {path}page/N+1/', () => {
    expect(pagePath('/search/used-cars/', 0)).toBe('/search/used-cars/');
    expect(pagePath('/search/used-cars/', 1)).toBe('/search/used-cars/page/2/');
    expect(pagePath('/search/toyota/corolla', 4)).toBe('/search/toyota/corolla/page/5/');
  });

  it('reads a page address back; other paths (a model named page, no number) are not page addresses', () => {
    expect(parsePagePath('/search/used-cars/page/3/')).toEqual({ path: '/search/used-cars/', page: 3 });
    expect(parsePagePath('/search/used-cars/page/3')).toEqual({ path: '/search/used-cars/', page: 3 });
    expect(parsePagePath('/search/page/')).toBeNull();
    expect(parsePagePath('/search/used-cars/page/0/')).toBeNull();
  });

  it('the island reads /search/used-cars/page/3/ as used cars, page 3; a ?page= in the address wins', () => {
    expect(urlToRoute('/search/used-cars/page/3/', '', used)).toEqual({ refinements: { car_type: ['used'] }, ranges: {}, page: 3 });
    expect(urlToRoute('/search/used-cars/page/3/', '?page=5', used).page).toBe(5);
    expect(urlToRoute('/search/used-cars/page/3/', '?make=Kia', used)).toMatchObject({ page: 3, refinements: { car_type: ['used'], make: ['Kia'] } });
    // Its live address is the path with ?page=, so the router has nothing to write on arrival.
    expect(routeToUrl(urlToRoute('/search/used-cars/page/3/', '', used), used)).toBe('/search/used-cars/?page=3');
  });
});
