import { existsSync, renameSync, rmSync } from 'node:fs';

/**
 * Puts a finished build in place of the published one. Renames within one folder are atomic, so the
 * published folder is either the old site or the new one, never a half-written mix.
 */
export function swapInto(finished: string, target: string): void {
  const old = `${target}.old-${process.pid}`;
  if (existsSync(target)) renameSync(target, old);
  try {
    renameSync(finished, target);
  } catch (e) {
    if (existsSync(old)) renameSync(old, target);
    throw e;
  }
  rmSync(old, { recursive: true, force: true });
}
