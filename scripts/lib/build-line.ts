import type { BuildResult } from './publish/publish-stage';
import type { RefusalReason } from './derive/publish-guard';

/**
 * One dealer's line of `build.ts --json`: written by build.ts (a dealer alone or each dealer of --dealers) and read
 * by build:all, which tells built, skipped, refused and crashed dealers apart by it.
 */
export type BuildLine =
  | ({ ok: true; exitCode: 0 } & BuildResult)
  /** --changed-only: the published site is this snapshot's already. */
  | { ok: true; exitCode: 0; skipped: true; slug: string; since: string }
  /** Exit code 2: refused data (refused: true, with the publish guard's name when it was one); 3: no stock; 1: crash. */
  | { ok: false; exitCode: number; slug: string; refused?: true; reason?: string; guard?: RefusalReason; error: string };

type KeyOfAny<T> = T extends unknown ? keyof T : never;
type FieldOfAny<T, K extends PropertyKey> = T extends unknown ? (K extends keyof T ? T[K] : never) : never;
/** What a reader can count on: any field of any kind of line, each perhaps missing (a crash can cut a line short). */
export type ReadBuildLine = { [K in KeyOfAny<BuildLine>]?: FieldOfAny<BuildLine, K> };

export const buildLine = (line: BuildLine): string => JSON.stringify(line);
