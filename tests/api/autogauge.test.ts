import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTOGAUGE, autogaugeAnswer, readMarketCars } from '../../scripts/server/autogauge';

describe('GET /cars/{slug}/autogauge on the reference API (from the snapshot market data)', () => {
  const cars = readMarketCars(path.resolve(import.meta.dirname, '../../dealers/demo-motors'));
  it("answers the car's market range from its snapshot data", () => {
    const car = cars.find((c) => c.stocknum === 'EDGE-GAUGE-OK')!;
    const a = autogaugeAnswer(cars, car.slug);
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ fill: expect.any(Number), market_range_max: expect.any(Number), confidence: 0.85 });
    const low = cars.find((c) => c.stocknum === 'EDGE-GAUGE-LOW-CONFIDENCE')!;
    expect(autogaugeAnswer(cars, low.slug).body).toMatchObject({ confidence: 0.2 });
  });
  it('reads the snapshot as the build does: a byte-order mark and a car with one unreadable value keep the market data', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'market-'));
    const demo = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../dealers/demo-motors/stock.json'), 'utf8')) as {
      cars: Record<string, unknown>[];
    };
    const gauge = demo.cars.find((c) => c.stocknum === 'EDGE-GAUGE-OK')!;
    writeFileSync(path.join(dir, 'stock.json'), '\uFEFF' + JSON.stringify({ cars: [{ ...gauge, doors: 'four' }] }));
    const read = readMarketCars(dir);
    expect(read.map((c) => c.slug)).toEqual([gauge.slug]);
    expect(autogaugeAnswer(read, String(gauge.slug)).body).toMatchObject({ confidence: 0.85 });
  });
  it('404 for an unknown car; the path is {vehicle path}/autogauge', () => {
    expect(autogaugeAnswer(cars, 'no-such-car').status).toBe(404);
    expect(AUTOGAUGE.exec('/cars/a-car/autogauge')?.[1]).toBe('a-car');
  });
});

describe('GET /api/valuation on the reference API', () => {
  const cars = readMarketCars(path.resolve(import.meta.dirname, '../../dealers/demo-motors'));
  it('values a car with comparables, 404 without, 400 for bad answers', async () => {
    const { valuationAnswer } = await import('../../scripts/server/autogauge');
    const c = cars.find((x) => x.car_type === 'used' && typeof x.price === 'number' && x.price > 5000)!;
    const ok = valuationAnswer(cars, new URLSearchParams({ make: c.make, model: c.model, year: String(c.year), km: '50000', condition: 'good' }));
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ offer: expect.any(Number), comparables: expect.any(Number) });
    expect(valuationAnswer(cars, new URLSearchParams({ make: 'Nope', model: 'None', year: '2020', km: '1', condition: 'good' })).status).toBe(404);
    expect(valuationAnswer(cars, new URLSearchParams({ make: c.make, model: c.model, year: 'x', km: '1', condition: 'shiny' })).status).toBe(400);
  });
});
