import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeShardInto } from '../../scripts/lib/render/merge-shards';

function write(root: string, rel: string, text: string) {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

describe('mergeShardInto', () => {
  it("moves a later shard's cars in, keeps the first shard's copy of shared files and leaves the bundle behind", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'merge-'));
    const first = path.join(dir, 'first');
    const later = path.join(dir, 'later');
    write(first, 'index.html', 'home of the first shard');
    write(first, 'cars/a/index.html', 'car a');
    write(first, 'cars/a/print/index.html', 'print a');
    write(later, 'index.html', 'home of the later shard');
    write(later, 'cars/b/index.html', 'car b');
    write(later, 'cars/b/print/index.html', 'print b');
    write(later, 'cars/b/checkout/index.html', 'checkout b');
    write(later, 'cars/a/checkout/index.html', 'checkout a, rendered by the later shard');
    write(later, 'sitemap-extra/cars.xml', 'extra');
    write(later, '.prerender/chunk.mjs', 'server code');

    const moved = mergeShardInto(later, first);

    const read = (rel: string) => readFileSync(path.join(first, rel), 'utf8');
    expect(read('index.html')).toBe('home of the first shard');
    expect(read('cars/a/index.html')).toBe('car a');
    expect(read('cars/a/print/index.html')).toBe('print a');
    expect(read('cars/a/checkout/index.html')).toBe('checkout a, rendered by the later shard');
    expect(read('cars/b/index.html')).toBe('car b');
    expect(read('cars/b/print/index.html')).toBe('print b');
    expect(read('cars/b/checkout/index.html')).toBe('checkout b');
    expect(read('sitemap-extra/cars.xml')).toBe('extra');
    expect(existsSync(path.join(first, '.prerender'))).toBe(false);
    expect(existsSync(path.join(later, 'cars/b'))).toBe(false);
    // cars/b, cars/a/checkout and sitemap-extra: three renames, not five files one by one.
    expect(moved).toBe(3);
  });
});
