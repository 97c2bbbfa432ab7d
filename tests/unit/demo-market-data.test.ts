import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/* Every demo car had fill 0.5 and one description, so the price-comparison needle never moved. */
describe('demo market data', () => {
  it('varies from car to car (fill and description)', () => {
    const file = path.resolve(import.meta.dirname, '../../dealers/demo-motors/stock.json');
    const cars = (JSON.parse(readFileSync(file, 'utf8')) as { cars: { autograb_data: { fill?: number; description?: string } | null }[] }).cars;
    const data = cars.map((c) => c.autograb_data).filter((a): a is { fill?: number; description?: string } => !!a && typeof a.fill === 'number');
    expect(new Set(data.map((a) => a.fill)).size).toBeGreaterThan(10);
    expect(new Set(data.map((a) => a.description)).size).toBeGreaterThan(1);
  });
});
