import type { DealerConfig } from './schemas';

/*
 * Gated routes (spec 6): checkout, personalised finance, spin-to-win, online payment and third-party finance
 * need a signed-in user on sites that gate them. A configured entry gates the route itself, anything under it,
 * and, for '/checkout' or '/buy-online', the per-car pages that end with it (/cars/{slug}/checkout).
 */
export function isGatedPath(pathname: string, config: Pick<DealerConfig, 'gated_routes'>): boolean {
  const p = '/' + pathname.replace(/^\/+|\/+$/g, '');
  return config.gated_routes.some((g) => {
    const route = '/' + g.replace(/^\/+|\/+$/g, '');
    return p === route || p.startsWith(route + '/') || p.endsWith(route);
  });
}

/** Signed in, as the gate guard reads the session store ('{slug}-User'): what a gated page's form waits for. */
export function isSignedIn(user: { signedIn?: boolean; phone?: string | null; token?: string | null } | null | undefined): boolean {
  return !!user && user.signedIn !== false && !!(user.signedIn || user.token || user.phone);
}

/** The sign-in page that comes back to a gated page. */
export function gatedSignInUrl(path: string): string {
  return `/sign-in?redirect=${encodeURIComponent(path)}`;
}
