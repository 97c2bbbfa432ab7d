import { describe, expect, it } from 'vitest';
import { candidatePaths, changesPages, importSpecifiers, nearTests, pathWords, specsFor } from '../../../scripts/test-changed/select';

const SPECS = [
  'tests/e2e/leads.spec.ts',
  'tests/e2e/lead-states.spec.ts',
  'tests/e2e/search.spec.ts',
  'tests/e2e/search-facets.spec.ts',
  'tests/e2e/smoke.spec.ts',
  'tests/e2e/sticky-header.spec.ts',
  'tests/e2e/vehicle.spec.ts',
];
const sources: Record<string, string> = {
  'tests/e2e/leads.spec.ts': "import { test } from '@playwright/test';\nimport { unique } from './helpers';",
  'tests/e2e/search.spec.ts': "import { only } from './helpers';",
  'tests/unit/domain/price-ranges.test.ts': "import { priceRanges } from '../../../src/domain/price-ranges';",
  'tests/component/search/budget.test.tsx': "import Budget from '../../../src/islands/search/Budget';",
  'tests/build/site.test.ts': "const m = await import('../../scripts/lib/derive/site-files');",
};
const read = (f: string) => sources[f] ?? '';

describe('npm run test:changed: what a change runs', () => {
  it('reads the imports of a test file, static, bare and dynamic, and the files a relative one may name', () => {
    expect(importSpecifiers("import a from './a';\nimport './b.css';\nconst c = await import('../c');\nexport { d } from \"./d\";")).toEqual([
      './a',
      './b.css',
      '../c',
      './d',
    ]);
    expect(candidatePaths('tests/unit/x.test.ts', '../../src/domain/y')).toContain('src/domain/y.ts');
    expect(candidatePaths('tests/unit/x.test.ts', 'vitest')).toEqual([]);
  });

  it('runs first the tests that import a changed file themselves or are changed', () => {
    const related = Object.keys(sources).filter((f) => !f.endsWith('.spec.ts'));
    expect(nearTests(related, new Set(['src/domain/price-ranges.ts']), read)).toEqual(['tests/unit/domain/price-ranges.test.ts']);
    expect(nearTests(related, new Set(['scripts/lib/derive/site-files.ts', 'tests/component/search/budget.test.tsx']), read)).toEqual([
      'tests/component/search/budget.test.tsx',
      'tests/build/site.test.ts',
    ]);
  });

  it('picks the specs named for the changed page code, changed specs and those importing a changed e2e helper', () => {
    expect(specsFor(['src/islands/forms/LeadForm.tsx'], SPECS, read)).toEqual(['tests/e2e/leads.spec.ts', 'tests/e2e/lead-states.spec.ts']);
    expect(specsFor(['src/islands/search/widgets/Results.tsx'], SPECS, read)).toEqual(['tests/e2e/search.spec.ts', 'tests/e2e/search-facets.spec.ts']);
    expect(specsFor(['src/components/vehicle/StickyBars.astro'], SPECS, read)).toEqual(['tests/e2e/sticky-header.spec.ts', 'tests/e2e/vehicle.spec.ts']);
    expect(specsFor(['tests/e2e/helpers.ts'], SPECS, read)).toEqual(['tests/e2e/leads.spec.ts', 'tests/e2e/search.spec.ts']);
    expect(specsFor(['tests/e2e/vehicle.spec.ts'], SPECS, read)).toEqual(['tests/e2e/vehicle.spec.ts']);
  });

  it('runs the smoke spec for page code no spec is named for, and no browser for a domain rule or a unit test', () => {
    expect(specsFor(['src/layouts/BaseLayout.astro'], SPECS, read)).toEqual(['tests/e2e/smoke.spec.ts']);
    expect(specsFor(['src/domain/price-ranges.ts', 'tests/unit/domain/price-ranges.test.ts', 'README.md'], SPECS, read)).toEqual([]);
    expect(changesPages('src/domain/finance.ts')).toBe(false);
    expect(changesPages('dealers/demo-motors/dealer.json')).toBe(true);
    expect(changesPages('scripts/lib/render/render-plan.ts')).toBe(true);
    expect(changesPages('scripts/bench.ts')).toBe(false);
  });

  it('takes the words of a path as singular and plural, split at camel case', () => {
    expect([...pathWords('src/islands/forms/LeadForm.tsx')]).toEqual(expect.arrayContaining(['forms', 'form', 'lead', 'leads']));
  });
});
