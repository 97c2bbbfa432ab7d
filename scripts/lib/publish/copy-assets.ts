import { copyFileSync, lstatSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { secretsInText } from '../shared/secret-guard';

/*
 * dealers/<slug>/assets/ is published under /dealer/. People put things in that folder (an .env next to the logo,
 * a config.yaml, an SVG exported with an API key in it), so only the kinds of file a site serves are copied,
 * never a dotfile or anything inside a dot-folder, never a symlink (it could point anywhere), and what is copied
 * is scanned for secrets first: one hit fails the build, naming the file.
 */

/** Images, fonts, PDFs and video: what a dealer site links to from /dealer/. */
export const SERVED_ASSET_TYPES = new Set([
  '.svg',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.ico',
  '.woff',
  '.woff2',
  '.ttf',
  '.otf',
  '.pdf',
  '.mp4',
  '.webm',
]);

export class AssetSecretError extends Error {
  readonly file: string;
  readonly found: string[];
  constructor(file: string, found: string[]) {
    super(`refusing to publish ${file}: it contains ${[...new Set(found)].join(' and ')}. Remove it from the file (or the file from assets/)`);
    this.name = 'AssetSecretError';
    this.file = file;
    this.found = found;
  }
}

export interface CopyAssetsResult {
  copied: string[];
  left: string[];
}

/** Copies the publishable files of `from` into `to`; `left` lists what was not copied, for the build log. Throws AssetSecretError. */
export function copyDealerAssets(from: string, to: string, secrets?: string[]): CopyAssetsResult {
  const copied: string[] = [];
  const left: string[] = [];
  const plan: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const relPath = path.relative(from, full);
      if (entry.name.startsWith('.') || entry.isSymbolicLink() || lstatSync(full).isSymbolicLink()) {
        left.push(relPath);
        continue;
      }
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      if (!entry.isFile() || !SERVED_ASSET_TYPES.has(path.extname(entry.name).toLowerCase())) {
        left.push(relPath);
        continue;
      }
      plan.push([full, relPath]);
    }
  };
  walk(from);
  // Scan everything before copying anything: a refused build leaves no half-copied folder behind it.
  for (const [full, relPath] of plan) {
    const found = secretsInText(readFileSync(full).toString('latin1'), secrets);
    if (found.length) throw new AssetSecretError(path.join(path.basename(path.dirname(from)), path.basename(from), relPath), found);
  }
  for (const [full, relPath] of plan) {
    const target = path.join(to, relPath);
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(full, target);
    copied.push(relPath);
  }
  return { copied, left };
}
