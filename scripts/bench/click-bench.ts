import { chromium, devices } from '@playwright/test';
import { measureFilterClicks, type LatencyFigure } from './search-latency';
import { CHROMIUM, CHROMIUM_ARGS } from './weight-bench';

/**
 * The filter click's bar, under 100 ms (see docs/decisions.md, Filter click within 100 ms), on a quiet machine: `runs`
 * fresh pages at each size, one browser, one page at a time.
 */
export async function measureClicks(baseURL: string, runs: number): Promise<LatencyFigure[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    return await measureFilterClicks(
      browser,
      baseURL,
      {
        desktop: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
        phone: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      },
      runs,
    );
  } finally {
    await browser.close();
  }
}
