import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import type { LeadCar } from '../../../src/api/lead-payload';
import type { ApiLimiters } from '../api-limits';
import type { startDeliveryWorker, destinationsOf } from '../delivery/outbox';
import { HttpError } from '../http';
import type { PreviewOptions } from '../preview-options';

/** What every route of the preview's API reads: the server's database, options, limits and shared helpers. */
export interface RouteContext {
  opts: PreviewOptions;
  db: DatabaseSync;
  log: (line: string) => void;
  /** The server's body limit. */
  limit: number;
  siteDir: string;
  feedReportFile: string;
  adminToken: string;
  destinations: ReturnType<typeof destinationsOf>;
  worker: ReturnType<typeof startDeliveryWorker> | null;
  limits: ApiLimiters;
  /** A JSON body up to `max` bytes (413 past it), its nesting checked (400). */
  post(req: IncomingMessage, max?: number): Promise<{ value: unknown; raw: string }>;
  /** Every endpoint that stores something: this client's share and the whole server's, else 429 with Retry-After. */
  admitStore(req: IncomingMessage): void;
  /** The snapshot's car with this id or slug, as a lead carries it. */
  findCar(key: string): LeadCar | null;
  /** Work that leaves as much garbage as `units` requests (a large export's rows): counted toward a burst (after-burst.ts). */
  noteWork(units: number): void;
}

/** One endpoint: it answers the request (or throws an HttpError, which the server answers). */
export type Route = (req: IncomingMessage, res: ServerResponse, url: URL, ctx: RouteContext) => Promise<void> | void;

export function onlyMethod(req: IncomingMessage, method: string): void {
  if (req.method !== method) throw new HttpError(405, `Use ${method} for this endpoint.`);
}
