import { breadcrumbs, type Crumb } from './breadcrumbs';
import type { Car } from './schemas';
import type { ModelPath } from './search-page-paths';

export type SearchTrailPreset = {
  car_type?: readonly string[];
  make?: readonly string[];
  model?: readonly string[];
  body?: readonly string[];
  /** Not a level of the trail: the heading's noun (Motorcycles). */
  item_type?: readonly string[];
};

/**
 * A search page's trail by the vehicle breadcrumb rule (Home > car type > make > model if known > body type >
 * title), keeping only the levels the page is narrowed to (one value each). A level that links to the page
 * itself is left out: the title stands for it. currentPath is the page's address, with the query string of the
 * filters it carries there (/search/used-cars/?make=Ford is not the Used Cars page).
 */
export function searchBreadcrumbs(
  preset: SearchTrailPreset,
  title: string,
  knownModels: readonly string[],
  currentPath: string,
  modelPath: ModelPath,
): Crumb[] {
  const one = (v?: readonly string[]) => (v?.length === 1 ? v[0] : null);
  const carType = one(preset.car_type) as Car['car_type'] | null;
  const make = one(preset.make);
  const model = make ? one(preset.model) : null;
  const body = one(preset.body);
  const full = breadcrumbs(
    { car_type: carType ?? 'used', make: make ?? '', model: model ?? '', simple_body: body ?? '', body: null, name: title } as never,
    model ? knownModels : [],
    modelPath,
  );
  // The brand variant's model page is /used-car/{make}/{model}, the same level as /search/{make}/{model}.
  const page = (p: string) => p.replace(/\/+$/, '').replace(/^\/(?:search|used-car)\//, '/');
  const here = page(currentPath);
  return full.filter((c, i) => {
    if (i === 0 || c.href === null) return true;
    if (page(c.href) === here) return false;
    if (i === 1) return carType !== null;
    if (i === 2) return make !== null;
    return true;
  });
}
