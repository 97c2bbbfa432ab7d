import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRng } from '../demo/prng';

/**
 * A copy of a dealer folder whose stock is the source stock repeated to `count` cars, each with its own id,
 * slug and stock number: realistic records at any size, for build benchmarks and scale tests.
 * `vary`: each copy also gets its own price (±15%), odometer (±50%) and listing date (up to a year earlier), from a
 * fixed seed. Without it every ~300th car is the same car, which a gzipped search index shrinks far below a real
 * group's (41 KB instead of 213 KB at 20,000 cars): the download-time benchmarks need varied stock.
 */
export function syntheticDealer(sourceDir: string, targetRoot: string, slug: string, count: number, opts: { vary?: boolean } = {}): string {
  const dir = path.join(targetRoot, slug);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(sourceDir, dir, { recursive: true, filter: (src) => !src.endsWith('stock.json') });
  const config = JSON.parse(readFileSync(path.join(sourceDir, 'dealer.json'), 'utf8'));
  writeFileSync(path.join(dir, 'dealer.json'), JSON.stringify({ ...config, slug }));
  const raw = JSON.parse(readFileSync(path.join(sourceDir, 'stock.json'), 'utf8'));
  const source = (Array.isArray(raw) ? raw : raw.cars) as Record<string, unknown>[];
  const available = source.filter((c) => c.status === 'in_stock');
  const rng = createRng(20_000);
  const varied = (base: Record<string, unknown>): Record<string, unknown> => {
    const price = typeof base.price === 'number' && base.price > 0 ? Math.round((base.price * (0.85 + 0.3 * rng.next())) / 10) * 10 : base.price;
    const km = typeof base.km === 'number' ? Math.round(base.km * (0.5 + rng.next())) : base.km;
    const listed =
      typeof base.created_at === 'string'
        ? new Date(Date.parse(base.created_at) - Math.floor(rng.next() * 365 * 86_400) * 1000).toISOString()
        : base.created_at;
    return { ...base, price, km, created_at: listed, updated_at: listed };
  };
  const cars = Array.from({ length: count }, (_, i) => {
    const base = available[i % available.length]!;
    return { ...(opts.vary ? varied(base) : base), id: 1_000_000 + i, slug: `${String(base.slug).slice(0, 60)}-s${i}`, stocknum: `S${i}` };
  });
  writeFileSync(path.join(dir, 'stock.json'), JSON.stringify({ cars }));
  return dir;
}
