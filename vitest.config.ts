import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/component/**/*.test.tsx', 'tests/build/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/meili/**/*.test.ts'],
    environment: 'node',
    // Component tests opt into jsdom with a `// @vitest-environment jsdom` comment at the top of the file.
    // Build tests run real Astro builds; on a 2-core CI machine running test files side by side they can take a minute.
    testTimeout: 120_000,
    // JUnit files let CI (and scripts/test-summary.ts) count what ran without parsing console output.
    reporters: ['default', 'junit'],
    outputFile: { junit: 'reports/unit-junit.xml' },
    hookTimeout: 120_000,
    // Stops any Meilisearch a crashed tests/meili file left running (no-op when none was started).
    globalSetup: ['tests/meili/global-setup.ts'],
  },
});
