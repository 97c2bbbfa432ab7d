import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { priceComparisonFor } from '../../src/domain/price-comparison';
import { carSchema, type Car } from '../../src/domain/schemas';

/*
 * GET /cars/{slug}/autogauge (spec 7: "GET {vehicle path}/autogauge on the product API"): the reference API
 * answers from the snapshot's market data (dealers/<slug>/stock.json): the car's own autograb_data result when
 * it carries one, else a range over comparable stock (src/domain/price-comparison.ts). A car without data gets
 * an empty answer, which the site treats as 'No data returned'.
 */
export const AUTOGAUGE = /^\/cars\/([a-z0-9-]+)\/autogauge\/?$/;

export function readMarketCars(dealerDir: string): Car[] {
  const file = path.join(dealerDir, 'stock.json');
  if (!existsSync(file)) return [];
  const raw = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const list = Array.isArray(raw) ? raw : ((raw as { cars?: unknown[] })?.cars ?? []);
  return list.flatMap((c) => { const r = carSchema.safeParse(c); return r.success ? [r.data] : []; });
}

export function autogaugeAnswer(cars: readonly Car[], slug: string): { status: number; body: unknown } {
  const car = cars.find((c) => c.slug === slug);
  if (!car) return { status: 404, body: { error: `No car ${slug}.` } };
  const same = cars.filter((c) => c.make.toLowerCase() === car.make.toLowerCase() && c.model.toLowerCase() === car.model.toLowerCase());
  return { status: 200, body: priceComparisonFor(car, same) ?? {} };
}
