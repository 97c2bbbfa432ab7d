import type { DealerConfig } from './schemas';

/** The online purchase page (/checkout-journey?car_id={slug}): a checkout like the per-car reserve pages. */
export const CHECKOUT_JOURNEY_PATH = '/checkout-journey';

const norm = (p: string) => '/' + p.replace(/^\/+|\/+$/g, '');

/**
 * The routes this site gates, as paths: the configured ones and, where a purchase route is gated ('/checkout' or
 * '/buy-online'), the online purchase page too, since buying online is a checkout and is gated the same way.
 */
export function gatedRoutes(config: Pick<DealerConfig, 'gated_routes'>): string[] {
  const routes = config.gated_routes.map(norm);
  const purchase = routes.some((r) => r === '/checkout' || r === '/buy-online');
  return purchase && !routes.includes(CHECKOUT_JOURNEY_PATH) ? [...routes, CHECKOUT_JOURNEY_PATH] : routes;
}

/*
 * Gated routes (spec 6): checkout, personalised finance, spin-to-win, online payment and third-party finance
 * need a signed-in user on sites that gate them. A gated route (gatedRoutes) gates the route itself, anything
 * under it, and, for '/checkout' or '/buy-online', the per-car pages that end with it (/cars/{slug}/checkout).
 */
export function isGatedPath(pathname: string, config: Pick<DealerConfig, 'gated_routes'>): boolean {
  const p = norm(pathname);
  return gatedRoutes(config).some((route) => p === route || p.startsWith(route + '/') || p.endsWith(route));
}

/** Signed in, as the gate guard reads the session store ('{slug}-User'): what a gated page's form waits for. */
export function isSignedIn(user: { signedIn?: boolean; phone?: string | null; token?: string | null } | null | undefined): boolean {
  return !!user && user.signedIn !== false && !!(user.signedIn || user.token || user.phone);
}

/** The sign-in page that comes back to a gated page. */
export function gatedSignInUrl(path: string): string {
  return `/sign-in?redirect=${encodeURIComponent(path)}`;
}
