/*
 * Each listed car's lead fields as two small JSON files, /cars/{slug}/lead-car.json and /cars/lead-car-{key}.json
 * (src/domain/site-paths.ts), written by the build process after rendering.
 *
 * Why not Astro endpoints (as they were until 2026-11-28): each went through Astro's per-page pipeline (a Request,
 * the middleware, a Response, its own write), and at 20,000 cars those 40,000 files took about 11 s of a 63 s build
 * on two cores; written here they take under a second. The text is the one leadCarOf gives, as before.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { leadCarOf } from '../../src/api/lead-payload';
import type { Car } from '../../src/domain/schemas';
import { leadCarIdPath, leadCarSlugPath } from '../../src/domain/site-paths';

/** The site paths and text of one car's lead-car files: by slug, then by id. */
export function leadCarFiles(car: Car): { paths: [string, string]; text: string } {
  return { paths: [leadCarSlugPath(car.slug), leadCarIdPath(String(car.id))], text: JSON.stringify(leadCarOf(car)) };
}

/** Writes both files of every car into the site folder `outDir`; returns how many files it wrote. */
export function writeLeadCarFiles(cars: readonly Car[], outDir: string): number {
  let written = 0;
  for (const car of cars) {
    const { paths, text } = leadCarFiles(car);
    for (const sitePath of paths) {
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
