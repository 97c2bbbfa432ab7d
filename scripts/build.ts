import { cliArgs } from './lib/args';
import { buildDealer } from './lib/build-dealer';
import { DealerValidationError } from './lib/load-dealer';

const args = cliArgs({
  dealer: { type: 'string' },
  stock: { type: 'string' },
  out: { type: 'string' },
  now: { type: 'string' },
  'skip-invalid': { type: 'boolean' },
  verbose: { type: 'boolean' },
  json: { type: 'boolean' },
  shards: { type: 'string' },
});

if (!args.dealer) {
  console.error('usage: npm run build -- --dealer <slug> [--stock <file>] [--out <dir>] [--skip-invalid] [--now <ISO date>] [--shards <n>] [--verbose]');
  process.exit(2);
}

const tag = `[${args.dealer}]`;
try {
  const result = await buildDealer({
    dealer: args.dealer,
    stockFile: args.stock,
    out: args.out,
    skipInvalid: args['skip-invalid'],
    verbose: args.verbose,
    shards: args.shards ? Math.max(1, Number(args.shards)) : undefined,
    now: args.now ? new Date(args.now) : undefined,
    log: (line) => console.log(`${tag} ${line}`),
  });
  if (args.json) console.log(JSON.stringify({ ok: true, ...result }));
  console.log(`${tag} ok: ${result.cars} cars, ${result.pages} pages in ${result.seconds.toFixed(1)} s -> ${result.out}`);
} catch (e) {
  const message = e instanceof DealerValidationError ? e.message : (e as Error).stack ?? String(e);
  console.error(`${tag} build failed; the published site was left untouched.\n${message}`);
  if (args.json) console.log(JSON.stringify({ ok: false, slug: args.dealer, error: (e as Error).message }));
  process.exit(1);
}
