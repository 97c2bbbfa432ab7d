import { isAvailable, isPurchasable } from './availability';
import { fuelKind } from './fuel';
import { primaryPhotoUrl } from './car-photo';
import { currentPrice } from './pricing';
import type { Car, DealerConfig } from './schemas';
import { vehicleKind } from './vehicle-kind';

/** Spec 9: "Trade-in and reserve price threshold 200" (strictly above). */
export const ACTION_PRICE_THRESHOLD = 200;

type ActionCar = Pick<Car, 'status' | 'sold' | 'reserved' | 'price' | 'offer_price'>;

function passesActionRule(car: ActionCar): boolean {
  return car.status === 'in_stock' && !car.sold && !car.reserved && (currentPrice(car) ?? 0) > ACTION_PRICE_THRESHOLD;
}

/** Trade-in / valuation: feature on, status in_stock, not sold, not reserved, price above 200. */
export function isTradeInEligible(car: ActionCar, config: Pick<DealerConfig, 'purchase'>): boolean {
  return config.purchase.trade_in && passesActionRule(car);
}

/**
 * Reserve: the spec names the check but not its parts; it shares the trade-in rule and the same $200
 * threshold (a deposit of $200 on a cheaper car makes no sense), behind the reserve feature switch.
 */
export function isReserveEligible(car: ActionCar, config: Pick<DealerConfig, 'purchase'>): boolean {
  return config.purchase.reserve && passesActionRule(car);
}

/**
 * Buy Online Now (the checkout journey, behind its feature flag): only a car that can be bought outright now.
 * The purchase rule of reserve and trade-in (in stock, not sold, not reserved, a shown price above 200, so no
 * unpriced car and no $199 wrecker) and not a pre-order, which has no car to hand over yet.
 */
export function isBuyOnlineEligible(car: ActionCar & Pick<Car, 'preorder'>, config: Pick<DealerConfig, 'purchase'>): boolean {
  return config.purchase.checkout_journey && !car.preorder && passesActionRule(car);
}

/**
 * What the favourite/compare rule reads: fields a Car and a search index document both carry (`image` is the
 * car's main photo, primaryPhotoUrl), so a result card and the car's page decide the button the same way.
 */
export type FavouriteFacts = { status: string; sold: boolean; car_type: string; price: number | null; image: string | null };

/** The rule's facts of a whole car. */
export function favouriteFacts(car: Pick<Car, 'status' | 'sold' | 'car_type' | 'price' | 'primary_image_url' | 'images'>): FavouriteFacts {
  return { status: car.status, sold: car.sold, car_type: car.car_type, price: car.price, image: primaryPhotoUrl(car) };
}

/** Favourite/compare button (spec 5): purchasable and feature on; compare-style sites add three more checks. */
export function canShowFavouriteButton(
  car: FavouriteFacts,
  config: { favourites: Pick<DealerConfig['favourites'], 'enabled' | 'style' | 'compare_used_only'> },
): boolean {
  const fav = config.favourites;
  if (!fav.enabled || !isPurchasable(car)) return false;
  if (fav.style !== 'compare') return true;
  if (fav.compare_used_only && car.car_type !== 'used') return false;
  if ((car.price ?? 0) <= 0) return false;
  return car.image !== null;
}

export type WatchlistUser = { signedIn: boolean; phone?: string | null } | null;

/** Watchlist save needs a signed-in user with a phone; otherwise the caller redirects to sign-in. */
export function canSaveToWatchlist(user: WatchlistUser): boolean {
  return !!user && user.signedIn && !!user.phone && user.phone.trim() !== '';
}

/** Sold cars show no save button unless already saved (so it can still be removed). */
export function isWatchlistButtonShown(car: Pick<Car, 'status' | 'sold'>, alreadySaved: boolean): boolean {
  return isAvailable(car) || alreadySaved;
}

/** '/sign-in?type=watchlist&redirect={path}&back={path}' */
export function watchlistSignInUrl(path: string): string {
  const p = encodeURIComponent(path);
  return `/sign-in?type=watchlist&redirect=${p}&back=${p}`;
}

type FinanceProvider = NonNullable<DealerConfig['finance']['provider']>;
export type FinanceInfoRule = 'comparison_rate' | 'purchasable' | 'weekly_payment' | 'monthly_payment';

/**
 * The spec's four per-provider rules without naming the providers (one / two / three / one). This table is
 * the project's mapping; the eight kinds do not split 1/2/3/1 exactly, so Angle joins the weekly group.
 */
export const FINANCE_INFO_RULES: Record<FinanceProvider, FinanceInfoRule> = {
  'Car Clarity': 'comparison_rate',
  Manual: 'purchasable',
  'Nissan Finance': 'purchasable',
  Taurus: 'weekly_payment',
  '360 Finance': 'weekly_payment',
  AusLoans: 'weekly_payment',
  Angle: 'weekly_payment',
  Powertorque: 'monthly_payment',
};

/** Finance info price threshold: "price over 500". */
export const FINANCE_INFO_MIN_PRICE = 500;
/** Comparison-rate provider: "year newer than current year minus 12". */
export const FINANCE_INFO_MAX_AGE_YEARS = 12;

type FinanceCar = Pick<Car, 'status' | 'sold' | 'price' | 'offer_price' | 'year' | 'make' | 'dealership_id' | 'finance_lenders'>;

/** Finance info modal/line: lender data for the configured provider, rates present, the provider's rule, no exclusions. */
export function isFinanceInfoShown(car: FinanceCar, config: Pick<DealerConfig, 'finance' | 'dealer_group'>, now: Date): boolean {
  const { provider, excluded_makes, excluded_dealer_groups, excluded_dealerships } = config.finance;
  if (!provider) return false;
  if (excluded_makes.some((m) => m.toLowerCase() === car.make.toLowerCase())) return false;
  if (config.dealer_group && excluded_dealer_groups.includes(config.dealer_group)) return false;
  if (car.dealership_id && excluded_dealerships.includes(car.dealership_id)) return false;
  const lender = car.finance_lenders?.[provider];
  if (!lender || lender.interestRate == null) return false;
  const purchasable = isPurchasable(car);
  const priceOk = (currentPrice(car) ?? 0) > FINANCE_INFO_MIN_PRICE;
  switch (FINANCE_INFO_RULES[provider]) {
    case 'comparison_rate':
      return car.year > now.getFullYear() - FINANCE_INFO_MAX_AGE_YEARS && priceOk && purchasable && lender.comparisonRate != null;
    case 'purchasable':
      return purchasable;
    case 'weekly_payment':
      return priceOk && purchasable && lender.paymentWeek != null && lender.paymentWeek > 0;
    case 'monthly_payment':
      return priceOk && purchasable && lender.paymentMonth != null && lender.paymentMonth > 0;
  }
}

/** Finance calculator: only when a provider exists and the weekly amount is above 0. */
export function isFinanceCalculatorShown(config: Pick<DealerConfig, 'finance'>, weeklyAmount: number | null | undefined): boolean {
  return config.finance.provider !== null && typeof weeklyAmount === 'number' && weeklyAmount > 0;
}

/**
 * Fuel calculator is hidden for electric fuel (no litres to cost); hybrids burn fuel and keep it. A caravan or
 * camper trailer has no engine to cost either, whatever fuel the feed fills in (a motorhome drives and keeps it).
 */
export function isFuelCalculatorShown(car: Pick<Car, 'fuel' | 'simple_fuel' | 'item_type' | 'body' | 'simple_body'>): boolean {
  return fuelKind(car) !== 'electric' && vehicleKind(car) !== 'towed';
}
