// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawPrintSheet, openPrintSheet, printedSlug } from '../../../src/islands/vehicle/print-sheet-dom';
import { SHEET_EVENT, type PrintSheetData } from '../../../src/islands/vehicle/print-sheet-types';

const data: PrintSheetData = {
  slug: 'a-car',
  name: '2022 Mazda CX-5 <img src=x onerror=alert(1)>',
  path: '/cars/a-car/',
  url: 'https://demo.example.com/cars/a-car/',
  price: '$32,990',
  priceType: 'Drive Away',
  sold: null,
  image: { src: '/img/1.jpg', srcset: '/img/1-640.jpg 640w, /img/1-1280.jpg 1280w', alt: 'photo 1', width: 800, height: 600 },
  detailsTitle: 'Car Details',
  rows: [
    { label: 'Year', value: '2022' },
    { label: 'Colour', value: '"><script>x</script>' },
  ],
  features: ['Sunroof'],
  comments: [{ tag: 'p', html: 'One <b>owner</b>.' }],
  location: { name: 'Demo Brisbane', address: '1 Test St, Brisbane' },
  phone: '07 3000 0000',
};

function page(search: string) {
  window.history.replaceState(null, '', `/print${search}`);
  document.title = 'Print vehicle | Demo Motors';
  document.body.dataset.siteName = 'Demo Motors';
  delete document.body.dataset.sheet;
  document.body.innerHTML =
    '<button id="print-now">Print</button><a id="print-back" href="/search/">Browse our stock</a><p id="print-msg" role="status">Opening the print view…</p><main id="print-sheet"></main>';
}
const status = () => document.getElementById('print-msg')!;
const sheet = () => document.getElementById('print-sheet')!;

afterEach(() => vi.restoreAllMocks());

describe('the /print page', () => {
  it('only a slug names a car', () => {
    expect(printedSlug('?car_id=A-Car-1')).toBe('a-car-1');
    for (const bad of ['', '?car_id=', '?car_id=../x', '?car_id=%3Cscript%3E', '?car_id=a/b', '?id=a-car']) expect(printedSlug(bad), bad).toBeNull();
  });

  it("draws the car's sheet from its print data, feed values as text, and tells a waiting frame", async () => {
    page('?car_id=a-car');
    const fetcher = vi.fn(async () => new Response(JSON.stringify(data), { status: 200 }));
    const told = vi.fn();
    window.addEventListener(SHEET_EVENT, told, { once: true });
    expect(await openPrintSheet(document, fetcher)).toBe('ready');
    expect(fetcher).toHaveBeenCalledWith('/cars/a-car/print.json');
    expect(told).toHaveBeenCalledOnce();
    expect(document.body.dataset.sheet).toBe('ready');
    expect(sheet().querySelector('h1')!.textContent).toBe(data.name);
    expect(sheet().querySelectorAll('img')).toHaveLength(1);
    expect(sheet().querySelector('script')).toBeNull();
    expect([...sheet().querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['2022', '"><script>x</script>']);
    expect(sheet().querySelector('.price')!.textContent).toBe('$32,990 Drive Away');
    const hero = sheet().querySelector<HTMLImageElement>('img.hero')!;
    expect([hero.getAttribute('src'), hero.getAttribute('sizes'), hero.alt]).toEqual(['/img/1.jpg', '640px', 'photo 1']);
    expect(sheet().querySelector('p b')!.textContent).toBe('owner');
    expect(sheet().querySelector('footer')!.textContent).toBe('Demo Brisbane · 1 Test St, Brisbane · 07 3000 0000https://demo.example.com/cars/a-car/');
    expect(document.title).toBe(`${data.name} | Demo Motors`);
    const back = document.getElementById('print-back') as HTMLAnchorElement;
    expect([back.getAttribute('href'), back.textContent]).toEqual(['/cars/a-car/', 'Back to the vehicle']);
    expect(status().hidden).toBe(true);
    expect(document.getElementById('print-now')!.hidden).toBe(false);
  });

  it('says why when there is no sheet: no car given, a car no longer listed, a failed download', async () => {
    page('');
    const fetcher = vi.fn();
    expect(await openPrintSheet(document, fetcher)).toBe('missing');
    expect(fetcher).not.toHaveBeenCalled();
    expect(status().textContent).toBe('No vehicle was given to print.');

    page('?car_id=gone-car');
    expect(await openPrintSheet(document, async () => new Response('not found', { status: 404 }))).toBe('missing');
    expect(status().textContent).toBe('This vehicle is no longer listed.');
    expect(sheet().childElementCount).toBe(0);
    expect(document.getElementById('print-now')!.hidden, 'nothing to print').toBe(true);
    expect(document.getElementById('print-back')!.textContent).toBe('Browse our stock');

    page('?car_id=a-car');
    expect(
      await openPrintSheet(document, async () => {
        throw new TypeError('offline');
      }),
    ).toBe('failed');
    expect(status().textContent).toMatch(/could not be loaded: check your connection/);
    expect(document.body.dataset.sheet).toBe('failed');

    page('?car_id=a-car');
    expect(await openPrintSheet(document, async () => new Response('<html>', { status: 200 }))).toBe('failed');
    expect(status().hidden).toBe(false);
  });

  it('a sheet without photo, price type, features or phone leaves them out', () => {
    page('?car_id=a-car');
    drawPrintSheet(sheet(), { ...data, image: null, priceType: null, features: [], phone: null, sold: 'SOLD' });
    expect(sheet().querySelector('img')).toBeNull();
    expect(sheet().querySelector('.price')!.textContent).toBe('$32,990');
    expect([...sheet().querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Car Details', 'Dealer Comments']);
    expect(sheet().textContent).toContain('SOLD');
    expect(sheet().querySelector('footer')!.textContent).toBe('Demo Brisbane · 1 Test St, Brisbane' + 'https://demo.example.com/cars/a-car/');
  });
});
