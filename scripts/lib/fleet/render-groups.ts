/*
 * Dealers rendered together (build:all, build.ts --dealers): the small ones (one render process each) share render
 * processes. The first of each group is Astro's own build and the others are rendered from its bundle
 * (render-more-dealers.mjs), so the bundling and start-up are paid once a group instead of once a dealer. Dealers
 * whose browser bundle differs (the image-CDN provider) do not share; a large dealer (several shards) renders
 * alone. One dealer alone is a group of one.
 */
import path from 'node:path';
import { shardOfCar } from '../../../src/render-runtime/shards';
import type { SiteData } from '../../../src/views/site-data';
import { writeCarFiles } from '../render/car-files';
import { renderJobs, type DealerRendered, type MoreDealer, type Rendered } from '../render/render-jobs';
import type { RenderPlan } from '../render/render-plan';
import type { Log } from '../shared/build-options';

/** What rendering needs of a prepared dealer. */
export interface GroupMember {
  slug: string;
  log: Log;
  site: Pick<SiteData, 'cars' | 'config'>;
  plan: RenderPlan;
}

/** A group's render: each process's report, and each dealer's own part of the render time. */
export interface GroupRendered {
  rendered: Rendered[];
  renderSeconds: Map<string, number>;
}

/** What one dealer of a rendered group got: its pages, or why its rendering in the shared process failed. */
export type DealerOfGroup = { pages: number; seconds: number } | { failed: string };

/** The prepared dealers in render groups, in order: a large dealer alone, the others together. */
export function renderGroups<P extends GroupMember>(prepared: P[]): P[][] {
  const groups = new Map<string, P[]>();
  for (const p of prepared) {
    const key = p.plan.jobs.length > 1 ? `alone:${p.slug}` : 'shared';
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return [...groups.values()];
}

/** What render-more-dealers.mjs needs to render a prepared dealer in another dealer's render process. */
function asMoreDealer(p: GroupMember): MoreDealer {
  const [job] = p.plan.jobs;
  return {
    slug: p.slug,
    dataFile: job!.dataFile,
    outDir: job!.outDir,
    site: job!.site,
    csp: job!.csp,
    cspScripts: job!.cspScripts,
    pagesFile: job!.pagesFile!,
  };
}

/**
 * Renders a group's pages (the first dealer's jobs, the others as its further dealers) while the cars' data files
 * are written; throws when a render process or a file fails, the group's dealers all failing with it.
 */
export async function renderGroup(group: GroupMember[]): Promise<GroupRendered> {
  const [first, ...rest] = group;
  const started = performance.now();
  const jobs = first!.plan.jobs.map((j, i) => (i === 0 && rest.length ? { ...j, more: rest.map(asMoreDealer) } : j));
  const names = group.map((p) => p.slug).join(', ');
  first!.log(
    `rendering pages with Astro (${group.length > 1 ? `${group.length} dealers in one process: ${names}` : `${first!.site.cars.length} vehicle pages${jobs.length > 1 ? `, ${jobs.length} processes` : ''}`})…`,
  );
  const logs = new Map(group.map((p) => [p.slug, p.log]));
  const rendering = renderJobs(jobs, path.join(first!.plan.cache, 'bundle'), first!.log, (slug) => logs.get(slug));
  // The cars' data files go into the folders their pages render into, while the first process bundles.
  const writing = Promise.all(
    group.map((p) => writeCarFiles(p.site.cars, p.site.config, p.plan.tmp, (i) => p.plan.jobs[shardOfCar(i, p.plan.jobs.length)]!.outDir)),
  );
  // Both settle before either's failure is reported: no file is written after the build has cleaned up.
  const [pages, files] = await Promise.allSettled([rendering, writing]);
  if (pages.status === 'rejected') throw pages.reason;
  if (files.status === 'rejected') throw files.reason;
  const rendered = pages.value;
  // Each dealer's own part of the shared render's time; its memory counts for each of them (they ran in it together).
  const renderSeconds = renderSecondsOf(
    group.map((p) => p.slug),
    (performance.now() - started) / 1000,
    rendered[0]!.done,
  );
  return { rendered, renderSeconds };
}

/**
 * One dealer's part of its group's render. Only the render processes write HTML, and they report what they wrote:
 * the first dealer of a group every process's pages (its shards), a further dealer its own.
 */
export function dealerOfGroup(group: GroupMember[], p: GroupMember, { rendered, renderSeconds }: GroupRendered): DealerOfGroup {
  const failed = rendered[0]!.failed.get(p.slug);
  if (failed) return { failed };
  const pages = p === group[0] ? rendered.reduce((sum, r) => sum + r.pages, 0) : (rendered[0]!.done.get(p.slug)?.pages ?? 0);
  return { pages, seconds: renderSeconds.get(p.slug) ?? 0 };
}

/**
 * Each dealer's share of a shared render process's time: a further dealer's own render time as the process reported
 * it, and the first dealer (Astro's build: bundling, then its pages) the rest.
 */
export function renderSecondsOf(slugs: string[], total: number, reported: Map<string, Pick<DealerRendered, 'seconds'>>): Map<string, number> {
  const [first, ...rest] = slugs;
  const out = new Map(rest.map((slug) => [slug, reported.get(slug)?.seconds ?? 0] as const));
  const others = [...out.values()].reduce((sum, s) => sum + s, 0);
  return new Map([[first!, Math.max(0, total - others)], ...out]);
}
