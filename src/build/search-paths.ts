import type { Car } from '../domain/schemas';
import { toSlug } from './slug';
import { bodyType } from '../domain/body-type';
import type { PathPreset } from '../search/routing';

export type SearchPathEntry = { path: string; preset: PathPreset; title: string };

const TYPE_PATHS: { slug: string; types: string[]; title: string }[] = [
  { slug: 'new-used-and-demo-cars', types: [], title: 'New, Used and Demo Cars' },
  { slug: 'new-and-demo-cars', types: ['new', 'demo'], title: 'New and Demo Cars' },
  { slug: 'new-cars', types: ['new'], title: 'New Cars' },
  { slug: 'used-cars', types: ['used'], title: 'Used Cars' },
  { slug: 'demo-cars', types: ['demo'], title: 'Demo Cars' },
];

const entry = (slug: string, refinements: PathPreset['refinements'], title: string, root = 'search'): SearchPathEntry => ({
  path: slug, preset: { path: `/${root}/${slug}/`, refinements }, title,
});

/** Where a make/model search page lives (search.model_path): /search/{make}/{model}/, or /used-car/{make}/{model}/ on the brand variant. */
export type ModelPath = 'search' | 'used-car';

/**
 * Every search path of the spec for this stock: all stock, the car-type paths, /search/{make},
 * /search/{make}/{model} (/used-car/{make}/{model} when search.model_path says so) and /search/{body}. Type
 * paths win a slug clash, then makes, then bodies. An entry's page lives at its preset.path.
 */
export function searchPaths(cars: readonly Car[], modelPath: ModelPath = 'search'): SearchPathEntry[] {
  const out: SearchPathEntry[] = TYPE_PATHS.map((t) => entry(t.slug, t.types.length ? { car_type: t.types } : {}, t.title));
  const taken = new Set(out.map((e) => e.path));
  const makes = new Map<string, string>();
  const models = new Map<string, { make: string; model: string }>();
  const bodies = new Map<string, string>();
  for (const car of cars) {
    const body = bodyType(car);
    if (toSlug(car.make)) makes.set(toSlug(car.make), car.make);
    if (toSlug(car.make) && toSlug(car.model)) models.set(`${toSlug(car.make)}/${toSlug(car.model)}`, { make: car.make, model: car.model });
    if (body && toSlug(body)) bodies.set(toSlug(body), body);
  }
  for (const [slug, make] of makes) {
    if (taken.has(slug)) continue;
    taken.add(slug);
    out.push(entry(slug, { make: [make] }, `${make} Cars for Sale`));
  }
  for (const [slug, m] of models) out.push(entry(slug, { make: [m.make], model: [m.model] }, `${m.make} ${m.model} for Sale`, modelPath));
  for (const [slug, body] of bodies) {
    if (taken.has(slug)) continue;
    taken.add(slug);
    out.push(entry(slug, { body: [body] }, `${body} for Sale`));
  }
  return out;
}
