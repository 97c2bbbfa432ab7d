import { bodyType } from '../domain/body-type';
import { currentPrice } from '../domain/pricing';
import type { Car } from '../domain/schemas';
import { toSlug } from './slug';
import { modelSearchPath, type ModelPath } from '../domain/search-page-paths';
import { modelsBodySlug } from '../domain/vehicle-links';
import { stockNoun } from '../domain/stock-noun';

export interface ModelEntry {
  make: string;
  model: string;
  href: string;
  bodies: string[];
  count: number;
  image: string | null;
  fromPrice: number | null;
  /** The word its count is in ('Car', 'Motorcycle'): the item type of most of its cars. */
  noun: string;
}

/**
 * Models of the listing (franchise make first when given) with their body types, for /models and its ?body=
 * filter. `count` counts every listed car of the model, sold ones the search shows included, so it is the
 * "N cars" of the model's search page, which lives where search.model_path (modelPath) says.
 */
export function modelEntries(cars: Car[], franchiseMake: string | null | undefined, modelPath: ModelPath): ModelEntry[] {
  const map = new Map<string, ModelEntry>();
  const itemTypes = new Map<string, (string | null)[]>();
  for (const c of cars) {
    const key = `${c.make}|${c.model}`;
    const e = map.get(key) ?? {
      make: c.make,
      model: c.model,
      href: modelSearchPath(c.make, c.model, modelPath),
      bodies: [],
      count: 0,
      image: null,
      fromPrice: null,
      noun: 'Car',
    };
    e.count++;
    const types = itemTypes.get(key);
    if (types) types.push(c.item_type ?? null);
    else itemTypes.set(key, [c.item_type ?? null]);
    const body = bodyType(c);
    // The vehicle page links here with the spec's body slug (modelsBodySlug): the filter reads the same one.
    if (body && !e.bodies.includes(modelsBodySlug(body))) e.bodies.push(modelsBodySlug(body));
    e.image ??= c.primary_image_url ?? c.images[0]?.url ?? null;
    // "from": the lowest price the model's car pages show (the offer price when real; a $10 placeholder is no price).
    const price = currentPrice(c);
    if (price !== null) e.fromPrice = e.fromPrice == null ? price : Math.min(e.fromPrice, price);
    map.set(key, e);
  }
  for (const [key, types] of itemTypes) map.get(key)!.noun = stockNoun(types);
  const first = franchiseMake ? toSlug(franchiseMake) : null;
  return [...map.values()].sort(
    (a, b) => Number(toSlug(b.make) === first) - Number(toSlug(a.make) === first) || a.make.localeCompare(b.make) || a.model.localeCompare(b.model),
  );
}

/**
 * The /models body filter's choices: each body slug of the models, named as the body reads everywhere else
 * ('SUV', 'Cab Chassis'; a slug capitalised read 'Suv'), in name order.
 */
export function modelBodyChoices(cars: readonly Pick<Car, 'simple_body' | 'body'>[]): { slug: string; label: string }[] {
  const bySlug = new Map<string, string>();
  for (const c of cars) {
    const body = bodyType(c);
    if (body && !bySlug.has(modelsBodySlug(body))) bySlug.set(modelsBodySlug(body), body);
  }
  return [...bySlug].map(([slug, label]) => ({ slug, label })).sort((a, b) => a.label.localeCompare(b.label));
}
