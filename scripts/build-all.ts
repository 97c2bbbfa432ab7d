import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cliArgs } from './lib/args';
import { DEALERS_DIR } from './lib/load-dealer';
import { ROOT } from './lib/build-dealer';

const args = cliArgs({
  'dealers-dir': { type: 'string' },
  'out-dir': { type: 'string' },
  jobs: { type: 'string' },
  now: { type: 'string' },
  quiet: { type: 'boolean' },
  'skip-invalid': { type: 'boolean' },
});

const dealersDir = path.resolve(args['dealers-dir'] ?? DEALERS_DIR);
const outDir = path.resolve(args['out-dir'] ?? path.join(ROOT, 'dist'));
const jobs = Math.max(1, Number(args.jobs ?? Math.min(3, os.availableParallelism())));
const dealers = readdirSync(dealersDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(dealersDir, d.name, 'dealer.json')))
  .map((d) => d.name)
  .sort();

interface Line { slug: string; ok: boolean; cars?: number; pages?: number; seconds: number; error?: string }

/** Each dealer builds in its own process: one dealer's crash or memory use cannot take the others down. */
function buildOne(slug: string): Promise<Line> {
  const started = performance.now();
  const argv = [path.join(ROOT, 'scripts/build.ts'), '--dealer', path.join(dealersDir, slug), '--out', path.join(outDir, slug), '--json'];
  if (args.now) argv.push('--now', args.now);
  if (args['skip-invalid']) argv.push('--skip-invalid');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...argv], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const json = stdout.split('\n').reverse().find((l) => l.startsWith('{'));
      const parsed = json ? (JSON.parse(json) as Partial<Line>) : {};
      if (code === 0 && parsed.ok) resolve({ slug, ok: true, cars: parsed.cars, pages: parsed.pages, seconds });
      else resolve({ slug, ok: false, seconds, error: (stderr.trim() || stdout.trim() || `exit code ${code}`).split('\n').slice(0, 12).join('\n    ') });
    });
  });
}

function print(line: Line): void {
  if (line.ok) console.log(`built   ${line.slug.padEnd(24)} ${String(line.cars).padStart(6)} cars ${String(line.pages).padStart(6)} pages ${line.seconds.toFixed(1).padStart(7)} s`);
  else console.log(`refused ${line.slug.padEnd(24)} ${line.seconds.toFixed(1).padStart(31)} s\n    ${line.error}`);
}

const started = performance.now();
if (!args.quiet) console.log(`building ${dealers.length} dealer(s) from ${path.relative(ROOT, dealersDir) || '.'}, ${jobs} at a time`);
const queue = [...dealers];
const results: Line[] = [];
await Promise.all(Array.from({ length: Math.min(jobs, queue.length) }, async () => {
  for (let slug = queue.shift(); slug; slug = queue.shift()) {
    const line = await buildOne(slug);
    results.push(line);
    print(line);
  }
}));
const failed = results.filter((r) => !r.ok);
const total = (performance.now() - started) / 1000;
console.log(`dealers built: ${results.length - failed.length}, not built: ${failed.length}, in ${total.toFixed(1)} s`);
process.exit(failed.length ? 1 : 0);
