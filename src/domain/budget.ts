/** Budget estimate assumes a 5-year term (spec 9). */
export const BUDGET_TERM_YEARS = 5;
export const BUDGET_PERIODS = { weekly: 52, monthly: 12 } as const;
export type BudgetFrequency = keyof typeof BUDGET_PERIODS;
/** Defaults: repayment 200 weekly or 600 monthly, deposit 2,000. */
export const BUDGET_DEFAULTS = { repayment: { weekly: 200, monthly: 600 }, deposit: 2000 } as const;
export const BUDGET_INPUT_MAX = 1_000_000;
/** The budget search restricts price above 1000 (placeholder prices would match every budget). */
export const BUDGET_PRICE_FILTER = 'price > 1000';
export const BUDGET_PRICE_DESC_SORT = 'Car_production:price:desc';

/** Repayment and deposit inputs: numeric, NaN becomes 0, clamped to 0..1,000,000. */
export function sanitizeBudgetInput(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? '').replace(/[$,\s]/g, ''));
  if (Number.isNaN(n)) return 0;
  return Math.min(Math.max(n, 0), BUDGET_INPUT_MAX);
}

/** Budget = repayment x periods per year x 5 + deposit. */
export function budgetEstimate(repayment: unknown, deposit: unknown, frequency: BudgetFrequency): number {
  return sanitizeBudgetInput(repayment) * BUDGET_PERIODS[frequency] * BUDGET_TERM_YEARS + sanitizeBudgetInput(deposit);
}

/**
 * The budget search's filter (spec: price > 1000): a search with an upper price limit, as the budget link's
 * range[price]=:{amount} sets, keeps only priced cars, so "Enquire for price" cars (price 0) never count as
 * within a budget. `priceRange` is the URL's 'min:max' value.
 */
export function budgetPriceFilters(priceRange: string | null | undefined): string[] {
  const max = (priceRange ?? '').split(':')[1];
  return max && Number.isFinite(Number(max)) ? [BUDGET_PRICE_FILTER] : [];
}

/** The amount sent to search never exceeds the most expensive car in the results. */
export function capBudget(amount: number, maxPrice: number | null | undefined): number {
  return typeof maxPrice === 'number' && maxPrice > 0 ? Math.min(amount, maxPrice) : amount;
}

export type BudgetSearchState = { enabled: true; countLabel: null; notice: null } | { enabled: false; countLabel: string; notice: string };

/** A budget below the cheapest car disables search: '0 {car type}s Found' and 'No {car type}s found for this budget'. */
export function budgetSearchState(budget: number, minPrice: number | null | undefined, carType = 'Car'): BudgetSearchState {
  if (typeof minPrice === 'number' && budget < minPrice) {
    return { enabled: false, countLabel: `0 ${carType}s Found`, notice: `No ${carType}s found for this budget` };
  }
  return { enabled: true, countLabel: null, notice: null };
}

/** How the budget tool's count came about: its screen, and the cars the current filters leave whatever the budget (null: not counted). */
export type BudgetCountContext = { screen?: 'repayment' | 'price'; matchingFilters?: number | null };

/**
 * The budget tool's button once the cars in budget under the current filters are counted: 'Show me N cars'
 * (spec: 'Show me N cars' goes to the search page with the current filters), or, when none are, '0 {car type}s
 * Found' with the button disabled and a notice: the too-low budget's 'No {car type}s found for this budget' (or, on
 * the price screen, 'in this price range'), unless the current filters leave no car at all, when no budget could
 * find one and the notice says so instead of blaming the budget.
 */
export function budgetCountState(count: number, carType = 'Car', context: BudgetCountContext = {}): { enabled: boolean; label: string; notice: string | null } {
  if (count <= 0) {
    const notice =
      context.matchingFilters === 0
        ? `No ${carType}s match the current filters`
        : context.screen === 'price'
          ? `No ${carType}s found in this price range`
          : `No ${carType}s found for this budget`;
    return { enabled: false, label: `0 ${carType}s Found`, notice };
  }
  return { enabled: true, label: `Show me ${count} ${carType.toLowerCase()}${count === 1 ? '' : 's'}`, notice: null };
}

/**
 * The range[price] parameter as it goes into a link: brackets are not allowed unencoded in a URL's query (the HTML
 * checker refuses such an href), so they are percent-encoded; the search reads both forms.
 */
export const PRICE_RANGE_PARAM = 'range%5Bprice%5D';

/** Appends range[price]=:{amount} with ? or & as the URL needs. */
export function appendBudgetToUrl(url: string, amount: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}${PRICE_RANGE_PARAM}=:${Math.round(amount)}`;
}

/**
 * Appends range[price]={min}:{max} with ? or & as the URL needs; a side left undefined is open, and with both open
 * nothing is appended (sliders.ts rangeRefinement: a thumb at its end is no limit, so the cars without a price stay).
 */
export function appendPriceRangeToUrl(url: string, min: number | undefined, max: number | undefined): string {
  if (min === undefined && max === undefined) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${PRICE_RANGE_PARAM}=${min ?? ''}:${max ?? ''}`;
}

/** The price-slider screen's destination: the refined URL plus sortBy=Car_production:price:desc. */
export function budgetSortedUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}sortBy=${BUDGET_PRICE_DESC_SORT}`;
}
