/*
 * The installed Astro's version, for the patches' build errors: a patch whose target changed shape names the
 * release it met, so whoever updates it knows which source to read.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The project's node_modules (this file is scripts/lib/render/patches/). */
export const NODE_MODULES = fileURLToPath(new URL('../../../../node_modules/', import.meta.url));

/** @param {string} name a package name */
export function installedVersion(name) {
  try {
    return String(JSON.parse(readFileSync(`${NODE_MODULES}${name}/package.json`, 'utf8')).version);
  } catch {
    return 'unknown';
  }
}

export const ASTRO_VERSION = installedVersion('astro');
