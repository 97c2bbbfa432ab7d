/**
 * The build manifest: what a published site was built from. It is written beside the site, as
 * `<out>.manifest.json` (dist/<slug>.manifest.json), never inside the folder that is uploaded to the CDN, so it
 * is neither served nor in the sitemap, and its build time does not stop two builds of the same inputs from
 * being byte-identical. The next build reads it for the publish guards, the redirects of removed cars
 * (scripts/lib/publish/redirects-file.ts) and the
 * "changes since the last build" report.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Car } from '../../../src/domain/schemas';
import { currentPrice } from '../../../src/domain/pricing';
import { KEY_FIELDS, lostKeyFields, missingKeyFields, type KeyField } from '../../../src/domain/feed-coverage';
import { isSold } from '../../../src/domain/availability';
import { ALL_STOCK_PATH } from '../../../src/search/routing';
import { makeSearchPath, modelSearchPath } from '../../../src/domain/search-page-paths';
import { readJsonFile } from './read-json-file';

/** A removed car's pages redirect to its make/model search this long, then 404 like any unknown page. */
export const REDIRECT_DAYS = 30;
const DAY_MS = 86_400_000;

const manifestCarSchema = z.object({
  slug: z.string(),
  id: z.string(),
  make: z.string(),
  model: z.string(),
  /** Price the site shows (offer price when there is one); "repriced" compares it. */
  price: z.number().nullable(),
  updated_at: z.string().nullable(),
  /** What names the car to a dealer beside its id: its stock number and title. Absent in older manifests. */
  stocknum: z.string().nullable().optional(),
  name: z.string().optional(),
  /** Listed as sold (within the sold window); "sold since the last build" compares it. Absent in older manifests. */
  sold: z.boolean().optional(),
  /** Key fields (feed-coverage.ts) the car has no value for; "lost a key field" compares them. Absent in older manifests. */
  missing: z.array(z.string()).optional(),
});
export type ManifestCar = z.infer<typeof manifestCarSchema>;

const removedCarSchema = z.object({
  slug: z.string(),
  make: z.string(),
  model: z.string(),
  /** The build's "now" when the car first went missing; its redirect lasts REDIRECT_DAYS from then. */
  removed_at: z.string(),
});
export type RemovedCar = z.infer<typeof removedCarSchema>;

export const buildManifestSchema = z.object({
  manifest_version: z.literal(1),
  slug: z.string(),
  /** Wall-clock time the site was published. */
  built_at: z.string(),
  /** The "now" of every date rule in this build (--now, or the clock). */
  now: z.string(),
  code: z.object({ version: z.string(), commit: z.string().nullable() }),
  /** Hash of everything the site was built from (build-inputs.ts); build:all --changed-only compares it. Absent in older manifests. */
  inputs_sha256: z.string().optional(),
  stock: z.object({ file: z.string(), sha256: z.string(), records: z.number().int() }),
  listed: z.number().int(),
  /** Published with --force past a publish guard. */
  forced: z.boolean(),
  /** Site path of the content-hashed search index, or null (Meilisearch dealers). */
  search_index: z.string().nullable(),
  cars: z.array(manifestCarSchema),
  removed: z.array(removedCarSchema),
  /** Share of listed cars with each key field (feed-coverage.ts); the coverage guard compares it. Absent in older manifests. */
  coverage: z.array(z.object({ field: z.enum(KEY_FIELDS), with: z.number().int(), of: z.number().int() })).optional(),
});
export type BuildManifest = z.infer<typeof buildManifestSchema>;

/** Where the manifest of the site published at `out` lives: beside it, outside what is uploaded. */
export function manifestPathFor(out: string): string {
  return `${out}.manifest.json`;
}

/** The last published manifest, null when there is none, or the reason it cannot be used. */
export function readManifest(file: string): { manifest: BuildManifest | null; problem?: string } {
  const { value, problem } = readJsonFile(file, buildManifestSchema, 'a build manifest');
  return problem ? { manifest: value, problem } : { manifest: value };
}

export function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

// One read buffer for every file hashed (the hashing is synchronous, so never two at once).
let hashChunk: Buffer | null = null;

/**
 * A file's sha256, read a megabyte at a time: a large dealer's stock (90 MB at 20,000 cars) is hashed twice a build,
 * and read whole each time it stayed in the build process's memory until a garbage collection
 * (see docs/decisions.md, Build time and memory).
 */
export function sha256File(file: string): string {
  const hash = createHash('sha256');
  const chunk = (hashChunk ??= Buffer.allocUnsafe(1 << 20));
  const fd = openSync(file, 'r');
  try {
    for (let n; (n = readSync(fd, chunk, 0, chunk.length, null)) > 0;) hash.update(chunk.subarray(0, n));
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}

/** package.json version and the git commit (BUILD_COMMIT wins, for images built without .git). */
export function codeVersion(root: string): BuildManifest['code'] {
  const version = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
  let commit = process.env.BUILD_COMMIT || null;
  if (!commit) {
    const r = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', timeout: 5000 });
    commit = r.status === 0 ? r.stdout.trim() || null : null;
  }
  return { version, commit };
}

/**
 * The listed cars as the manifest records them. `singleLocation`: the dealer has one location, so a car the feed
 * gives none is still at a known place (feed-coverage.ts).
 */
export function manifestCars(cars: readonly Car[], { singleLocation = false } = {}): ManifestCar[] {
  return cars.map((car) => ({
    slug: car.slug,
    id: car.id,
    make: car.make,
    model: car.model,
    price: currentPrice(car),
    updated_at: car.updated_at ?? null,
    stocknum: car.stocknum ?? null,
    name: car.name,
    sold: isSold(car),
    missing: missingKeyFields(car, singleLocation),
  }));
}

/** The key fields that a car losing is named for in "what changed" (the coverage guard watches all of KEY_FIELDS). */
export const LOST_FIELDS_NAMED: readonly KeyField[] = ['price', 'km', 'photos', 'location'];

export interface StockChanges {
  added: ManifestCar[];
  removed: ManifestCar[];
  repriced: { car: ManifestCar; from: number | null; to: number | null }[];
  /** Listed in both builds, sold now and not then. */
  sold: ManifestCar[];
  /** Listed in both builds, with a value for one of LOST_FIELDS_NAMED then and none now. */
  lost: { car: ManifestCar; fields: KeyField[] }[];
}

/** Cars added, removed, repriced, sold and losing a key field between two builds, matched by slug (the page URL). */
export function stockChanges(previous: readonly ManifestCar[], next: readonly ManifestCar[]): StockChanges {
  const before = new Map(previous.map((c) => [c.slug, c]));
  const after = new Set(next.map((c) => c.slug));
  const changes: StockChanges = { added: [], removed: previous.filter((c) => !after.has(c.slug)), repriced: [], sold: [], lost: [] };
  for (const car of next) {
    const old = before.get(car.slug);
    if (!old) changes.added.push(car);
    else {
      if (old.price !== car.price) changes.repriced.push({ car, from: old.price, to: car.price });
      // An older manifest did not record `sold`: nothing is called sold against it rather than every sold car.
      if (car.sold && old.sold === false) changes.sold.push(car);
    }
  }
  changes.lost = lostKeyFields(previous, next, LOST_FIELDS_NAMED);
  return changes;
}

/** How a dealer finds a car in their own system: `id 12 / stock no A123 / 2021 Toyota Corolla Ascent`. */
export function carName(car: Pick<ManifestCar, 'id' | 'slug' | 'stocknum' | 'name'>): string {
  return [`id ${car.id}`, car.stocknum && `stock no ${car.stocknum}`, car.name ?? car.slug].filter(Boolean).join(' / ');
}

/**
 * Removed cars whose redirects are still due: the last manifest's removals younger than REDIRECT_DAYS, plus the
 * cars it listed that this build does not. A car back in stock has its page again and loses its redirect.
 */
export function nextRemovals(previous: BuildManifest | null, cars: readonly ManifestCar[], now: Date): RemovedCar[] {
  if (!previous) return [];
  const listed = new Set(cars.map((c) => c.slug));
  const out = new Map<string, RemovedCar>();
  for (const r of previous.removed) {
    if (listed.has(r.slug)) continue;
    if (now.getTime() - Date.parse(r.removed_at) >= REDIRECT_DAYS * DAY_MS) continue;
    out.set(r.slug, r);
  }
  for (const c of previous.cars) {
    if (listed.has(c.slug) || out.has(c.slug)) continue;
    out.set(c.slug, { slug: c.slug, make: c.make, model: c.model, removed_at: now.toISOString() });
  }
  return [...out.values()].sort((a, b) => a.removed_at.localeCompare(b.removed_at) || a.slug.localeCompare(b.slug));
}

/**
 * The search page a removed car's visitors land on: its model's (under /search/ or, on the brand variant,
 * /used-car/: whichever the build made), else its make's, else all stock.
 */
export function redirectTarget(car: Pick<RemovedCar, 'make' | 'model'>, searchPaths: ReadonlySet<string>): string {
  const candidates = [modelSearchPath(car.make, car.model, 'search'), modelSearchPath(car.make, car.model, 'used-car'), makeSearchPath(car.make)];
  for (const candidate of candidates) if (searchPaths.has(candidate)) return candidate;
  return ALL_STOCK_PATH;
}

const money = (v: number | null) => (v == null ? 'no price' : `$${v.toLocaleString('en-AU')}`);

/** What `npm run build` prints about the stock since the last published build; at most `limit` cars a kind. */
export function describeChanges(changes: StockChanges, since: string, limit = 10): string[] {
  const { added, removed, repriced, sold, lost } = changes;
  const lines = [
    `changes since the last build (${since}): ${added.length} added, ${removed.length} removed, ${repriced.length} repriced, ${sold.length} sold, ${lost.length} lost a key field`,
  ];
  const list = <T>(items: T[], mark: string, text: (item: T) => string) => {
    for (const item of items.slice(0, limit)) lines.push(`  ${mark} ${text(item)}`);
    if (items.length > limit) lines.push(`  ${mark} … and ${items.length - limit} more`);
  };
  list(added, '+', (c) => `${c.slug} (${money(c.price)})`);
  list(removed, '-', (c) => c.slug);
  list(repriced, '~', (r) => `${r.car.slug}: ${money(r.from)} -> ${money(r.to)}`);
  list(sold, 'sold', (c) => carName(c));
  list(lost, 'lost', (l) => `${l.fields.join(', ')}: ${carName(l.car)}`);
  return lines;
}
