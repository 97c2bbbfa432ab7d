import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { deliveryEstimate } from '../../src/domain/validation';
import type { DealerConfig } from '../../src/domain/schemas';

/*
 * GET /api/delivery-estimate?postcode=NNNN (spec 7: "delivery price lookup by postcode, returning name and price;
 * path not shown"): the reference API answers from the dealer's delivery_regions table (dealer.json features), by
 * the rule in src/domain/validation.ts. 200 { name, price } or 404 { error } with the spec's messages.
 */
export type DeliveryRegion = DealerConfig['features']['delivery_regions'][number];

const regionsOf = z.object({ features: z.object({ delivery_regions: z.array(z.object({ name: z.string(), from: z.number(), to: z.number(), price: z.number() })).default([]) }).default({ delivery_regions: [] }) });

/** The table from dealers/<slug>/dealer.json; none when the folder or the setting is missing. */
export function readDeliveryRegions(dealerDir: string): DeliveryRegion[] {
  const file = path.join(dealerDir, 'dealer.json');
  if (!existsSync(file)) return [];
  const r = regionsOf.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  return r.success ? r.data.features.delivery_regions : [];
}

export function deliveryEstimateAnswer(regions: DeliveryRegion[], query: URLSearchParams): { status: number; body: { name: string; price: number } | { error: string } } {
  const r = deliveryEstimate(query.get('postcode') ?? '', { features: { delivery_regions: regions } });
  return r.ok ? { status: 200, body: { name: r.name, price: r.price } } : { status: 404, body: { error: r.message } };
}
