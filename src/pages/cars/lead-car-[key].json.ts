/*
 * One car's lead fields by id at /cars/lead-car-{key}.json (key: src/domain/site-paths.ts), read by the finance
 * and trade-in forms, whose links name the car by id (?car_id={id}, spec routes). A file, not a folder, so every
 * folder under /cars/ stays a page.
 */
import { leadCarOf } from '../../api/lead-payload';
import { carsOfThisShard } from '../../build/site-data';
import type { Car } from '../../domain/schemas';
import { leadCarIdKey } from '../../domain/site-paths';

export function getStaticPaths() {
  return carsOfThisShard().map((car) => ({ params: { key: leadCarIdKey(String(car.id)) }, props: { car } }));
}

export function GET({ props }: { props: { car: Car } }) {
  return new Response(JSON.stringify(leadCarOf(props.car)), { headers: { 'content-type': 'application/json' } });
}
