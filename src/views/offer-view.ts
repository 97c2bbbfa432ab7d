import type { Car, Offer } from '../domain/schemas';
import { toSlug } from './slug';
import { allStockSearchUrl, offerPath } from '../domain/site-paths';
import { modelSearchPath, type ModelPath } from '../domain/search-page-paths';

/** The offer's page (src/domain/site-paths.ts). */
export const offerHref = (offer: Pick<Offer, 'id' | 'manufacturer'>): string => offerPath(offer);

/**
 * Where 'Explore {model}' goes: the model's override_url, else the model's search page when that make/model is
 * in stock (the search pages exist only for stock; where they live is search.model_path, modelPath), else a
 * stock search for the model name.
 */
export function exploreHref(offer: Pick<Offer, 'model' | 'manufacturer'>, cars: Pick<Car, 'make' | 'model'>[], modelPath: ModelPath): string | null {
  const model = offer.model;
  if (!model) return null;
  if (model.override_url) return model.override_url;
  const car = cars.find((c) => toSlug(c.model) === toSlug(model.name) && (!offer.manufacturer || toSlug(c.make) === offer.manufacturer.slug));
  if (car) return modelSearchPath(car.make, car.model, modelPath);
  return allStockSearchUrl({ query: model.name });
}

export function offerImage(offer: Pick<Offer, 'image_url' | 'image_or_model_image'>): string | null {
  return offer.image_url || offer.image_or_model_image || null;
}
