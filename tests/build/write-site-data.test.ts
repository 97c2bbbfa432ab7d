import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDealer } from '../../scripts/lib/load/load-dealer';
import { prepareSite } from '../../scripts/lib/derive/prepare-site';
import { writeSiteData } from '../../scripts/lib/render/write-site-data';
import type { SiteData } from '../../src/views/site-data';
import { NOW } from './helpers';

const demo = prepareSite(loadDealer('demo-motors'), new Date(NOW)) as SiteData;
const written = (site: SiteData) => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'site-data-')), 'site.json');
  writeSiteData(file, site);
  return readFileSync(file, 'utf8');
};
// What one JSON.stringify wrote before: the same text, cars first.
const whole = ({ cars, ...rest }: SiteData) => JSON.stringify({ cars, ...rest });

describe("writeSiteData: the render processes' site data, written a car at a time", () => {
  it('writes what one JSON.stringify would, for a dealer of many write chunks', () => {
    expect(demo.cars.length).toBeGreaterThan(200);
    const text = written(demo);
    expect(text).toBe(whole(demo));
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(demo)));
  });

  it('writes a site of no cars, of one car and of a few', () => {
    for (const n of [0, 1, 200, 201]) {
      const site = { ...demo, cars: demo.cars.slice(0, n) };
      expect(written(site), `${n} cars`).toBe(whole(site));
    }
  });

  it('keeps values that need escaping (quotes, line breaks, markup, emoji) as JSON.stringify writes them', () => {
    const car = { ...demo.cars[0]!, name: 'He said "hi"\n</script><b>\u2028 🚗', description: '\\ \u0000' };
    const site = { ...demo, cars: [car, ...demo.cars.slice(1, 3)] };
    expect(written(site)).toBe(whole(site));
    expect((JSON.parse(written(site)) as SiteData).cars[0]!.name).toBe(car.name);
  });
});
