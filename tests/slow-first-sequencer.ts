import { existsSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/*
 * The build group's longest files, longest first (a fresh-clone run, 2026-11-29: 116, 83, 52, 45, 36 and 36 s). A fresh
 * clone has no vitest cache of durations, so vitest would start files by size: the longest, begun late on one of the
 * two workers, would run on alone while the other waits. A file not listed keeps vitest's own order after these.
 * A listed file that is no longer there (renamed, moved) stops the run: it would otherwise lose its early start unseen.
 */
const SLOW_FIRST = [
  'tests/meili/site-on-meili.test.ts',
  'tests/build/build-all.test.ts',
  'tests/build/build.test.ts',
  'tests/meili/sync.test.ts',
  'tests/build/shared-render.test.ts',
  'tests/meili/one-snapshot.test.ts',
];

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const gone = SLOW_FIRST.filter((file) => !existsSync(path.join(root, file)));
    if (gone.length) throw new Error(`tests/slow-first-sequencer.ts lists test files that do not exist: ${gone.join(', ')}`);
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const i = SLOW_FIRST.findIndex((file) => spec.moduleId.endsWith(file));
      return i < 0 ? SLOW_FIRST.length : i;
    };
    // vitest keeps each group and project together; within one, the listed files go first, the rest in its order.
    const position = new Map(sorted.map((spec, i) => [spec, i]));
    const at = (spec: TestSpecification) => position.get(spec) ?? 0;
    const group = (spec: TestSpecification) => `${spec.project.config.sequence.groupOrder}\u0000${spec.project.name}`;
    return [...sorted].sort((a, b) => (group(a) === group(b) ? rank(a) - rank(b) || at(a) - at(b) : at(a) - at(b)));
  }
}
