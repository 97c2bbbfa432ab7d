import { describe, expect, it } from 'vitest';
import { currentPrice, displayPrice, formatMoney, formatPrice, isRealPrice, priceTypeLabel, wasNowLine } from '../../../src/domain';
import { isAvailable, isShownStatus, soldNotice } from '../../../src/domain';
import { makeCar, makeConfig } from './fixtures';

describe('availability: "Available means in_stock or coming_soon"', () => {
  it('in_stock and coming_soon are available; sold is not and shows the SOLD notice', () => {
    expect(isAvailable(makeCar({ status: 'in_stock' }))).toBe(true);
    expect(isAvailable(makeCar({ status: 'coming_soon' }))).toBe(true);
    expect(isAvailable(makeCar({ status: 'sold' }))).toBe(false);
    expect(soldNotice(makeCar({ status: 'sold' }))).toBe('SOLD');
    expect(soldNotice(makeCar({ status: 'in_stock' }))).toBeNull();
  });
  it('a sold flag overrides a stale in_stock status', () => {
    expect(isAvailable(makeCar({ status: 'in_stock', sold: true }))).toBe(false);
  });
  it('"other values not shown"', () => {
    expect(isShownStatus(makeCar({ status: 'archived' }))).toBe(false);
    expect(isShownStatus(makeCar({ status: 'sold' }))).toBe(true);
  });
});

describe('money format: "$ prefix, thousands separators, no decimals"', () => {
  it('formats 24990.6 as $24,991 and 1250000 as $1,250,000', () => {
    expect(formatMoney(24990.6)).toBe('$24,991');
    expect(formatMoney(1250000)).toBe('$1,250,000');
    expect(formatMoney(0)).toBe('$0');
  });
});

describe('"A price counts as real above 10"', () => {
  it('10 is not real, 10.01 is', () => {
    expect(isRealPrice(10)).toBe(false);
    expect(isRealPrice(10.01)).toBe(true);
    expect(isRealPrice(null)).toBe(false);
  });
});

describe('price display priority', () => {
  const subSite = makeConfig({ pricing: { offers_subscription: true } });
  const plainSite = makeConfig();

  it('(1) subscription_price labelled "/ week" when the site offers subscriptions and it is above 0', () => {
    const car = makeCar({ subscription_price: 149, offer_price: 20000, price: 24990 });
    expect(displayPrice(car, subSite)).toMatchObject({ kind: 'subscription', amount: 149, text: '$149', suffix: '/ week' });
    expect(displayPrice(makeCar({ subscription_price: 0, price: 24990 }), subSite).kind).toBe('price');
    expect(displayPrice(car, plainSite).kind).toBe('offer');
  });
  it('(2) offer price when above 10, flagged reduced when it differs from price', () => {
    expect(displayPrice(makeCar({ offer_price: 22990, price: 24990 }), plainSite)).toMatchObject({ kind: 'offer', amount: 22990, reduced: true });
    expect(displayPrice(makeCar({ offer_price: 24990, price: 24990 }), plainSite)).toMatchObject({ kind: 'offer', reduced: false });
    expect(displayPrice(makeCar({ offer_price: 10, price: 24990 }), plainSite)).toMatchObject({ kind: 'price', amount: 24990 });
    expect(displayPrice(makeCar({ offer_price: 10.01, price: 24990 }), plainSite)).toMatchObject({ kind: 'offer', amount: 10.01 });
  });
  it('(3) plain price, (4) PREORDER, (5) configured no-price text', () => {
    expect(displayPrice(makeCar({ price: 24990 }), plainSite).text).toBe('$24,990');
    expect(displayPrice(makeCar({ price: 10, preorder: true }), plainSite)).toMatchObject({ kind: 'preorder', text: 'PREORDER' });
    expect(displayPrice(makeCar({ price: 0 }), makeConfig({ pricing: { no_price_text: 'Call for price' } }))).toMatchObject({
      kind: 'none',
      text: 'Call for price',
    });
  });
  it('current price for the eligibility rules: offer when real, else price', () => {
    expect(currentPrice(makeCar({ offer_price: 22990, price: 24990 }))).toBe(22990);
    expect(currentPrice(makeCar({ offer_price: null, price: 5 }))).toBeNull();
  });
});

describe('"Was {before price}, now:" shows when before_price exceeds the current price', () => {
  const config = makeConfig();
  it('shows for 26990 over 24990, not for an equal or lower before price', () => {
    expect(wasNowLine(makeCar({ before_price: 26990, price: 24990 }), config)).toBe('Was $26,990, now:');
    expect(wasNowLine(makeCar({ before_price: 24990, price: 24990 }), config)).toBeNull();
    expect(wasNowLine(makeCar({ before_price: 20000, price: 24990 }), config)).toBeNull();
  });
  it('compares against the offer price when that is shown', () => {
    expect(wasNowLine(makeCar({ before_price: 24000, offer_price: 23000, price: 25000 }), config)).toBe('Was $24,000, now:');
  });
  it('no line without a shown price', () => {
    expect(wasNowLine(makeCar({ before_price: 30000, price: 0 }), config)).toBeNull();
  });
});

describe('price_type label', () => {
  it('maps feed codes and title-cases unknown ones', () => {
    expect(priceTypeLabel('drive_away')).toBe('Drive Away');
    expect(priceTypeLabel('egc')).toBe('Excl. Govt. Charges');
    expect(priceTypeLabel('special_price')).toBe('Special Price');
    expect(priceTypeLabel('null')).toBeNull();
    expect(priceTypeLabel(null)).toBeNull();
  });
});

describe('prices keep their cents', () => {
  it('a price with cents shows them; a whole price is unchanged', () => {
    expect(formatPrice(10.01)).toBe('$10.01');
    expect(formatPrice(32990.5)).toBe('$32,990.50');
    expect(formatPrice(32990)).toBe('$32,990');
    expect(formatPrice(32990.004)).toBe('$32,990');
    const config = makeConfig();
    expect(displayPrice(makeCar({ price: 10.01, offer_price: null, subscription_price: null }), config).text).toBe('$10.01');
    expect(displayPrice(makeCar({ price: 32990, offer_price: null, subscription_price: null }), config).text).toBe('$32,990');
    expect(wasNowLine(makeCar({ price: 19999.95, before_price: 21000.5, offer_price: null, subscription_price: null }), config)).toBe('Was $21,000.50, now:');
  });
});
