import type { Server } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import type { Car } from '../../src/domain/schemas';
import type { ApiLimitSpecs } from './api-limits';
import type { ConcurrencyLimits } from './concurrency';
import type { DeliveryConfig } from './delivery/outbox';
import type { DeliveryRegion } from './delivery-estimate';
import type { LocalCdn, LocalCdnSource } from './local-cdn';

export interface PreviewOptions {
  slug: string;
  /** The built site, dist/<slug>. */
  siteDir: string;
  /** Folder for <slug>.sqlite (git-ignored data/ by default). */
  dataDir: string;
  log?: (line: string) => void;
  bodyLimit?: number;
  /** Token /admin/* requires; default ADMIN_TOKEN from the environment, else a random one (see adminToken). */
  adminToken?: string;
  /** Lead delivery (leads.delivery of dealer.json); none = leads stay in the database only. */
  delivery?: DeliveryConfig | null;
  /** Delivery worker poll interval (tests use a short one). */
  deliveryPollMs?: number;
  /** The dealer's delivery_regions table, answered by GET /api/delivery-estimate. */
  deliveryRegions?: DeliveryRegion[];
  /** The snapshot's cars (stock.json), read lazily: the market data GET /cars/{slug}/autogauge answers from. */
  marketCars?: () => Car[];
  /** The build's feed report shown at /admin/feed; default beside the site, <siteDir>.feed-report.json (feed-report.ts). */
  feedReportFile?: string;
  /** --local-cdn: the preview answers the dealer's image CDN template itself (scripts/server/local-cdn.ts). */
  localCdn?: { cdn: LocalCdn; source: LocalCdnSource } | null;
  /** Request limits other than API_LIMITS (scripts/server/api-limits.ts), and their clock (tests). */
  rateLimits?: Partial<ApiLimitSpecs>;
  now?: () => number;
  /** Requests in progress, connections and timeouts other than CONCURRENCY_LIMITS (scripts/server/concurrency.ts; tests). */
  concurrency?: Partial<ConcurrencyLimits>;
}

export interface PreviewServer {
  server: Server;
  db: DatabaseSync;
  /** The token /admin/* needs (?token=, then a cookie; or Authorization: Bearer). */
  adminToken: string;
  /** Requests being handled now (counted against CONCURRENCY_LIMITS). */
  requestsInProgress(): number;
  listen(port: number, host?: string): Promise<number>;
  close(): Promise<void>;
}
