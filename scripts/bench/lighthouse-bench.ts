import { CHROMIUM, CHROMIUM_ARGS } from './weight-bench';

export interface LighthouseFigure { path: string; performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number; cls: number; tbtMs: number }

/** Lighthouse (mobile emulation, its default) against pages served locally by Debian Chromium. */
export async function runLighthouse(baseURL: string, paths: string[]): Promise<LighthouseFigure[]> {
  process.env.CHROME_PATH = CHROMIUM;
  const { launch } = await import('chrome-launcher');
  const lighthouse = (await import('lighthouse')).default;
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const out: LighthouseFigure[] = [];
  try {
    for (const path of paths) {
      const result = await lighthouse(baseURL + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
      const lhr = result!.lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
      out.push({ path, performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'), lcpMs: num('largest-contentful-paint'), cls: num('cumulative-layout-shift'), tbtMs: num('total-blocking-time') });
    }
  } finally {
    chrome.kill();
  }
  return out;
}
