import type { TestInfo } from '@playwright/test';

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
