import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { deliveryEstimate, validatePostcode } from '../../src/domain/validation';
import type { DealerConfig } from '../../src/domain/schemas';

/*
 * GET /api/delivery-estimate?postcode=NNNN (spec 7: "delivery price lookup by postcode, returning name and price;
 * path not shown"): the reference API answers from the dealer's delivery_regions table (dealer.json vehicle), by
 * the rule in src/domain/validation.ts. 200 { name, price }; a postcode no region covers is an answer too, 200
 * { name: null, price: null, error } with the spec's message (a 404 put an error in the shopper's console); an
 * empty or malformed postcode is 400 { error }.
 */
export type DeliveryRegion = DealerConfig['vehicle']['delivery_regions'][number];

const regionList = z.array(z.object({ name: z.string(), from: z.number(), to: z.number(), price: z.number() }));
// vehicle.delivery_regions; the deprecated features.delivery_regions is still read (dealer-settings.ts warns about it at build time).
const regionsOf = z.object({
  vehicle: z.object({ delivery_regions: regionList.optional() }).optional(),
  features: z.object({ delivery_regions: regionList.optional() }).optional(),
});

/** The table from dealers/<slug>/dealer.json; none when the folder or the setting is missing. */
export function readDeliveryRegions(dealerDir: string): DeliveryRegion[] {
  const file = path.join(dealerDir, 'dealer.json');
  if (!existsSync(file)) return [];
  const r = regionsOf.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  return r.success ? (r.data.vehicle?.delivery_regions ?? r.data.features?.delivery_regions ?? []) : [];
}

export function deliveryEstimateAnswer(
  regions: DeliveryRegion[],
  query: URLSearchParams,
): { status: number; body: { name: string; price: number } | { name: null; price: null; error: string } | { error: string } } {
  const postcode = query.get('postcode') ?? '';
  const r = deliveryEstimate(postcode, { vehicle: { delivery_regions: regions } });
  if (r.ok) return { status: 200, body: { name: r.name, price: r.price } };
  if (validatePostcode(postcode)) return { status: 400, body: { error: r.message } };
  return { status: 200, body: { name: null, price: null, error: r.message } };
}
