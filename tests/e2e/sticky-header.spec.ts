import { expect, test } from '@playwright/test';
import { only, projectOf } from './helpers';

/*
 * The vehicle page's sticky header (spec: "appears after scrolling 500 px; shows image, name, body and
 * transmission, price, price type, finance estimate, and buttons Get Finance and Trade-In Valuation") shows all
 * of it at 390 px as at 1366 px: every part visible, inside the screen's width, none covering another, buttons
 * big enough to tap, text big enough to read, and the header small enough to leave the page in view.
 */

/** demo-motors: a long price type ("Excl. Government Charges") and a lender's weekly figure. */
const CAR = '/cars/2013-toyota-hiace-lwb-wcp9p9/';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => {
  // Half a pixel of rounding is not an overlap.
  const e = 0.5;
  return a.x + a.width - e > b.x && b.x + b.width - e > a.x && a.y + a.height - e > b.y && b.y + b.height - e > a.y;
};

test(
  'the sticky header shows image, name, body and transmission, price, price type, estimate and both buttons, side by side',
  { tag: only('demo-motors') },
  async ({ page }) => {
    const { size } = projectOf(test.info());
    await page.goto(CAR);
    await page.mouse.wheel(0, 1200);
    const head = page.locator('.vd-sticky-head.is-on');
    await expect(head).toBeVisible();
    // It slides in (transform transition): measure once it is in place.
    await expect.poll(async () => (await head.boundingBox())?.y).toBe(0);

    const parts = {
      image: head.locator('img'),
      name: head.locator('.vd-sticky-head__name'),
      'body and transmission': head.locator('.vd-sticky-head__spec'),
      price: head.locator('.vd-sticky-head__price > strong'),
      'price type': head.locator('.vd-sticky-head__type'),
      estimate: head.locator('.vd-sticky-head__est'),
      'Get Finance': head.getByRole('link', { name: 'Get Finance' }),
      'Trade-In Valuation': head.getByRole('link', { name: 'Trade-In Valuation' }),
    };
    await expect(parts.name).toHaveText('2013 Toyota HiAce LWB');
    await expect(parts['body and transmission']).toHaveText('Van · Automatic');
    await expect(parts.price).toHaveText('$11,990');
    await expect(parts['price type']).toHaveText('Excl. Government Charges');
    await expect(parts.estimate).toHaveText('From $73 per week');

    const width = page.viewportSize()!.width;
    const boxes: [string, Box][] = [];
    for (const [name, part] of Object.entries(parts)) {
      await expect(part, name).toBeVisible();
      const box = (await part.boundingBox())!;
      expect(box.x, `${name} starts inside the screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name} ends inside the screen`).toBeLessThanOrEqual(width);
      boxes.push([name, box]);
    }
    for (const [i, [nameA, boxA]] of boxes.entries()) {
      for (const [nameB, boxB] of boxes.slice(i + 1)) expect(overlaps(boxA, boxB), `${nameA} and ${nameB} do not overlap`).toBe(false);
    }
    for (const name of ['Get Finance', 'Trade-In Valuation']) {
      const box = boxes.find(([n]) => n === name)![1];
      expect(box.height, `${name} is tall enough to tap`).toBeGreaterThanOrEqual(24);
      expect(box.width, `${name} is wide enough to tap`).toBeGreaterThanOrEqual(24);
    }
    // Readable: no text under 12 px, and nothing cut off (the name may wrap to two lines, not be clamped here).
    for (const name of ['name', 'body and transmission', 'price', 'price type', 'estimate', 'Get Finance', 'Trade-In Valuation'] as const) {
      const [fontSize, clipped] = await parts[name].evaluate(
        (el) => [parseFloat(getComputedStyle(el).fontSize), el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1] as const,
      );
      expect(fontSize, `${name} font size`).toBeGreaterThanOrEqual(12);
      expect(clipped, `${name} is shown whole`).toBe(false);
    }
    const headBox = (await head.boundingBox())!;
    expect(headBox.height).toBeLessThanOrEqual(size === 'phone' ? 120 : 100);
    expect(await head.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  },
);

test(
  'an in-page link lands with its target below the sticky header: the location link to the map, and every other anchor of the page',
  { tag: only('demo-motors') },
  async ({ page }) => {
    await page.goto(CAR);
    const head = page.locator('.vd-sticky-head');
    /** How far the target's top sits below the header's bottom, once the header has slid in (negative: covered). */
    const clearance = (id: string) =>
      page.evaluate((target) => {
        const el = document.getElementById(target)!;
        const bar = document.querySelector('.vd-sticky-head')!.getBoundingClientRect();
        return Math.round(el.getBoundingClientRect().top - Math.max(0, bar.bottom));
      }, id);
    await page.locator('.vd-side__loc a[href="#vehicle-map"]').click();
    await expect(head).toHaveClass(/is-on/);
    await expect.poll(() => clearance('vehicle-map')).toBeGreaterThanOrEqual(0);
    const anchors = await page.evaluate(() =>
      [...new Set([...document.querySelectorAll<HTMLAnchorElement>('main a[href^="#"]')].map((a) => a.getAttribute('href')!.slice(1)))].filter(
        (id) => id && document.getElementById(id),
      ),
    );
    expect(anchors).toContain('vehicle-map');
    for (const id of anchors) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.evaluate((target) => (location.hash = `#${target}`), id);
      // A target the page scrolls to past 500 px has the header over it: it must stay clear of it.
      await expect.poll(() => clearance(id), { message: `#${id}` }).toBeGreaterThanOrEqual(0);
    }
  },
);
