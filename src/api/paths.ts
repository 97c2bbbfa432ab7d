/* The dealer platform API's paths (the contract, src/api/contract.ts, re-exports them with the answer schemas). */

export const API_PATHS = {
  leads: '/api/leads',
  signInRequest: '/api/sign-in/request',
  signInVerify: '/api/sign-in/verify',
  watchlist: '/api/watchlist',
  watchlistSave: '/api/watchlist/save-car',
  watchlistRemove: '/api/watchlist/remove-car',
  phoneReveal: '/api/phone-reveal',
  miscellaneous: '/api/miscellaneous',
  valuation: '/api/valuation',
  deliveryEstimate: '/api/delivery-estimate',
  testDriveSlots: '/api/test-drive/slots',
} as const;

/** GET /cars/{slug}/view.json (spec 7). */
export const CAR_VIEW_PATH = /^\/cars\/([a-z0-9-]+)\/view\.json$/;
export const carViewPath = (slug: string) => `/cars/${encodeURIComponent(slug)}/view.json`;
/** GET /cars/{slug}/autogauge (spec 7). */
export const AUTOGAUGE_PATH = /^\/cars\/([a-z0-9-]+)\/autogauge\/?$/;
export const autogaugePath = (slug: string) => `/cars/${encodeURIComponent(slug)}/autogauge`;
