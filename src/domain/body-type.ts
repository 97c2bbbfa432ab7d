import type { Car } from './schemas';

/**
 * The body type shoppers see on cards and tiles and that search filters on (the index's `body`): the feed's
 * simplified simple_body when it has one, else its body. Feeds write "none" as blank or the text "null".
 */
export function bodyType(car: Pick<Car, 'simple_body' | 'body'>): string | null {
  return clean(car.simple_body) ?? clean(car.body);
}

function clean(value: string | null | undefined): string | null {
  const t = value?.trim();
  return !t || t.toLowerCase() === 'null' ? null : t;
}
