import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { feedSchema, parseCar, type CarReadOptions } from '../../../src/domain/schemas';
import { leadsSettingsSchema } from '../../../src/domain/schemas/lead-delivery';
import { readFolderStock } from '../../lib/load/folder-stock';
import type { AdfCar } from './adf';
import type { DeliveryConfig } from './outbox';

/*
 * The preview server reads only what it needs from dealers/<slug>/: the leads.delivery block and the name of
 * dealer.json (validated with the shared schema, problems named by setting), and the ADF vehicle's car from the stock
 * file, read as the build reads it (parseCar with the dealer's feed settings), so its slug and prices are the site's.
 * A missing dealer folder means no delivery (a site built elsewhere, tests).
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
    currency: typeof raw.currency === 'string' ? raw.currency : undefined,
    carLookup: stockLookup(dealerDir, readOptions(raw)),
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

/** The dealer's feed settings and currency as the build passes them to parseCar (an invalid block reads as the defaults: the build names it). */
function readOptions(raw: Record<string, unknown>): CarReadOptions {
  const feed = feedSchema.safeParse(raw.feed);
  return { ...(feed.success ? feed.data : {}), ...(typeof raw.currency === 'string' ? { currency: raw.currency } : {}) };
}

/**
 * The stock's cars by id and by slug (a lead names its car by either: the finance form sends the link's car_id, which
 * may be the slug, before the car is found), each read by parseCar, as the build reads it: the slug the car's page
 * has (made when the feed has none) and the price and offer price the page shows.
 */
function stockLookup(dealerDir: string, options: CarReadOptions): (idOrSlug: string) => AdfCar | null {
  let byKey: Map<string, AdfCar> | null = null;
  return (idOrSlug) => {
    if (!byKey) {
      const ids = new Map<string, AdfCar>();
      const slugs = new Map<string, AdfCar>();
      try {
        // The folder's stock file in any format the build reads (stock.json, .csv, .tsv or .xml).
        for (const raw of readFolderStock(dealerDir)) {
          const c = parseCar(raw, options).data;
          if (!c) continue;
          const car: AdfCar = {
            year: c.year,
            make: c.make,
            model: c.model,
            vin: c.vin,
            stocknum: c.stocknum,
            price: c.price,
            offer_price: c.offer_price,
            car_type: c.car_type,
          };
          if (!ids.has(c.id)) ids.set(c.id, car);
          if (c.slug && !slugs.has(c.slug)) slugs.set(c.slug, car);
        }
      } catch {
        /* no stock file: the ADF carries what the lead has */
      }
      // An id wins over another car's slug that happens to read the same.
      byKey = new Map([...slugs, ...ids]);
    }
    return byKey.get(idOrSlug.trim()) ?? null;
  };
}
