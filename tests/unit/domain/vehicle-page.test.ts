import { describe, expect, it } from 'vitest';
import {
  breadcrumbs, callPanelPhone, carUrl, caravanSpecRows, collapseDealerComments, dealerCommentParagraphs, DEALER_COMMENTS_PENDING,
  detailsTitle, enquiryDefaults, feetToMetres, FEATURES_VISIBLE, formEventId, hasHistoryReport, isPriceComparisonShown, KEY_INFO_VISIBLE,
  locatedAtBanner, marketPriceIndicator, maskPhone, OPT_IN_LABEL, regoExpiryLine, reservePath, SHARE_WINDOW, shareLinks,
  shareWindowFeatures, showGalleryThumbnails, splitVisible, testDriveSubcategory, tradeInPath, visibleSpecRows,
} from '../../../src/domain';
import { makeCar, makeConfig, makeLocation, NOW } from './fixtures';

describe('breadcrumbs: Home > car type > make > model (only if known) > body type > current title', () => {
  const car = makeCar({ simple_body: 'Hatch' });
  it('includes the model when it is in the known model list', () => {
    expect(breadcrumbs(car, ['corolla', 'Camry']).map((c) => c.label)).toEqual(['Home', 'Used Cars', 'Toyota', 'Corolla', 'Hatch', '2021 Toyota Corolla Ascent Sport']);
  });
  it('leaves the model out otherwise; the title has no link', () => {
    const crumbs = breadcrumbs(car, ['Camry']);
    expect(crumbs.map((c) => c.label)).toEqual(['Home', 'Used Cars', 'Toyota', 'Hatch', '2021 Toyota Corolla Ascent Sport']);
    expect(crumbs[1].href).toBe('/search/used-cars');
    expect(crumbs.at(-1)?.href).toBeNull();
  });
});

describe('spec rows', () => {
  it("\"Specs whose value is empty, null or the text 'null' are hidden\"", () => {
    const rows = visibleSpecRows([
      { label: 'Colour', value: 'White' }, { label: 'Seats', value: 5 }, { label: 'A', value: '' },
      { label: 'B', value: null }, { label: 'C', value: 'null' }, { label: 'D', value: undefined }, { label: 'E', value: '  ' },
    ]);
    expect(rows).toEqual([{ label: 'Colour', value: 'White' }, { label: 'Seats', value: '5' }]);
  });
  it('"feet convert to metres by factor 0.3048"', () => {
    expect(feetToMetres(10)).toBe(3.05);
    expect(feetToMetres('21.5 ft')).toBe(6.55);
    expect(feetToMetres(`21'6"`)).toBe(6.55);
    expect(feetToMetres('2.4 m')).toBeNull();
    const rows = caravanSpecRows(makeCar({ item_type: 'caravan', specifications: { body_length: '20', sleeps: '4', tare_weight: 'null' } }));
    expect(rows).toEqual([{ label: 'Body Length', value: '6.10 m' }, { label: 'Sleeps', value: '4' }]);
  });
  it('"Key information grid: first 4 entries"; "Feature list: 8 by default"', () => {
    const ten = Array.from({ length: 10 }, (_, i) => i);
    expect(splitVisible(ten, KEY_INFO_VISIBLE).shown).toEqual([0, 1, 2, 3]);
    expect(splitVisible(ten, FEATURES_VISIBLE).hidden).toEqual([8, 9]);
  });
  it("'{Car/Motorcycle} Details'", () => {
    expect(detailsTitle(makeCar())).toBe('Car Details');
    expect(detailsTitle(makeCar({ item_type: 'motorcycle' }))).toBe('Motorcycle Details');
  });
});

describe('dealer comments', () => {
  it("split on '|' into paragraphs", () => {
    expect(dealerCommentParagraphs('One owner| Full service history |')).toEqual({ paragraphs: ['One owner', 'Full service history'], pending: false });
  });
  it('"Empty text or only a separator gives" the pending message', () => {
    expect(dealerCommentParagraphs('')).toEqual({ paragraphs: [DEALER_COMMENTS_PENDING], pending: true });
    expect(dealerCommentParagraphs(' | ').paragraphs[0]).toBe('Dealer comments are pending. Please check back here later.');
    expect(dealerCommentParagraphs(null).pending).toBe(true);
  });
  it('"collapsed to 400 characters": 400 stays whole, 401 is cut', () => {
    expect(collapseDealerComments(['a'.repeat(400)])).toEqual({ paragraphs: ['a'.repeat(400)], truncated: false });
    const cut = collapseDealerComments(['a'.repeat(300), 'b'.repeat(101)]);
    expect(cut.truncated).toBe(true);
    expect(cut.paragraphs).toEqual(['a'.repeat(300), `${'b'.repeat(100)}...`]);
  });
});

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

describe('share bar', () => {
  it('"site url trailing slash removed"; links point to /cars/{slug}', () => {
    expect(carUrl('https://demo.example/', 'kia-rio-1')).toBe('https://demo.example/cars/kia-rio-1');
    expect(carUrl('https://demo.example', 'kia-rio-1')).toBe('https://demo.example/cars/kia-rio-1');
  });
  it('Facebook, Twitter with hashtags and related, WhatsApp, e-mail, SMS', () => {
    const url = 'https://demo.example/cars/kia-rio-1';
    const l = shareLinks(url, { title: 'Kia Rio', hashtags: ['cars', 'kia'], related: ['demomotors'] });
    expect(l.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fdemo.example%2Fcars%2Fkia-rio-1');
    expect(l.twitter).toContain('hashtags=cars%2Ckia');
    expect(l.twitter).toContain('related=demomotors');
    expect(l.whatsapp).toBe('https://api.whatsapp.com/send?text=Kia%20Rio%20https%3A%2F%2Fdemo.example%2Fcars%2Fkia-rio-1');
    expect(l.email).toBe('mailto:?subject=Kia%20Rio&body=https%3A%2F%2Fdemo.example%2Fcars%2Fkia-rio-1');
    expect(l.sms.startsWith('sms:?&body=')).toBe(true);
    expect(shareLinks(url, { title: 'x', hideTwitter: true }).twitter).toBeNull();
  });
  it('"Share links require a URL; Twitter hashtags and related options must be arrays"', () => {
    expect(() => shareLinks('', { title: 'x' })).toThrow('require a URL');
    expect(() => shareLinks('https://a.b', { title: 'x', hashtags: 'cars' as unknown as string[] })).toThrow('array');
    expect(() => shareLinks('https://a.b', { title: 'x', related: 'x' as unknown as string[] })).toThrow('array');
  });
  it('"share window 550x400"', () => {
    expect(SHARE_WINDOW).toEqual({ width: 550, height: 400 });
    expect(shareWindowFeatures()).toContain('width=550,height=400');
  });
});

describe('market price indicator: more than $499 below the state average, else the national average', () => {
  it('$499 below hides, $500 below shows', () => {
    expect(marketPriceIndicator(makeCar({ price: 20000, autograb_data: { state_average_market_price: 20499 } }))).toBeNull();
    expect(marketPriceIndicator(makeCar({ price: 20000, autograb_data: { state_average_market_price: 20500 } }))).toEqual({ basis: 'state', marketPrice: 20500, below: 500 });
  });
  it('falls back to the national average when the state average is missing', () => {
    expect(marketPriceIndicator(makeCar({ price: 20000, autograb_data: { average_market_price: 21000 } }))?.basis).toBe('national');
    expect(marketPriceIndicator(makeCar({ price: 20000, autograb_data: { state_average_market_price: 20100, average_market_price: 30000 } }))).toBeNull();
    expect(marketPriceIndicator(makeCar({ price: 20000 }))).toBeNull();
  });
});

describe('price-comparison panel visibility', () => {
  const ok = { fill: 0.4, listing_price: 20000, market_range_min: 18000, market_range_max: 24000, confidence: 0.21, description: 'Good price' };
  it('shown with full data and confidence 0.21', () => {
    expect(isPriceComparisonShown(ok)).toBe(true);
  });
  it('"hidden when loading fails, data is missing, confidence is 0.2 or less, or market_range_max is below listing_price"', () => {
    expect(isPriceComparisonShown(ok, true)).toBe(false);
    expect(isPriceComparisonShown(null)).toBe(false);
    expect(isPriceComparisonShown({ ...ok, market_range_min: null })).toBe(false);
    expect(isPriceComparisonShown({ ...ok, confidence: 0.2 })).toBe(false);
    expect(isPriceComparisonShown({ ...ok, market_range_max: 19999 })).toBe(false);
    expect(isPriceComparisonShown({ ...ok, market_range_max: 20000 })).toBe(true);
  });
});

describe('forms', () => {
  it('"Form event id: 17 when tag is the test-drive-only label; used 48 test drive else 15; otherwise 17 test drive else 14"', () => {
    expect(formEventId(makeCar({ tag: 'Test Drive Only', car_type: 'used' }), 'enquiry')).toBe(17);
    expect(formEventId(makeCar({ car_type: 'used' }), 'test_drive')).toBe(48);
    expect(formEventId(makeCar({ car_type: 'used' }), 'enquiry')).toBe(15);
    expect(formEventId(makeCar({ car_type: 'new' }), 'test_drive')).toBe(17);
    expect(formEventId(makeCar({ car_type: 'demo' }), 'enquiry')).toBe(14);
  });
  it("test-drive subcategory 'Test Drive Booking Used' for used, else 'Test Drive Booking New'", () => {
    expect(testDriveSubcategory(makeCar({ car_type: 'used' }))).toBe('Test Drive Booking Used');
    expect(testDriveSubcategory(makeCar({ car_type: 'demo' }))).toBe('Test Drive Booking New');
  });
  it("sold vehicle: 'Can you please find me something similar?' with subcategory 'Find me something similar'; opt_in true", () => {
    expect(enquiryDefaults(makeCar({ status: 'sold' }))).toEqual({ opt_in: true, message: 'Can you please find me something similar?', subcategory: 'Find me something similar' });
    expect(enquiryDefaults(makeCar()).opt_in).toBe(true);
    expect(OPT_IN_LABEL).toBe('Email me similar stock and latest offers.');
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
  it('reserve and trade-in routes', () => {
    expect(reservePath('kia-rio-1', makeConfig())).toBe('/cars/kia-rio-1/checkout');
    expect(reservePath('kia-rio-1', makeConfig({ features: { buy_online: true } }))).toBe('/cars/kia-rio-1/buy-online');
    expect(tradeInPath('101', makeConfig())).toBe('/cars/trade-in?car_id=101');
  });
});
