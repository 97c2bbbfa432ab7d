import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { resizeDealerPhotos } from '../../scripts/lib/publish/resize-images';

const root = mkdtempSync(path.join(tmpdir(), 'resize-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const jpeg = (w: number, h: number, r: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();

describe('resizeDealerPhotos (build-time srcset widths of dealer-hosted photos)', () => {
  it('writes a WebP per width next to each photo, never wider than the original, and leaves SVGs alone', async () => {
    const site = path.join(root, 'site1', 'dealer');
    mkdirSync(path.join(site, 'img', 'cars'), { recursive: true });
    writeFileSync(path.join(site, 'img', 'cars', 'a.jpg'), await jpeg(1600, 1200, 200));
    writeFileSync(path.join(site, 'img', 'cars', 'b.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const r = await resizeDealerPhotos(site, path.join(root, 'cache'), [320, 800, 2000]);
    expect(r).toEqual({ photos: 1, resized: 1, cached: 0 });
    expect(readdirSync(path.join(site, 'img', 'cars')).sort()).toEqual(['a.jpg', 'a.w2000.webp', 'a.w320.webp', 'a.w800.webp', 'b.svg']);
    expect((await sharp(path.join(site, 'img', 'cars', 'a.w320.webp')).metadata()).width).toBe(320);
    expect((await sharp(path.join(site, 'img', 'cars', 'a.w800.webp')).metadata()).format).toBe('webp');
    expect((await sharp(path.join(site, 'img', 'cars', 'a.w2000.webp')).metadata()).width).toBe(1600);
  });

  it('an unchanged photo is never processed twice (content hash), even under another name or dealer', async () => {
    const cache = path.join(root, 'cache');
    const before = readdirSync(cache).map((f) => [f, statSync(path.join(cache, f)).mtimeMs]);
    const site = path.join(root, 'site2', 'dealer');
    mkdirSync(path.join(site, 'photos'), { recursive: true });
    writeFileSync(path.join(site, 'photos', 'renamed.jpg'), await jpeg(1600, 1200, 200));
    writeFileSync(path.join(site, 'photos', 'new.jpg'), await jpeg(1000, 750, 10));
    const r = await resizeDealerPhotos(site, cache, [320, 800, 2000]);
    expect(r).toEqual({ photos: 2, resized: 1, cached: 1 });
    for (const [f, mtime] of before) expect(statSync(path.join(cache, f as string)).mtimeMs).toBe(mtime);
    expect(readdirSync(path.join(site, 'photos'))).toContain('renamed.w800.webp');
  });
});
