/*
 * The prerender bundle and browser files Astro makes are the same for every dealer of one code version and one
 * image-CDN provider (the one build-time choice that differs between dealers; render-more-dealers.mjs relies on the
 * same fact). Bundling is most of a small dealer's build (about 10 s of CPU against 2 s of rendering on this 2-core
 * machine), so a build keeps what it bundled under .cache/bundles/<key>/ and the next build of any dealer with the
 * same key renders from it (render-from-bundle.mjs), without starting Astro's build: nightly builds of dealers one
 * after another, previews, and the test suite's hundred small builds.
 *
 * The key is a hash of everything the bundle is made from: the site's code (src/), the Astro config and its plugins
 * (astro.config.mjs, every .mjs under scripts/lib and its sub-folders, and any .ts one of them imports), the exact
 * dependencies (package-lock.json), tsconfig.json, the Node version, the image-CDN provider and the build switches
 * read by the config. A changed byte in any of them is a new key, so a stale bundle is never used; DEALER_BUNDLE_CACHE=off (or --no-bundle-cache) bundles afresh every time.
 * An entry is written under a temporary name and renamed into place only once complete, so a build killed half-way
 * never leaves an entry another build would trust.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { patchesOff, patchOn } from './patches/patches-off.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');
export const BUNDLE_CACHE_DIR = path.join(ROOT, '.cache', 'bundles');
/** Written last into an entry: an entry without it is not used. */
const COMPLETE = 'complete.json';
/** Browser files (Astro's _astro/ folder) inside an entry, beside the prerender bundle share-bundle.mjs saves. */
export const CLIENT_DIR = 'client';
/** Entries kept: a few code versions (branches, a bisect) and providers; older ones are removed. */
const KEEP = 6;

/** Files and folders the bundle is made from, relative to the project. */
const INPUTS = ['src', 'astro.config.mjs', 'scripts/lib', 'package-lock.json', 'tsconfig.json'];
/**
 * In scripts/lib (every sub-folder), what a render process loads: the Astro and Vite plugins and the render
 * processes (.mjs), and any .ts file one of them imports (Node loads TypeScript itself). The build process's own
 * .ts files make no part of the bundle.
 */
function inScriptsLib(rel: string, loaded: Set<string>): boolean {
  return !rel.startsWith('scripts/lib/') || rel.endsWith('.mjs') || loaded.has(rel);
}

/** The .ts files of scripts/lib that its .mjs files import, directly or through each other, relative to the project. */
function tsLoadedByRenderProcesses(files: string[]): Set<string> {
  const loaded = new Set<string>();
  const queue = files.filter((rel) => rel.startsWith('scripts/lib/') && rel.endsWith('.mjs'));
  const seen = new Set(queue);
  while (queue.length) {
    const rel = queue.pop()!;
    const text = readFileSync(path.join(ROOT, rel), 'utf8');
    for (const [, spec] of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s*)['"](\.{1,2}\/[^'"]+)['"]/gm)) {
      const target = path.posix.join(path.posix.dirname(rel), spec!);
      if (seen.has(target) || !target.startsWith('scripts/lib/') || !existsSync(path.join(ROOT, target))) continue;
      seen.add(target);
      if (target.endsWith('.ts')) loaded.add(target);
      queue.push(target);
    }
  }
  return loaded;
}

/** The files the bundle is made from, relative to the project, sorted. */
export function bundleInputFiles(): string[] {
  const files = INPUTS.flatMap(filesOf);
  const loaded = tsLoadedByRenderProcesses(files);
  return files.filter((rel) => inScriptsLib(rel, loaded)).sort();
}

function filesOf(rel: string): string[] {
  const abs = path.join(ROOT, rel);
  if (!existsSync(abs)) return [];
  if (!statSync(abs).isDirectory()) return [rel];
  return readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

let codeHash: string | undefined;
/** Hash of the code the bundle is made from (computed once a process: about 400 small files). */
function codeInputsHash(): string {
  if (codeHash) return codeHash;
  const hash = createHash('sha256');
  for (const rel of bundleInputFiles()) {
    hash.update(rel).update('\0');
    hash
      .update(
        createHash('sha256')
          .update(readFileSync(path.join(ROOT, rel)))
          .digest(),
      )
      .update('\0');
  }
  codeHash = hash.digest('hex');
  return codeHash;
}

/** The cache key of a bundle made by this code, this Node and these build switches (any dealer renders from it). */
export function bundleKey(): string {
  return createHash('sha256')
    .update(JSON.stringify({ code: codeInputsHash(), node: process.version, noMinify: !!process.env.PROFILE_NO_MINIFY, patchesOff: patchesOff() }))
    .digest('hex')
    .slice(0, 24);
}

/**
 * Whether builds use and fill the cache (DEALER_BUNDLE_CACHE=off turns it off). A build measured without share-bundle
 * (DEALER_PATCHES_OFF) has no bundle to keep: share-bundle.mjs is what saves it.
 */
export function bundleCacheEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.DEALER_BUNDLE_CACHE !== 'off' && patchOn('share-bundle', env);
}

/** The complete entry for `key`, or null. */
export function cachedBundle(key: string): string | null {
  const dir = path.join(BUNDLE_CACHE_DIR, key);
  if (!existsSync(path.join(dir, COMPLETE))) return null;
  // Marked as used, so pruning keeps the entries in use and drops the ones of old code.
  const now = new Date();
  try {
    utimesSync(path.join(dir, COMPLETE), now, now);
  } catch {
    // Removed meanwhile by another build's pruning: bundle afresh.
    return null;
  }
  return dir;
}

/** A new folder for a render process to save its bundle into (share-bundle.mjs), to become an entry later. */
export function newBundleDir(): string {
  mkdirSync(BUNDLE_CACHE_DIR, { recursive: true });
  const dir = path.join(BUNDLE_CACHE_DIR, `.tmp-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`);
  mkdirSync(dir);
  return dir;
}

/**
 * After a successful Astro build: the saved bundle plus the browser files of its out folder become the entry for
 * `key`. When another build stored the same key meanwhile, its entry stays and this copy is dropped.
 */
export function storeBundle(savedDir: string, outDir: string, key: string): void {
  const target = path.join(BUNDLE_CACHE_DIR, key);
  try {
    if (existsSync(path.join(target, COMPLETE)) || !existsSync(path.join(savedDir, 'internals.json'))) return;
    cpSync(path.join(outDir, '_astro'), path.join(savedDir, CLIENT_DIR, '_astro'), { recursive: true });
    writeFileSync(path.join(savedDir, COMPLETE), JSON.stringify({ key, stored_at: new Date().toISOString() }));
    rmSync(target, { recursive: true, force: true });
    renameSync(savedDir, target);
  } finally {
    rmSync(savedDir, { recursive: true, force: true });
  }
  prune();
}

/** A cached entry a render failed from: removed, so the next build bundles afresh. */
export function dropBundle(key: string): void {
  rmSync(path.join(BUNDLE_CACHE_DIR, key), { recursive: true, force: true });
}

/** Keeps the newest KEEP entries, and removes temporary folders of processes that are gone. */
function prune(): void {
  const entries = readdirSync(BUNDLE_CACHE_DIR, { withFileTypes: true }).filter((e) => e.isDirectory());
  for (const e of entries.filter((e) => e.name.startsWith('.tmp-'))) {
    const pid = Number(e.name.split('-')[1]);
    if (!alive(pid)) rmSync(path.join(BUNDLE_CACHE_DIR, e.name), { recursive: true, force: true });
  }
  const complete = entries
    .filter((e) => !e.name.startsWith('.') && existsSync(path.join(BUNDLE_CACHE_DIR, e.name, COMPLETE)))
    .map((e) => ({ name: e.name, at: statSync(path.join(BUNDLE_CACHE_DIR, e.name, COMPLETE)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of complete.slice(KEEP)) rmSync(path.join(BUNDLE_CACHE_DIR, old.name), { recursive: true, force: true });
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
