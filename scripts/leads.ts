import { existsSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { cliArgs } from './lib/shared/args';
import { dataDirFor, dbFile, deliveriesByLead, describeDelivery, listLeads, type DeliveryRow } from './server/db';

/** npm run leads -- --dealer <slug> [--json]: the leads the preview server captured for that site, and whether each reached the dealer. */
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
const leads = listLeads(db);
let deliveries = new Map<string, DeliveryRow[]>();
// A database from before lead delivery has no lead_deliveries table (read-only here, so it is not created).
try {
  deliveries = deliveriesByLead(db);
} catch {
  /* no deliveries recorded */
}
db.close();
if (args.json) {
  console.log(
    JSON.stringify(
      leads.map((l) => ({ ...l, payload: JSON.parse(l.payload), delivery: deliveries.get(l.lead_id) ?? [] })),
      null,
      2,
    ),
  );
} else {
  console.log(`${leads.length} lead(s) for ${args.dealer}:`);
  for (const l of leads) {
    const p = JSON.parse(l.payload) as Record<string, unknown>;
    const car = p['Vehicle Make'] ? ` | ${p['Vehicle Make']} ${p['Vehicle Model']} (${p.stock_number ?? l.car_id})` : '';
    console.log(
      `${l.created_at}  ${l.lead_id}  ${l.form} / ${l.category}${l.subcategory ? ` / ${l.subcategory}` : ''}  ${l.name ?? ''} ${p.last_name ?? ''} <${l.email ?? ''}> ${l.phone ?? ''}${car}`,
    );
    if (p.message) console.log(`    ${String(p.message).replace(/\s+/g, ' ').slice(0, 200)}`);
    console.log(`    delivery: ${describeDelivery(deliveries.get(l.lead_id))}`);
  }
}
