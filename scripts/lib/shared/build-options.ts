import type { SiteData } from '../../../src/views/site-data';

/** How a dealer's folder is read (loadDealer); here, below the stages, because a build's options include them. */
export interface LoadOptions {
  stockFile?: string;
  /**
   * --skip-invalid: publish the valid records however many are invalid (lifts publish.max_invalid_share; a stock
   * whose every record is refused is still refused). Invalid records are left out and reported in `skipped` either way.
   */
  skipInvalid?: boolean;
  /** --strict: any invalid stock record refuses the dealer (DealerValidationError), for a dealer checking a feed. */
  strict?: boolean;
  /** "Today" for the feed's year check (the build's --now); default the clock. */
  now?: Date;
}

/** What a dealer's build is asked for (build.ts, build:all's --dealers, `npm start`, the tests). */
export interface BuildOptions extends LoadOptions {
  dealer: string;
  out?: string;
  now?: Date;
  log?: (line: string) => void;
  verbose?: boolean;
  /** --no-progress: no "rendered N pages" line every 250 pages (ops logs that keep only the outcome); default on. */
  progress?: boolean;
  /** Processes that render the per-car pages side by side; default: one per core (up to 4) from 1,000 cars. */
  shards?: number;
  /** Runs after rendering, just before publishing (build.ts --sync-search pushes this snapshot to Meilisearch); a throw leaves the published site untouched. */
  beforePublish?: (site: SiteData) => Promise<void>;
  /** --force: publish although a publish guard (empty snapshot, large drop) refuses. */
  force?: boolean;
  /** --report: print the whole feed report (every warning, every car not listed) once it is written. */
  report?: boolean;
}

/** A build's progress lines go here. */
export type Log = (line: string) => void;
