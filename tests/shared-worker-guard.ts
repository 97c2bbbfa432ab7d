import { afterAll, beforeAll } from 'vitest';

/*
 * The unit and API files share their workers' modules and globals (vitest.config.ts, isolate: false), so a file that
 * changes an environment variable or the global fetch and leaves it changed would change the files after it.
 * Run before every such file: it fails the file that leaves either changed, naming what.
 */

/** The environment variables and globals that differ between two snapshots, as `NAME: before -> after`. */
export function leftChanged(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...Object.keys(before.env), ...Object.keys(after.env)]);
  const changed = [...names].filter((n) => before.env[n] !== after.env[n]).map((n) => `process.env.${n}: ${show(before.env[n])} -> ${show(after.env[n])}`);
  if (before.fetch !== after.fetch) changed.push('globalThis.fetch: replaced and not put back');
  return changed.sort();
}

export interface Snapshot {
  env: Record<string, string | undefined>;
  fetch: unknown;
}
const snapshot = (): Snapshot => ({ env: { ...process.env }, fetch: globalThis.fetch });
const show = (v: string | undefined) => (v === undefined ? 'unset' : JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v));

let before: Snapshot;
beforeAll(() => {
  before = snapshot();
});
afterAll(() => {
  const changed = leftChanged(before, snapshot());
  if (changed.length) throw new Error(`this file shares its worker with others (isolate: false) and left changed:\n  ${changed.join('\n  ')}`);
});
