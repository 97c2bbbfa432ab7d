import type { Model } from './catalog';

/** A location cars can be placed at. */
export interface PlanLocation {
  id: number;
  name: string;
  slug: string;
  city: string;
  state: string;
  postcode: string;
  suburb: string;
}

/** What the stock generator needs to know about one dealer. */
export interface DealerPlan {
  slug: string;
  name: string;
  dealershipId: number;
  /** Key of finance_lenders (the dealer's finance provider), or null. */
  provider: string | null;
  /** Stock-number prefix of regular (non-edge) cars. */
  stockPrefix: string;
  /** First car id; ids are idBase + n. */
  idBase: number;
  /** Total cars including edge cases. */
  total: number;
  /** Sales locations cars are spread across; the first is the primary. */
  locations: PlanLocation[];
  /** Weighted model pools: new cars come from `newModels`, used from `usedModels`. */
  newModels: readonly Model[];
  usedModels: readonly Model[];
  /** Share of new, demo, used (sums to 1). */
  mix: { new: number; demo: number; used: number };
  /** Give a weekly subscription price to this share of cars (0 when the site has no subscriptions). */
  subscriptionShare: number;
}
