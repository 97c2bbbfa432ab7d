/*
 * One car's lead fields at /cars/{slug}/lead-car.json (src/domain/site-paths.ts), read by the forms of /contact
 * and /checkout-journey when a vehicle page links there with ?car_id={slug}, so their lead carries the car.
 */
import { leadCarOf } from '../../../api/lead-payload';
import { carPaths } from '../../../build/site-data';
import type { Car } from '../../../domain/schemas';

export const getStaticPaths = carPaths;

export function GET({ props }: { props: { car: Car } }) {
  return new Response(JSON.stringify(leadCarOf(props.car)), { headers: { 'content-type': 'application/json' } });
}
