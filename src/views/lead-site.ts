import type { LeadSite } from '../api/lead-payload';
import type { DealerConfig } from '../domain/schemas';

/** What every lead form island is told of the dealer: where leads go, whose they are, and how the opt-in starts. */
export function leadSiteOf(config: DealerConfig): LeadSite {
  return {
    slug: config.slug,
    apiBaseUrl: config.api.base_url,
    dealershipId: config.dealership_id,
    websiteId: config.id,
    manufacturerSlug: config.manufacturer?.slug ?? null,
    optInTicked: config.consent.email_opt_in_ticked,
  };
}
