import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { isLocalRaster, LOCAL_WIDTHS, localVariantUrl } from '../../../src/domain/responsive-image';

/*
 * Dealer-hosted photos (dealers/<slug>/assets/**.jpg|png|webp, published under /dealer/) resized into the
 * srcset widths of src/domain/responsive-image.ts, as WebP next to the original (x.jpg -> x.w640.webp). Each
 * output is cached by the photo's content hash (.cache/images/<sha256>-<width>.webp), so a nightly build of an
 * unchanged dealer copies files and never runs sharp: only new or changed photos cost time. `npm start` serves
 * dist/, so the preview shows the very files shoppers get.
 */

export interface ResizeResult {
  photos: number;
  resized: number;
  cached: number;
}

const QUALITY = 72;

function rasters(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...rasters(full, base));
    else if (entry.isFile() && !/\.w\d+\.webp$/.test(entry.name) && isLocalRaster(`/dealer/${path.relative(base, full).split(path.sep).join('/')}`))
      out.push(full);
  }
  return out;
}

/** Puts the cached file at `to` (a hard link when the file system allows: no bytes copied). */
function place(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/**
 * Writes the resized copies of every raster under `publishedDir` (the site's /dealer/ folder). `cacheDir` is
 * shared by every dealer and build: the same photo in two dealers is resized once.
 */
export async function resizeDealerPhotos(publishedDir: string, cacheDir: string, widths: readonly number[] = LOCAL_WIDTHS): Promise<ResizeResult> {
  const result: ResizeResult = { photos: 0, resized: 0, cached: 0 };
  if (!existsSync(publishedDir)) return result;
  mkdirSync(cacheDir, { recursive: true });
  const files = rasters(publishedDir);
  result.photos = files.length;
  // Two at a time: sharp already uses every core for one photo; two keep them busy.
  await pLimit(2).map(files, async (file) => {
    const bytes = readFileSync(file);
    const hash = createHash('sha256').update(bytes).digest('hex');
    const site = `/dealer/${path.relative(publishedDir, file).split(path.sep).join('/')}`;
    const missing = widths.filter((w) => !existsSync(path.join(cacheDir, `${hash}-${w}.webp`)));
    if (missing.length) {
      const image = sharp(bytes, { failOn: 'error' });
      await Promise.all(
        missing.map(async (w) => {
          const target = path.join(cacheDir, `${hash}-${w}.webp`);
          const tmp = `${target}.tmp-${process.pid}`;
          // Never enlarged: a copy asked wider than the photo is the photo's own size (the srcset leaves it out).
          await image.clone().resize({ width: w, withoutEnlargement: true }).webp({ quality: QUALITY }).toFile(tmp);
          renameSync(tmp, target);
        }),
      );
      result.resized++;
    } else result.cached++;
    for (const w of widths) {
      const out = path.join(publishedDir, localVariantUrl(site, w).replace(/^\/dealer\//, ''));
      if (!existsSync(out) || statSync(out).size === 0) place(path.join(cacheDir, `${hash}-${w}.webp`), out);
    }
  });
  return result;
}
