/*
 * The data files of each listed car, written by the build process:
 * - its lead fields, /cars/{slug}/lead-car.json and /cars/lead-car-{key}.json (src/domain/site-paths.ts), read by
 *   the forms that name a car in their ?car_id=;
 * - its print sheet, /cars/{slug}/print.json (src/views/print-sheet-view.ts), drawn by the /print page.
 *
 * Why not pages and endpoints of Astro (as they were until 2026-11-28): each went through Astro's per-page pipeline
 * (a Request, the middleware, a Response, its own write); at 20,000 cars the 40,000 lead-car files took about 11 s
 * and the 20,000 print sheets about 10 s of a 63 s build on two cores. Written here, all of them take a second or two.
 * The build process writes them while its render processes start (fleet/render-groups.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { leadCarOf } from '../../../src/api/lead-payload';
import { isBuyOnlineEligible } from '../../../src/domain/eligibility';
import { printSheetView } from '../../../src/views/print-sheet-view';
import type { Car, DealerConfig } from '../../../src/domain/schemas';
import { carPath, carPrintDataPath, leadCarIdPath, leadCarSlugPath } from '../../../src/domain/site-paths';

/** The site paths and text of one car's data files. */
export function carFiles(car: Car, config: DealerConfig): Array<{ path: string; text: string }> {
  const lead = JSON.stringify({ ...leadCarOf(car), buy_online: isBuyOnlineEligible(car, config) });
  return [
    { path: leadCarSlugPath(car.slug), text: lead },
    { path: leadCarIdPath(String(car.id)), text: lead },
    { path: carPrintDataPath(car.slug), text: JSON.stringify(printSheetView(car, config)) },
  ];
}

/** Cars written between two turns of the event loop: the build process keeps passing on its render processes' messages. */
const BATCH = 200;

/**
 * Writes the data files of every car: those in the car's folder under `carRoot(index)` (the out folder of the render
 * process that renders the car, whose page then lands beside them), the by-id lead files under `siteDir`.
 * Returns how many files it wrote.
 *
 * Why before the pages, while the first render process bundles: this disk's writes slow down once gigabytes of
 * pages wait in the page cache, and the same 60,000 files written after a 20,000-car render took 18 s instead of 2.
 */
export async function writeCarFiles(
  cars: readonly Car[],
  config: DealerConfig,
  siteDir: string,
  carRoot: (index: number) => string = () => siteDir,
): Promise<number> {
  let written = 0;
  for (let i = 0; i < cars.length; i++) {
    if (i > 0 && i % BATCH === 0) await new Promise((resolve) => setImmediate(resolve));
    const car = cars[i]!;
    const folder = carPath(car.slug);
    const root = carRoot(i);
    mkdirSync(path.join(root, folder), { recursive: true });
    for (const { path: sitePath, text } of carFiles(car, config)) {
      const inFolder = sitePath.startsWith(folder);
      const file = path.join(inFolder ? root : siteDir, sitePath);
      try {
        writeFileSync(file, text);
      } catch (e) {
        // Only the by-id files' folder (/cars/ of siteDir) may be missing, the first time.
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT' || inFolder) throw e;
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, text);
      }
      written++;
    }
  }
  return written;
}
