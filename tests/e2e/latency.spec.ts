import { devices, expect, test } from '@playwright/test';
import { measureFilterClicks } from '../../scripts/bench/search-latency';

/*
 * Runs in its own project after every other one, so no second browser shares the cores while it times.
 * Printed, not asserted as a timing (< 100 ms on the demo dealer: docs/decisions.md, Filter click within 100 ms); it
 * does check each click worked.
 */
test('search filter click to updated results on demo-motors (printed)', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const figures = await measureFilterClicks(
    browser,
    baseURL!,
    {
      desktop: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
      phone: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
    5,
  );
  for (const f of figures) {
    console.log(
      `[search] demo-motors ${f.size}: filter click to updated results: median ${Math.round(f.medianMs)} ms (${f.runs} fresh pages, ${Math.round(f.minMs)}–${Math.round(f.maxMs)} ms)`,
    );
    expect(f.medianMs).toBeGreaterThan(0);
  }
});
