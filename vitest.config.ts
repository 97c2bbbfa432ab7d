import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './tests/slow-first-sequencer';

/*
 * Two groups, run one after the other. The build group (real Astro builds, build:all, a real Meilisearch) starts
 * first, in its own pool of two workers, so its long files begin early and no fast test competes with a build for
 * the two cores; the fast group (domain rules, schemas, islands in jsdom, the reference API) follows.
 * Within it, the unit and API files share their workers' module state (isolate: false: 67 s down to 30 s here for
 * their 3,854 tests, the same results): they test pure rules and a server each file starts itself, and a file that
 * sets an environment variable or replaces fetch puts it back (tests/shared-worker-guard.ts fails one that does not).
 * The component files keep a fresh jsdom and fresh modules each: their islands hold state in module-level stores.
 */
const BUILD = ['tests/build/**/*.test.ts', 'tests/meili/**/*.test.ts'];
const PURE = ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'];
const COMPONENT = ['tests/component/**/*.test.tsx'];

export default defineConfig({
  test: {
    environment: 'node',
    // Component tests opt into jsdom with a `// @vitest-environment jsdom` comment at the top of the file.
    // Build tests run real Astro builds; on a 2-core CI machine running test files side by side they can take a minute.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // JUnit files let CI (and scripts/test-summary.ts) count what ran without parsing console output.
    reporters: ['default', 'junit'],
    outputFile: { junit: 'reports/unit-junit.xml' },
    maxWorkers: 2,
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        extends: true,
        // Stops any Meilisearch a crashed tests/meili file left running (no-op when none was started).
        test: { name: 'build', include: BUILD, sequence: { groupOrder: 0 }, globalSetup: ['tests/meili/global-setup.ts'] },
      },
      { extends: true, test: { name: 'fast', include: PURE, isolate: false, setupFiles: ['tests/shared-worker-guard.ts'], sequence: { groupOrder: 1 } } },
      { extends: true, test: { name: 'component', include: COMPONENT, sequence: { groupOrder: 1 } } },
    ],
  },
});
