import type { TestInfo } from '@playwright/test';

/** The dealer and screen size of the running Playwright project. */
export function projectOf(testInfo: TestInfo): { dealer: string; size: 'desktop' | 'phone' } {
  const meta = testInfo.project.metadata as { dealer: string; size: 'desktop' | 'phone' };
  return meta;
}
