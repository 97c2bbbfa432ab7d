import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  brandSchema, carSchema, dealerConfigSchema, makeSchema, offerSchema, reviewSchema,
  type Brand, type Car, type DealerConfig, type Make, type Offer, type Review,
} from '../../src/domain/schemas';
import { formatProblem, problemsFromZod, type ValidationProblem } from '../../src/domain/schemas/friendly-errors';
import { applyTemplate } from '../../src/domain/templates';
import { carsInBaseFilter } from '../../src/search/base-filter-cars';
import { findSecretSettings } from './secret-guard';

export interface DealerBundle {
  dir: string;
  config: DealerConfig;
  cars: Car[];
  offers: Offer[];
  reviews: Review[];
  brands: Brand[];
  makes: Make[];
  /** Records left out under --skip-invalid. */
  skipped: ValidationProblem[];
}

export class DealerValidationError extends Error {
  constructor(readonly problems: ValidationProblem[]) {
    super(`${problems.length} problem${problems.length === 1 ? '' : 's'} in dealer input:\n` + problems.map((p) => `  - ${formatProblem(p)}`).join('\n'));
    this.name = 'DealerValidationError';
  }
}

export const DEALERS_DIR = path.resolve(import.meta.dirname, '../../dealers');

function readJson(file: string, problems: ValidationProblem[]): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    problems.push({ file, field: '(file)', reason: e instanceof SyntaxError ? `invalid JSON: ${e.message}` : `cannot read: ${(e as Error).message}` });
    return undefined;
  }
}

export function rel(file: string): string {
  return path.relative(process.cwd(), file) || file;
}

/** Validates a list file record by record so one bad record names its own index and id. */
function parseList<S extends z.ZodType>(schema: S, raw: unknown, file: string, problems: ValidationProblem[], key: string, skipInvalid: boolean, skipped: ValidationProblem[], indexes: number[] = []): z.infer<S>[] {
  const list = Array.isArray(raw) ? raw : raw && typeof raw === 'object' && Array.isArray((raw as Record<string, unknown>)[key]) ? (raw as Record<string, unknown[]>)[key] : null;
  if (!list) {
    problems.push({ file, field: '(root)', reason: `expected a JSON array or an object with a "${key}" array` });
    return [];
  }
  const out: z.infer<S>[] = [];
  list.forEach((item, index) => {
    const r = schema.safeParse(item);
    const ident = item && typeof item === 'object' ? [(item as Record<string, unknown>).id, (item as Record<string, unknown>).slug].filter((v) => v != null && v !== '').join(' / ') : '';
    if (r.success) { out.push(r.data); indexes.push(index); }
    else (skipInvalid ? skipped : problems).push(...problemsFromZod(r.error, file, { index, record: ident || undefined }));
  });
  return out;
}

function optionalList<S extends z.ZodType>(dir: string, name: string, schema: S, key: string, problems: ValidationProblem[]): z.infer<S>[] {
  const file = path.join(dir, name);
  if (!existsSync(file)) return [];
  const raw = readJson(file, problems);
  return raw === undefined ? [] : parseList(schema, raw, rel(file), problems, key, false, []);
}

export interface LoadOptions { stockFile?: string; skipInvalid?: boolean }

/** Loads and validates one dealer folder; throws DealerValidationError listing every problem found. */
export function loadDealer(slugOrDir: string, opts: LoadOptions = {}): DealerBundle {
  const dir = path.isAbsolute(slugOrDir) || slugOrDir.includes('/') ? path.resolve(slugOrDir) : path.join(DEALERS_DIR, slugOrDir);
  const problems: ValidationProblem[] = [];
  const skipped: ValidationProblem[] = [];
  const configFile = path.join(dir, 'dealer.json');
  if (!existsSync(configFile)) throw new DealerValidationError([{ file: rel(configFile), field: '(file)', reason: 'dealer.json not found' }]);
  const rawConfig = readJson(configFile, problems);
  let config: DealerConfig | undefined;
  if (rawConfig !== undefined) {
    problems.push(...findSecretSettings(rawConfig, rel(configFile)));
    const r = dealerConfigSchema.safeParse(applyTemplate(rawConfig as Record<string, unknown>));
    if (r.success) config = r.data;
    else problems.push(...problemsFromZod(r.error, rel(configFile)));
    const filterCheck = config ? carsInBaseFilter([], config) : null;
    if (filterCheck && 'error' in filterCheck) {
      problems.push({ file: rel(configFile), field: 'search.visibility.extra_filter', reason: `not a valid search filter: ${filterCheck.error}` });
    }
    // Every build, --stock or not: the slug picks the published folder, so a copied dealer.json must not overwrite another dealer's site.
    if (config && config.slug !== path.basename(dir)) {
      problems.push({ file: rel(configFile), field: 'slug', reason: `"${config.slug}" must match the folder name "${path.basename(dir)}" (the slug names the published site dist/<slug>/)` });
    }
  }
  const stockFile = opts.stockFile ? path.resolve(opts.stockFile) : path.join(dir, 'stock.json');
  const rawStock = existsSync(stockFile) ? readJson(stockFile, problems) : (problems.push({ file: rel(stockFile), field: '(file)', reason: 'stock file not found' }), undefined);
  const carIndexes: number[] = [];
  let cars = rawStock === undefined ? [] : parseList(carSchema, rawStock, rel(stockFile), problems, 'cars', !!opts.skipInvalid, skipped, carIndexes);
  cars = dropDuplicateSlugs(cars, carIndexes, rel(stockFile), opts.skipInvalid ? skipped : problems);
  const offers = optionalList(dir, 'offers.json', offerSchema, 'offers', problems);
  const reviews = optionalList(dir, 'reviews.json', reviewSchema, 'reviews', problems);
  const brands = optionalList(dir, 'brands.json', brandSchema, 'brands', problems);
  const makes = optionalList(dir, 'makes.json', makeSchema, 'makes', problems);
  if (problems.length || !config) throw new DealerValidationError(problems);
  return { dir, config, cars, offers, reviews, brands, makes, skipped };
}

/** Two cars with one slug would overwrite each other's page: the later ones are reported. */
function dropDuplicateSlugs(cars: Car[], indexes: number[], file: string, sink: ValidationProblem[]): Car[] {
  const seen = new Map<string, Car>();
  return cars.filter((car, i) => {
    const first = seen.get(car.slug);
    if (first === undefined) { seen.set(car.slug, car); return true; }
    sink.push({ file, index: indexes[i], record: `${car.id} / ${car.slug}`, field: 'slug', reason: `duplicate slug, already used by the car with id ${first.id}` });
    return false;
  });
}
