import { existsSync, readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

/*
 * A dealer previewing with `npm start` must never look at a stale site: the build is compared with the dealer's
 * files (dealer.json, stock, offers, Markdown, assets) and redone when one of them is newer. Files and folders
 * whose name starts with '.' are not the dealer's input (the build itself writes .fetched/ there).
 */

export interface FileTime {
  path: string;
  mtimeMs: number;
}

export type Freshness = { state: 'missing' } | { state: 'stale'; newer: string[] } | { state: 'fresh' };

/** Pure: a build made at `builtAtMs` (null = no build) against the dealer's files; `newer` lists the changed ones, newest first. */
export function buildFreshness(builtAtMs: number | null, inputs: readonly FileTime[]): Freshness {
  if (builtAtMs === null) return { state: 'missing' };
  const newer = inputs
    .filter((f) => f.mtimeMs > builtAtMs)
    .sort((a, b) => b.mtimeMs - a.mtimeMs || a.path.localeCompare(b.path))
    .map((f) => f.path);
  return newer.length ? { state: 'stale', newer } : { state: 'fresh' };
}

/** "dealer.json changed" / "dealer.json and 3 other files changed", for the preview's log. */
export function describeChanges(newer: readonly string[]): string {
  return newer.length === 1 ? `${newer[0]} changed` : `${newer[0]} and ${newer.length - 1} other file${newer.length === 2 ? '' : 's'} changed`;
}

const ignored = (rel: string) => rel.split(/[\\/]/).some((segment) => segment.startsWith('.'));

/** Every input file of a dealer folder with its modification time (paths relative to the folder). */
export function dealerInputFiles(dir: string): FileTime[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .filter((rel) => !ignored(rel))
    .map((rel) => ({ path: rel, mtimeMs: statSync(path.join(dir, rel)).mtimeMs }));
}

/** When the site in `siteDir` was built: its index.html's modification time (the last step that reads the dealer's files renders it), or null. */
export function builtAt(siteDir: string): number | null {
  const index = path.join(siteDir, 'index.html');
  return existsSync(index) ? statSync(index).mtimeMs : null;
}

/**
 * Calls `onChange` once per burst of changes to the dealer's files (an editor's save writes several times), with
 * the changed paths, `debounceMs` after the last one.
 */
export function watchDealerFiles(dir: string, onChange: (changed: string[]) => void, debounceMs = 300): FSWatcher {
  let timer: NodeJS.Timeout | null = null;
  const changed = new Set<string>();
  const watcher = watch(dir, { recursive: true }, (_event, filename) => {
    if (!filename || ignored(filename.toString())) return;
    changed.add(filename.toString());
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      const list = [...changed].sort();
      changed.clear();
      onChange(list);
    }, debounceMs);
  });
  watcher.on('close', () => {
    if (timer) clearTimeout(timer);
  });
  return watcher;
}
