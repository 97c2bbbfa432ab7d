import { describe, expect, it } from 'vitest';
import {
  printSheetPath,
  carPath,
  carPrintDataPath,
  carReservePath,
  carUrl,
  isPrivatePath,
  leadCarIdKey,
  leadCarPaths,
  privatePages,
  privatePagesPattern,
  robotsTxt,
} from '../../../src/domain/site-paths';

const site = { url: 'https://demo.example.com/', gated_routes: ['/checkout', '/personalised/finance', '/spin-to-win', '/online-payment'] };

describe('site paths', () => {
  it('the vehicle page is /cars/{slug}/ everywhere, absolute with the site url', () => {
    expect(carPath('2022-mazda-cx-5')).toBe('/cars/2022-mazda-cx-5/');
    expect(carUrl(site.url, '2022-mazda-cx-5')).toBe('https://demo.example.com/cars/2022-mazda-cx-5/');
    expect(carPrintDataPath('a-car')).toBe('/cars/a-car/print.json');
    expect(printSheetPath('a-car')).toBe('/print?car_id=a-car');
    expect(carReservePath('a-car', false)).toBe('/cars/a-car/checkout');
    expect(carReservePath('a-car', true)).toBe('/cars/a-car/buy-online');
  });

  it('lead-car files: one per slug and one per id key, ids with other characters hex-encoded', () => {
    expect(leadCarIdKey('AB 1')).toBe('x-41422031');
    expect(leadCarPaths('12345')).toEqual(['/cars/lead-car-12345.json', '/cars/12345/lead-car.json']);
    expect(leadCarPaths('a-car')).toEqual(['/cars/a-car/lead-car.json', '/cars/lead-car-a-car.json']);
  });
});

describe('private pages: one list for robots.txt, the sitemap and noindex', () => {
  it('the fixed personal and per-car pages, then the gated routes', () => {
    expect(privatePages(site)).toEqual([
      '/print',
      '/sign-in',
      '/success',
      '/404',
      '/compare',
      '/watchlist',
      '/cars/*/checkout',
      '/cars/*/buy-online',
      '/checkout',
      '/personalised/finance',
      '/spin-to-win',
      '/online-payment',
      // Buying online is a checkout: gated, and private, where checkout is.
      '/checkout-journey',
    ]);
  });

  it('a private page covers itself and anything under it, not a public page sharing its first letters', () => {
    for (const p of [
      '/spin-to-win/',
      '/spin-to-win',
      '/personalised/finance/',
      '/print/',
      '/cars/a-car/checkout',
      '/checkout-journey/',
      '/404',
      '/watchlist/cars.json',
      '/sign-in/index.html',
    ]) {
      expect(isPrivatePath(p, site), p).toBe(true);
    }
    for (const p of ['/', '/cars/a-car/', '/checkout-journeys/', '/finance/', '/printers/', '/search/new-cars/', '/cars/print/', '/cars/a-car/print.json']) {
      expect(isPrivatePath(p, site), p).toBe(false);
    }
    const gatedFinance = { ...site, gated_routes: ['/finance'] };
    expect(isPrivatePath('/finance/', gatedFinance)).toBe(true);
    expect(isPrivatePath('/finance-enquiry/', gatedFinance)).toBe(false);
    expect(new RegExp(privatePagesPattern(gatedFinance)).test('/finance')).toBe(true);
    // One render process renders several dealers in turn: each keeps its own list.
    expect(isPrivatePath('/finance/', site)).toBe(false);
    expect(isPrivatePath('/spin-to-win/', gatedFinance)).toBe(false);
  });

  it('robots.txt disallows each private page by its folder, so a longer public path stays crawlable', () => {
    expect(robotsTxt({ ...site, gated_routes: ['/finance'] })).toBe(
      'User-agent: *\nAllow: /\nAllow: /feeds/\nDisallow: /print/\nDisallow: /sign-in/\nDisallow: /success/\nDisallow: /404/\nDisallow: /compare/\n' +
        'Disallow: /watchlist/\nDisallow: /cars/*/checkout/\nDisallow: /cars/*/buy-online/\nDisallow: /finance/\n\n' +
        'Sitemap: https://demo.example.com/sitemap-index.xml\n',
    );
  });
});
