import type { TestInfo } from '@playwright/test';

/** The demo dealers the suite runs against, one Playwright project per dealer and screen size. */
export const E2E_DEALERS = ['demo-motors', 'coastal-caravans', 'demo-group'] as const;
export const E2E_SIZES = ['desktop', 'phone'] as const;

/*
 * Scope tags instead of runtime skips: a project leaves out tests tagged for another dealer or size, and tests
 * tagged @not-<its dealer> (a page that dealer does not have), so the report lists only what really ran.
 */
export const only = (...scopes: string[]) => scopes.map((s) => `@only-${s}`);
export const notOn = (dealers: string[]) => dealers.map((d) => `@not-${d}`);

/** The tags a project of this dealer and size must leave out. */
export function outOfScope(dealer: string, size: string): RegExp {
  const others = [...E2E_DEALERS.filter((d) => d !== dealer), ...E2E_SIZES.filter((s) => s !== size)];
  return new RegExp(`@only-(${others.join('|')})(?![\\w-])|@not-${dealer}(?![\\w-])`);
}

/** The dealer and screen size of the running Playwright project. */
export function projectOf(testInfo: TestInfo): { dealer: string; size: 'desktop' | 'phone' } {
  const meta = testInfo.project.metadata as { dealer: string; size: 'desktop' | 'phone' };
  return meta;
}

/** For tests about other things: keeps the home-page popup (tested on its own) from covering what they click. */
export async function hidePopup(page: import('@playwright/test').Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '.popup-backdrop{display:none!important}';
      document.head.append(style);
    });
  });
}
