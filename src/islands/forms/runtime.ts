import { createApiClient, type ApiClient } from '../../api/client';
import { createLeadOutbox, type LeadOutbox } from '../../api/lead-outbox';
import type { LeadSite, PageContext } from '../../api/lead-payload';
import { leadAttributes } from '../../api/page-trail';
import { browserStorage, sessionBrowserStorage } from '../../api/storage';

/** One API client and one outbox per site and API base, shared by every form island on the page. */
const runtimes = new Map<string, { client: ApiClient; outbox: LeadOutbox }>();

export function leadRuntime(site: Pick<LeadSite, 'slug' | 'apiBaseUrl'>): { client: ApiClient; outbox: LeadOutbox } {
  const id = `${site.slug}|${site.apiBaseUrl}`;
  let rt = runtimes.get(id);
  if (!rt) {
    const client = createApiClient({ baseUrl: site.apiBaseUrl });
    rt = { client, outbox: createLeadOutbox({ slug: site.slug, storage: browserStorage(), client }) };
    runtimes.set(id, rt);
  }
  return rt;
}

/** Tests: forget shared clients (each test stubs fetch afresh). */
export function resetLeadRuntimes(): void {
  runtimes.clear();
}

export function sessionStore() {
  return sessionBrowserStorage();
}

/** The page a lead is sent from: URL, browser, session trail. */
export function pageContext(slug: string, source: string): PageContext {
  return {
    url: window.location.href,
    userAgent: navigator.userAgent,
    source,
    attributes: leadAttributes(sessionStore(), slug),
  };
}
