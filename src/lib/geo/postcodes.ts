import table from './au-postcodes.json' with { type: 'json' };
import type { LatLng } from '../../domain/locations';

type Range = [number, number, number, number, string];
const points = table.points as unknown as Record<string, [number, number]>;
const ranges = table.ranges as unknown as Range[];

/**
 * Coordinates of an Australian postcode from the bundled table (au-postcodes.json): the postcode's own point,
 * else the first range that holds it (cities, then regions, then whole states). null means "Invalid postcode".
 */
export function postcodeLatLng(postcode: string): LatLng | null {
  if (!/^\d{4}$/.test(postcode)) return null;
  const point = points[postcode];
  if (point) return { lat: point[0], lng: point[1] };
  const n = Number(postcode);
  const range = ranges.find(([from, to]) => n >= from && n <= to);
  return range ? { lat: range[2], lng: range[3] } : null;
}
