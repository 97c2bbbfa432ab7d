import { mkdirSync, readdirSync, renameSync, existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Moves what another shard rendered into the first shard's folder. Every shard renders the shared pages and
 * assets too (byte-identical: same sources, same data), so files already present are kept as they are.
 */
export function mergeShardInto(from: string, into: string): number {
  let moved = 0;
  for (const entry of readdirSync(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    const rel = path.relative(from, source);
    if (rel.startsWith('.prerender')) continue;
    const target = path.join(into, rel);
    if (existsSync(target)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(source, target);
    moved++;
  }
  return moved;
}
