import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import SlowFirstSequencer from '../../slow-first-sequencer';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Enough of a test file for the sequencer: its path, its project's name and its group. */
function spec(file: string, project = 'build', groupOrder = 0): TestSpecification {
  return { moduleId: path.join(ROOT, file), project: { name: project, config: { sequence: { groupOrder } } } } as unknown as TestSpecification;
}
const sequencer = (root: string) =>
  new SlowFirstSequencer({ config: { root, sequence: {} }, cache: { getTestSpecificationResult: () => undefined } } as unknown as Vitest);

describe('the slow-first test order', () => {
  it('starts the listed long build files first within their group, the rest after in their own order', async () => {
    const files = [
      spec('tests/build/csp.test.ts'),
      spec('tests/build/build.test.ts'),
      spec('tests/meili/site-on-meili.test.ts'),
      spec('tests/unit/house-rules.test.ts', 'fast', 1),
    ];
    const sorted = await sequencer(ROOT).sort(files);
    expect(sorted.map((s) => path.relative(ROOT, s.moduleId))).toEqual([
      'tests/meili/site-on-meili.test.ts',
      'tests/build/build.test.ts',
      'tests/build/csp.test.ts',
      'tests/unit/house-rules.test.ts',
    ]);
  });

  it('stops the run naming a listed file that is not there (renamed or moved), instead of quietly losing its early start', async () => {
    const elsewhere = mkdtempSync(path.join(os.tmpdir(), 'sequencer-'));
    await expect(sequencer(elsewhere).sort([spec('tests/build/csp.test.ts')])).rejects.toThrow(
      /do not exist: tests\/meili\/site-on-meili\.test\.ts, tests\/build\/build-all\.test\.ts/,
    );
  });
});
