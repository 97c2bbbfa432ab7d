import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export interface PageWeight {
  type: string;
  path: string;
  htmlBytes: number;
  htmlGzip: number;
  jsGzip: number;
  jsFiles: number;
  cssGzip: number;
  firstViewportImageBytes: number;
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * What a phone downloads for each page before the shopper touches it: the page is loaded, left idle until the
 * network is quiet, and every script, stylesheet and first-viewport image is counted (gzipped as a CDN serves them).
 */
export async function measurePageWeights(baseURL: string, pages: Record<string, string>): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const out: PageWeight[] = [];
  try {
    for (const [type, path] of Object.entries(pages)) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true });
      const page = await context.newPage();
      const bodies = new Map<string, { type: string; bytes: Buffer }>();
      page.on('response', async (res) => {
        try {
          bodies.set(res.url(), { type: res.request().resourceType(), bytes: await res.body() });
        } catch {
          /* redirects have no body */
        }
      });
      const res = await page.goto(baseURL + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const html = Buffer.from((await res?.text()) ?? '');
      const viewportImages: string[] = await page.evaluate(() =>
        [...document.images]
          .filter((img) => {
            const r = img.getBoundingClientRect();
            return img.complete && r.bottom > 0 && r.top < innerHeight && r.width > 0;
          })
          .map((img) => img.currentSrc || img.src),
      );
      let jsGzip = 0,
        jsFiles = 0,
        cssGzip = 0;
      for (const { type: t, bytes } of bodies.values()) {
        if (t === 'script') {
          jsGzip += gzipSync(bytes).length;
          jsFiles++;
        }
        if (t === 'stylesheet') cssGzip += gzipSync(bytes).length;
      }
      const firstViewportImageBytes = viewportImages.reduce((sum, u) => sum + (bodies.get(u)?.bytes.length ?? 0), 0);
      out.push({ type, path, htmlBytes: html.length, htmlGzip: gzipSync(html).length, jsGzip, jsFiles, cssGzip, firstViewportImageBytes });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
