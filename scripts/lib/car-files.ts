/*
 * The data files of each listed car, written by the build process after rendering:
 * - its lead fields, /cars/{slug}/lead-car.json and /cars/lead-car-{key}.json (src/domain/site-paths.ts), read by
 *   the forms that name a car in their ?car_id=;
 * - its print sheet, /cars/{slug}/print.json (src/build/print-sheet-view.ts), drawn by the /print page.
 *
 * Why not pages and endpoints of Astro (as they were until 2026-11-28): each went through Astro's per-page pipeline
 * (a Request, the middleware, a Response, its own write); at 20,000 cars the 40,000 lead-car files took about 11 s
 * and the 20,000 print sheets about 10 s of a 63 s build on two cores. Written here, all of them take a second or two.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { leadCarOf } from '../../src/api/lead-payload';
import { printSheetView } from '../../src/build/print-sheet-view';
import type { Car, DealerConfig } from '../../src/domain/schemas';
import { carPrintDataPath, leadCarIdPath, leadCarSlugPath } from '../../src/domain/site-paths';

/** The site paths and text of one car's data files. */
export function carFiles(car: Car, config: DealerConfig): Array<{ path: string; text: string }> {
  const lead = JSON.stringify(leadCarOf(car));
  return [
    { path: leadCarSlugPath(car.slug), text: lead },
    { path: leadCarIdPath(String(car.id)), text: lead },
    { path: carPrintDataPath(car.slug), text: JSON.stringify(printSheetView(car, config)) },
  ];
}

/** Writes the data files of every car into the site folder `outDir`; returns how many it wrote. */
export function writeCarFiles(cars: readonly Car[], config: DealerConfig, outDir: string): number {
  let written = 0;
  for (const car of cars) {
    for (const { path: sitePath, text } of carFiles(car, config)) {
      const file = path.join(outDir, sitePath);
      try {
        writeFileSync(file, text);
      } catch (e) {
        // The car's folder is normally there already (its vehicle page); made only when it is not.
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, text);
      }
      written++;
    }
  }
  return written;
}
