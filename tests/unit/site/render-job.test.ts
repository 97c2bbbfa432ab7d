import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RENDER_JOB_ENV, currentRenderJob, currentSiteData, loadRenderJob } from '../../../src/views/render-job';
import { carsOfThisShard, getSite } from '../../../src/views/site-data';

/*
 * The render job is the one route of a dealer's data to the pages (src/views/render-job.ts): a build that names no
 * job, a job that cannot be read or a job with a wrong field stops with an error naming the file and the field.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'render-job-'));
const valid = { dataFile: path.join(dir, 'site.json'), shard: 0, shards: 1, progress: true, siteUrl: 'https://demo.example.com', imageCdnProvider: 'none' };
writeFileSync(valid.dataFile, JSON.stringify({ cars: [{ slug: 'a' }, { slug: 'b' }, { slug: 'c' }], now: '2026-11-21T00:00:00Z' }));

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
    expect(() => loadRenderJob(missing)).toThrow(new RegExp(`render job ${missing} \\(${RENDER_JOB_ENV}\\) could not be read: ENOENT`));
    const broken = jobFile('broken.json', '{"dataFile":');
    expect(() => loadRenderJob(broken)).toThrow(`render job ${broken} (${RENDER_JOB_ENV}) could not be read`);
  });

  it('names the file and the field that is wrong', () => {
    const file = jobFile('bad-shards.json', { ...valid, shards: 'two' });
    expect(() => loadRenderJob(file)).toThrow(`render job ${file} (${RENDER_JOB_ENV}) is invalid: shards:`);
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
  const saved = process.env[RENDER_JOB_ENV];
  afterEach(() => {
    if (saved === undefined) delete process.env[RENDER_JOB_ENV];
    else process.env[RENDER_JOB_ENV] = saved;
  });

  it('is the job the environment names, and its site data what getSite() and carsOfThisShard() read', () => {
    process.env[RENDER_JOB_ENV] = jobFile('current.json', valid);
    expect(currentRenderJob()).toEqual(valid);
    expect(getSite()).toBe(currentSiteData());
    expect(getSite().cars.map((c) => c.slug)).toEqual(['a', 'b', 'c']);
    expect(carsOfThisShard()).toHaveLength(3);
    // Another job file of the same process (a later shard, or the next dealer of a shared process) is read afresh.
    process.env[RENDER_JOB_ENV] = jobFile('second-shard.json', { ...valid, shard: 1, shards: 2 });
    expect(currentRenderJob().shard).toBe(1);
    expect(carsOfThisShard().length).toBeLessThan(3);
  });

  it('fails when no job is named', () => {
    delete process.env[RENDER_JOB_ENV];
    expect(() => getSite()).toThrow(`${RENDER_JOB_ENV} is not set`);
  });
});
