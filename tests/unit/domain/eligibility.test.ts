import { describe, expect, it } from 'vitest';
import {
  canSaveToWatchlist,
  canShowFavouriteButton,
  favouriteFacts,
  FINANCE_INFO_RULES,
  isFinanceCalculatorShown,
  isFinanceInfoShown,
  isFuelCalculatorShown,
  isBuyOnlineEligible,
  isReserveEligible,
  isTradeInEligible,
  isWatchlistButtonShown,
  sidebarActions,
  watchlistSignInUrl,
} from '../../../src/domain';
import { makeCar, makeConfig, NOW } from './fixtures';

const config = makeConfig();

describe('trade-in eligibility: "site feature on, status in_stock, not sold, not reserved, price above 200"', () => {
  it('price 200 fails, 201 passes', () => {
    expect(isTradeInEligible(makeCar({ price: 200 }), config)).toBe(false);
    expect(isTradeInEligible(makeCar({ price: 201 }), config)).toBe(true);
  });
  it('each other condition can fail it', () => {
    expect(isTradeInEligible(makeCar(), makeConfig({ purchase: { trade_in: false } }))).toBe(false);
    expect(isTradeInEligible(makeCar({ status: 'coming_soon' }), config)).toBe(false);
    expect(isTradeInEligible(makeCar({ sold: true }), config)).toBe(false);
    expect(isTradeInEligible(makeCar({ reserved: true }), config)).toBe(false);
  });
});

describe('reserve eligibility (same $200 threshold, behind purchase.reserve)', () => {
  it('200 vs 201 and the switch', () => {
    expect(isReserveEligible(makeCar({ price: 200 }), config)).toBe(false);
    expect(isReserveEligible(makeCar({ price: 201 }), config)).toBe(true);
    expect(isReserveEligible(makeCar({ price: 201 }), makeConfig({ purchase: { reserve: false } }))).toBe(false);
    expect(isReserveEligible(makeCar({ reserved: true }), config)).toBe(false);
  });
});

describe('sold car: "Find Me Something Similar" in place of the purchase buttons', () => {
  it('sold shows only find_similar; available shows enquire, test drive, reserve, trade-in, finance', () => {
    expect(sidebarActions(makeCar({ status: 'sold' }), config)).toEqual(['find_similar']);
    expect(sidebarActions(makeCar(), config)).toEqual(['enquire', 'test_drive', 'reserve', 'trade_in', 'finance']);
  });
});

describe('Buy Online Now: only a car that can be bought online', () => {
  const journey = makeConfig({ purchase: { checkout_journey: true } });
  it('an in-stock car with a price above 200 gets it, behind the feature flag', () => {
    expect(isBuyOnlineEligible(makeCar({ price: 201 }), journey)).toBe(true);
    expect(isBuyOnlineEligible(makeCar({ price: 201 }), config)).toBe(false);
    expect(sidebarActions(makeCar(), journey)).toContain('checkout_journey');
  });
  it('never on a car without a real price, a pre-order, a $199 wrecker, a sold, reserved or coming-soon car', () => {
    const cannot = [
      makeCar({ price: null, offer_price: null }),
      makeCar({ price: 10, offer_price: null }),
      makeCar({ price: null, offer_price: null, preorder: true }),
      makeCar({ price: 45000, preorder: true }),
      makeCar({ price: 199, offer_price: null }),
      makeCar({ status: 'sold' }),
      makeCar({ sold: true }),
      makeCar({ reserved: true }),
      makeCar({ status: 'coming_soon' }),
    ];
    for (const car of cannot) {
      expect(isBuyOnlineEligible(car, journey)).toBe(false);
      expect(sidebarActions(car, journey)).not.toContain('checkout_journey');
    }
  });
  it('the shown price decides: a real offer price above 200 over a placeholder price', () => {
    expect(isBuyOnlineEligible(makeCar({ price: 1, offer_price: 15990 }), journey)).toBe(true);
  });
});

describe('favourite/compare button', () => {
  it('"hidden unless the car is purchasable and the favourites feature is on"', () => {
    expect(canShowFavouriteButton(favouriteFacts(makeCar()), config)).toBe(true);
    expect(canShowFavouriteButton(favouriteFacts(makeCar({ status: 'sold' })), config)).toBe(false);
    expect(canShowFavouriteButton(favouriteFacts(makeCar()), makeConfig({ favourites: { enabled: false } }))).toBe(false);
  });
  it('compare-style: hidden for non-used (on that site kind), price 0 or less, or no images', () => {
    const compare = makeConfig({ favourites: { style: 'compare', compare_used_only: true } });
    expect(canShowFavouriteButton(favouriteFacts(makeCar()), compare)).toBe(true);
    expect(canShowFavouriteButton(favouriteFacts(makeCar({ car_type: 'new' })), compare)).toBe(false);
    expect(canShowFavouriteButton(favouriteFacts(makeCar({ car_type: 'new' })), makeConfig({ favourites: { style: 'compare' } }))).toBe(true);
    expect(canShowFavouriteButton(favouriteFacts(makeCar({ price: 0 })), compare)).toBe(false);
    expect(canShowFavouriteButton(favouriteFacts(makeCar({ images: [] })), compare)).toBe(false);
    expect(canShowFavouriteButton(favouriteFacts(makeCar({ price: 0, images: [] })), config)).toBe(true);
  });
  it('a photo is the car\'s main photo: primary_image_url counts when the images list is empty; a blank or "null" one does not', () => {
    const compare = makeConfig({ favourites: { style: 'compare' } });
    expect(canShowFavouriteButton(favouriteFacts(makeCar({ images: [], primary_image_url: 'https://img.example/p.jpg' })), compare)).toBe(true);
    expect(canShowFavouriteButton(favouriteFacts(makeCar({ images: [], primary_image_url: 'null' })), compare)).toBe(false);
  });
});

describe('watchlist', () => {
  it('"requires a signed-in user with a phone; otherwise redirect to sign-in"', () => {
    expect(canSaveToWatchlist({ signedIn: true, phone: '0412345678' })).toBe(true);
    expect(canSaveToWatchlist({ signedIn: true, phone: '' })).toBe(false);
    expect(canSaveToWatchlist({ signedIn: false, phone: '0412345678' })).toBe(false);
    expect(canSaveToWatchlist(null)).toBe(false);
    expect(watchlistSignInUrl('/cars/a-b')).toBe('/sign-in?type=watchlist&redirect=%2Fcars%2Fa-b&back=%2Fcars%2Fa-b');
  });
  it('"Sold cars show no save button unless already saved"', () => {
    expect(isWatchlistButtonShown(makeCar({ status: 'sold' }), false)).toBe(false);
    expect(isWatchlistButtonShown(makeCar({ status: 'sold' }), true)).toBe(true);
    expect(isWatchlistButtonShown(makeCar(), false)).toBe(true);
  });
});

describe('finance info per provider', () => {
  const lender = { interestRate: 8.5, comparisonRate: 9.1, paymentWeek: 99, paymentMonth: 430 };
  const withLender = (provider: string, extra: object = {}, car: object = {}) =>
    makeCar({ price: 20000, finance_lenders: { [provider]: { ...lender, ...extra } }, ...car });
  const site = (provider: keyof typeof FINANCE_INFO_RULES, finance: object = {}, rest: object = {}) =>
    makeConfig({ finance: { provider, ...finance }, ...rest });

  it('needs lender data for the configured provider and non-null rates', () => {
    expect(isFinanceInfoShown(withLender('Taurus'), site('Taurus'), NOW)).toBe(true);
    expect(isFinanceInfoShown(withLender('Angle'), site('Taurus'), NOW)).toBe(false);
    expect(isFinanceInfoShown(withLender('Taurus', { interestRate: null }), site('Taurus'), NOW)).toBe(false);
    expect(isFinanceInfoShown(withLender('Taurus'), makeConfig(), NOW)).toBe(false);
  });
  it('comparison-rate provider: year newer than current year minus 12, price over 500, purchasable, a comparison rate', () => {
    const s = site('Car Clarity');
    expect(isFinanceInfoShown(withLender('Car Clarity', {}, { year: 2015 }), s, NOW)).toBe(true);
    expect(isFinanceInfoShown(withLender('Car Clarity', {}, { year: 2014 }), s, NOW)).toBe(false);
    expect(isFinanceInfoShown(withLender('Car Clarity', {}, { price: 500 }), s, NOW)).toBe(false);
    expect(isFinanceInfoShown(withLender('Car Clarity', {}, { price: 501 }), s, NOW)).toBe(true);
    expect(isFinanceInfoShown(withLender('Car Clarity', { comparisonRate: null }), s, NOW)).toBe(false);
    expect(isFinanceInfoShown(withLender('Car Clarity', {}, { status: 'sold' }), s, NOW)).toBe(false);
  });
  it('purchasable-only providers ignore price', () => {
    expect(isFinanceInfoShown(withLender('Manual', {}, { price: 0 }), site('Manual'), NOW)).toBe(true);
    expect(isFinanceInfoShown(withLender('Manual', {}, { status: 'sold' }), site('Manual'), NOW)).toBe(false);
  });
  it('weekly providers need a weekly payment, monthly provider a monthly payment, both price over 500', () => {
    expect(isFinanceInfoShown(withLender('Taurus', { paymentWeek: null }), site('Taurus'), NOW)).toBe(false);
    expect(isFinanceInfoShown(withLender('Taurus', {}, { price: 500 }), site('Taurus'), NOW)).toBe(false);
    expect(isFinanceInfoShown(withLender('Powertorque', { paymentWeek: null }), site('Powertorque'), NOW)).toBe(true);
    expect(isFinanceInfoShown(withLender('Powertorque', { paymentMonth: null }), site('Powertorque'), NOW)).toBe(false);
  });
  it('"Never shown for one make, for listed dealer groups and for one dealership set"', () => {
    expect(isFinanceInfoShown(withLender('Taurus'), site('Taurus', { excluded_makes: ['toyota'] }), NOW)).toBe(false);
    expect(isFinanceInfoShown(withLender('Taurus'), site('Taurus', { excluded_dealer_groups: ['g1'] }, { dealer_group: 'g1' }), NOW)).toBe(false);
    expect(isFinanceInfoShown(withLender('Taurus', {}, { dealership_id: 55 }), site('Taurus', { excluded_dealerships: ['55'] }), NOW)).toBe(false);
  });
});

describe('finance calculator "visible only when a finance provider exists and weekly amount is above 0"', () => {
  it('0 hides, 0.01 shows, no provider hides', () => {
    const s = makeConfig({ finance: { provider: 'Taurus' } });
    expect(isFinanceCalculatorShown(s, 0)).toBe(false);
    expect(isFinanceCalculatorShown(s, 0.01)).toBe(true);
    expect(isFinanceCalculatorShown(makeConfig(), 100)).toBe(false);
  });
});

describe('"Fuel calculator hidden for electric fuel"', () => {
  it('electric hides, petrol and hybrid show', () => {
    expect(isFuelCalculatorShown(makeCar({ fuel: 'Electric' }))).toBe(false);
    expect(isFuelCalculatorShown(makeCar({ simple_fuel: 'electric' }))).toBe(false);
    expect(isFuelCalculatorShown(makeCar({ fuel: 'Petrol' }))).toBe(true);
    expect(isFuelCalculatorShown(makeCar({ fuel: 'Petrol/Electric Hybrid' }))).toBe(true);
  });
  it('a caravan or camper trailer has no engine: no fuel calculator whatever fuel the feed fills in; a motorhome keeps it', () => {
    expect(isFuelCalculatorShown(makeCar({ item_type: 'caravan', body: 'Caravan', fuel: 'Petrol' }))).toBe(false);
    expect(isFuelCalculatorShown(makeCar({ item_type: 'camper', body: 'Camper Trailer', fuel: null }))).toBe(false);
    expect(isFuelCalculatorShown(makeCar({ item_type: 'caravan', body: 'Motorhome', fuel: 'Diesel' }))).toBe(true);
    expect(isFuelCalculatorShown(makeCar({ item_type: 'motorcycle', fuel: 'Petrol' }))).toBe(true);
  });
});
