import { bodyType } from '../domain/body-type';
import { oncePer } from './once-per';
import type { Car } from '../domain/schemas';
import { SIMILAR_HITS_PER_QUERY, isSimilarCandidate, vehicleKind } from '../domain/similar-cars';

/*
 * The listed stock grouped the way vehicle pages look things up (same make and model; same body type), built
 * once per site: without it every vehicle page scanned the whole stock three times, which made big dealers'
 * builds quadratic.
 */
export interface StockGroups {
  knownModels: string[];
  byModel: Map<string, Car[]>;
  /** By body type and, separately, by car type (the broad query of a car without a body type). */
  byBody: Map<string, Car[]>;
  /** By vehicle kind (vehicleKind): the fallback never leaves the car's kind. */
  byKind: Map<string, Car[]>;
}

const modelKey = (c: Pick<Car, 'make' | 'model'>) => `${c.make.toLowerCase()}|${c.model.toLowerCase()}`;
// Keys mirror the filters of similarCarsRequest (string equality is case-insensitive there too).
const bodyGroup = (body: string) => `body:${body.toLowerCase()}`;
const typeGroup = (c: Pick<Car, 'car_type'>) => `type:${c.car_type}`;
const broadKey = (c: Car) => {
  const body = bodyType(c);
  return body ? bodyGroup(body) : typeGroup(c);
};

function push(map: Map<string, Car[]>, key: string, car: Car) {
  const list = map.get(key);
  if (list) list.push(car);
  else map.set(key, [car]);
}

export const stockGroups = oncePer((cars: Car[]): StockGroups => {
  const byModel = new Map<string, Car[]>();
  const byBody = new Map<string, Car[]>();
  const byKind = new Map<string, Car[]>();
  for (const car of cars) {
    push(byKind, vehicleKind(car), car);
    push(byModel, modelKey(car), car);
    const body = bodyType(car);
    if (body) push(byBody, bodyGroup(body), car);
    push(byBody, typeGroup(car), car);
  }
  return { knownModels: [...new Set(cars.map((c) => c.model))], byModel, byBody, byKind };
});

/** The models breadcrumbs know: the dealer's list (known_models), or the models found in its stock. */
export function knownModelsOf(config: { known_models: string[] }, cars: Car[]): string[] {
  return config.known_models.length > 0 ? config.known_models : stockGroups(cars).knownModels;
}

/**
 * Each model's makes (a model name a few makes share lists each), for the search's model list labels. Once a
 * stock: every search page carries it.
 */
export const modelMakesOf = oncePer((cars: readonly Pick<Car, 'make' | 'model'>[]): Record<string, string[]> => {
  const makes = new Map<string, Set<string>>();
  for (const c of cars) {
    const set = makes.get(c.model);
    if (set) set.add(c.make);
    else makes.set(c.model, new Set([c.make]));
  }
  return Object.fromEntries([...makes].map(([model, set]) => [model, [...set].sort()]));
});

/** Cars of the same make and model (the car itself included): the first of the similar-car candidate lists. */
function sameModel(car: Car, groups: StockGroups): Car[] {
  return groups.byModel.get(modelKey(car)) ?? [];
}

/**
 * The answers of the spec's two similar-car queries (similarCarsRequest) as the search engine gives them, from the
 * groups instead of a filter over the whole index per car: in stock, inside the price window, not the car itself,
 * 10 hits each in index order. tests/build/similar-cars-engine.test.ts checks both agree. chooseSimilarCars merges them.
 */
export function similarCandidates(car: Car, groups: StockGroups): Car[] {
  const fits = (c: Car) => isSimilarCandidate(car, c);
  const first10 = (list: Car[]) => {
    const out: Car[] = [];
    for (const c of list) {
      if (fits(c)) out.push(c);
      if (out.length === SIMILAR_HITS_PER_QUERY) break;
    }
    return out;
  };
  return [...first10(sameModel(car, groups)), ...first10(groups.byBody.get(broadKey(car)) ?? [])];
}

/** The fallback search's candidates (similarFallback picks from them): the site's stock of the car's kind. */
export function fallbackStock(car: Car, groups: StockGroups): Car[] {
  return groups.byKind.get(vehicleKind(car)) ?? [];
}
