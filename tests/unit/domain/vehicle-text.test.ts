import { describe, expect, it } from 'vitest';
import {
  callPanelPhone,
  hasHistoryReport,
  lenderOfferValidUntil,
  locatedAtBanner,
  maskPhone,
  regoExpiryLine,
  showGalleryThumbnails,
} from '../../../src/domain/vehicle-text';
import { NOW, makeCar, makeLocation } from './fixtures';

describe("registration 'Expires on {date}' only when the date is in the future", () => {
  it('future shows, past and today-before-now do not', () => {
    expect(regoExpiryLine('2027-03-12', NOW)).toBe('Expires on 12 March 2027');
    expect(regoExpiryLine('2026-03-01', NOW)).toBeNull();
    expect(regoExpiryLine(null, NOW)).toBeNull();
    expect(regoExpiryLine('not a date', NOW)).toBeNull();
  });
});

describe('call-the-dealer phone', () => {
  it('"first 5 characters shown, remaining digits starred"', () => {
    expect(maskPhone('0412 345 678')).toBe('0412 *** ***');
    expect(maskPhone('(07) 3123 4567')).toBe('(07) **** ****');
  });
  it('no phone hides the panel', () => {
    expect(callPanelPhone('')).toBeNull();
    expect(callPanelPhone(null)).toBeNull();
    expect(callPanelPhone(' 07 3000 0000 ')).toBe('07 3000 0000');
  });
});

describe('other vehicle page rules', () => {
  it("'Located at {city}' only when the car's city differs from the primary dealership city", () => {
    expect(locatedAtBanner(makeCar({ city: 'Ipswich' }), makeLocation())).toBe('Located at Ipswich');
    expect(locatedAtBanner(makeCar({ city: 'brisbane' }), makeLocation())).toBeNull();
  });
  it('"thumbnails only when the vehicle is in stock and has more than 3 images"', () => {
    const imgs = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `https://img/${i}.jpg` }));
    expect(showGalleryThumbnails(makeCar({ images: imgs(3) }))).toBe(false);
    expect(showGalleryThumbnails(makeCar({ images: imgs(4) }))).toBe(true);
    expect(showGalleryThumbnails(makeCar({ images: imgs(4), status: 'coming_soon' }))).toBe(false);
  });
  it('history report button only when a file exists', () => {
    expect(hasHistoryReport(makeCar({ file: 'https://x/report.pdf' }))).toBe(true);
    expect(hasHistoryReport(makeCar())).toBe(false);
  });
});

describe('a lender offer valid one month ahead', () => {
  it('is the same day next month in the dealer zone, held to the month end', () => {
    expect(lenderOfferValidUntil(new Date('2026-11-21T00:00:00Z'), 1)).toBe('21 December 2026');
    // 23:30 UTC on 30 November is already 1 December in Brisbane.
    expect(lenderOfferValidUntil(new Date('2026-11-30T23:30:00Z'), 1, 'Australia/Brisbane')).toBe('1 January 2027');
    expect(lenderOfferValidUntil(new Date('2027-01-31T02:00:00Z'), 1)).toBe('28 February 2027');
    expect(lenderOfferValidUntil(new Date('2026-12-15T02:00:00Z'), 2)).toBe('15 February 2027');
  });
});
