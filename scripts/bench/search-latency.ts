import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

/*
 * Filter-click latency of the search page (see docs/decisions.md, Filter click within 100 ms): a fresh page, the first
 * click on a Make checkbox, timed inside the page from the click to the frame painted after the stock count changed.
 * Shared by the e2e latency project and `npm run bench -- --only click`, so both print the same figure.
 */
export const LATENCY_PAGE = '/search/new-used-and-demo-cars/';

/** The Make facet's second checkbox (the first may already hold most cars), opened and scrolled into view. */
export async function secondMakeCheckbox(page: Page) {
  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  if (await filters.isVisible()) await filters.click();
  const make = page.getByRole('group', { name: 'Make', exact: true });
  const labels = await make.locator('.sr-facet-label').allTextContents();
  if (labels.length < 2) throw new Error(`the Make facet lists ${labels.length} makes; need 2 to refine`);
  const box = make.getByRole('checkbox', { name: labels[1] });
  await box.scrollIntoViewIfNeeded();
  return box;
}

/** One fresh page, one first click; returns milliseconds. */
export async function firstFilterClickMs(page: Page, baseURL: string): Promise<number> {
  await page.goto(new URL(LATENCY_PAGE, baseURL).href);
  await page.locator('.sr-app[data-live="true"]').waitFor({ timeout: 15_000 });
  const box = await secondMakeCheckbox(page);
  // Measured in the page: Playwright's own actionability checks would add tens of milliseconds that are not the site's.
  return box.evaluate(
    (input) =>
      new Promise<number>((resolve, reject) => {
        const label = document.querySelector('[data-testid="stock-count"]');
        if (!label) {
          reject(new Error('no stock count on the page'));
          return;
        }
        const was = label.textContent;
        const t = performance.now();
        const obs = new MutationObserver(() => {
          if (label.textContent === was) return;
          obs.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t), 0));
        });
        obs.observe(label, { childList: true, characterData: true, subtree: true });
        (input as HTMLInputElement).click();
      }),
  );
}

export type LatencyFigure = { size: string; runs: number; medianMs: number; p95Ms: number; minMs: number; maxMs: number };

// No samples have no quantile.
const pick = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

/** `runs` fresh pages per screen size, one after another (never two browsers at once). */
export async function measureFilterClicks(
  browser: Browser,
  baseURL: string,
  sizes: Record<string, BrowserContextOptions>,
  runs: number,
): Promise<LatencyFigure[]> {
  const out: LatencyFigure[] = [];
  for (const [size, options] of Object.entries(sizes)) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext(options);
      try {
        times.push(await firstFilterClickMs(await context.newPage(), baseURL));
      } finally {
        await context.close();
      }
    }
    const sorted = [...times].sort((a, b) => a - b);
    out.push({ size, runs, medianMs: pick(sorted, 0.5), p95Ms: pick(sorted, 0.95), minMs: sorted[0] ?? NaN, maxMs: sorted.at(-1) ?? NaN });
  }
  return out;
}
