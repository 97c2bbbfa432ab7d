import type { Car } from '../domain/schemas';
import { toSlug } from './slug';
import { bodyType } from '../domain/body-type';
import type { PathPreset } from '../search/routing';
import { searchHeading } from '../domain/search-heading';
import { modelSearchPath, type ModelPath } from '../domain/search-page-paths';
import { searchPagePath } from '../domain/site-paths';

export type SearchPathEntry = { path: string; preset: PathPreset; title: string };

const TYPE_PATHS: { slug: string; types: string[]; title: string }[] = [
  { slug: 'new-used-and-demo-cars', types: [], title: 'New, Used and Demo Cars' },
  { slug: 'new-and-demo-cars', types: ['new', 'demo'], title: 'New and Demo Cars' },
  { slug: 'new-cars', types: ['new'], title: 'New Cars' },
  { slug: 'used-cars', types: ['used'], title: 'Used Cars' },
  { slug: 'demo-cars', types: ['demo'], title: 'Demo Cars' },
];

/** The car-type paths' slugs (new-cars, used-cars, ...): always built. */
export const TYPE_PATH_SLUGS: ReadonlySet<string> = new Set(TYPE_PATHS.map((t) => t.slug));

// A page's address comes from the same rules the links to it use (src/domain/search-page-paths.ts), so a link
// never names a page this list does not build.
const entry = (slug: string, refinements: PathPreset['refinements'], title: string, at = searchPagePath(slug)): SearchPathEntry => ({
  path: slug,
  preset: { path: at, refinements },
  title,
});

export type { ModelPath };

/**
 * Every search path of the spec for this stock: all stock, the car-type paths, /search/{make},
 * /search/{make}/{model} (/used-car/{make}/{model} when search.model_path says so) and /search/{body}. Type
 * paths win a slug clash, then makes, then bodies. An entry's page lives at its preset.path.
 * Besides, each car-type path has /search/{type}-cars/{make} for the makes it holds: the make list of
 * /search/used-cars links there, so without JavaScript a make link keeps the page's car type (and its count).
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
  for (const t of TYPE_PATHS) {
    if (!t.types.length) continue;
    const typeMakes = new Map<string, string>();
    for (const car of cars) if (t.types.includes(car.car_type) && toSlug(car.make)) typeMakes.set(toSlug(car.make), car.make);
    for (const [slug, make] of typeMakes) {
      const refinements = { car_type: t.types, make: [make] };
      taken.add(`${t.slug}/${slug}`);
      out.push(entry(`${t.slug}/${slug}`, refinements, searchHeading(refinements)));
    }
  }
  for (const [slug, m] of models) {
    if (modelPath === 'search' && taken.has(slug)) continue;
    out.push(entry(slug, { make: [m.make], model: [m.model] }, `${m.make} ${m.model} for Sale`, modelSearchPath(m.make, m.model, modelPath)));
  }
  for (const [slug, body] of bodies) {
    if (taken.has(slug)) continue;
    taken.add(slug);
    out.push(entry(slug, { body: [body] }, `${body} for Sale`));
  }
  return out;
}

/** A make in a search page's static make list: where it leads and how many cars that page lists. */
export type MakeLink = { make: string; href: string; count: number };

/**
 * The static (no-JavaScript) make list of a search page, whose links never lie: on all stock and on the
 * car-type paths the page's own make counts, each linking to the page with that make and the same car type;
 * elsewhere (a make, model or body page) the whole stock's makes and counts, each linking to its make page.
 * `own` says which of the two it is (the list's heading differs).
 */
export function staticMakeLinks(
  entry: SearchPathEntry,
  all: readonly SearchPathEntry[],
  pageMakes: Record<string, number>,
  stockMakes: Record<string, number>,
): { own: boolean; links: MakeLink[] } {
  const keys = Object.keys(entry.preset.refinements).filter((k) => entry.preset.refinements[k as keyof PathPreset['refinements']]?.length);
  const own = keys.every((k) => k === 'car_type');
  const types = entry.preset.refinements.car_type ?? [];
  const sameTypes = (e: SearchPathEntry) => {
    const t = e.preset.refinements.car_type ?? [];
    return t.length === types.length && t.every((v) => types.includes(v));
  };
  const target = (make: string) =>
    all.find((e) => {
      const r = e.preset.refinements;
      return r.make?.length === 1 && r.make[0] === make && !r.model && !r.body && (own ? sameTypes(e) : !r.car_type);
    });
  const links = Object.entries(own ? pageMakes : stockMakes)
    .sort((a, b) => b[1] - a[1])
    .flatMap(([make, count]) => {
      const to = target(make);
      return to ? [{ make, href: to.preset.path, count }] : [];
    });
  return { own, links };
}
