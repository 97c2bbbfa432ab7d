/* id → [name, slug] of trade-in eligible cars, fetched by /cars/trade-in only when it is opened with ?car_id. */
import { getSite } from '../../lib/site-data';
import { isTradeInEligible } from '../../domain/eligibility';

export function GET() {
  const { cars, config } = getSite();
  const map: Record<string, [string, string]> = {};
  for (const c of cars) if (isTradeInEligible(c, config)) map[String(c.id)] = [c.name, c.slug];
  return new Response(JSON.stringify(map), { headers: { 'content-type': 'application/json' } });
}
