import { searchPagePath } from './site-paths';
import { urlSlug } from './url-slug';

/*
 * Search pages named by a make, model, body or car type: their slugs need transliteration (urlSlug, with
 * @sindresorhus/slugify's tables, ~10 KB in a browser bundle), so they live apart from site-paths, which every
 * page's scripts import; only the search page's live breadcrumb loads this in the browser.
 */

/** One make's search page: /search/{make}/. */
export const makeSearchPath = (make: string) => searchPagePath(urlSlug(make));

/** Where a make/model search page lives (the setting search.model_path): /search/{make}/{model}/, or /used-car/{make}/{model}/ on the brand variant. */
export type ModelPath = 'search' | 'used-car';

/**
 * One model's search page: /search/{make}/{model}/, or /used-car/{make}/{model}/ on the brand variant. The setting
 * has no default here: a caller that forgot it linked every model to /search/, which the brand variant never builds.
 */
export const modelSearchPath = (make: string, model: string, root: ModelPath) =>
  root === 'used-car' ? `/used-car/${urlSlug(make)}/${urlSlug(model)}/` : searchPagePath(urlSlug(make), urlSlug(model));

/** One body type's search page (also any single-name tile: make, body): /search/{name}/. */
export const bodySearchPath = (body: string) => searchPagePath(urlSlug(body));

/** One car type's search page: /search/new-cars/, /search/used-cars/, /search/demo-cars/. */
export const carTypeSearchPath = (carType: string) => searchPagePath(`${urlSlug(carType)}-cars`);
