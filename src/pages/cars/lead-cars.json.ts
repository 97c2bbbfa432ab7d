/*
 * Every car's lead fields (id, slug, name, make, model, stock number, car type, status...), read by the forms of
 * /contact, the finance pages, the trade-in pages and /checkout-journey when opened with ?car_id= from a vehicle
 * page, so their lead carries the car (issue 21). Fetched only when the query names a car.
 */
import { getSite } from '../../lib/site-data';
import { leadCarOf } from '../../islands/forms/lead-car';

export function GET() {
  const { cars } = getSite();
  return new Response(JSON.stringify(cars.map(leadCarOf)), { headers: { 'content-type': 'application/json' } });
}
