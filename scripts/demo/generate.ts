import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Shape } from './catalog';
import { makeCar, type DemoCar } from './car-factory';
import { edgeCasesFor, type DemoDealer } from './edge-cases';
import { brandsFor, makesFor, offersFor, reviewsFor } from './extras';
import { photoPng, referencedAssets, renderAsset } from './assets';
import type { DealerPlan } from './plan';
import { createRng, seedFrom } from './prng';
import { demoMotorsConfig, demoMotorsPlan } from './dealers/demo-motors';
import { coastalConfig, coastalPlan } from './dealers/coastal-caravans';
import { groupConfig, groupPlan } from './dealers/demo-group';

/** The fixed "now" of the committed demo data; sold windows, new tags and rego dates are relative to it. */
export const DEFAULT_NOW = new Date('2026-11-21T00:00:00Z');

interface DemoDealerDef {
  plan: DealerPlan;
  config: { id: number; theme: { primary: string; accent: string }; manufacturer?: { name: string; slug: string }; known_models?: string[] };
  heroShapes: Shape[];
  brands: boolean;
}

export const DEMO_DEALERS: Record<DemoDealer, DemoDealerDef> = {
  'demo-motors': { plan: demoMotorsPlan, config: demoMotorsConfig, heroShapes: ['suv', 'hatch', 'ute'], brands: false },
  'coastal-caravans': { plan: coastalPlan, config: coastalConfig, heroShapes: ['caravan', 'motorcycle', 'truck'], brands: false },
  'demo-group': { plan: groupPlan, config: groupConfig, heroShapes: ['sedan', 'suv', 'truck'], brands: true },
};

const HOUR = 3_600_000;

/** The dealer's whole stock: ordinary cars on whole hours back from now, then the edge cases. */
export function generateStock(plan: DealerPlan, now: Date): DemoCar[] {
  const edges = edgeCasesFor(plan.slug as DemoDealer);
  const rng = createRng(seedFrom(plan.slug));
  const cars: DemoCar[] = [];
  let hoursBack = 6;
  for (let n = 1; n <= plan.total - edges.length; n++) {
    cars.push(
      makeCar(rng, plan, now, { id: plan.idBase + n, stocknum: `${plan.stockPrefix}${String(n).padStart(5, '0')}`, createdMsBefore: hoursBack * HOUR }),
    );
    hoursBack += rng.int(3, 20);
  }
  edges.forEach((edge, i) => {
    // Own stream per edge case, so adding one never reshuffles the others or the ordinary stock.
    const erng = createRng(seedFrom(`${plan.slug}:${edge.stocknum}`));
    const car = makeCar(erng, plan, now, {
      id: plan.idBase + 9000 + i,
      stocknum: edge.stocknum,
      createdMsBefore: edge.createdMsBefore,
      carType: edge.carType,
      model: edge.model,
      location: edge.location === undefined ? plan.locations[0] : plan.locations[edge.location],
    });
    edge.apply(car, { now });
    if (car.year !== undefined) car.name = `${car.year} ${car.make} ${car.model} ${car.badge ?? ''}`.trim();
    cars.push(car);
  });
  const seen = new Set<string>();
  for (const car of cars) {
    if (seen.has(car.slug as string)) car.slug = `${car.slug}-${car.id}`;
    seen.add(car.slug as string);
  }
  return cars;
}

/** Every file of one demo dealer folder, keyed by path relative to that folder (car photos made PNGs with sharp). */
export async function generateDealerFiles(slug: DemoDealer, now: Date): Promise<Map<string, string | Buffer>> {
  const def = DEMO_DEALERS[slug];
  const cars = generateStock(def.plan, now);
  const json = (v: unknown) => JSON.stringify(v, null, 1) + '\n';
  const files = new Map<string, string | Buffer>();
  const makes = makesFor(cars);
  const [topMake] = makes;
  const [firstCar] = cars;
  if (!topMake || !firstCar) throw new Error(`The demo dealer ${slug} has no stock`);
  const manufacturer = def.config.manufacturer ?? { name: topMake.name, slug: topMake.slug };
  const models = [...new Set(cars.filter((c) => c.make === manufacturer.name).map((c) => c.model))].slice(0, 3);
  const offers = offersFor(def.config.id, manufacturer, models.length ? models : [firstCar.model]);
  const brands = def.brands ? brandsFor() : null;
  // $schema first: editors (VS Code, JetBrains) then autocomplete the settings and flag typos (npm run settings:doc writes it).
  // A demo's known_models names the models it sells beyond tonight's stock; the file lists the stock's too, so
  // breadcrumbs and menus read as they would without the setting.
  const knownModels = def.config.known_models?.length ? [...new Set([...cars.map((c) => String(c.model)), ...def.config.known_models])].sort() : undefined;
  files.set('dealer.json', json({ $schema: '../../docs/dealer.schema.json', ...def.config, ...(knownModels ? { known_models: knownModels } : {}) }));
  // One car per line keeps the committed file diffable without tripling its size.
  files.set('stock.json', `{ "cars": [\n${cars.map((c) => JSON.stringify(c)).join(',\n')}\n] }\n`);
  files.set('offers.json', json(offers));
  files.set('reviews.json', json(reviewsFor(slug)));
  files.set('makes.json', json(makes));
  if (brands) files.set('brands.json', json(brands));
  const theme = { name: def.plan.name, primary: def.config.theme.primary, accent: def.config.theme.accent, heroShapes: def.heroShapes };
  const photos: Promise<[string, Buffer]>[] = [];
  for (const url of referencedAssets(def.config, cars, offers, brands, makes)) {
    const body = renderAsset(url, theme);
    if (body === null) continue;
    const file = path.posix.join('assets', url.replace(/^\/dealer\//, ''));
    if (typeof body === 'object' && 'drawing' in body) photos.push(photoPng(body.drawing).then((png) => [file, png]));
    else files.set(file, body);
  }
  // The PNGs are made side by side (sharp works off the main thread), then filed in address order like the rest.
  for (const [file, png] of await Promise.all(photos)) files.set(file, png);
  return files;
}

/** Writes all demo dealers under outDir (dealers/ by default); the assets folder is rebuilt so no stale file survives. */
export async function writeDemo(outDir: string, now: Date = DEFAULT_NOW): Promise<{ slug: string; files: number; cars: number }[]> {
  const written: { slug: string; files: number; cars: number }[] = [];
  for (const slug of Object.keys(DEMO_DEALERS) as DemoDealer[]) {
    const dir = path.join(outDir, slug);
    const files = await generateDealerFiles(slug, now);
    rmSync(path.join(dir, 'assets'), { recursive: true, force: true });
    for (const [rel, body] of files) {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), body);
    }
    const stock = String(files.get('stock.json') ?? '');
    written.push({ slug, files: files.size, cars: stock.split('\n').length - 3 });
  }
  return written;
}
