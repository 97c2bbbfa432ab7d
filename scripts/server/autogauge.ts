import { readFolderStock } from '../lib/load/folder-stock';
import { priceComparisonFor } from '../../src/domain/price-comparison';
import { parseCar, type Car } from '../../src/domain/schemas';
import { TRADE_IN_CONDITIONS, tradeInValuation, type TradeInCondition } from '../../src/domain/trade-in-valuation';

/*
 * GET /cars/{slug}/autogauge (spec 7: "GET {vehicle path}/autogauge on the product API"): the reference API
 * answers from the snapshot's market data (the dealer folder's stock file): the car's own autograb_data result when
 * it carries one, else a range over comparable stock (src/domain/price-comparison.ts). A car without data gets
 * an empty answer, which the site treats as 'No data returned'.
 */
export { AUTOGAUGE_PATH as AUTOGAUGE } from '../../src/api/contract';

/** The snapshot's cars read as the build reads them (parseCar: a bad value costs that value, not the car). */
export function readMarketCars(dealerDir: string): Car[] {
  // The folder's stock file in any format the build reads (stock.json, .csv, .tsv or .xml; folder-stock.ts).
  return [...readFolderStock(dealerDir)].flatMap((c) => parseCar(c).data ?? []);
}

export function autogaugeAnswer(cars: readonly Car[], slug: string): { status: number; body: unknown } {
  const car = cars.find((c) => c.slug === slug);
  if (!car) return { status: 404, body: { error: `No car ${slug}.` } };
  const same = cars.filter((c) => c.make.toLowerCase() === car.make.toLowerCase() && c.model.toLowerCase() === car.model.toLowerCase());
  return { status: 200, body: priceComparisonFor(car, same) ?? {} };
}

/**
 * GET /api/valuation?make=&model=&year=&km=&condition=: the trade-in valuation of src/domain/trade-in-valuation.ts
 * over the same snapshot; 404 { error } when no comparable listing exists, 400 for missing or malformed answers.
 */
export function valuationAnswer(cars: readonly Car[], q: URLSearchParams): { status: number; body: unknown } {
  const year = Number(q.get('year'));
  const km = Number(q.get('km'));
  const condition = q.get('condition') ?? '';
  if (!q.get('make') || !q.get('model') || !Number.isInteger(year) || !Number.isFinite(km) || km < 0 || !(condition in TRADE_IN_CONDITIONS)) {
    return { status: 400, body: { error: 'make, model, year, km and condition (excellent, good, fair, poor) are required.' } };
  }
  const v = tradeInValuation({ make: q.get('make')!, model: q.get('model')!, year, km, condition: condition as TradeInCondition }, cars);
  return v ? { status: 200, body: v } : { status: 404, body: { error: 'We need to see this car to value it.' } };
}
