import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { leadsSettingsSchema } from '../../../src/domain/schemas/lead-delivery';
import { readFolderStock } from '../../lib/load/folder-stock';
import type { AdfCar } from './adf';
import type { DeliveryConfig } from './outbox';

/*
 * The preview server reads only what it needs from dealers/<slug>/: the leads.delivery block and the name of
 * dealer.json (validated with the shared schema, problems named by setting), and year/VIN/price from the stock file
 * for the ADF vehicle. A missing dealer folder means no delivery (a site built elsewhere, tests).
 */
export function readDeliveryConfig(dealerDir: string, slug: string): DeliveryConfig | null {
  const file = path.join(dealerDir, 'dealer.json');
  if (!existsSync(file)) return null;
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const r = leadsSettingsSchema.safeParse(raw.leads ?? {});
  if (!r.success) {
    throw new Error(`${file}: ${r.error.issues.map((i) => `leads.${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return {
    settings: r.data.delivery,
    dealer: slug,
    vendorName: typeof raw.name === 'string' ? raw.name : slug,
    vendorPhone: dealerPhone(raw),
    vendorUrl: typeof raw.url === 'string' ? raw.url : null,
    carLookup: stockLookup(dealerDir),
  };
}

/** The dealership's phone for the ADF vendor contact: the first location's main number. */
function dealerPhone(raw: Record<string, unknown>): string | null {
  const locations = Array.isArray(raw.locations) ? (raw.locations as Record<string, unknown>[]) : [];
  for (const l of locations) {
    const cd = (l?.contact_detail ?? {}) as Record<string, unknown>;
    for (const v of [cd.phone, cd.landline_phone, l?.phone]) if (typeof v === 'string' && v.trim()) return v.trim();
  }
  return null;
}

/** A number as JSON sends it, or as text (a CSV or XML stock's values are all text). */
const numberOf = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);

function stockLookup(dealerDir: string): (id: string) => AdfCar | null {
  let byId: Map<string, AdfCar> | null = null;
  return (id) => {
    if (!byId) {
      byId = new Map();
      try {
        // The folder's stock file in any format the build reads (stock.json, .csv, .tsv or .xml).
        for (const c of readFolderStock(dealerDir) as Iterable<Record<string, unknown>>) {
          if (c && (typeof c.id === 'string' || typeof c.id === 'number')) {
            byId.set(String(c.id), {
              year: numberOf(c.year),
              make: typeof c.make === 'string' ? c.make : null,
              model: typeof c.model === 'string' ? c.model : null,
              vin: typeof c.vin === 'string' ? c.vin : null,
              stocknum: typeof c.stocknum === 'string' ? c.stocknum : null,
              price: numberOf(c.price),
              car_type: typeof c.car_type === 'string' ? c.car_type : null,
            });
          }
        }
      } catch {
        /* no stock file: the ADF carries what the lead has */
      }
    }
    return byId.get(id) ?? null;
  };
}
