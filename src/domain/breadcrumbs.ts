import type { Car } from './schemas';
import { urlSlug } from './url-slug';
import { bodyType } from './body-type';
import { bodySearchPath, carTypeSearchPath, makeSearchPath, modelSearchPath, type ModelPath } from './search-page-paths';

export type Crumb = { label: string; href: string | null };

const TYPE_LABEL: Record<Car['car_type'], string> = { new: 'New Cars', used: 'Used Cars', demo: 'Demo Cars' };

/** The search-path slug of a make, model or body: the same rule as the search paths the build makes. */
export const slugify = urlSlug;

/**
 * Home > car type > make > model (only when in the known model list) > body type > current title.
 * knownModels is the dealer's list, or the models found in stock when the dealer lists none; modelPath is the
 * dealer's search.model_path, where the model's page lives.
 */
export function breadcrumbs(
  car: Pick<Car, 'car_type' | 'make' | 'model' | 'simple_body' | 'body' | 'name'>,
  knownModels: readonly string[],
  modelPath: ModelPath,
): Crumb[] {
  const crumbs: Crumb[] = [
    { label: 'Home', href: '/' },
    { label: TYPE_LABEL[car.car_type], href: carTypeSearchPath(car.car_type) },
    { label: car.make, href: makeSearchPath(car.make) },
  ];
  if (knownModels.some((m) => m.toLowerCase() === car.model.toLowerCase())) {
    crumbs.push({ label: car.model, href: modelSearchPath(car.make, car.model, modelPath) });
  }
  const body = bodyType(car);
  if (body) crumbs.push({ label: body, href: bodySearchPath(body) });
  crumbs.push({ label: car.name, href: null });
  return crumbs;
}
