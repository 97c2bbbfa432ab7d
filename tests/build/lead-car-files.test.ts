import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { leadCarOf } from '../../src/api/lead-payload';
import { carSchema, type Car } from '../../src/domain/schemas';
import { leadCarPaths } from '../../src/domain/site-paths';
import { leadCarFiles, writeLeadCarFiles } from '../../scripts/lib/lead-car-files';
import { NOW, runScript, scratchDealer, TINY } from './helpers';

const tinyCars = (): Car[] => (JSON.parse(readFileSync(path.join(TINY, 'stock.json'), 'utf8')).cars as unknown[]).map((c) => carSchema.parse(c));

describe('lead-car files (written by the build process)', () => {
  it("writes each car's lead fields by slug and by id, the paths the forms look up", () => {
    const cars = tinyCars();
    const out = mkdtempSync(path.join(os.tmpdir(), 'lead-cars-'));
    // One car's folder is there already (its vehicle page), the others are not: both cases end in a file.
    mkdirSync(path.join(out, 'cars', cars[0]!.slug), { recursive: true });
    writeFileSync(path.join(out, 'cars', cars[0]!.slug, 'index.html'), '<p>page</p>');
    expect(writeLeadCarFiles(cars, out)).toBe(cars.length * 2);
    for (const car of cars) {
      // The lookup order of the forms (site-paths.ts): slug first for a slug, id first for an id.
      for (const key of [car.slug, String(car.id)]) {
        const [first] = leadCarPaths(key);
        expect(JSON.parse(readFileSync(path.join(out, first!), 'utf8'))).toEqual(leadCarOf(car));
      }
    }
    expect(readFileSync(path.join(out, 'cars', cars[0]!.slug, 'index.html'), 'utf8')).toBe('<p>page</p>');
  });

  it('keeps an id that is no file name inside /cars/ (its escaped key)', () => {
    const [car] = tinyCars();
    const odd = { ...car!, id: '../../Etc/Passwd' } as unknown as Car;
    const { paths, text } = leadCarFiles(odd);
    expect(paths[1]).toMatch(/^\/cars\/lead-car-x-[0-9a-f]+\.json$/);
    const out = mkdtempSync(path.join(os.tmpdir(), 'lead-cars-'));
    writeLeadCarFiles([odd], out);
    expect(readdirSync(out)).toEqual(['cars']);
    expect(readFileSync(path.join(out, paths[1]), 'utf8')).toBe(text);
    expect(JSON.parse(text).id).toBe('../../Etc/Passwd');
  });

  it('a built site has both files of every listed car, from every render process, and nothing renders them twice', () => {
    const { root, dir } = scratchDealer();
    const out = path.join(root, 'out');
    const r = runScript('build.ts', ['--dealer', dir, '--out', out, '--now', NOW, '--shards', '2']);
    expect(r.code, r.output).toBe(0);
    const listed = tinyCars().filter((c) => existsSync(path.join(out, 'cars', c.slug, 'index.html')));
    expect(listed.length).toBeGreaterThan(1);
    for (const car of listed) {
      const { paths, text } = leadCarFiles(car);
      for (const p of paths) expect(readFileSync(path.join(out, p), 'utf8'), p).toBe(text);
    }
    // No page route is left that would write them again through Astro.
    const routes = readdirSync(path.join(import.meta.dirname, '../../src/pages'), { recursive: true }).map(String);
    expect(routes.filter((f) => f.includes('lead-car'))).toEqual([]);
  });
});
