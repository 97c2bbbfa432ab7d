import { describe, expect, it } from 'vitest';
import { breadcrumbs } from '../../../src/domain/breadcrumbs';
import { searchBreadcrumbs } from '../../../src/domain/search-breadcrumbs';
import type { ModelPath } from '../../../src/domain/search-page-paths';
import { modelEntries } from '../../../src/views/models-view';
import { exploreHref } from '../../../src/views/offer-view';
import { searchPaths } from '../../../src/views/search-paths';
import { makeCar } from '../domain/fixtures';

/*
 * Every link to a model's search page (/models, an offer's "Explore {model}", the vehicle and search breadcrumbs)
 * names a page the build makes: with search.model_path 'used-car' the model pages are /used-car/{make}/{model}/
 * and /search/{make}/{model}/ is not built, so a link made without the setting is dead.
 */
const cars = [
  makeCar({ make: 'Toyota', model: 'HiLux', simple_body: 'Ute' }),
  makeCar({ id: 2, slug: 'b', make: 'Škoda', model: 'Octavia', simple_body: 'Wagon' }),
];
const offer = { model: { name: 'HiLux', override_url: null }, manufacturer: { slug: 'toyota', name: 'Toyota' } } as never;

describe.each<ModelPath>(['search', 'used-car'])('model links with search.model_path %s', (modelPath) => {
  const built = new Set(searchPaths(cars, modelPath).map((e) => e.preset.path));
  const root = modelPath === 'used-car' ? '/used-car/' : '/search/';

  it('/models links each model to the page the build makes for it', () => {
    const hrefs = modelEntries(cars, null, modelPath).map((m) => m.href);
    expect(hrefs.sort()).toEqual([`${root}skoda/octavia/`, `${root}toyota/hilux/`]);
    for (const href of hrefs) expect(built, href).toContain(href);
  });

  it('an offer\'s "Explore {model}" leads to the built model page', () => {
    const href = exploreHref(offer, cars, modelPath);
    expect(href).toBe(`${root}toyota/hilux/`);
    expect(built).toContain(href);
  });

  it("the vehicle page's and a search page's model crumb lead to the built model page", () => {
    const crumb = breadcrumbs(cars[0]!, ['HiLux'], modelPath).find((c) => c.label === 'HiLux');
    expect(built).toContain(crumb?.href);
    const trail = searchBreadcrumbs({ make: ['Toyota'], model: ['HiLux'], body: ['Ute'] }, 'Toyota HiLux Utes', ['HiLux'], '/search/ute/', modelPath);
    expect(built).toContain(trail.find((c) => c.label === 'HiLux')?.href);
  });
});
