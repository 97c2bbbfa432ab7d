import { placeCar } from '../../../src/domain/location-match';
import { primaryLocation } from '../../../src/domain/locations';
import { nameKey } from '../../../src/domain/name-key';
import type { Car, DealerConfig } from '../../../src/domain/schemas';
import type { ValidationProblem } from '../../../src/domain/schemas/friendly-errors';

/*
 * Each car placed at one of the dealer's locations once, after the stock is read: a car whose location_id,
 * location or location_name names a location (any spelling location-match.ts knows) gets that location's id and
 * name, so the page, the location pages, both ad feeds and the search facet all read one answer. A car that names
 * a location the dealer does not have keeps its values (locationOfCar then gives no location: the page shows the
 * dealer's name and main phone without a branch address, and the ad feeds leave the car out), and each such value
 * is one warning for the whole feed, naming its cars.
 */

/** How many cars a warning names before it counts the rest. */
const NAMED_CARS = 10;

const carName = (car: Car) => (car.stocknum ? `${car.id} (stock ${car.stocknum})` : car.id);

/** What the dealer's locations can be named by, for the warning: "ids 1, 2; names …; codes …". */
function knownNames(config: Pick<DealerConfig, 'locations'>): string {
  const codes = config.locations.flatMap((l) => l.codes);
  return [
    `ids ${config.locations.map((l) => l.id).join(', ')}`,
    `slugs ${config.locations.map((l) => l.slug).join(', ')}`,
    `names ${config.locations.map((l) => l.name).join(', ')}`,
    ...(codes.length ? [`codes ${codes.join(', ')}`] : []),
  ].join('; ');
}

export function placeCars(cars: readonly Car[], config: Pick<DealerConfig, 'locations'>, file: string): { cars: Car[]; warnings: ValidationProblem[] } {
  const primary = primaryLocation(config.locations);
  const unknown = new Map<string, { field: string; text: string; ambiguous: string[]; cars: Car[] }>();
  const placed = cars.map((car) => {
    const place = placeCar(car, config.locations, primary);
    if (place.kind === 'matched') {
      const { id, name } = place.location;
      return car.location_id === id && car.location_name === name ? car : { ...car, location_id: id, location_name: name };
    }
    if (place.kind === 'unknown') {
      const text = place.values.map((v) => JSON.stringify(v.value)).join(' / ');
      // `Dubbo` and `DUBBO` are one value (matching ignores case and spacing): one warning, the first spelling.
      const key = place.values.map((v) => nameKey(v.value) || v.value).join('\u0000');
      const seen = unknown.get(key) ?? { field: place.values.map((v) => v.field).join(' / '), text, ambiguous: place.ambiguous.map((l) => l.name), cars: [] };
      seen.cars.push(car);
      unknown.set(key, seen);
    }
    return car;
  });
  const warnings = [...unknown.values()].map(({ field, text, ambiguous, cars: at }): ValidationProblem => {
    const named = at.slice(0, NAMED_CARS).map(carName).join(', ');
    const more = at.length > NAMED_CARS ? ` and ${at.length - NAMED_CARS} more` : '';
    const what = ambiguous.length
      ? `${text} matches more than one location of dealer.json (${ambiguous.join(', ')}): add it to the \`codes\` of the right one`
      : `${text} matches no location of dealer.json (${knownNames(config)}); add it to a location's \`codes\` if it is one`;
    return {
      file,
      field,
      reason: `${what}; ${at.length} car${at.length === 1 ? '' : 's'} shown at no branch address (the dealer's name and main phone; left out of both ad feeds): ${named}${more}`,
    };
  });
  return { cars: placed, warnings };
}
