import { CHROMIUM, CHROMIUM_ARGS } from './weight-bench';

export interface LighthouseFigure {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Image bytes transferred during Lighthouse's load (phone viewport, no interaction), in KB. */
  imageKB: number;
}

type NetworkItem = { resourceType?: string; transferSize?: number };

/** The goals for real photographs on a phone (docs/images.md) on the photo dealer, printed beside the figures. */
export const PHOTO_GOALS = { performance: 95, lcpMs: 2000, imageKB: 150, cls: 0 } as const;

/** Lighthouse (mobile emulation, its default) against pages served locally by Debian Chromium. */
export async function runLighthouse(baseURL: string, paths: string[]): Promise<LighthouseFigure[]> {
  process.env.CHROME_PATH = CHROMIUM;
  const { launch } = await import('chrome-launcher');
  const lighthouse = (await import('lighthouse')).default;
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const out: LighthouseFigure[] = [];
  try {
    for (const path of paths) {
      const result = await lighthouse(baseURL + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result!.lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
      const requests = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
      const imageBytes = requests.filter((r) => r.resourceType === 'Image').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      out.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: num('largest-contentful-paint'),
        cls: num('cumulative-layout-shift'),
        tbtMs: num('total-blocking-time'),
        imageKB: imageBytes / 1024,
      });
    }
  } finally {
    chrome.kill();
  }
  return out;
}
