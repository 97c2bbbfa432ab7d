import { expect, test, type Page } from '@playwright/test';
import { hidePopup } from './helpers';

/*
 * Photos on a phone and a desktop (goals in docs/images.md), on the photo demo dealer (npm run generate:photos: 1600 x
 * 1200 JPEGs of ~170 KB, resized by the build into WebP widths). Every car photo on screen must be fetched at most
 * about twice as wide as it is drawn in device pixels, carry srcset and sizes, and the page's largest photo is
 * preloaded with the same srcset.
 */

type Shot = { src: string; natural: number; drawn: number; dpr: number; srcset: string; sizes: string; loading: string };

/** Every loaded, visible <img> matched by `selector`, with what it fetched and how wide it is drawn. */
async function shots(page: Page, selector: string): Promise<Shot[]> {
  return page.locator(selector).evaluateAll((imgs) =>
    (imgs as HTMLImageElement[])
      .filter((i) => {
        const r = i.getBoundingClientRect();
        return i.complete && i.naturalWidth > 0 && r.width > 0 && r.left < innerWidth && r.right > 0;
      })
      .map((i) => ({
        src: i.currentSrc,
        natural: i.naturalWidth,
        drawn: i.getBoundingClientRect().width,
        dpr: devicePixelRatio,
        srcset: i.getAttribute('srcset') ?? '',
        sizes: i.getAttribute('sizes') ?? '',
        loading: i.getAttribute('loading') ?? 'eager',
      })),
  );
}

/** Waits until the photos in view have loaded (lazy ones start when scrolled near). */
async function loaded(page: Page, selector: string): Promise<void> {
  await expect.poll(async () => (await shots(page, selector)).length, { timeout: 15_000 }).toBeGreaterThan(0);
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
}

function expectRightSized(list: Shot[], what: string): void {
  expect(list.length, `${what}: photos on screen`).toBeGreaterThan(0);
  for (const s of list) {
    expect(s.srcset, `${what} ${s.src}: srcset`).toMatch(/ \d+w(,|$)/);
    expect(s.sizes, `${what} ${s.src}: sizes`).not.toBe('');
    expect(s.src, `${what}: a resized copy, not the 1600px original`).toMatch(/\.w\d+\.webp$/);
    expect(s.natural, `${what} ${s.src}: ${s.natural}px fetched for ${Math.round(s.drawn)} CSS px at DPR ${s.dpr}`).toBeLessThanOrEqual(
      Math.ceil(2 * s.drawn * s.dpr),
    );
  }
}

async function firstCarPath(page: Page): Promise<string> {
  await page.goto('/');
  const href = await page.locator('.car-card a.media').first().getAttribute('href');
  expect(href).toMatch(/^\/cars\//);
  return href!;
}

test.beforeEach(async ({ page }) => {
  await hidePopup(page);
});

test('vehicle page: gallery photo right-sized, preloaded with imagesrcset and fetchpriority=high; thumbnails and similar cars too', async ({ page }) => {
  const path = await firstCarPath(page);
  await page.goto(path);
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  const first = page.locator('.vd-gallery .swiper-slide img').first();
  await expect(first).toHaveAttribute('srcset', /\.w\d+\.webp \d+w/);
  expect(await preload.getAttribute('imagesrcset')).toBe(await first.getAttribute('srcset'));
  expect(await preload.getAttribute('imagesizes')).toBe(await first.getAttribute('sizes'));
  await loaded(page, '.vd-gallery .swiper-slide img');
  expectRightSized((await shots(page, '.vd-gallery .swiper-slide img')).slice(0, 1), 'gallery');
  if (await page.locator('.vd-thumbs img').count()) {
    await page.locator('.vd-thumbs').first().scrollIntoViewIfNeeded();
    await loaded(page, '.vd-thumbs img');
    expectRightSized(await shots(page, '.vd-thumbs img'), 'thumbnails');
  }
  const similar = page.locator('.car-card img');
  if (await similar.count()) {
    await similar.first().scrollIntoViewIfNeeded();
    await loaded(page, '.car-card img');
    expectRightSized(await shots(page, '.car-card img'), 'similar cars');
  }
});

test('search page: first cards right-sized, the first preloaded, the rest lazy', async ({ page }) => {
  await page.goto('/search/new-used-and-demo-cars/');
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  await expect(preload).toHaveAttribute('imagesrcset', /\.w\d+\.webp \d+w/);
  const cards = page.locator('.sr-card .sr-media img');
  expect(await preload.getAttribute('imagesrcset')).toBe(await cards.first().getAttribute('srcset'));
  expect(await preload.getAttribute('imagesizes')).toBe(await cards.first().getAttribute('sizes'));
  await loaded(page, '.sr-card .sr-media img');
  expectRightSized(await shots(page, '.sr-card .sr-media img'), 'search cards');
  // Below the fold: lazy, so a phone fetches only what it shows. Read grid by grid: until the island's first answer
  // is shown, its hidden grid and the static first page are both in the page, each with its own two eager photos.
  const loadings = await page
    .locator('.sr-grid')
    .evaluateAll((grids) => grids.map((g) => [...g.querySelectorAll('.sr-media img')].map((i) => i.getAttribute('loading'))));
  expect(loadings.length).toBeGreaterThan(0);
  for (const grid of loadings) expect(grid.slice(2).every((l) => l === 'lazy')).toBe(true);
});

test('home page: latest-stock cards right-sized and lazy below the fold', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(1);
  const cards = page.locator('.car-card img');
  await cards.first().scrollIntoViewIfNeeded();
  await loaded(page, '.car-card img');
  expectRightSized(await shots(page, '.car-card img'), 'home cards');
  const loadings = await cards.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('loading')));
  expect(loadings.slice(2).every((l) => l === 'lazy')).toBe(true);
});

test('reserve page: the car summary photo right-sized', async ({ page }) => {
  const path = await firstCarPath(page);
  const reserve = (await page.request.get(`${path}checkout/`)).ok() ? `${path}checkout/` : `${path}buy-online/`;
  // The reserve page is gated (sign-in): a signed-in shopper.
  await page.evaluate(() => localStorage.setItem('photo-motors-User', JSON.stringify({ signedIn: true, phone: '0400000000', token: 't' })));
  await page.goto(reserve);
  await loaded(page, '.summary img');
  expectRightSized(await shots(page, '.summary img'), 'reserve summary');
});
