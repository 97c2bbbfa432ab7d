import { closeSync, openSync, writeSync } from 'node:fs';
import type { SiteData } from '../../src/build/site-data';

/** Cars a write: big enough that the system calls do not matter, small enough to stay a few hundred KB. */
const CARS_A_WRITE = 200;

/**
 * Writes the site data the render processes read (DEALER_SITE_DATA) as JSON, a few cars at a time.
 *
 * Why not one JSON.stringify: at 20,000 cars the file is 93 MB, and that one string on top of the cars it was made
 * from was the build process's peak memory (818 MB, against 642 MB before it; issue 18's memory goal). The file
 * reads back exactly as JSON.stringify(site) would (tests/build/write-site-data.test.ts).
 */
export function writeSiteData(file: string, site: SiteData): void {
  const { cars, ...rest } = site;
  const fd = openSync(file, 'w');
  try {
    writeSync(fd, '{"cars":[');
    for (let i = 0; i < cars.length; i += CARS_A_WRITE) {
      const batch = cars.slice(i, i + CARS_A_WRITE).map((car) => JSON.stringify(car) ?? 'null');
      writeSync(fd, (i ? ',' : '') + batch.join(','));
    }
    const others = JSON.stringify(rest);
    writeSync(fd, others === '{}' ? ']}' : `],${others.slice(1)}`);
  } finally {
    closeSync(fd);
  }
}
