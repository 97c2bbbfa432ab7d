import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { safeParseSiteData, type SiteData } from '../domain/schemas/site-data';
import { RENDER_JOB_ENV, renderJobScope, type RenderJobScope } from './render-job-scope.mjs';

/*
 * The one route by which a dealer's data reaches the pages: a render job file, written by the build process for every
 * dealer a render process renders (scripts/lib/render/render-jobs.ts). The render process runs each render inside
 * inRenderJob(file, …) (render-job-scope.mjs); the job and its site data are read here, once for that render, and
 * checked: the middleware (src/middleware.ts) gives the site data to every page as Astro.locals.site, getStaticPaths
 * reads it through this-render.ts (siteOfThisRender, carsOfThisShard), and the progress lines read the job; never a
 * variable of their own.
 * The one environment variable, RENDER_JOB_ENV, names the first job of a render process for astro.config.mjs (the
 * site URL, which Astro reads before any page).
 */

export { RENDER_JOB_ENV };

export const renderJobSchema = z
  .object({
    /** site.json from prepareSite: the site data of currentSiteData() (siteDataSchema), which the pages are given. */
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

/** Problems listed in full in a site-data error; a file wrong throughout (every car) names the first ones and a count. */
const PROBLEMS_SHOWN = 20;

/** Reads and checks the site data file `file` (siteDataSchema, safeParseSiteData); the error names the file and each field that is wrong. */
export function loadSiteData(file: string): SiteData {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`site data ${file} could not be read: ${e instanceof Error ? e.message : String(e)}`);
  }
  const parsed = safeParseSiteData(raw);
  if (!parsed.success) {
    const { issues } = parsed;
    const problems = issues.slice(0, PROBLEMS_SHOWN).map((issue) => `${issue.path.join('.') || '(the site data)'}: ${issue.message}`);
    if (issues.length > PROBLEMS_SHOWN) problems.push(`and ${issues.length - PROBLEMS_SHOWN} more`);
    throw new Error(`site data ${file} is invalid: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/** The site data of the current render's dealer, read and checked once per render. */
export function currentSiteData(): SiteData {
  const entry = loadedForThisRender();
  entry.site ??= loadSiteData(entry.job.dataFile);
  return entry.site;
}
