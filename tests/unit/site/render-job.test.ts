import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RENDER_JOB_ENV, currentRenderJob, currentSiteData, loadRenderJob } from '../../../src/render-runtime/render-job';
import { inRenderJob } from '../../../src/render-runtime/render-job-scope.mjs';
import { carsOfThisShard, siteOfThisRender } from '../../../src/render-runtime/this-render';
import { loadDealer } from '../../../scripts/lib/load/load-dealer';
import { prepareSite } from '../../../scripts/lib/derive/prepare-site';
import { TINY } from '../../build/helpers';

/*
 * The render job is the one route of a dealer's data to the pages (src/render-runtime/render-job.ts): a build that names no
 * job, a job that cannot be read or a job with a wrong field stops with an error naming the file and the field.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'render-job-'));
const valid = { dataFile: path.join(dir, 'site.json'), shard: 0, shards: 1, progress: true, siteUrl: 'https://demo.example.com' };
// Site data as a build writes it (it is checked when read: siteDataSchema), its cars named by the slugs a test gives.
const tiny = prepareSite(loadDealer(TINY), new Date('2026-11-21T00:00:00Z'));
const siteDataOf = (slugs: string[]) => JSON.stringify({ ...tiny, cars: slugs.map((slug, i) => ({ ...tiny.cars[i % tiny.cars.length]!, slug })) });
writeFileSync(valid.dataFile, siteDataOf(['a', 'b', 'c']));

function jobFile(name: string, job: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, typeof job === 'string' ? job : JSON.stringify(job));
  return file;
}

describe('loadRenderJob', () => {
  it('names the environment variable when no job is set', () => {
    expect(() => loadRenderJob(undefined)).toThrow(`${RENDER_JOB_ENV} is not set`);
    expect(() => loadRenderJob('')).toThrow(`${RENDER_JOB_ENV} is not set`);
  });

  it('names the file it cannot read, or cannot parse', () => {
    const missing = path.join(dir, 'missing.json');
    expect(() => loadRenderJob(missing)).toThrow(new RegExp(`render job ${missing} could not be read: ENOENT`));
    const broken = jobFile('broken.json', '{"dataFile":');
    expect(() => loadRenderJob(broken)).toThrow(`render job ${broken} could not be read`);
  });

  it('names the file and the field that is wrong', () => {
    const file = jobFile('bad-shards.json', { ...valid, shards: 'two' });
    expect(() => loadRenderJob(file)).toThrow(`render job ${file} is invalid: shards:`);
    expect(() => loadRenderJob(jobFile('no-data.json', { ...valid, dataFile: undefined }))).toThrow(/is invalid: dataFile:/);
    expect(() => loadRenderJob(jobFile('bad-url.json', { ...valid, siteUrl: 'demo' }))).toThrow(/is invalid: siteUrl:/);
    expect(() => loadRenderJob(jobFile('bad-shard.json', { ...valid, shard: 2, shards: 2 }))).toThrow(/is invalid: shard: shard must be below shards/);
    // A field the job does not know (a typo of a real one) is an error, not ignored.
    expect(() => loadRenderJob(jobFile('extra.json', { ...valid, progres: false }))).toThrow(/is invalid: .*progres/);
  });

  it('gives a valid job as it was written', () => {
    expect(loadRenderJob(jobFile('valid.json', valid))).toEqual(valid);
    const shared = { ...valid, progressName: 'beta-motors', shard: 1, shards: 3 };
    expect(loadRenderJob(jobFile('shared.json', shared))).toEqual(shared);
  });
});

describe('the current render job', () => {
  it('is the job of the render in progress, and its site data what siteOfThisRender() and carsOfThisShard() read', () => {
    inRenderJob(jobFile('current.json', valid), () => {
      expect(currentRenderJob()).toEqual(valid);
      expect(siteOfThisRender()).toBe(currentSiteData());
      expect(siteOfThisRender().cars.map((c) => c.slug)).toEqual(['a', 'b', 'c']);
      expect(carsOfThisShard()).toHaveLength(3);
    });
    // Another render of the same process (a later shard, or the next dealer of a shared process) reads its own job.
    inRenderJob(jobFile('second-shard.json', { ...valid, shard: 1, shards: 2 }), () => {
      expect(currentRenderJob().shard).toBe(1);
      expect(carsOfThisShard().length).toBeLessThan(3);
    });
  });

  it('is read once per render: its pages see one job and one site data, whatever happens to the files meanwhile', () => {
    const file = jobFile('once.json', valid);
    inRenderJob(file, () => {
      const site = siteOfThisRender();
      writeFileSync(file, JSON.stringify({ ...valid, shard: 1, shards: 2 }));
      expect(currentRenderJob().shards).toBe(1);
      expect(siteOfThisRender()).toBe(site);
    });
    writeFileSync(file, JSON.stringify(valid));
  });

  it('checks the site data when it reads it: a wrong field stops the render, naming the data file and the field', () => {
    const dataFile = path.join(dir, 'wrong-site.json');
    const site = JSON.parse(siteDataOf(['a', 'b'])) as { cars: Record<string, unknown>[] };
    writeFileSync(dataFile, JSON.stringify({ ...site, cars: [site.cars[0], { ...site.cars[1], price: 'POA' }] }));
    inRenderJob(jobFile('wrong-site-job.json', { ...valid, dataFile }), () => {
      expect(() => currentSiteData()).toThrow(`site data ${dataFile} is invalid: cars.1.price: `);
    });
  });

  it('keeps two renders of one process apart, each with its own dealer, while both are in flight', async () => {
    const dataOf = (name: string, slugs: string[]) => {
      const dataFile = path.join(dir, `${name}-site.json`);
      writeFileSync(dataFile, siteDataOf(slugs));
      return jobFile(`${name}-job.json`, { ...valid, dataFile, progressName: name });
    };
    const tick = () => new Promise((r) => setTimeout(r, 5));
    const render = (name: string, slugs: string[]) =>
      inRenderJob(dataOf(name, slugs), async () => {
        const seen: string[] = [];
        for (let page = 0; page < 5; page++) {
          await tick();
          seen.push(
            `${currentRenderJob().progressName}:${siteOfThisRender()
              .cars.map((c) => c.slug)
              .join('')}`,
          );
        }
        return seen;
      });
    const [alpha, beta] = await Promise.all([render('alpha', ['a', 'b']), render('beta', ['x'])]);
    expect(alpha).toEqual(Array(5).fill('alpha:ab'));
    expect(beta).toEqual(Array(5).fill('beta:x'));
  });

  it('fails outside a render, saying how a dealer is built; the environment variable is for astro.config.mjs only', () => {
    expect(() => siteOfThisRender()).toThrow(/no render job for this render: .*npm run build -- --dealer <slug>/);
    const saved = process.env[RENDER_JOB_ENV];
    process.env[RENDER_JOB_ENV] = jobFile('env-only.json', valid);
    try {
      expect(() => currentRenderJob()).toThrow(/no render job for this render/);
    } finally {
      if (saved === undefined) delete process.env[RENDER_JOB_ENV];
      else process.env[RENDER_JOB_ENV] = saved;
    }
  });
});
