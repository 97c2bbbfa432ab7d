import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { IMAGE_CDN_PROVIDERS } from '../domain/schemas/settings/images';
import type { SiteData } from './site-data-shape';

/*
 * The one route by which a dealer's data reaches the pages: a render job file, named by the one environment variable
 * RENDER_JOB_ENV. The build process writes a job for every dealer a render process renders (scripts/lib/render/
 * render-jobs.ts); the render process names the current one (render-process.mjs useRenderJob) and this module reads
 * and checks it. getSite(), carsOfThisShard() and the progress lines read the job from here, never an env var of
 * their own.
 */

/** The environment variable naming the current render job file: the only one the pages read. */
export const RENDER_JOB_ENV = 'DEALER_RENDER_JOB';

export const renderJobSchema = z
  .object({
    /** site.json from prepareSite: what getSite() reads. */
    dataFile: z.string().min(1),
    /** Car i is rendered by shard shardOfCar(i, shards) (site-data.ts); the first also renders the shared pages. */
    shard: z.number().int().min(0),
    shards: z.number().int().min(1),
    /** Names the progress lines when one process renders several dealers; absent for a dealer rendered alone. */
    progressName: z.string().min(1).optional(),
    /** Whether the render prints a progress line every 250 pages. */
    progress: z.boolean(),
    siteUrl: z.url(),
    /** The images.cdn provider, or 'none': the browser bundle carries only that provider's code (astro.config.mjs). */
    imageCdnProvider: z.union([z.literal('none'), z.enum(IMAGE_CDN_PROVIDERS)]),
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
    throw new Error(`render job ${file} (${RENDER_JOB_ENV}) could not be read: ${e instanceof Error ? e.message : String(e)}`);
  }
  const parsed = renderJobSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(the job)'}: ${issue.message}`).join('; ');
    throw new Error(`render job ${file} (${RENDER_JOB_ENV}) is invalid: ${problems}`);
  }
  return parsed.data;
}

// The current job changes within a process: a render process shared by several small dealers renders them one after
// another from one bundle (scripts/lib/render/render-more-dealers.mjs), and a later shard briefly asks the pages for
// the first shard's paths (render-from-bundle.mjs). Each time the process names another job file, so the job is kept
// by file name, and the site data by data file: only the current dealer's is kept, and every per-site cache of the
// pages is a WeakMap on that object or its cars, so a dealer's data goes once the next one starts.
let job: { file: string; job: RenderJob } | undefined;
let site: { file: string; site: SiteData } | undefined;

/** The job of the page being rendered (the file RENDER_JOB_ENV names), read once per job file. */
export function currentRenderJob(): RenderJob {
  const file = process.env[RENDER_JOB_ENV];
  if (!file || job?.file !== file) job = { file: file ?? '', job: loadRenderJob(file) };
  return job.job;
}

/** The site data of the current job's dealer, read once per data file. */
export function currentSiteData(): SiteData {
  const { dataFile } = currentRenderJob();
  if (site?.file !== dataFile) site = { file: dataFile, site: JSON.parse(readFileSync(dataFile, 'utf8')) as SiteData };
  return site.site;
}
