import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { hidePopup } from './helpers';

/*
 * Photos with an image CDN configured: dealers/photo-cdn (npm run generate:photos) has the photo dealer's JPEGs
 * and images.cdn = { template: 'https://img.photo-cdn.test/?url={url}&w={width}&h={height}&f={format}' }; the
 * preview runs with --local-cdn, so the CDN's URLs are answered (resized by sharp) by the preview itself.
 */
const CDN = 'https://img.photo-cdn.test';

type Shot = { src: string; natural: number; drawn: number; dpr: number; srcset: string; sizes: string };

async function shots(page: Page, selector: string): Promise<Shot[]> {
  return page.locator(selector).evaluateAll((imgs) =>
    (imgs as HTMLImageElement[])
      .filter((i) => {
        const r = i.getBoundingClientRect();
        return i.complete && r.width > 0 && r.top < innerHeight && r.bottom > 0 && r.left < innerWidth && r.right > 0;
      })
      .map((i) => ({
        src: i.currentSrc,
        natural: i.naturalWidth,
        drawn: i.getBoundingClientRect().width,
        dpr: devicePixelRatio,
        srcset: i.getAttribute('srcset') ?? '',
        sizes: i.getAttribute('sizes') ?? '',
      })),
  );
}

/** Photos on screen: loaded from the CDN's transform URL, at most about twice their drawn width in device pixels. */
async function expectFromCdn(page: Page, selector: string, what: string, origin: string): Promise<void> {
  await expect.poll(async () => (await shots(page, selector)).filter((s) => s.natural > 0).length, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.waitForFunction(
    (sel) =>
      [...document.querySelectorAll<HTMLImageElement>(sel)]
        .filter((i) => {
          const r = i.getBoundingClientRect();
          return r.top < innerHeight && r.bottom > 0 && r.left < innerWidth && r.right > 0 && r.width > 0;
        })
        .every((i) => i.complete),
    selector,
  );
  for (const s of await shots(page, selector)) {
    expect(s.srcset, `${what}: srcset of CDN URLs`).toMatch(
      new RegExp(`^${origin}/_cdn/\\?url=https%3A%2F%2Fphoto-cdn\\.example\\.com%2Fdealer%2F[^ ]+&w=\\d+&h=\\d+&f=webp \\d+w`),
    );
    expect(s.sizes, `${what}: sizes`).not.toBe('');
    expect(s.src.startsWith(`${origin}/_cdn/`), `${what}: ${s.src} came through the CDN`).toBe(true);
    expect(s.natural, `${what}: loaded`).toBeGreaterThan(0);
    // The width asked of the CDN (naturalWidth is scaled by the srcset descriptor, so the URL says what came).
    const fetched = Number(/[?&]w=(\d+)/.exec(s.src)![1]);
    expect(fetched, `${what}: ${fetched}px fetched for ${Math.round(s.drawn)} CSS px at DPR ${s.dpr}`).toBeLessThanOrEqual(Math.ceil(2 * s.drawn * s.dpr));
  }
}

test.beforeEach(async ({ page }) => {
  await hidePopup(page);
});

test("the built pages name the CDN: its origin in the CSP img-src and in the photos' srcset", async ({ page, baseURL }) => {
  // The file as built names the real CDN, in the photos and in the CSP's img-src ...
  const built = readFileSync('dist/photo-cdn/index.html', 'utf8');
  expect(built).toMatch(/img-src [^;"]*https:\/\/img\.photo-cdn\.test/);
  expect(built).toContain(`${CDN}/?url=https%3A%2F%2Fphoto-cdn.example.com%2Fdealer%2F`);
  // ... and the preview points that origin at itself while serving.
  const res = await page.request.get('/', { headers: { 'accept-encoding': 'identity' } });
  expect(res.ok()).toBe(true);
  const served = await res.text();
  expect(served).toContain(`${baseURL}/_cdn/?url=`);
  expect(served).not.toContain(CDN);
  await page.goto('/');
  const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  expect(csp).toMatch(/img-src [^;]*_cdn/);
});

test('search and vehicle pages: every photo on screen from the CDN, right-sized; the LCP preload uses the CDN srcset', async ({ page, baseURL }) => {
  await page.goto('/search/new-used-and-demo-cars/');
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute('imagesrcset', new RegExp(`^${baseURL}/_cdn/\\?url=`));
  await expectFromCdn(page, '.sr-card img', 'search cards', baseURL!);
  const href = (await page.locator('.sr-card a[href^="/cars/"]').first().getAttribute('href'))!;
  await page.goto(href);
  const first = page.locator('.vd-gallery .swiper-slide img').first();
  expect(await page.locator('link[rel="preload"][as="image"]').getAttribute('imagesrcset')).toBe(await first.getAttribute('srcset'));
  await expectFromCdn(page, '.vd-gallery .swiper-slide img', 'gallery', baseURL!);
});
