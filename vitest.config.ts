import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './tests/slow-first-sequencer';

/*
 * Two groups, run one after the other. The build group (real Astro builds, build:all, a real Meilisearch) starts
 * first, in its own pool of two workers, so its long files begin early and no fast test competes with a build for
 * the two cores; the fast group (domain rules, schemas, islands in happy-dom, the reference API) follows.
 * Within it, the unit and API files share their workers' module state (isolate: false: 67 s down to 30 s here for
 * their 3,854 tests, the same results): they test pure rules and a server each file starts itself, and a file that
 * sets an environment variable or replaces fetch puts it back (tests/shared-worker-guard.ts fails one that does not).
 * The component files keep a fresh DOM and fresh modules each: their islands hold state in module-level stores.
 * That DOM is happy-dom: the same 372 tests took 93.6 s and 174 CPU s with jsdom, 56.6 s and 100 CPU s with it (most
 * of jsdom's cost was starting its window once per file). The few unit files that need a DOM keep jsdom, which loads
 * no script a test inserts (happy-dom would fetch or fail it before the test says how it went).
 */
const BUILD = ['tests/build/**/*.test.ts', 'tests/meili/**/*.test.ts'];
const PURE = ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'];
const COMPONENT = ['tests/component/**/*.test.tsx'];

export default defineConfig({
  test: {
    environment: 'node',
    // Component tests opt into a DOM with a `// @vitest-environment happy-dom` comment at the top of the file.
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
      {
        extends: true,
        test: {
          name: 'component',
          include: COMPONENT,
          sequence: { groupOrder: 1 },
          // A component test never reaches the network: happy-dom would otherwise fetch an inserted script or style.
          environmentOptions: { happyDOM: { settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true, disableIframePageLoading: true } } },
        },
      },
    ],
  },
});
