import type { SiteData } from '../../../src/views/site-data';
import { writeInChunks } from '../shared/line-writer';

/**
 * Writes the site data the render processes read (the render job's dataFile, src/render-runtime/render-job.ts) as JSON, a car at a time.
 *
 * Why not one JSON.stringify: at 20,000 cars the file is 93 MB, and that one string on top of the cars it was made
 * from was the build process's peak memory (818 MB, against 642 MB before it; see
 * docs/decisions.md, Build time and memory). The file reads back exactly as JSON.stringify(site) would
 * (tests/build/write-site-data.test.ts).
 */
export function writeSiteData(file: string, site: SiteData): void {
  const { cars, ...rest } = site;
  writeInChunks(file, (write) => {
    write('{"cars":[');
    cars.forEach((car, i) => write((i ? ',' : '') + (JSON.stringify(car) ?? 'null')));
    const others = JSON.stringify(rest);
    write(others === '{}' ? ']}' : `],${others.slice(1)}`);
  });
}
