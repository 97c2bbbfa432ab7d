import { existsSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { cliArgs } from './lib/shared/args';
import { dataDirFor, dbFile, deliveriesOf, describeDelivery, iterateLeads } from './server/db';

/**
 * npm run leads -- --dealer <slug> [--json]: the leads the preview server captured for that site, and whether each
 * reached the dealer. Written a lead at a time from the database cursor (the --json form as one array), so 100,000
 * leads print within the memory of a few.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const args = cliArgs({ dealer: { type: 'string' }, json: { type: 'boolean' } });
if (!args.dealer) {
  console.error('usage: npm run leads -- --dealer <slug> [--json]');
  process.exit(2);
}
const file = dbFile(dataDirFor(ROOT), args.dealer);
if (!existsSync(file)) {
  console.log(`No leads yet for ${args.dealer} (${path.relative(ROOT, file)} does not exist).`);
  process.exit(0);
}
const db = new DatabaseSync(file, { readOnly: true });
const deliveries = deliveriesOf(db);

// Output goes out in blocks of about 64 KB, waiting for stdout to drain when it is a slow pipe.
let pending = '';
async function out(text: string): Promise<void> {
  pending += text;
  if (pending.length < 65_536) return;
  const block = pending;
  pending = '';
  if (!process.stdout.write(block)) await new Promise((r) => process.stdout.once('drain', r));
}

if (args.json) {
  // The same text as JSON.stringify(all, null, 2): each lead indented one level inside the array.
  let first = true;
  for (const l of iterateLeads(db)) {
    const lead = JSON.stringify({ ...l, payload: JSON.parse(l.payload) as unknown, delivery: deliveries(l.lead_id) }, null, 2);
    await out(`${first ? '[\n' : ',\n'}  ${lead.replaceAll('\n', '\n  ')}`);
    first = false;
  }
  await out(first ? '[]\n' : '\n]\n');
} else {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number };
  await out(`${n} lead(s) for ${args.dealer}:\n`);
  for (const l of iterateLeads(db)) {
    const p = JSON.parse(l.payload) as Record<string, unknown>;
    const car = p['Vehicle Make'] ? ` | ${p['Vehicle Make']} ${p['Vehicle Model']} (${p.stock_number ?? l.car_id})` : '';
    await out(
      `${l.created_at}  ${l.lead_id}  ${l.form} / ${l.category}${l.subcategory ? ` / ${l.subcategory}` : ''}  ${l.name ?? ''} ${p.last_name ?? ''} <${l.email ?? ''}> ${l.phone ?? ''}${car}\n`,
    );
    if (p.message) await out(`    ${String(p.message).replace(/\s+/g, ' ').slice(0, 200)}\n`);
    await out(`    delivery: ${describeDelivery(deliveries(l.lead_id))}\n`);
  }
}
process.stdout.write(pending);
db.close();
