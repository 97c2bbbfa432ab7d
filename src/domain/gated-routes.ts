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

