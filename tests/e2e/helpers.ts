import { expect, type TestInfo } from '@playwright/test';

/** The demo dealers the suite runs against, one Playwright project per dealer and screen size. */
export const E2E_DEALERS = ['demo-motors', 'coastal-caravans', 'demo-group'] as const;
export const E2E_SIZES = ['desktop', 'phone'] as const;

/*
 * Scope tags instead of runtime skips: a project leaves out tests tagged for another dealer or size, and tests
 * tagged @not-<its dealer> (a page that dealer does not have), so the report lists only what really ran.
 */
export const only = (...scopes: string[]) => scopes.map((s) => `@only-${s}`);
/**
 * A test whose behaviour is the same at every screen width (it drives no layout that changes with width: no
 * drawer, menu, sticky bar or gallery gesture) runs at desktop width only. Whole files of such tests are listed in
 * ANY_WIDTH_SPECS; single tests in other files carry this tag.
 */
export const ANY_WIDTH = '@any-width';
/**
 * Spec files whose every test behaves the same at phone and desktop width (API flows, counts, time zones,
 * loading states, no-JavaScript pages that set their own viewport): phone projects leave them out.
 */
export const ANY_WIDTH_SPECS = [
  'analytics',
  'chat',
  'compare',
  'csp',
  'leads',
  'links',
  'locations',
  'no-js-leads',
  'print-pdf',
  'search-counts',
  'search-loading',
  'search-no-js',
  'vehicle-figures',
  'vehicle-recent',
  'vehicle-sold-watchlist',
];
export const notOn = (dealers: string[]) => dealers.map((d) => `@not-${d}`);

/** The tags a project of this dealer and size must leave out. */
export function outOfScope(dealer: string, size: string): RegExp {
  const others = [...E2E_DEALERS.filter((d) => d !== dealer), ...E2E_SIZES.filter((s) => s !== size)];
  const anyWidth = size === 'desktop' ? '' : `|${ANY_WIDTH}(?![\\w-])`;
  return new RegExp(`@only-(${others.join('|')})(?![\\w-])|@not-${dealer}(?![\\w-])${anyWidth}`);
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

/**
 * client:interaction islands (the lead forms) hydrate when the shopper first touches them: focus the first field
 * of each (scrolled into view as a shopper would), so tests of their live behaviour start from a live form.
 */
export async function touchInteractionIslands(page: import('@playwright/test').Page, component?: string): Promise<void> {
  const sel = `astro-island[client="interaction"][ssr]${component ? `[component-url*="${component}"]` : ''}`;
  const islands = page.locator(sel);
  for (let i = await islands.count(); i > 0; i--) {
    await islands.first().locator('input:not([type="hidden"]), select, textarea').first().focus();
    await expect(page.locator(sel)).toHaveCount(i - 1, { timeout: 15_000 });
  }
}
