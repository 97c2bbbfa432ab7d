import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM } from '../chromium-path';
import { only } from './helpers';

/*
 * Print and PDF with a remote photo. The car's first photo is swapped, in the vehicle page and
 * its print sheet as served, for a JPEG on another origin: a real server here (a Playwright-fulfilled response
 * skips the browser's CORS check), answering with CORS headers under /cors/ and without them elsewhere.
 */
const scope = { tag: only('demo-motors', 'desktop') };
// The photo host is on loopback, which Chromium's Local Network Access keeps from a page unless allowed; a real
// photo host is public, so the check only stands in the way of the stand-in.
test.use({
  launchOptions: { executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-features=LocalNetworkAccessChecks'] },
});

let server: Server;
let origin = '';
test.beforeAll(async () => {
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 180, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();
  server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'image/jpeg', ...(req.url?.startsWith('/cors/') ? { 'access-control-allow-origin': '*' } : {}) });
    res.end(jpeg);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((done) => server.close(() => done())));

const remoteUrl = (cors: boolean) => `${origin}/${cors ? 'cors' : 'plain'}/car-1.jpg`;

/** A car with photos, its slug and the URL of its first photo as the build wrote it. */
async function aCar(page: Page): Promise<{ slug: string; photo: string }> {
  await page.goto('/search/new-used-and-demo-cars/');
  // Static or live cards: the static first page is removed as soon as the island's first answer is on screen.
  const href = (await page.locator('.sr-card a[href^="/cars/"]').first().getAttribute('href'))!;
  const slug = href.split('/').filter(Boolean)[1]!;
  const html = await (await page.request.get(href)).text();
  const photo = /<img[^>]*\ssrc="([^"]+)"[^>]*\salt="[^"]* photo 1"/.exec(html)?.[1];
  expect(photo, 'the vehicle page shows a photo').toBeTruthy();
  return { slug, photo: photo! };
}

/** The button is an island hydrated when visible; a click before that does nothing. */
async function pdfButton(page: Page) {
  const button = page.getByRole('button', { name: 'Download PDF' });
  await button.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[component-url*="PrintPdf"]:not([ssr])').first()).toBeAttached({ timeout: 15_000 });
  return button;
}

/** The photo's address and every resized one of it: `/x/van.w800.webp` → `/x/van.png`, `/x/van.w480.webp`… */
function photoVariants(photo: string): RegExp {
  const base = photo.replace(/\.w\d+\.\w+$/, '').replace(/\.\w+$/, '');
  return new RegExp(`${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\.w\\d+)?\\.\\w+`, 'g');
}

/** Serves the car's pages and print data with its first photo on a remote origin, which answers with or without CORS. */
async function remotePhoto(page: Page, car: { slug: string; photo: string }, cors: boolean): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith(`/cars/${car.slug}/`) || /^\/print\/?$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('text/html') && !type.includes('json')) return route.fulfill({ response });
      // The site's CSP allows https photo hosts; this test host is plain http on loopback, so it is added.
      // Every size the build made of the photo (its srcset, and the original) is swapped, so the browser has no local one to pick.
      const body = (await response.text()).replace(photoVariants(car.photo), remoteUrl(cors)).replace('img-src ', `img-src ${origin} `);
      return route.fulfill({ response, body });
    },
  );
}

test('a remote photo without CORS: Download PDF prints the sheet, photo included, and tells the shopper', scope, async ({ page }) => {
  const car = await aCar(page);
  await remotePhoto(page, car, false);
  // The print window itself cannot be driven here: record that it was asked for, from whichever frame.
  await page.addInitScript(() => {
    window.print = () => {
      const top = window.top as unknown as { printed?: string[] };
      (top.printed ??= []).push(document.title);
    };
  });
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  await page.goto(`/cars/${car.slug}/`);
  await (await pdfButton(page)).click();
  expect(alerts).toEqual([]);
  await expect(page.getByRole('status').filter({ hasText: 'Save as PDF' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed?: string[] }).printed ?? [])).toEqual([car.slug]);
  const frame = page.frameLocator('iframe.print-frame');
  const hero = frame.locator('img.hero');
  await expect(hero).toHaveAttribute('src', remoteUrl(false));
  expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
});

test('the print sheet with a remote photo prints it (page.pdf holds the image)', scope, async ({ page }) => {
  // page.pdf() lays out and rasterises the whole sheet: on a busy 2-core runner it once took most of 45 s.
  test.slow();
  const car = await aCar(page);
  await remotePhoto(page, car, false);
  await page.goto(`/print?car_id=${car.slug}`);
  const hero = page.locator('img.hero');
  await expect(hero).toHaveAttribute('src', remoteUrl(false));
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
  await page.emulateMedia({ media: 'print' });
  const pdf = (await page.pdf()).toString('latin1');
  expect(pdf).toMatch(/\/Subtype\s*\/Image/);
});

test('a remote photo with CORS: the downloaded {slug}.pdf holds the photo', scope, async ({ page }) => {
  const car = await aCar(page);
  await remotePhoto(page, car, true);
  await page.goto(`/cars/${car.slug}/`);
  await expect(page.getByRole('img', { name: /photo 1$/ }).first()).toHaveAttribute('src', remoteUrl(true));
  const button = await pdfButton(page);
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(`${car.slug}.pdf`);
  const pdf = readFileSync((await download.path())!).toString('latin1');
  expect(pdf).toMatch(/\/Subtype\s*\/Image/);
});

test('the Print link opens the sheet of its car; a car no longer listed or none given says so', scope, async ({ page, context }) => {
  const car = await aCar(page);
  await page.goto(`/cars/${car.slug}/`);
  const name = (await page.locator('h1').first().textContent())!.trim();
  const [sheet] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Print', exact: true }).first().click()]);
  await sheet.waitForLoadState();
  expect(new URL(sheet.url()).search).toBe(`?car_id=${car.slug}`);
  await expect(sheet.locator('#print-sheet h1')).toHaveText(name);
  await expect(sheet.locator('body')).toHaveAttribute('data-sheet', 'ready');
  await expect(sheet.locator('#print-sheet img.hero')).toHaveAttribute('src', car.photo);
  await expect(sheet.locator('#print-sheet dl dt').first()).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Back to the vehicle' })).toHaveAttribute('href', `/cars/${car.slug}/`);
  expect((await sheet.title()).startsWith(`${name} | `), await sheet.title()).toBe(true);
  await expect(sheet.getByRole('status')).toBeHidden();
  await expect(sheet.getByRole('button', { name: 'Print' })).toBeVisible();

  await sheet.goto('/print?car_id=no-such-car-anywhere');
  await expect(sheet.getByRole('status')).toHaveText('This vehicle is no longer listed.');
  await expect(sheet.locator('#print-sheet')).toBeEmpty();
  await expect(sheet.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(sheet.getByRole('link', { name: 'Browse our stock' })).toBeVisible();
  await sheet.goto('/print?car_id=%3Cscript%3E');
  await expect(sheet.getByRole('status')).toHaveText('No vehicle was given to print.');
});
