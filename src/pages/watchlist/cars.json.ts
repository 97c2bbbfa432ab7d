import type { APIRoute } from 'astro';
import { savedCarTable } from '../../islands/site/saved-car-table';

/*
 * The watchlist store keeps only car ids; the watchlist page fetches this small table (listed cars only) to
 * show names, photos and prices. Written at build time, fetched only when the shopper has saved cars.
 */
export const GET: APIRoute = ({ locals }) => {
  const { cars, config, now } = locals.site;
  return new Response(JSON.stringify(savedCarTable(cars, config, new Date(now))), { headers: { 'content-type': 'application/json' } });
};
