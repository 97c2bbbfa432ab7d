import { createApiClient } from '../../api/client';
import { createLeadOutbox, startLeadRetry } from '../../api/lead-outbox';
import { browserStorage } from '../../api/storage';

/** Re-sends this browser's kept leads (LeadRetry.astro loads it only when there are some, or may soon be). */
export function startKeptLeadRetry(slug: string, apiBaseUrl: string): void {
  startLeadRetry(createLeadOutbox({ slug, storage: browserStorage(), client: createApiClient({ baseUrl: apiBaseUrl }) }));
}
