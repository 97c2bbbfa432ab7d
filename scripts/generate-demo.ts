/**
 * npm run generate:demo [-- --now 2026-11-21T00:00:00Z] [--out dealers]
 * Writes the three demo dealers (config, seeded stock with every spec edge case, offers, reviews, makes,
 * brands and small assets: SVG drawings, car photos as PNGs of them). Same "now" in, byte-identical files out.
 */
import path from 'node:path';
import { DEFAULT_NOW, writeDemo } from './demo/generate';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
}

const nowArg = arg('now');
const now = nowArg ? new Date(nowArg) : DEFAULT_NOW;
if (Number.isNaN(now.getTime())) {
  console.error(`--now: "${nowArg}" is not a date (use e.g. 2026-11-21T00:00:00Z)`);
  process.exit(1);
}
const out = path.resolve(arg('out') ?? path.join(import.meta.dirname, '../dealers'));
for (const r of await writeDemo(out, now))
  console.log(`${r.slug}: ${r.cars} cars, ${r.files} files -> ${path.relative(process.cwd(), path.join(out, r.slug)) || '.'}`);
