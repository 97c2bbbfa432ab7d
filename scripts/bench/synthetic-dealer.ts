import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A copy of a dealer folder whose stock is the source stock repeated to `count` cars, each with its own id,
 * slug and stock number: realistic records at any size, for build benchmarks and scale tests.
 */
export function syntheticDealer(sourceDir: string, targetRoot: string, slug: string, count: number): string {
  const dir = path.join(targetRoot, slug);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(sourceDir, dir, { recursive: true, filter: (src) => !src.endsWith('stock.json') });
  const config = JSON.parse(readFileSync(path.join(sourceDir, 'dealer.json'), 'utf8'));
  writeFileSync(path.join(dir, 'dealer.json'), JSON.stringify({ ...config, slug }));
  const raw = JSON.parse(readFileSync(path.join(sourceDir, 'stock.json'), 'utf8'));
  const source = (Array.isArray(raw) ? raw : raw.cars) as Record<string, unknown>[];
  const available = source.filter((c) => c.status === 'in_stock');
  const cars = Array.from({ length: count }, (_, i) => {
    const base = available[i % available.length]!;
    return { ...base, id: 1_000_000 + i, slug: `${String(base.slug).slice(0, 60)}-s${i}`, stocknum: `S${i}` };
  });
  writeFileSync(path.join(dir, 'stock.json'), JSON.stringify({ cars }));
  return dir;
}
