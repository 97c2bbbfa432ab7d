import type { APIRoute } from 'astro';
import { savedCarSummary } from '../../domain/saved-cars';

/*
 * The watchlist store keeps only car ids; the watchlist page fetches this small table (listed cars only) to
 * show names, photos and prices. Written at build time, fetched only when the shopper has watchlist cars.
 */
export const GET: APIRoute = ({ locals }) => {
  const { cars, config } = locals.site;
  return new Response(JSON.stringify(cars.map((c) => savedCarSummary(c, config))), { headers: { 'content-type': 'application/json' } });
};
