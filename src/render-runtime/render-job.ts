import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { SiteData } from '../views/site-data-shape';
import { RENDER_JOB_ENV, renderJobScope, type RenderJobScope } from './render-job-scope.mjs';

/*
 * The one route by which a dealer's data reaches the pages: a render job file, written by the build process for every
 * dealer a render process renders (scripts/lib/render/render-jobs.ts). The render process runs each render inside
 * inRenderJob(file, …) (render-job-scope.mjs); the pages read the job of the render they belong to here, loaded
 * once for that render: getSite(), carsOfThisShard() and the progress lines read it, never a variable of their own.
 * The one environment variable, RENDER_JOB_ENV, names the first job of a render process for astro.config.mjs (the
 * site URL, which Astro reads before any page).
 */

export { RENDER_JOB_ENV };

export const renderJobSchema = z
  .object({
    /** site.json from prepareSite: what getSite() reads. */
    dataFile: z.string().min(1),
    /** Car i is rendered by shard shardOfCar(i, shards) (shards.ts); the first also renders the shared pages. */
    shard: z.number().int().min(0),
    shards: z.number().int().min(1),
    /** Names the progress lines when one process renders several dealers; absent for a dealer rendered alone. */
    progressName: z.string().min(1).optional(),
    /** Whether the render prints a progress line every 250 pages. */
    progress: z.boolean(),
    siteUrl: z.url(),
  })
  .strict()
  .refine((job) => job.shard < job.shards, { message: 'shard must be below shards', path: ['shard'] });

/** What one render of one dealer (or of one shard of it) is given. */
export type RenderJob = z.infer<typeof renderJobSchema>;

/** Reads and checks the job file `file`; the error names the file, and the field when one is wrong. */
export function loadRenderJob(file: string | undefined): RenderJob {
  if (!file) throw new Error(`${RENDER_JOB_ENV} is not set: build a dealer with \`npm run build -- --dealer <slug>\`, not \`astro build\` directly.`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`render job ${file} could not be read: ${e instanceof Error ? e.message : String(e)}`);
  }
  const parsed = renderJobSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(the job)'}: ${issue.message}`).join('; ');
    throw new Error(`render job ${file} is invalid: ${problems}`);
  }
  return parsed.data;
}

/** Each render's job and site data, read once for it; gone with the render (a WeakMap on its scope). */
const loaded = new WeakMap<RenderJobScope, { job: RenderJob; site?: SiteData }>();

function loadedForThisRender(): { job: RenderJob; site?: SiteData } {
  const scope = renderJobScope();
  if (!scope)
    throw new Error(
      'no render job for this render: pages render inside inRenderJob (src/render-runtime/render-job-scope.mjs), started by a render process; build a dealer with `npm run build -- --dealer <slug>`, not `astro build` directly.',
    );
  let entry = loaded.get(scope);
  if (!entry) loaded.set(scope, (entry = { job: loadRenderJob(scope.file) }));
  return entry;
}

/** The job of the render in progress (inRenderJob's file), read once per render. */
export function currentRenderJob(): RenderJob {
  return loadedForThisRender().job;
}

/** The site data of the current render's dealer, read once per render. */
export function currentSiteData(): SiteData {
  const entry = loadedForThisRender();
  entry.site ??= JSON.parse(readFileSync(entry.job.dataFile, 'utf8')) as SiteData;
  return entry.site;
}
