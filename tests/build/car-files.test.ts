import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { leadCarOf } from '../../src/api/lead-payload';
import { isBuyOnlineEligible } from '../../src/domain/eligibility';
import { carSchema, type Car } from '../../src/domain/schemas';
import { carPrintDataPath, leadCarPaths } from '../../src/domain/site-paths';
import { carFiles, writeCarFiles } from '../../scripts/lib/render/car-files';
import { printSheetView } from '../../src/views/print-sheet-view';
import { dealerConfigSchema } from '../../src/domain/schemas';
import { NOW, runScript, scratchDealer, TINY } from './helpers';

const tinyConfig = () => dealerConfigSchema.parse(JSON.parse(readFileSync(path.join(TINY, 'dealer.json'), 'utf8')));
const tinyCars = (): Car[] => (JSON.parse(readFileSync(path.join(TINY, 'stock.json'), 'utf8')).cars as unknown[]).map((c) => carSchema.parse(c));

describe('car data files (written by the build process)', () => {
  it("writes each car's lead fields by slug and by id, the paths the forms look up, and its print sheet", async () => {
    const cars = tinyCars();
    const out = mkdtempSync(path.join(os.tmpdir(), 'lead-cars-'));
    // One car's folder is there already (its vehicle page), the others are not: both cases end in a file.
    mkdirSync(path.join(out, 'cars', cars[0]!.slug), { recursive: true });
    writeFileSync(path.join(out, 'cars', cars[0]!.slug, 'index.html'), '<p>page</p>');
    expect(await writeCarFiles(cars, tinyConfig(), out)).toBe(cars.length * 3);
    for (const car of cars) {
      // The lookup order of the forms (site-paths.ts): slug first for a slug, id first for an id.
      for (const key of [car.slug, String(car.id)]) {
        const [first] = leadCarPaths(key);
        expect(JSON.parse(readFileSync(path.join(out, first!), 'utf8'))).toEqual({ ...leadCarOf(car), buy_online: isBuyOnlineEligible(car, tinyConfig()) });
      }
      expect(JSON.parse(readFileSync(path.join(out, carPrintDataPath(car.slug)), 'utf8'))).toEqual(printSheetView(car, tinyConfig()));
    }
    expect(readFileSync(path.join(out, 'cars', cars[0]!.slug, 'index.html'), 'utf8')).toBe('<p>page</p>');
  });

  it('says in each lead-car file whether the checkout journey may sell the car (the static page opens on any ?car_id=)', () => {
    const config = tinyConfig();
    config.purchase.checkout_journey = true;
    // One sold tonight: its page stays up a while, and so do its files.
    const cars = tinyCars().map((car, i) => (i === 0 ? { ...car, sold: true } : car));
    const said = cars.map((car) => [car.sold, (JSON.parse(carFiles(car, config)[0]!.text) as { buy_online: boolean }).buy_online]);
    expect(said.filter(([sold, buy]) => !sold && buy).length).toBeGreaterThan(0);
    expect(said.filter(([sold, buy]) => sold && buy)).toEqual([]);
    expect(said[0]).toEqual([true, false]);
  });

  it("puts a car's folder files where the process that renders it writes, its by-id file in the site", async () => {
    const cars = tinyCars();
    const site = mkdtempSync(path.join(os.tmpdir(), 'lead-cars-'));
    const other = mkdtempSync(path.join(os.tmpdir(), 'lead-cars-shard-'));
    await writeCarFiles(cars, tinyConfig(), site, (i) => (i % 2 === 0 ? site : other));
    cars.forEach((car, i) => {
      const [bySlug, byId, print] = carFiles(car, tinyConfig());
      const root = i % 2 === 0 ? site : other;
      for (const file of [bySlug!, print!]) {
        expect(readFileSync(path.join(root, file.path), 'utf8')).toBe(file.text);
        expect(existsSync(path.join(root === site ? other : site, file.path))).toBe(false);
      }
      expect(readFileSync(path.join(site, byId!.path), 'utf8')).toBe(byId!.text);
    });
    expect(readdirSync(path.join(other, 'cars')).filter((f) => f.endsWith('.json'))).toEqual([]);
  });

  it('keeps an id that is no file name inside /cars/ (its escaped key)', async () => {
    const [car] = tinyCars();
    const odd = { ...car!, id: '../../Etc/Passwd' } as unknown as Car;
    const [, byId] = carFiles(odd, tinyConfig());
    expect(byId!.path).toMatch(/^\/cars\/lead-car-x-[0-9a-f]+\.json$/);
    const out = mkdtempSync(path.join(os.tmpdir(), 'lead-cars-'));
    await writeCarFiles([odd], tinyConfig(), out);
    expect(readdirSync(out)).toEqual(['cars']);
    expect(readFileSync(path.join(out, byId!.path), 'utf8')).toBe(byId!.text);
    expect(JSON.parse(byId!.text).id).toBe('../../Etc/Passwd');
  });

  it('a built site has the data files of every listed car, from every render process, and nothing renders them twice', () => {
    const { root, dir } = scratchDealer();
    const out = path.join(root, 'out');
    const r = runScript('build.ts', ['--dealer', dir, '--out', out, '--now', NOW, '--shards', '2']);
    expect(r.code, r.output).toBe(0);
    const listed = tinyCars().filter((c) => existsSync(path.join(out, 'cars', c.slug, 'index.html')));
    expect(listed.length).toBeGreaterThan(1);
    for (const car of listed) {
      const [bySlug, byId, print] = carFiles(car, tinyConfig());
      for (const file of [bySlug!, byId!]) expect(readFileSync(path.join(out, file.path), 'utf8'), file.path).toBe(file.text);
      // The build reads the feed through its sanitiser first: the comments' <script> is gone, the rest is the same.
      const built = JSON.parse(readFileSync(path.join(out, print!.path), 'utf8'));
      expect({ ...built, comments: [] }).toEqual({ ...JSON.parse(print!.text), comments: [] });
      expect(JSON.stringify(built.comments)).not.toContain('<script');
      expect(existsSync(path.join(out, 'cars', car.slug, 'print')), 'no print page folder').toBe(false);
    }
    // No page route is left that would write them again through Astro.
    const routes = readdirSync(path.join(import.meta.dirname, '../../src/pages'), { recursive: true }).map(String);
    expect(routes.filter((f) => f.includes('lead-car') || f.startsWith('cars/[slug]/print'))).toEqual([]);
  });
});
